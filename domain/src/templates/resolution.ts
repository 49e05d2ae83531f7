import type { Size } from './design';

/**
 * Print resolution of an image layer at its placed size. The print area has `dpi` print pixels to
 * the inch, so a layer box `width` print pixels wide is width ÷ dpi inches on the product, and an
 * image of `natural.width` pixels stretched across it prints at natural.width × dpi ÷ width DPI.
 */

/** Below this an image prints visibly soft; the builder warns. */
export const MIN_PRINT_DPI = 150;

/** The DPI the image prints at in its box: the lower of the two directions decides. */
export function placedDpi(natural: Size, box: Size, areaDpi: number) {
  return Math.min((natural.width * areaDpi) / box.width, (natural.height * areaDpi) / box.height);
}

/** The pixels an image needs to print at MIN_PRINT_DPI in this box. */
export function pixelsNeeded(box: Size, areaDpi: number): Size {
  return {
    width: Math.ceil((box.width * MIN_PRINT_DPI) / areaDpi - 1e-9),
    height: Math.ceil((box.height * MIN_PRINT_DPI) / areaDpi - 1e-9),
  };
}

export interface LowResolution {
  /** whole DPI, rounded down (149.6 is not 150) */
  dpi: number;
  needed: Size;
  message: string;
}

export const lowResolutionMessage = (dpi: number, needed: Size) =>
  `Low resolution: this image will print at ${dpi} DPI. Use an image of at least ${needed.width} × ${needed.height} px for sharp prints.`;

/** The warning for an image that would print below MIN_PRINT_DPI at its placed size, else null. */
export function lowResolution(natural: Size, box: Size, areaDpi: number): LowResolution | null {
  if (!(natural.width > 0 && natural.height > 0 && box.width > 0 && box.height > 0 && areaDpi > 0))
    return null;
  const exact = placedDpi(natural, box, areaDpi);
  // A millionth of a DPI short is the arithmetic's rounding, not a soft print.
  if (exact >= MIN_PRINT_DPI - 1e-6) return null;
  const dpi = Math.floor(exact);
  const needed = pixelsNeeded(box, areaDpi);
  return { dpi, needed, message: lowResolutionMessage(dpi, needed) };
}
