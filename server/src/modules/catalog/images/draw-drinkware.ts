import { luminance, shade, tint } from './color';
import { cylinderShade, cylinderSpecular, floorShadow, tube } from './shading';
import { r1, Svg } from './svg';
import { type Angle, CANVAS, type Drawing, type DrawingSpec, type MockupShape } from './types';
import { drawVessel, type VesselSpec, wrapArea } from './vessel';

const WHITE = '#ffffff';
const CX = CANVAS / 2;

/** Wraps a vessel drawing into a Drawing with its mockup geometry. */
function vesselDrawing(
  shape: MockupShape,
  v: VesselSpec,
  angle: Angle,
  /** fraction of the body height the print covers (print height ÷ product height) */
  printFraction: number,
  extras?: (svg: Svg) => void,
  before?: (svg: Svg) => void,
): Drawing {
  const svg = new Svg(CANVAS, CANVAS);
  before?.(svg);
  drawVessel(svg, v, angle);
  extras?.(svg);
  const rimBottom = v.top + v.rTop * v.ellipse + 4;
  const usable = v.bottom - rimBottom - 4;
  const h = Math.min(usable, (v.bottom - v.top) * printFraction);
  const top = rimBottom + (usable - h) / 2;
  const area = wrapArea(v, { top, bottom: top + h });
  return {
    svg: svg.toString(),
    mockup: {
      shape,
      imageWidth: CANVAS,
      imageHeight: CANVAS,
      area,
      curve: v.ellipse,
      views: [
        { angle: 0, centerU: 0.5 },
        { angle: 90, centerU: 0.75 },
        { angle: 270, centerU: 0.25 },
      ],
    },
  };
}

/** Accent mugs: white outside (sublimation prints on white), the colour inside and on the handle. */
const MUG_SIZES: Record<string, { r: number; h: number; print: number }> = {
  '11oz': { r: 205, h: 490, print: 3.5 / 3.8 },
  '15oz': { r: 210, h: 560, print: 3.8 / 4.5 },
  '20oz': { r: 225, h: 600, print: 4.3 / 4.75 },
};

export function mug(spec: DrawingSpec, angle: Angle, opts: { magic?: boolean } = {}): Drawing {
  const s = MUG_SIZES[spec.size ?? '11oz'] ?? MUG_SIZES['11oz']!;
  const bottom = 790;
  const top = bottom - s.h;
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
      top: top + s.h * 0.17,
      bottom: top + s.h * 0.72,
      reach: s.r * 0.52,
      thickness: s.r * 0.19,
    },
  };
  return vesselDrawing('mug', v, angle, s.print);
}

