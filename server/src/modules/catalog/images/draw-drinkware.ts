import { luminance, shade, tint } from './color';
import { cylinderShade, cylinderSpecular, floorShadow, tube } from './shading';
import { r1, Svg } from './svg';
import {
  type Angle,
  CANVAS,
  type Drawing,
  type DrawingSpec,
  type MockupGeometry,
  type MockupShape,
  type WrapSurface,
} from './types';
import { drawVessel, rAt, type VesselSpec, wrapSurface } from './vessel';
import { wholeBand } from './wrap';

const WHITE = '#ffffff';
const CX = CANVAS / 2;

// Every round body is drawn to the scale of the real product (the catalogue's dimensions): the
// same pixels per inch across and up, so a print area in inches covers as much of the drawn body
// as of the real one, and the renderer wraps it by the right number of degrees (see wrap.ts).

/** Pixels per inch of a body drawn `radiusPx` wide for a real diameter of `diameterIn`. */
const scaleOf = (radiusPx: number, diameterIn: number) => radiusPx / (diameterIn / 2);

/** The angle views of every round body (see vessel.ts for the convention). */
const ROUND_VIEWS: MockupGeometry['views'] = [
  { angle: 0, centerU: 0.5 },
  { angle: 90, centerU: 0.75 },
  { angle: 270, centerU: 0.25 },
];

/** A round drawing: its picture, its printable surface, and that whole surface as the default area. */
function roundDrawing(shape: MockupShape, svg: Svg, surface: WrapSurface, curve: number): Drawing {
  const base: MockupGeometry = {
    shape,
    imageWidth: CANVAS,
    imageHeight: CANVAS,
    area: { x: 0, y: 0, width: 0, height: 0 },
    curve,
    views: ROUND_VIEWS,
  };
  return { svg: svg.toString(), mockup: wholeBand(base, surface), surface };
}

/** Wraps a vessel drawing into a Drawing with its printable surface. */
function vesselDrawing(
  shape: MockupShape,
  v: VesselSpec,
  angle: Angle,
  surface: WrapSurface,
  extras?: (svg: Svg) => void,
  before?: (svg: Svg) => void,
): Drawing {
  const svg = new Svg(CANVAS, CANVAS);
  before?.(svg);
  drawVessel(svg, v, angle);
  extras?.(svg);
  return roundDrawing(shape, svg, surface, v.ellipse);
}

/** Accent mugs: white outside (sublimation prints on white), the colour inside and on the handle. */
const MUG_SIZES: Record<string, { r: number; diameterIn: number; heightIn: number }> = {
  '11oz': { r: 205, diameterIn: 3.2, heightIn: 3.8 },
  '15oz': { r: 210, diameterIn: 3.4, heightIn: 4.5 },
  '20oz': { r: 225, diameterIn: 3.6, heightIn: 4.75 },
};

export function mug(spec: DrawingSpec, angle: Angle, opts: { magic?: boolean } = {}): Drawing {
  const s = MUG_SIZES[spec.size ?? '11oz'] ?? MUG_SIZES['11oz']!;
  const ppi = scaleOf(s.r, s.diameterIn);
  const h = Math.round(s.heightIn * ppi);
  const bottom = 790;
  const top = bottom - h;
  const exterior = opts.magic ? spec.color : WHITE;
  const v: VesselSpec = {
    cx: CX - 20,
    top,
    bottom,
    rTop: s.r,
    rBottom: s.r,
    ellipse: 0.1,
    exterior,
    interior: spec.color,
    finish: opts.magic ? 'matte' : 'gloss',
    handle: {
      color: spec.color,
      top: top + h * 0.17,
      bottom: top + h * 0.72,
      reach: s.r * 0.52,
      thickness: s.r * 0.19,
    },
  };
  return vesselDrawing('mug', v, angle, wrapSurface(v, ppi));
}

