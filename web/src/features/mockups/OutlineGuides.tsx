import type Konva from 'konva';
import { Shape } from 'react-konva';
import type { PrintArea, PrintOutline } from './printArea';

/** The catalogue's path data (product-image pixels) as a path in print pixels. */
function facePath(outline: PrintOutline, d: string) {
  const { a, d: dy, e, f } = outline.toPrint;
  const p = new Path2D();
  p.addPath(new Path2D(d), new DOMMatrix([a, 0, 0, dy, e, f]));
  return p;
}

interface Props {
  area: PrintArea;
  outline: PrintOutline;
  /** the stage's scale (screen px per print px), for lines of a fixed width on screen */
  scale: number;
  shade: string;
  edge: string;
  safe: string;
  safeInset: number;
}

/** The safe margin round a key ring's hole or a strap's slot. */
const safeHalo = 'rgba(47, 158, 68, 0.22)';

/**
 * The printable face of a shaped product over the design: what falls outside it (or inside a
 * cutout, such as a key ring's hole) is shaded, as the mockup and the product leave it bare; the
 * face's edge is drawn as the product's outline, and the safe line follows it inside (and keeps
 * the same margin round holes and slots).
 */
export function OutlineGuides({ area, outline, scale, shade, edge, safe, safeInset }: Props) {
  const sx = Math.max(0, area.width - 2 * safeInset) / area.width;
  const sy = Math.max(0, area.height - 2 * safeInset) / area.height;
  const draw = (ctx: Konva.Context) => {
    // Konva has set the group's transform (print pixels) on the canvas before calling this.
    const c = ctx._context;
    const face = facePath(outline, outline.face);
    c.save();
    // Shade: the print area less the face (even-odd), then each cutout.
    const outside = new Path2D();
    outside.rect(0, 0, area.width, area.height);
    outside.addPath(face);
    c.fillStyle = shade;
    c.fill(outside, 'evenodd');
    const cutouts = outline.cutouts.map((d) => facePath(outline, d));
    // Around each hole or slot, the safe margin as a band to keep words and logos out of (a
    // stroke twice the inset wide: its outer half is the margin, the hole's shade covers the rest).
    c.strokeStyle = safeHalo;
    c.lineWidth = 2 * safeInset;
    c.lineJoin = 'round';
    for (const p of cutouts) c.stroke(p);
    for (const p of cutouts) c.fill(p);
    // The product's edge, and its cutouts' edges.
    c.strokeStyle = edge;
    c.lineWidth = 1.5 / scale;
    c.setLineDash([6 / scale, 4 / scale]);
    c.stroke(face);
    c.setLineDash([]);
    c.lineWidth = 1 / scale;
    for (const p of cutouts) c.stroke(p);
    // The safe line: the face drawn smaller about the print area's centre, `safeInset` inside.
    c.translate(area.width / 2, area.height / 2);
    c.scale(sx, sy);
    c.translate(-area.width / 2, -area.height / 2);
    c.strokeStyle = safe;
    c.lineWidth = 1 / (scale * Math.min(sx, sy) || 1);
    c.setLineDash([4 / scale, 4 / scale]);
    c.stroke(face);
    c.restore();
  };
  return <Shape name="print-outline" listening={false} sceneFunc={draw} />;
}
