import { useEffect, useState } from 'react';

/** Loads an image for the canvas; null until it has arrived (or when it failed, or `src` is empty). */
export function useLoadedImage(src: string): HTMLImageElement | null {
  const [loaded, setLoaded] = useState<{ src: string; img: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!src) return;
    const img = new window.Image();
    img.onload = () => setLoaded({ src, img });
    img.src = src;
    return () => {
      img.onload = null;
    };
  }, [src]);
  return loaded?.src === src ? loaded.img : null;
}