/** A 3 oz demitasse, 2.5 in across the rim and 2.4 in tall, on its saucer. */
export function espresso(spec: DrawingSpec, angle: Angle): Drawing {
  const rTop = 215;
  const ppi = scaleOf(rTop, 2.5);
  const bottom = 720;
  const top = bottom - Math.round(2.4 * ppi);
  const h = bottom - top;
  const v: VesselSpec = {
    cx: CX - 20,
    top,
    bottom,
    rTop,
    rBottom: Math.round(rTop * 0.85),
    ellipse: 0.12,
    exterior: WHITE,
    interior: spec.color,
    finish: 'gloss',
    handle: {
      color: spec.color,
      top: top + h * 0.15,
      bottom: top + h * 0.65,
      reach: 90,
      thickness: 32,
      shape: 'thin',
    },
  };
  // A saucer under the cup.
  const saucer = (svg: Svg) => {
    svg.add(
      `<ellipse cx="${CX - 20}" cy="735" rx="330" ry="52" fill="${svg.radial([
        [0, '#000', 0.25],
        [1, '#000', 0],
      ])}" transform="translate(0 18)"/>`,
    );
    svg.add(`<ellipse cx="${CX - 20}" cy="730" rx="320" ry="48" fill="#f7f7f7"/>`);
    svg.add(
      `<ellipse cx="${CX - 20}" cy="730" rx="320" ry="48" fill="${svg.linear([
        [0, '#000', 0.22],
        [0.3, '#000', 0.02],
        [0.7, '#000', 0.04],
        [1, '#000', 0.25],
      ])}"/>`,
    );
    svg.add(`<ellipse cx="${CX - 20}" cy="724" rx="230" ry="30" fill="#000" fill-opacity="0.06"/>`);
  };
  return vesselDrawing('mug', v, angle, wrapSurface(v, ppi), undefined, saucer);
}

/** Flared latte mugs: 12 oz is 4.5 in tall and 3.9 in across the mouth, 17 oz 5.1 in and 4.1 in. */
export function latte(spec: DrawingSpec, angle: Angle): Drawing {
  const big = spec.size === '17oz';
  const ppi = scaleOf(230, 3.9);
  const rTop = Math.round((big ? 4.1 : 3.9) * 0.5 * ppi);
  const bottom = 770;
  const top = bottom - Math.round((big ? 5.1 : 4.5) * ppi);
  const h = bottom - top;
  const v: VesselSpec = {
    cx: CX - 25,
    top,
    bottom,
    rTop,
    rBottom: Math.round(rTop * 0.66),
    ellipse: 0.11,
    exterior: WHITE,
    interior: spec.color,
    finish: 'gloss',
    handle: {
      color: spec.color,
      top: top + h * 0.15,
      bottom: top + h * 0.67,
      reach: 95,
      thickness: 38,
      shape: 'thin',
    },
  };
  return vesselDrawing('mug', v, angle, wrapSurface(v, ppi));
}

/** A frosted glass latte mug, 4.6 in tall and 3.7 in across the mouth. */
export function glassLatte(spec: DrawingSpec, angle: Angle): Drawing {
  const rTop = 222;
  const ppi = scaleOf(rTop, 3.7);
  const bottom = 770;
  const top = bottom - Math.round(4.6 * ppi);
  const h = bottom - top;
  const v: VesselSpec = {
    cx: CX - 25,
    top,
    bottom,
    rTop,
    rBottom: Math.round(rTop * 0.73),
    ellipse: 0.11,
    exterior: tint(spec.color, 0.55),
    interior: tint(spec.color, 0.3),
    finish: 'frosted',
    glass: 0.72,
    handle: {
      color: tint(spec.color, 0.6),
      top: top + h * 0.12,
      bottom: top + h * 0.66,
      reach: 100,
      thickness: 40,
      shape: 'thin',
      finish: 'frosted',
    },
  };
  return vesselDrawing('mug', v, angle, wrapSurface(v, ppi));
}

