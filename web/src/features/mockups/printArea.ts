/**
 * The product's print area in print pixels: the print file is exactly `width` × `height` (what
 * falls outside is not printed). The product is trimmed `bleed` px inside its edge, so colour
 * meant to reach the edge goes out to the edge (the bleed line), and what must not be cut stays
 * inside the safe line, as far inside the trim again.
 */
export interface PrintArea {
  width: number;
  height: number;
  bleed: number;
  dpi: number;
}

/** Inset of the safe line from the print area's edge: trim plus the same margin again (⅛ in). */
export const safeInset = (area: PrintArea) => (area.bleed > 0 ? 2 * area.bleed : Math.round(area.dpi / 8));

/** Where the print area sits on the stage: scaled to fit, centred, with a margin around it. */
export function fitArea(area: PrintArea, box: { width: number; height: number }, margin = 24) {
  const scale = Math.max(
    0.01,
    Math.min((box.width - 2 * margin) / area.width, (box.height - 2 * margin - 16) / area.height),
  );
  return {
    scale,
    x: (box.width - area.width * scale) / 2,
    y: (box.height - area.height * scale) / 2 + 8,
  };
}

/** A stage height that shows the area at its true proportions for a given width (mobile). */
export function heightForWidth(area: PrintArea, width: number, margin = 24) {
  return Math.round(((width - 2 * margin) * area.height) / area.width + 2 * margin + 16);
}

/**
 * The product's printable face in print pixels, when it is not the whole print area: a round
 * coaster or keychain, a pad's rounded corners, a key ring's hole. The mockup (and the product)
 * shows the print inside `face` and not inside the `cutouts`; the builder draws the same outline.
 * The paths are the catalogue's SVG path data in the product image's pixels; `toPrint` takes them
 * into print pixels (x' = a·x + e, y' = d·y + f).
 */
export interface PrintOutline {
  face: string;
  cutouts: string[];
  toPrint: { a: number; d: number; e: number; f: number };
}

/** The catalogue's mockup geometry, as much of it as the outline and the wrap guides need. */
export interface MockupGeometry {
  area: { x: number; y: number; width: number; height: number };
  mask?: { face: string; cutouts?: string[] } | null;
  /** round products: degrees of the body the print wraps (where the handle and seam fall) */
  arcDegrees?: number | null;
}

/** The outline of a product whose print mask is not the plain print rectangle; null otherwise. */
export function outlineOf(
  mockup: MockupGeometry | null | undefined,
  print: { width: number; height: number },
): PrintOutline | null {
  if (!mockup?.mask?.face || !(mockup.area.width > 0) || !(mockup.area.height > 0)) return null;
  const mask = mockup.mask;
  const a = print.width / mockup.area.width;
  const d = print.height / mockup.area.height;
  return {
    face: mask.face,
    cutouts: mask.cutouts ?? [],
    toPrint: { a, d, e: -mockup.area.x * a, f: -mockup.area.y * d },
  };
}
