// 'Inter' as the renderer has it (the app's own text uses the variable 'Inter Variable'); bold for
// the wrap guides' labels.
import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
import '@fontsource/oswald/400.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/pacifico/400.css';
import { LAYER_FONTS } from '@pressrun/domain';
import { useEffect, useState } from 'react';

/**
 * The canvas draws text only with fonts the browser has loaded; this loads the layer fonts (the
 * same families the renderer bundles) and bumps a version once they are in, so text is redrawn
 * and measured with the real glyphs.
 */
export function useLayerFonts() {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all(LAYER_FONTS.map((f) => document.fonts.load(`48px "${f}"`).catch(() => [])))
      .then(() => live && setVersion((v) => v + 1))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return version;
}