/**
 * Steins: the ceramic one is 7.75 in tall and 3.5 in across its foot, the frosted glass mug 6 in and
 * 3.3 in. A moulded foot ring runs round the base; the print sits on the body above it.
 */
export function stein(spec: DrawingSpec, angle: Angle): Drawing {
  const glass = spec.size === 'glass';
  const rBottom = glass ? 165 : 158;
  const ppi = scaleOf(rBottom, glass ? 3.3 : 3.5);
  const bottom = 840;
  const top = bottom - Math.round((glass ? 6 : 7.75) * ppi);
  const h = bottom - top;
  const cx = CX - 40;
  const v: VesselSpec = {
    cx,
    top,
    bottom,
    rTop: Math.round(rBottom * 0.95),
    rBottom,
    ellipse: 0.1,
    exterior: glass ? '#f3f6f8' : WHITE,
    interior: glass ? '#e9eef2' : spec.color,
    finish: glass ? 'frosted' : 'gloss',
    glass: glass ? 0.78 : undefined,
    handle: {
      color: glass ? '#eef2f5' : spec.color,
      top: top + h * 0.13,
      bottom: top + h * 0.75,
      reach: glass ? 110 : 105,
      thickness: glass ? 50 : 46,
      shape: 'square',
      finish: glass ? 'frosted' : 'gloss',
    },
  };
  // The foot ring of a stein (a moulded band near the base, about 0.55 in tall), drawn over the body.
  const footTop = bottom - Math.round(0.55 * ppi);
  const foot = (svg: Svg) => {
    const rf = rBottom + 1;
    const ry = r1(rf * v.ellipse);
    const d = `M${cx - rf} ${footTop} L${cx - rf - 1} ${bottom} A${rf + 1} ${ry} 0 0 0 ${cx + rf + 1} ${bottom} L${cx + rf} ${footTop} A${rf} ${ry} 0 0 1 ${cx - rf} ${footTop}Z`;
    svg.add(`<path d="${d}" fill="${glass ? '#e8edf1' : '#ffffff'}" fill-opacity="${glass ? 0.85 : 1}"/>`);
    svg.add(`<path d="${d}" fill="${cylinderShade(svg, 'gloss')}"/>`);
    svg.add(`<path d="${d}" fill="${cylinderSpecular(svg, 'gloss')}"/>`);
    svg.add(
      `<path d="M${cx - rf} ${footTop} A${rf} ${ry} 0 0 0 ${cx + rf} ${footTop}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>`,
    );
  };
  return vesselDrawing('mug', v, angle, wrapSurface(v, ppi, { bottom: footTop - 6 }), foot);
}

/** Enamel camp mugs: 10 oz is 3.1 in tall and 3.4 in across, 12 oz 3.5 in and 3.5 in. */
export function enamel(spec: DrawingSpec, angle: Angle): Drawing {
  const big = spec.size === '12oz';
  const r = big ? 250 : 240;
  const ppi = scaleOf(r, big ? 3.5 : 3.4);
  const bottom = 740;
  const top = bottom - Math.round((big ? 3.5 : 3.1) * ppi);
  const h = bottom - top;
  const v: VesselSpec = {
    cx: CX - 25,
    top,
    bottom,
    rTop: r,
    rBottom: r,
    ellipse: 0.13,
    exterior: WHITE,
    interior: '#f7f7f5',
    finish: 'gloss',
    rimColor: spec.color,
    rimWidth: 14,
    handle: {
      color: WHITE,
      top: top + h * 0.12,
      bottom: top + h * 0.68,
      reach: 105,
      thickness: 26,
      shape: 'thin',
    },
  };
  // Enamel cups have a rolled rim and a dark bottom edge in the trim colour.
  const trim = (svg: Svg) => {
    const ry = v.rTop * v.ellipse;
    svg.add(
      `<path d="M${v.cx - v.rTop} ${v.top} A${v.rTop} ${r1(ry)} 0 0 0 ${v.cx + v.rTop} ${v.top}" fill="none" stroke="${spec.color}" stroke-width="14"/>`,
    );
    svg.add(
      `<path d="M${v.cx - v.rBottom + 2} ${v.bottom - 2} A${v.rBottom} ${r1(ry)} 0 0 0 ${v.cx + v.rBottom - 2} ${v.bottom - 2}" fill="none" stroke="${spec.color}" stroke-width="10"/>`,
    );
    // Rim colour on the handle's edges.
    if (angle !== 0) {
      const s = angle === 90 ? 1 : -1;
      svg.add(
        `<circle cx="${r1(v.cx + s * (v.rTop - 4))}" cy="${r1(v.handle!.top)}" r="9" fill="${spec.color}"/>`,
      );
    }
  };
  // The print stays clear of the trim at the bottom edge.
  return vesselDrawing('mug', v, angle, wrapSurface(v, ppi, { bottom: bottom - 10 }), trim);
}

