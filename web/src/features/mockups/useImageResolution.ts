import { type Layer, type LowResolution, lowResolution } from '@pressrun/domain';
import { useLoadedImage } from './useLoadedImage';

/**
 * The low-resolution warning of an image layer at its placed size (null for text, while the image
 * loads, or when it prints at 150 DPI or better). The image's natural size is read from the
 * browser's copy of it, which the canvas has already loaded.
 */
export function useImageResolution(layer: Layer, areaDpi: number): LowResolution | null {
  const img = useLoadedImage(layer.type === 'image' ? layer.source : '');
  if (layer.type !== 'image' || !img) return null;
  return lowResolution({ width: img.naturalWidth, height: img.naturalHeight }, layer, areaDpi);
}