export function espresso(spec: DrawingSpec, angle: Angle): Drawing {
  const v: VesselSpec = {
    cx: CX - 20,
    top: 380,
    bottom: 720,
    rTop: 230,
    rBottom: 195,
    ellipse: 0.12,
    exterior: WHITE,
    interior: spec.color,
    finish: 'gloss',
    handle: { color: spec.color, top: 430, bottom: 600, reach: 95, thickness: 34, shape: 'thin' },
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
  return vesselDrawing('mug', v, angle, 2 / 2.5, undefined, saucer);
}

export function latte(spec: DrawingSpec, angle: Angle): Drawing {
  const big = spec.size === '17oz';
  const v: VesselSpec = {
    cx: CX - 25,
    top: big ? 250 : 290,
    bottom: 770,
    rTop: big ? 262 : 250,
    rBottom: big ? 175 : 165,
    ellipse: 0.11,
    exterior: WHITE,
    interior: spec.color,
    finish: 'gloss',
    handle: {
      color: spec.color,
      top: big ? 330 : 360,
      bottom: big ? 600 : 610,
      reach: 95,
      thickness: 38,
      shape: 'thin',
    },
  };
  return vesselDrawing('mug', v, angle, 0.82);
}

export function glassLatte(spec: DrawingSpec, angle: Angle): Drawing {
  const v: VesselSpec = {
    cx: CX - 25,
    top: 270,
    bottom: 770,
    rTop: 240,
    rBottom: 175,
    ellipse: 0.11,
    exterior: tint(spec.color, 0.55),
    interior: tint(spec.color, 0.3),
    finish: 'frosted',
    glass: 0.72,
    handle: {
      color: tint(spec.color, 0.6),
      top: 330,
      bottom: 600,
      reach: 100,
      thickness: 40,
      shape: 'thin',
      finish: 'frosted',
    },
  };
  return vesselDrawing('mug', v, angle, 0.78);
}

export function stein(spec: DrawingSpec, angle: Angle): Drawing {
  const glass = spec.size === 'glass';
  const v: VesselSpec = {
    cx: CX - 40,
    top: 170,
    bottom: 800,
    rTop: 190,
    rBottom: 200,
    ellipse: 0.1,
    exterior: glass ? '#f3f6f8' : WHITE,
    interior: glass ? '#e9eef2' : spec.color,
    finish: glass ? 'frosted' : 'gloss',
    glass: glass ? 0.78 : undefined,
    handle: {
      color: glass ? '#eef2f5' : spec.color,
      top: 250,
      bottom: 640,
      reach: 120,
      thickness: 52,
      shape: 'square',
      finish: glass ? 'frosted' : 'gloss',
    },
  };
  // The foot ring of a stein (a moulded band near the base), drawn over the body.
  const foot = (svg: Svg) => {
    const y = 752;
    const d = `M${CX - 40 - 201} ${y} L${CX - 40 - 202} 800 A202 20 0 0 0 ${CX - 40 + 202} 800 L${CX - 40 + 201} ${y} A201 20 0 0 1 ${CX - 40 - 201} ${y}Z`;
    svg.add(`<path d="${d}" fill="${glass ? '#e8edf1' : '#ffffff'}" fill-opacity="${glass ? 0.85 : 1}"/>`);
    svg.add(`<path d="${d}" fill="${cylinderShade(svg, 'gloss')}"/>`);
    svg.add(`<path d="${d}" fill="${cylinderSpecular(svg, 'gloss')}"/>`);
    svg.add(
      `<path d="M${CX - 40 - 201} ${y} A201 20 0 0 0 ${CX - 40 + 201} ${y}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>`,
    );
  };
  return vesselDrawing('mug', v, angle, glass ? 4.5 / 6 : 5.5 / 7.75, foot);
}

export function enamel(spec: DrawingSpec, angle: Angle): Drawing {
  const big = spec.size === '12oz';
  const v: VesselSpec = {
    cx: CX - 25,
    top: big ? 330 : 360,
    bottom: 740,
    rTop: big ? 250 : 240,
    rBottom: big ? 250 : 240,
    ellipse: 0.13,
    exterior: WHITE,
    interior: '#f7f7f5',
    finish: 'gloss',
    rimColor: spec.color,
    rimWidth: 14,
    handle: {
      color: WHITE,
      top: big ? 380 : 405,
      bottom: big ? 610 : 615,
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
  return vesselDrawing('mug', v, angle, big ? 3.4 / 3.9 : 3.2 / 3.5, trim);
}

/** Stainless travel mug: white coated body, a lid and a handle in the variant colour. */
export function travelMug(spec: DrawingSpec, angle: Angle): Drawing {
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
  return vesselDrawing('mug', v, angle, 3.7 / 5.1, lid);
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

/** Skinny tumbler: a tall straight body, clear lid with a steel ring, and a straw. */
export function skinnyTumbler(spec: DrawingSpec, angle: Angle): Drawing {
  const v: VesselSpec = {
    cx: CX,
    top: 250,
    bottom: 880,
    rTop: 150,
    rBottom: 138,
    ellipse: 0.1,
    exterior: spec.color,
    interior: '#d8dde1',
    finish: 'gloss',
    open: false,
  };
  const lid = (svg: Svg) => {
    stainlessBand(svg, CX, 228, 262, 151);
    const ry = 15;
    // Clear lid: a flat translucent disc.
    svg.add(`<ellipse cx="${CX}" cy="228" rx="151" ry="${ry}" fill="#eef3f6" fill-opacity="0.92"/>`);
    svg.add(
      `<ellipse cx="${CX}" cy="228" rx="151" ry="${ry}" fill="none" stroke="#9aa4ab" stroke-opacity="0.6" stroke-width="2"/>`,
    );
    // The straw leans towards the back; at 90° and 270° it leans to a side.
    const lean = angle === 0 ? 0 : angle === 90 ? -1 : 1;
    const x0 = CX + lean * 30;
    const x1 = CX + lean * 75 + (angle === 0 ? 28 : 0);
    const straw = `M${x0} 232 L${x1} 60`;
    svg.add(
      `<path d="${straw}" stroke="#cfd8de" stroke-opacity="0.95" stroke-width="22" stroke-linecap="round"/>`,
    );
    svg.add(
      `<path d="${straw}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="6" stroke-linecap="round" transform="translate(-5 0)"/>`,
    );
    svg.add(`<ellipse cx="${x0}" cy="230" rx="16" ry="5" fill="#9aa4ab" fill-opacity="0.7"/>`);
  };
  return vesselDrawing('tumbler', v, angle, 8.2 / 8.9, lid);
}

/** Shot glasses: a frosted glass one, or white ceramic with a coloured inside. */
export function shotGlass(spec: DrawingSpec, angle: Angle): Drawing {
  const ceramic = spec.size === 'ceramic';
  const v: VesselSpec = {
    cx: CX,
    top: 250,
    bottom: 790,
    rTop: 215,
    rBottom: 168,
    ellipse: 0.12,
    exterior: ceramic ? WHITE : '#f2f5f7',
    interior: ceramic ? spec.color : '#e4eaee',
    finish: ceramic ? 'gloss' : 'frosted',
    glass: ceramic ? undefined : 0.8,
    rimWidth: ceramic ? 10 : 12,
  };
  // Frosted glasses have a thick clear base.
  const base = (svg: Svg) => {
    if (ceramic) return;
    const y = 720;
    const r = 173;
    const d = `M${CX - r} ${y} L${CX - 168} 790 A168 20 0 0 0 ${CX + 168} 790 L${CX + r} ${y} A${r} 20 0 0 0 ${CX - r} ${y}Z`;
    svg.add(`<path d="${d}" fill="#dfe7ec" fill-opacity="0.9"/>`);
    svg.add(`<path d="${d}" fill="${cylinderShade(svg, 'frosted')}"/>`);
    svg.add(`<path d="${d}" fill="${cylinderSpecular(svg, 'gloss')}"/>`);
  };
  return vesselDrawing('tumbler', v, angle, ceramic ? 2.2 / 3.1 : 1.8 / 2.4, base);
}

/** A neoprene can cooler around a can: the can's lid shows on top, the trim colour at the base. */
export function canCooler(spec: DrawingSpec, angle: Angle): Drawing {
  const v: VesselSpec = {
    cx: CX,
    top: 300,
    bottom: 810,
    rTop: 205,
    rBottom: 205,
    ellipse: 0.11,
    exterior: WHITE,
    interior: '#b9c0c6',
    finish: 'fabric',
    open: false,
  };
  const can = (svg: Svg) => {
    const cy = 240;
    const r = 175;
    const neck = `M${CX - 200} 300 C${CX - 200} 270 ${CX - r} 262 ${CX - r} ${cy} L${CX + r} ${cy} C${CX + r} 262 ${CX + 200} 270 ${CX + 200} 300 Z`;
    svg.add(`<path d="${neck}" fill="#c4cad0"/>`);
    svg.add(`<path d="${neck}" fill="${cylinderShade(svg, 'metal')}"/>`);
    svg.add(`<path d="${neck}" fill="${cylinderSpecular(svg, 'metal')}"/>`);
    svg.add(`<ellipse cx="${CX}" cy="${cy}" rx="${r}" ry="19" fill="#d9dee2"/>`);
    svg.add(
      `<ellipse cx="${CX}" cy="${cy}" rx="${r}" ry="19" fill="none" stroke="#8d969d" stroke-width="5"/>`,
    );
    svg.add(`<ellipse cx="${CX + 20}" cy="${cy + 2}" rx="48" ry="8" fill="#aab2b8"/>`);
    // Trim: a stitched band in the variant colour at the bottom.
    const y0 = 770;
    const d = `M${CX - 205} ${y0} L${CX - 205} 810 A205 22.5 0 0 0 ${CX + 205} 810 L${CX + 205} ${y0} A205 22.5 0 0 1 ${CX - 205} ${y0}Z`;
    svg.add(`<path d="${d}" fill="${spec.color}"/>`);
    svg.add(`<path d="${d}" fill="${cylinderShade(svg, 'matte')}"/>`);
    svg.add(
      `<path d="M${CX - 205} 300 A205 22.5 0 0 0 ${CX + 205} 300" fill="none" stroke="${spec.color}" stroke-width="12"/>`,
    );
    svg.add(
      `<path d="M${CX - 205} ${y0 - 8} A205 22.5 0 0 0 ${CX + 205} ${y0 - 8}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="2" stroke-dasharray="9 7"/>`,
    );
  };
  return vesselDrawing('tumbler', v, angle, 3.75 / 4.1, can);
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

/** Water bottles (bottle shape). The print wraps the straight part of the body. */
export function bottle(spec: DrawingSpec, angle: Angle): Drawing {
  const kind = spec.size ?? 'cola';
  const svg = new Svg(CANVAS, CANVAS);
  const cx = CX;
  let body: Array<[number, number]>;
  let band: { top: number; bottom: number };
  let r: number;
  if (kind === 'sports') {
    r = 122;
    body = [
      [250, 52],
      [262, 54],
      [300, 96],
      [340, 118],
      [380, r],
      [860, r],
    ];
    band = { top: 430, bottom: 800 };
  } else if (kind === 'kids') {
    r = 140;
    body = [
      [330, 72],
      [340, 76],
      [372, 112],
      [410, 134],
      [450, r],
      [860, r],
    ];
    band = { top: 480, bottom: 820 };
  } else {
    r = 132;
    body = [
      [200, 44],
      [212, 46],
      [250, 58],
      [310, 98],
      [360, 124],
      [410, r],
      [860, r],
    ];
    band = { top: 440, bottom: 830 };
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
  const area = {
    x: Math.round(cx - r),
    y: band.top,
    width: Math.round(2 * r),
    height: band.bottom - band.top,
  };
  return {
    svg: svg.toString(),
    mockup: {
      shape: 'bottle',
      imageWidth: CANVAS,
      imageHeight: CANVAS,
      area,
      curve: ellipse,
      views: [
        { angle: 0, centerU: 0.5 },
        { angle: 90, centerU: 0.75 },
        { angle: 270, centerU: 0.25 },
      ],
    },
  };
}