/**
 * Stainless travel mug, 6.1 in tall with its lid and 3.3 in across at the top: white coated body,
 * a lid and a handle in the variant colour. The print sits between the lid and the steel base.
 */
export function travelMug(spec: DrawingSpec, angle: Angle): Drawing {
  const ppi = scaleOf(175, 3.3);
  const v: VesselSpec = {
    cx: CX - 30,
    top: 230,
    bottom: 820,
    rTop: 175,
    rBottom: 160,
    ellipse: 0.1,
    exterior: WHITE,
    interior: '#cfd4d8',
    finish: 'gloss',
    open: false,
    handle: {
      color: spec.color,
      top: 330,
      bottom: 660,
      reach: 95,
      thickness: 40,
      shape: 'd',
      finish: 'matte',
    },
  };
  const lid = (svg: Svg) => {
    stainlessBand(svg, v.cx, 775, 820, 160.5);
    lidCap(svg, v.cx, 150, 238, 178, spec.color, angle);
  };
  return vesselDrawing('mug', v, angle, wrapSurface(v, ppi, { top: 246, bottom: 769 }), lid);
}

/** A brushed steel band (bottom of travel mugs and tumblers). */
function stainlessBand(svg: Svg, cx: number, y0: number, y1: number, r: number) {
  const ry = r * 0.1;
  const d = `M${r1(cx - r)} ${y0} L${r1(cx - r)} ${y1} A${r1(r)} ${r1(ry)} 0 0 0 ${r1(cx + r)} ${y1} L${r1(cx + r)} ${y0} A${r1(r)} ${r1(ry)} 0 0 1 ${r1(cx - r)} ${y0}Z`;
  svg.add(`<path d="${d}" fill="#c9ced3"/>`);
  svg.add(`<path d="${d}" fill="${cylinderShade(svg, 'metal')}"/>`);
  svg.add(`<path d="${d}" fill="${cylinderSpecular(svg, 'metal')}"/>`);
}

