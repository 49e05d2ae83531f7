import type { RawImage } from './raw';

/**
 * How the blank product photo lights the print. The print is multiplied by the photo's colour
 * relative to its `white` (the body's own lit colour), so it darkens where the body turns away
 * from the light and takes the tint of a coloured body; whatever in the photo is brighter than
 * that white (a specular highlight) is added back on top, so gloss shows over the ink.
 */
export interface Shading {
  white: [number, number, number];
  /** Luminance (0..255) of `white`: brighter pixels are highlights. */
  whiteLuma: number;
  /** How far above `whiteLuma` a highlight reaches full strength (see HIGHLIGHT_RANGE). */
  highlightRange: number;
}

/**
 * The least luminance range, above the body's white, over which a highlight grows to full white.
 * A white body leaves only a few levels of headroom: spreading a highlight over just those would
 * turn a lit core a few levels brighter than the rest into a hard-edged gloss streak on the ink,
 * and a soft gradient's 8-bit steps into rings. Over at least this range, a faint sheen stays a
 * faint sheen and a burnt-out highlight on a greyer body still shows at full strength.
 */
const HIGHLIGHT_RANGE = 48;

const shadingOf = (white: [number, number, number], whiteLuma: number): Shading => ({
  white,
  whiteLuma,
  highlightRange: Math.max(256 - whiteLuma, HIGHLIGHT_RANGE),
});

const luma = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/**
 * Reads the body's white from the photo inside `rect`: the colour at the 80th luminance percentile
 * of the rectangle's middle band, so neither the dark edges nor a highlight decide it.
 */
export function measureShading(
  blank: RawImage,
  rect: { x: number; y: number; width: number; height: number },
): Shading {
  const x0 = Math.max(0, Math.round(rect.x));
  const x1 = Math.min(blank.width, Math.round(rect.x + rect.width));
  const y0 = Math.max(0, Math.round(rect.y + rect.height * 0.2));
  const y1 = Math.min(blank.height, Math.round(rect.y + rect.height * 0.8));
  const samples: Array<[number, number, number, number]> = [];
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 4000)));
  for (let y = y0; y < y1; y += step)
    for (let x = x0; x < x1; x += step) {
      const i = (y * blank.width + x) * 4;
      if (blank.data[i + 3]! < 128) continue;
      const r = blank.data[i]!;
      const g = blank.data[i + 1]!;
      const b = blank.data[i + 2]!;
      samples.push([luma(r, g, b), r, g, b]);
    }
  if (!samples.length) return shadingOf([255, 255, 255], 255);
  samples.sort((a, b) => a[0] - b[0]);
  const [l, r, g, b] = samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.8))]!;
  // A dark body (a colour-changing mug) keeps its own colour as the white: the print shows as it
  // does once revealed, lit by the same shading. Only a near-black reading is held off zero.
  if (l < 8) return shadingOf([8, 8, 8], 8);
  return shadingOf([Math.max(1, r), Math.max(1, g), Math.max(1, b)], l);
}

/**
 * Blends one print pixel (straight RGBA, `alpha` 0..1) over the photo pixel at `i`, in place:
 * print × (photo / white), plus the photo's highlight, mixed by the print's alpha.
 */
export function blendPixel(
  out: Buffer,
  i: number,
  r: number,
  g: number,
  b: number,
  alpha: number,
  s: Shading,
): void {
  if (alpha <= 0) return;
  const pr = out[i]!;
  const pg = out[i + 1]!;
  const pb = out[i + 2]!;
  const mr = Math.min(1, pr / s.white[0]);
  const mg = Math.min(1, pg / s.white[1]);
  const mb = Math.min(1, pb / s.white[2]);
  const l = luma(pr, pg, pb);
  const h = l > s.whiteLuma ? Math.min(1, (l - s.whiteLuma) / s.highlightRange) : 0;
  let cr = r * mr;
  let cg = g * mg;
  let cb = b * mb;
  if (h > 0) {
    cr += (255 - cr) * h;
    cg += (255 - cg) * h;
    cb += (255 - cb) * h;
  }
  const a = Math.min(alpha, 1);
  out[i] = pr + (cr - pr) * a + 0.5;
  out[i + 1] = pg + (cg - pg) * a + 0.5;
  out[i + 2] = pb + (cb - pb) * a + 0.5;
}