/** A push-on lid: a band and a domed top with a sip slot facing the viewer at 0°. */
function lidCap(svg: Svg, cx: number, yTop: number, yBottom: number, r: number, color: string, angle: Angle) {
  const ry = r * 0.1;
  const band = `M${r1(cx - r)} ${yTop + 30} L${r1(cx - r)} ${yBottom} A${r1(r)} ${r1(ry)} 0 0 0 ${r1(cx + r)} ${yBottom} L${r1(cx + r)} ${yTop + 30} Z`;
  svg.add(`<path d="${band}" fill="${color}"/>`);
  svg.add(`<path d="${band}" fill="${cylinderShade(svg, 'matte')}"/>`);
  svg.add(`<path d="${band}" fill="${cylinderSpecular(svg, 'matte')}"/>`);
  const rr = r * 0.93;
  const dome = `M${r1(cx - r)} ${yTop + 30} C${r1(cx - r)} ${yTop + 8} ${r1(cx - rr)} ${yTop} ${r1(cx - rr + 20)} ${yTop} L${r1(cx + rr - 20)} ${yTop} C${r1(cx + rr)} ${yTop} ${r1(cx + r)} ${yTop + 8} ${r1(cx + r)} ${yTop + 30} A${r1(r)} ${r1(ry)} 0 0 1 ${r1(cx - r)} ${yTop + 30}Z`;
  svg.add(`<path d="${dome}" fill="${tint(color, 0.08)}"/>`);
  svg.add(`<path d="${dome}" fill="${cylinderShade(svg, 'matte')}"/>`);
  svg.add(
    `<ellipse cx="${cx}" cy="${yTop + 4}" rx="${r1(rr - 18)}" ry="${r1(ry * 0.8)}" fill="${tint(color, 0.2)}"/>`,
  );
  // Sip slot: centred at 0°, towards the side the mug turned to otherwise.
  const slotX = angle === 0 ? cx : angle === 90 ? cx - r * 0.55 : cx + r * 0.55;
  const slotW = angle === 0 ? r * 0.42 : r * 0.26;
  svg.add(
    `<rect x="${r1(slotX - slotW / 2)}" y="${yTop + 8}" width="${r1(slotW)}" height="12" rx="6" fill="${shade(color, 0.55)}"/>`,
  );
  svg.add(
    `<path d="M${r1(cx - r)} ${yBottom} A${r1(r)} ${r1(ry)} 0 0 0 ${r1(cx + r)} ${yBottom}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>`,
  );
}

/**
 * Skinny tumbler: a tall straight body 2.9 in across (8.9 in tall with the lid), a clear lid with a
 * steel ring, and a straw. Its print covers the body from under the ring almost to the bottom.
 */
export function skinnyTumbler(spec: DrawingSpec, angle: Angle): Drawing {
  const r = 122;
  const ppi = scaleOf(r, 2.9);
  const top = 214;
  const v: VesselSpec = {
    cx: CX,
    top,
    bottom: top + Math.round(8.45 * ppi),
    rTop: r,
    rBottom: r,
    ellipse: 0.1,
    exterior: spec.color,
    interior: '#d8dde1',
    finish: 'gloss',
    open: false,
  };
  const ringTop = top - 20;
  const ringBottom = top + 12;
  const lid = (svg: Svg) => {
    stainlessBand(svg, CX, ringTop, ringBottom, r + 1);
    const ry = r1((r + 1) * 0.1);
    // Clear lid: a flat translucent disc.
    svg.add(
      `<ellipse cx="${CX}" cy="${ringTop}" rx="${r + 1}" ry="${ry}" fill="#eef3f6" fill-opacity="0.92"/>`,
    );
    svg.add(
      `<ellipse cx="${CX}" cy="${ringTop}" rx="${r + 1}" ry="${ry}" fill="none" stroke="#9aa4ab" stroke-opacity="0.6" stroke-width="2"/>`,
    );
    // The straw leans towards the back; at 90° and 270° it leans to a side.
    const lean = angle === 0 ? 0 : angle === 90 ? -1 : 1;
    const x0 = CX + lean * 24;
    const x1 = CX + lean * 62 + (angle === 0 ? 22 : 0);
    const straw = `M${x0} ${ringTop + 4} L${x1} ${ringTop - 150}`;
    svg.add(
      `<path d="${straw}" stroke="#cfd8de" stroke-opacity="0.95" stroke-width="18" stroke-linecap="round"/>`,
    );
    svg.add(
      `<path d="${straw}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="5" stroke-linecap="round" transform="translate(-4 0)"/>`,
    );
    svg.add(`<ellipse cx="${x0}" cy="${ringTop + 2}" rx="13" ry="4" fill="#9aa4ab" fill-opacity="0.7"/>`);
  };
  return vesselDrawing('tumbler', v, angle, wrapSurface(v, ppi, { top: ringBottom + 4 }), lid);
}

/**
 * Shot glasses: a frosted glass one (2.4 in tall, 2.1 in across the rim, on a thick clear base) or
 * white ceramic with a coloured inside (3.1 in tall, 2.2 in across).
 */
export function shotGlass(spec: DrawingSpec, angle: Angle): Drawing {
  const ceramic = spec.size === 'ceramic';
  const rTop = 200;
  const ppi = scaleOf(rTop, ceramic ? 2.2 : 2.1);
  const bottom = 790;
  const v: VesselSpec = {
    cx: CX,
    top: bottom - Math.round((ceramic ? 3.1 : 2.4) * ppi),
    bottom,
    rTop,
    rBottom: Math.round(rTop * 0.78),
    ellipse: 0.12,
    exterior: ceramic ? WHITE : '#f2f5f7',
    interior: ceramic ? spec.color : '#e4eaee',
    finish: ceramic ? 'gloss' : 'frosted',
    glass: ceramic ? undefined : 0.8,
    rimWidth: ceramic ? 10 : 12,
  };
  // Frosted glasses stand on a thick clear base (about 0.35 in); the print stays above it.
  const baseTop = bottom - Math.round(0.35 * ppi);
  const base = (svg: Svg) => {
    if (ceramic) return;
    const r = rAt(v, baseTop) + 2;
    const rb = v.rBottom;
    const ry = r1(rb * v.ellipse);
    const d = `M${r1(CX - r)} ${baseTop} L${CX - rb} ${bottom} A${rb} ${ry} 0 0 0 ${CX + rb} ${bottom} L${r1(CX + r)} ${baseTop} A${r1(r)} ${ry} 0 0 0 ${r1(CX - r)} ${baseTop}Z`;
    svg.add(`<path d="${d}" fill="#dfe7ec" fill-opacity="0.9"/>`);
    svg.add(`<path d="${d}" fill="${cylinderShade(svg, 'frosted')}"/>`);
    svg.add(`<path d="${d}" fill="${cylinderSpecular(svg, 'gloss')}"/>`);
  };
  const surface = wrapSurface(v, ppi, ceramic ? {} : { bottom: baseTop - 4 });
  return vesselDrawing('tumbler', v, angle, surface, base);
}

/**
 * A neoprene can cooler round a 12 oz can: 4 in tall and 2.9 in across. The can's top shows above
 * it; a binding in the trim colour edges the top and the bottom, and the print fills the sleeve
 * between them.
 */
export function canCooler(spec: DrawingSpec, angle: Angle): Drawing {
  const r = 205;
  const ppi = scaleOf(r, 2.9);
  const top = 262;
  const bottom = top + Math.round(4.05 * ppi);
  const ry = r1(r * 0.11);
  const v: VesselSpec = {
    cx: CX,
    top,
    bottom,
    rTop: r,
    rBottom: r,
    ellipse: 0.11,
    exterior: WHITE,
    interior: '#b9c0c6',
    finish: 'fabric',
    open: false,
  };
  const trimTop = bottom - 25;
  const can = (svg: Svg) => {
    // The can's tapered neck and lid (a 12 oz can: 2.6 in body, 2.1 in lid).
    const cy = top - 60;
    const rl = Math.round(1.05 * ppi);
    const neck = `M${CX - 196} ${top} C${CX - 196} ${top - 30} ${CX - rl} ${cy + 22} ${CX - rl} ${cy} L${CX + rl} ${cy} C${CX + rl} ${cy + 22} ${CX + 196} ${top - 30} ${CX + 196} ${top} Z`;
    svg.add(`<path d="${neck}" fill="#c4cad0"/>`);
    svg.add(`<path d="${neck}" fill="${cylinderShade(svg, 'metal')}"/>`);
    svg.add(`<path d="${neck}" fill="${cylinderSpecular(svg, 'metal')}"/>`);
    svg.add(`<ellipse cx="${CX}" cy="${cy}" rx="${rl}" ry="${r1(rl * 0.11)}" fill="#d9dee2"/>`);
    svg.add(
      `<ellipse cx="${CX}" cy="${cy}" rx="${rl}" ry="${r1(rl * 0.11)}" fill="none" stroke="#8d969d" stroke-width="5"/>`,
    );
    svg.add(`<ellipse cx="${CX + 18}" cy="${cy + 2}" rx="42" ry="7" fill="#aab2b8"/>`);
    // Trim: a stitched binding in the variant colour at the bottom, and round the top edge.
    const d = `M${CX - r} ${trimTop} L${CX - r} ${bottom} A${r} ${ry} 0 0 0 ${CX + r} ${bottom} L${CX + r} ${trimTop} A${r} ${ry} 0 0 1 ${CX - r} ${trimTop}Z`;
    svg.add(`<path d="${d}" fill="${spec.color}"/>`);
    svg.add(`<path d="${d}" fill="${cylinderShade(svg, 'matte')}"/>`);
    svg.add(
      `<path d="M${CX - r} ${top} A${r} ${ry} 0 0 0 ${CX + r} ${top}" fill="none" stroke="${spec.color}" stroke-width="12"/>`,
    );
    svg.add(
      `<path d="M${CX - r} ${trimTop + 6} A${r} ${ry} 0 0 0 ${CX + r} ${trimTop + 6}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="2" stroke-dasharray="9 7"/>`,
    );
  };
  return vesselDrawing('tumbler', v, angle, wrapSurface(v, ppi, { top: top + 8, bottom: trimTop - 2 }), can);
}

/** A bottle profile: list of [y, radius] from the top of the neck to the bottom, drawn as a smooth lathe. */
function lathePath(cx: number, profile: Array<[number, number]>, ellipse: number) {
  const right = profile.map(([y, r]) => [cx + r, y] as const);
  const left = [...profile].reverse().map(([y, r]) => [cx - r, y] as const);
  const smooth = (pts: ReadonlyArray<readonly [number, number]>) => {
    let d = '';
    for (let i = 1; i < pts.length; i++) {
      const p0 = pts[i - 2] ?? pts[i - 1]!;
      const p1 = pts[i - 1]!;
      const p2 = pts[i]!;
      const p3 = pts[i + 1] ?? p2;
      const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
      const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
      d += `C${r1(c1[0]!)} ${r1(c1[1]!)} ${r1(c2[0]!)} ${r1(c2[1]!)} ${r1(p2[0])} ${r1(p2[1])}`;
    }
    return d;
  };
  const [yTop, rTop] = profile[0]!;
  const [yBot, rBot] = profile[profile.length - 1]!;
  return `M${r1(cx + rTop)} ${r1(yTop)}${smooth(right)}A${r1(rBot)} ${r1(rBot * ellipse)} 0 0 1 ${r1(cx - rBot)} ${r1(yBot)}${smooth(left)}A${r1(rTop)} ${r1(rTop * ellipse)} 0 0 1 ${r1(cx + rTop)} ${r1(yTop)}Z`;
}

function shadedLathe(svg: Svg, d: string, color: string, finish: 'gloss' | 'matte' | 'metal') {
  svg.add(`<path d="${d}" fill="${color}"/>`);
  svg.add(`<path d="${d}" fill="${cylinderShade(svg, finish)}"/>`);
  svg.add(`<path d="${d}" fill="${cylinderSpecular(svg, finish)}"/>`);
  svg.add(`<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="1.6"/>`);
}

/**
 * Water bottles (bottle shape): the 17 oz cola bottle is 2.8 in across, the 20 oz sports bottle
 * 2.9 in and the 12 oz kids' bottle 3.1 in. The print wraps the straight part of the body.
 */
export function bottle(spec: DrawingSpec, angle: Angle): Drawing {
  const kind = spec.size ?? 'cola';
  const svg = new Svg(CANVAS, CANVAS);
  const cx = CX;
  let body: Array<[number, number]>;
  let band: { top: number; bottom: number };
  let r: number;
  let diameterIn: number;
  if (kind === 'sports') {
    r = 122;
    diameterIn = 2.9;
    body = [
      [250, 52],
      [262, 54],
      [300, 96],
      [340, 118],
      [380, r],
      [860, r],
    ];
    band = { top: 388, bottom: 854 };
  } else if (kind === 'kids') {
    r = 140;
    diameterIn = 3.1;
    body = [
      [330, 72],
      [340, 76],
      [370, 112],
      [405, 134],
      [440, r],
      [860, r],
    ];
    band = { top: 446, bottom: 854 };
  } else {
    r = 132;
    diameterIn = 2.8;
    body = [
      [200, 44],
      [212, 46],
      [250, 58],
      [310, 98],
      [360, 124],
      [410, r],
      [860, r],
    ];
    band = { top: 418, bottom: 852 };
  }
  const ellipse = 0.1;
  floorShadow(svg, cx, 860 + r * ellipse * 0.35, r, r * ellipse);
  const d = lathePath(cx, body, ellipse);
  const finish = kind === 'sports' ? 'metal' : 'gloss';
  shadedLathe(svg, d, kind === 'sports' ? '#e9ecef' : WHITE, finish);
  // Caps in the variant colour.
  const topY = body[0]![0];
  const topR = body[0]![1];
  if (kind === 'sports') {
    const cap = lathePath(
      cx,
      [
        [150, 50],
        [160, 58],
        [250, 58],
      ],
      ellipse,
    );
    // Carabiner loop on the cap, turned with the bottle.
    const loopX = angle === 0 ? cx : angle === 90 ? cx + 20 : cx - 20;
    const loopW = angle === 0 ? 38 : 30;
    tube(
      svg,
      `M${loopX - loopW} 160 C${loopX - loopW} 70 ${loopX + loopW} 70 ${loopX + loopW} 160`,
      '#b8bfc5',
      14,
      'metal',
    );
    shadedLathe(svg, cap, spec.color, 'matte');
  } else if (kind === 'kids') {
    const cap = lathePath(
      cx,
      [
        [250, 66],
        [262, 80],
        [330, 80],
      ],
      ellipse,
    );
    shadedLathe(svg, cap, spec.color, 'gloss');
    // Flip-up spout.
    const sx = angle === 0 ? cx : angle === 90 ? cx - 25 : cx + 25;
    svg.add(`<rect x="${sx - 16}" y="196" width="32" height="62" rx="14" fill="${shade(spec.color, 0.1)}"/>`);
    svg.add(`<rect x="${sx - 10}" y="200" width="8" height="52" rx="4" fill="#fff" fill-opacity="0.35"/>`);
  } else {
    const cap = lathePath(
      cx,
      [
        [120, 46],
        [128, 50],
        [195, 50],
      ],
      ellipse,
    );
    shadedLathe(svg, cap, spec.color, luminance(spec.color) > 0.5 ? 'metal' : 'gloss');
    for (let i = 0; i < 7; i++)
      svg.add(
        `<line x1="${cx - 50 + 8 + i * 14}" y1="136" x2="${cx - 50 + 8 + i * 14}" y2="188" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`,
      );
  }
  svg.add(
    `<ellipse cx="${cx}" cy="${topY}" rx="${topR}" ry="${r1(topR * ellipse)}" fill="#000" fill-opacity="0.08"/>`,
  );
  const surface: WrapSurface = {
    pxPerInch: scaleOf(r, diameterIn),
    cx,
    top: band.top,
    bottom: band.bottom,
    radiusTop: r,
    radiusBottom: r,
  };
  return roundDrawing('bottle', svg, surface, ellipse);
}
