import type { Material } from './light';
import { linear } from './light';
import { arcPoints, bezier, lathe, MeshBuilder, type ProfileRun, tube } from './mesh';
import {
  circle,
  glaze,
  type ListingAngle,
  type ListingProduct,
  matte,
  type PrintInches,
  type Scene,
  steel,
} from './scene';

const SEGMENTS = 256;
const WHITE_GLAZE = linear('#f3f3f1');

/**
 * How far a mug turns from the 0° view (handle straight behind) for its Angled listing view: the
 * handle shows at the back on the right, three-quarters on, the way shops photograph mugs.
 */
export const THREE_QUARTER_DEG = 45;

/**
 * A skinny tumbler is three times as tall as it is wide: framed like a mug, with its straw up top,
 * it stood as a thin stick in a white square. Its straw shows as much as a shop's photo shows
 * (about an inch and a half) and the tumbler fills the frame's top of the listing range (70–80 %).
 */
const STRAW = 1.5;
const TALL_FILL = 0.8;

/** A round body standing on the floor: the lathe profile and what sits on it. */
interface Vessel {
  height: number;
  rTop: number;
  rBottom: number;
  /** Wall thickness and the inside bottom's height (open cups). */
  wall: number;
  base: number;
  foot: number;
  open: boolean;
  /** The band the print may cover (heights), centred in which the print sits. */
  band: [number, number];
  /** A steel band round the bottom, this tall (travel mugs). */
  steelFoot?: number;
  handle?: {
    top: number;
    bottom: number;
    reach: number;
    thick: number;
    wide: number;
    shape: 'd' | 'square' | 'thin';
  };
}

/** Surface indices of a vessel scene's materials. */
const S = { outer: 0, inner: 1, handle: 2, rim: 3, under: 4, steel: 5, extra: 6, extra2: 7, extra3: 8 };

const rAt = (v: Vessel, y: number) => v.rBottom + ((v.rTop - v.rBottom) * y) / v.height;

/** Places a print of the given size on the body: the wrap's band and how far round it goes. */
function printBand(v: Vessel, print: PrintInches) {
  const room = v.band[1] - v.band[0];
  const h = Math.min(room, print.height);
  const bottom = v.band[0] + (room - h) / 2;
  const top = bottom + h;
  const r = (rAt(v, bottom) + rAt(v, top)) / 2;
  const arc = Math.min(2 * Math.PI, (print.width / (2 * Math.PI * r)) * 2 * Math.PI);
  return { top, bottom, arc };
}

/** The body of revolution: underside, rounded foot, wall (with the print), rim and inside. */
function body(m: MeshBuilder, v: Vessel, print: PrintInches) {
  const slope = (v.rTop - v.rBottom) / v.height;
  const nl = Math.hypot(1, slope);
  const nr = 1 / nl;
  const ny = -slope / nl;
  const wallAngle = Math.atan2(ny, nr);
  const lip = v.wall / 2;
  const band = printBand(v, print);
  const runs: ProfileRun[] = [];
  runs.push({
    surface: S.under,
    points: [
      { r: 0, y: 0, nr: 0, ny: -1 },
      { r: v.rBottom - v.foot, y: 0, nr: 0, ny: -1 },
    ],
  });
  const foot = arcPoints(v.rBottom - v.foot, v.foot, v.foot, -Math.PI / 2, wallAngle, 8);
  const footEnd = foot[foot.length - 1]!;
  runs.push({ surface: v.steelFoot ? S.steel : S.outer, points: foot });
  const wallTop = v.open ? v.height - lip : v.height;
  const point = (y: number) => ({ r: rAt(v, y), y, nr, ny });
  if (v.steelFoot) {
    runs.push({ surface: S.steel, points: [{ ...footEnd }, point(v.steelFoot)] });
    runs.push({ surface: S.outer, points: [point(v.steelFoot), point(wallTop)], print: band });
  } else {
    runs.push({ surface: S.outer, points: [{ ...footEnd }, point(wallTop)], print: band });
  }
  if (v.open) {
    const cr = v.rTop - lip;
    runs.push({ surface: S.rim, points: arcPoints(cr, wallTop, lip, wallAngle, Math.PI / 2, 6) });
    runs.push({ surface: S.inner, points: arcPoints(cr, wallTop, lip, Math.PI / 2, Math.PI, 6) });
    const inTop = v.rTop - v.wall;
    const inBottom = rAt(v, v.base) - v.wall;
    const fillet = Math.min(0.25, inBottom * 0.3);
    runs.push({
      surface: S.inner,
      points: [
        { r: inTop, y: wallTop, nr: -nr, ny: -ny },
        { r: inBottom, y: v.base + fillet, nr: -nr, ny: -ny },
      ],
    });
    const inner: ProfileRun['points'] = [];
    for (let k = 0; k <= 6; k++) {
      const a = -(Math.PI / 2) * (k / 6);
      inner.push({
        r: inBottom - fillet + fillet * Math.cos(a),
        y: v.base + fillet + fillet * Math.sin(a),
        nr: -Math.cos(a),
        ny: -Math.sin(a),
      });
    }
    runs.push({ surface: S.inner, points: inner });
    runs.push({
      surface: S.inner,
      points: [
        { r: inBottom - fillet, y: v.base, nr: 0, ny: 1 },
        { r: 0, y: v.base, nr: 0, ny: 1 },
      ],
    });
  } else {
    runs.push({
      surface: S.outer,
      points: [
        { r: v.rTop, y: v.height, nr: 0, ny: 1 },
        { r: 0, y: v.height, nr: 0, ny: 1 },
      ],
    });
  }
  lathe(m, runs, SEGMENTS);
  return band;
}

/** A handle on the +x side, in the x-y plane, its ends buried in the wall. */
function handle(m: MeshBuilder, v: Vessel) {
  const h = v.handle!;
  const xa = rAt(v, h.top) - v.wall * 0.45;
  const xb = rAt(v, h.bottom) - v.wall * 0.45;
  const edge = Math.max(rAt(v, h.top), rAt(v, h.bottom)) + h.reach;
  const hh = h.top - h.bottom;
  const line: Array<[number, number]> = [];
  if (h.shape === 'square') {
    const c = hh * 0.16;
    line.push([xa, h.top], [edge - c, h.top]);
    bezier(line, [edge - c, h.top], [edge, h.top], [edge, h.top], [edge, h.top - c], 6, true);
    line.push([edge, h.bottom + c]);
    bezier(line, [edge, h.bottom + c], [edge, h.bottom], [edge, h.bottom], [edge - c, h.bottom], 6, true);
    line.push([xb, h.bottom]);
    // Resample the straight parts so the tube bends smoothly at the corners.
    const fine: Array<[number, number]> = [];
    for (let i = 0; i + 1 < line.length; i++) {
      const [x0, y0] = line[i]!;
      const [x1, y1] = line[i + 1]!;
      const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / 0.15));
      for (let k = 0; k < n; k++) fine.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n]);
    }
    fine.push(line[line.length - 1]!);
    tube(m, fine, h.thick, h.wide, S.handle);
    return;
  }
  const lift = h.shape === 'thin' ? 0.02 : 0.05;
  bezier(
    line,
    [xa, h.top],
    [xa + (edge - xa) * 0.8, h.top + hh * lift],
    [edge, h.top - hh * 0.12],
    [edge, h.top - hh * 0.48],
    24,
  );
  bezier(
    line,
    [edge, h.top - hh * 0.48],
    [edge, h.bottom + hh * 0.14],
    [xb + (edge - xb) * 0.75, h.bottom - hh * lift],
    [xb, h.bottom],
    24,
    true,
  );
  tube(m, line, h.thick, h.wide, S.handle);
}

/** A lid pressed onto a closed body: a band and a domed top with a sip slot facing the front. */
function lid(m: MeshBuilder, r: number, y0: number, height: number, slotSurface: number, lidSurface: number) {
  const dome = height * 0.35;
  const runs: ProfileRun[] = [
    {
      surface: lidSurface,
      points: [
        { r: r - 0.02, y: y0 - 0.02, nr: 0, ny: -1 },
        { r: r + 0.03, y: y0, nr: 1, ny: -0.3 },
        { r: r + 0.03, y: y0 + height - dome, nr: 1, ny: 0 },
      ],
    },
    { surface: lidSurface, points: arcPoints(r + 0.03 - dome, y0 + height - dome, dome, 0, Math.PI / 2, 10) },
    {
      surface: lidSurface,
      points: [
        { r: r + 0.03 - dome, y: y0 + height, nr: 0, ny: 1 },
        { r: 0, y: y0 + height, nr: 0, ny: 1 },
      ],
    },
  ];
  lathe(m, runs, SEGMENTS);
  // The sip slot: a dark lozenge on the flat top, on the side away from the handle (-x).
  const top = y0 + height + 0.004;
  const cx = -r * 0.55;
  const w = r * 0.3;
  const n = 20;
  const centre = m.vertex(cx, top, 0, 0, 1, 0);
  for (let k = 0; k <= n; k++) {
    const a = (2 * Math.PI * k) / n;
    m.vertex(cx + Math.cos(a) * 0.09, top, Math.sin(a) * w, 0, 1, 0);
  }
  for (let k = 0; k < n; k++) m.triangle(centre, centre + 1 + k, centre + 2 + k, slotSurface);
}

/** A straw leaning out of a tumbler's lid. */
function straw(m: MeshBuilder, y0: number, length: number, surface: number) {
  const line: Array<[number, number]> = [];
  for (let k = 0; k <= 12; k++) line.push([-0.35 + (0.55 * k) / 12, y0 + (length * k) / 12]);
  tube(m, line, 0.26, 0.26, surface, 16);
}

/** The vessels' proportions, from the product's real size. */
function vesselFor(p: ListingProduct): Vessel {
  const H = p.size.height;
  const R = p.size.width / 2;
  const top = (p.size.top ?? p.size.width) / 2;
  switch (p.scene) {
    case 'travel-mug': {
      const h = H * 0.86;
      return {
        height: h,
        rTop: R,
        rBottom: R * 0.91,
        wall: 0.12,
        base: 0.3,
        foot: 0.1,
        open: false,
        band: [0.48, h - 0.08],
        steelFoot: 0.42,
        handle: { top: h * 0.78, bottom: h * 0.3, reach: 0.95, thick: 0.42, wide: 0.55, shape: 'd' },
      };
    }
    case 'tumbler':
      return {
        height: H * 0.95,
        rTop: R,
        rBottom: R,
        wall: 0.1,
        base: 0.3,
        foot: 0.1,
        open: false,
        band: [0.12, H * 0.95 - 0.06],
      };
    case 'can-cooler':
      return {
        height: H,
        rTop: R,
        rBottom: R,
        wall: 0.16,
        base: 0.2,
        foot: 0.12,
        open: false,
        band: [0.32, H - 0.08],
      };
    case 'shot-glass':
      return {
        height: H,
        rTop: R,
        rBottom: R * 0.78,
        wall: 0.14,
        base: p.variant === 'ceramic' ? 0.3 : 0.42,
        foot: 0.06,
        open: true,
        band: [p.variant === 'ceramic' ? 0.1 : 0.4, H - 0.1],
      };
    case 'latte':
      return {
        height: H,
        rTop: top,
        rBottom: top * 0.66,
        wall: 0.15,
        base: 0.35,
        foot: 0.1,
        open: true,
        band: [0.15, H - 0.12],
        handle: { top: H * 0.85, bottom: H * 0.33, reach: 0.8, thick: 0.3, wide: 0.36, shape: 'thin' },
      };
    case 'espresso':
      return {
        height: H,
        rTop: R,
        rBottom: R * 0.85,
        wall: 0.12,
        base: 0.3,
        foot: 0.08,
        open: true,
        band: [0.1, H - 0.1],
        handle: { top: H * 0.85, bottom: H * 0.35, reach: 0.6, thick: 0.26, wide: 0.3, shape: 'thin' },
      };
    case 'stein':
      return {
        height: H,
        rTop: R * 0.95,
        rBottom: R,
        wall: 0.18,
        base: 0.45,
        foot: 0.14,
        open: true,
        band: [0.62, H - 0.12],
        handle: { top: H * 0.87, bottom: H * 0.25, reach: 1.05, thick: 0.46, wide: 0.5, shape: 'square' },
      };
    case 'enamel':
      return {
        height: H,
        rTop: R,
        rBottom: R,
        wall: 0.08,
        base: 0.12,
        foot: 0.1,
        open: true,
        band: [0.16, H - 0.14],
        handle: { top: H * 0.88, bottom: H * 0.32, reach: 0.9, thick: 0.22, wide: 0.42, shape: 'thin' },
      };
    case 'bottle':
      return {
        height: H * 0.72,
        rTop: R,
        rBottom: R,
        wall: 0.1,
        base: 0.3,
        foot: 0.14,
        open: false,
        band: [0.12, H * 0.72 - 0.1],
      };
    default:
      // mug
      return {
        height: H,
        rTop: R,
        rBottom: R,
        wall: 0.14,
        base: 0.38,
        foot: 0.14,
        open: true,
        band: [0.1, H - 0.12],
        handle: {
          top: H * 0.81,
          bottom: H * 0.26,
          reach: R * 0.55,
          thick: R * 0.2,
          wide: R * 0.3,
          shape: 'd',
        },
      };
  }
}

/** The materials of a vessel, by surface index (S). */
function materialsFor(p: ListingProduct): Material[] {
  const accent = linear(p.color);
  const white = glaze(WHITE_GLAZE, { print: 'multiply', occlusion: 'floor' });
  const unglazed = matte(linear('#dedbd4'), { occlusion: 'floor' });
  const mats: Material[] = [
    white,
    glaze(accent, { occlusion: 'inside' }),
    glaze(accent, { occlusion: 'body' }),
    white,
    unglazed,
    steel(),
    white,
    white,
    white,
  ];
  switch (p.scene) {
    case 'mug':
      if (p.variant === 'matte') {
        // Matte stoneware: no glaze, so no reflections on the body or over the print.
        const body = matte(WHITE_GLAZE, { print: 'multiply', occlusion: 'floor' });
        mats[0] = body;
        mats[3] = body;
      }
      if (p.variant === 'magic') {
        const body = matte(accent, { print: 'over', occlusion: 'floor' });
        mats[0] = body;
        mats[3] = body;
        mats[2] = matte(accent, { occlusion: 'body' });
      }
      break;
    case 'enamel':
      mats[1] = glaze(linear('#f4f4f0'), { occlusion: 'inside' });
      mats[2] = glaze(WHITE_GLAZE, { occlusion: 'body' });
      mats[3] = glaze(accent);
      mats[6] = glaze(accent);
      break;
    case 'travel-mug':
      mats[2] = matte(accent, { gloss: 0.02, rough: 0.7, occlusion: 'body' });
      mats[6] = matte(accent, { gloss: 0.025, rough: 0.6 });
      mats[7] = matte(linear('#101112'));
      break;
    case 'tumbler': {
      mats[0] = glaze(accent, { print: 'multiply', occlusion: 'floor' });
      // The lid: clear plastic reads frosted pale grey in shop photos. The straw is white.
      mats[6] = glaze(linear('#dde3e8'), { gloss: 0.05, rough: 0.2 });
      mats[7] = glaze(linear('#dfe7ec'), { gloss: 0.05, rough: 0.1 });
      break;
    }
    case 'can-cooler':
      mats[0] = matte(linear('#f7f7f5'), { print: 'multiply', occlusion: 'floor', texture: 'weave' });
      mats[6] = matte(accent, { texture: 'weave' });
      mats[7] = steel({ rough: 0.25, texture: undefined });
      break;
    case 'shot-glass':
    case 'latte':
    case 'stein':
      if (p.variant === 'glass') {
        const frost = glaze(linear('#e6ebee'), {
          print: 'multiply',
          occlusion: 'floor',
          rough: 0.55,
          gloss: 0.04,
        });
        mats[0] = frost;
        mats[1] = glaze(linear('#dde3e7'), { occlusion: 'inside', rough: 0.55 });
        mats[2] = frost;
        mats[3] = frost;
        mats[4] = frost;
      }
      break;
    case 'bottle':
      mats[6] = glaze(accent, { gloss: p.variant === 'sports' ? 0.02 : 0.045, rough: 0.3 });
      break;
    default:
      break;
  }
  return mats;
}

/**
 * The turn (radians, about y) that poses a round body for a view. Front: the print's middle faces
 * the camera and a handle hides straight behind, so a centred design shows whole. Angled: turned
 * THREE_QUARTER_DEG, a handle showing at the back on the right. Right and Left: in profile.
 */
function turnFor(angle: ListingAngle) {
  if (angle === 90) return 0;
  if (angle === 270) return Math.PI;
  if (angle === 45) return -Math.PI / 2 + (THREE_QUARTER_DEG * Math.PI) / 180;
  return -Math.PI / 2;
}

/** A round product standing on the floor, turned for the view. */
export function vesselScene(p: ListingProduct, print: PrintInches, angle: ListingAngle): Scene {
  const v = vesselFor(p);
  const m = new MeshBuilder();
  body(m, v, print);
  if (v.handle) handle(m, v);
  let height = v.height;
  if (p.scene === 'travel-mug') {
    lid(m, v.rTop, v.height, p.size.height - v.height, S.extra2, S.extra);
    height = p.size.height;
  } else if (p.scene === 'tumbler') {
    // A steel lip, then a press-on lid: a short skirt and a low dome the straw comes out of. A flat
    // lid on a steel ring read as a drinks can.
    const rim = 0.12;
    const skirt = 0.1;
    const dome = 0.3;
    const lidR = v.rTop + 0.025;
    const domeBase = v.height + rim + skirt;
    const domePoints: ProfileRun['points'] = [];
    for (let k = 0; k <= 12; k++) {
      const a = (k / 12) * (Math.PI / 2);
      // The normal of the flattened ellipse (r/lidR)² + (y/dome)² = 1 at this point.
      const nr = Math.cos(a) / lidR;
      const ny = Math.sin(a) / dome;
      const len = Math.hypot(nr, ny);
      domePoints.push({
        r: lidR * Math.cos(a),
        y: domeBase + dome * Math.sin(a),
        nr: nr / len,
        ny: ny / len,
      });
    }
    const lidRuns: ProfileRun[] = [
      {
        surface: S.steel,
        points: [
          { r: v.rTop - 0.01, y: v.height - 0.01, nr: 0, ny: -1 },
          { r: v.rTop + 0.015, y: v.height, nr: 1, ny: 0 },
          { r: v.rTop + 0.015, y: v.height + rim, nr: 1, ny: 0 },
        ],
      },
      {
        surface: S.extra,
        points: [
          { r: v.rTop + 0.015, y: v.height + rim, nr: 0, ny: -1 },
          { r: lidR, y: v.height + rim + 0.01, nr: 1, ny: 0 },
          { r: lidR, y: domeBase, nr: 1, ny: 0 },
        ],
      },
      { surface: S.extra, points: domePoints },
    ];
    lathe(m, lidRuns, SEGMENTS);
    straw(m, domeBase + dome * 0.9, STRAW, S.extra2);
    height = domeBase + dome * 0.9 + STRAW;
  } else if (p.scene === 'can-cooler') {
    // The can's neck and lid above the sleeve, and the binding round the sleeve's foot.
    const neck: ProfileRun[] = [
      {
        surface: S.extra2,
        points: [
          { r: v.rTop - 0.16, y: v.height - 0.02, nr: 0.3, ny: 1 },
          { r: v.rTop * 0.92, y: v.height + 0.05, nr: 0.5, ny: 1 },
          { r: v.rTop * 0.78, y: v.height + 0.35, nr: 0.5, ny: 1 },
        ],
      },
      {
        surface: S.extra2,
        points: arcPoints(v.rTop * 0.78 - 0.05, v.height + 0.38, 0.05, 0, Math.PI / 2, 4),
      },
      {
        surface: S.extra2,
        points: [
          { r: v.rTop * 0.78 - 0.05, y: v.height + 0.43, nr: 0, ny: 1 },
          { r: 0, y: v.height + 0.38, nr: 0, ny: 1 },
        ],
      },
    ];
    lathe(m, neck, SEGMENTS);
    const trim: ProfileRun[] = [
      {
        surface: S.extra,
        points: [
          { r: v.rBottom + 0.02, y: 0.0, nr: 1, ny: 0 },
          { r: v.rBottom + 0.02, y: 0.3, nr: 1, ny: 0 },
        ],
      },
    ];
    lathe(m, trim, SEGMENTS);
    height = v.height + 0.43;
  } else if (p.scene === 'bottle') {
    const cap = 0.8;
    const neckR = v.rTop * 0.42;
    const shoulder: ProfileRun[] = [
      {
        surface: S.outer,
        points: [
          { r: v.rTop, y: v.height - 0.01, nr: 1, ny: 0.1 },
          { r: v.rTop * 0.97, y: v.height + 0.35, nr: 0.9, ny: 0.45 },
          { r: v.rTop * 0.75, y: v.height + 0.9, nr: 0.6, ny: 0.8 },
          { r: neckR, y: v.height + 1.45, nr: 0.4, ny: 0.9 },
          { r: neckR, y: v.height + 1.6, nr: 1, ny: 0 },
        ],
      },
      {
        surface: S.extra,
        points: [
          { r: neckR + 0.06, y: v.height + 1.55, nr: 0, ny: -1 },
          { r: neckR + 0.08, y: v.height + 1.58, nr: 1, ny: 0 },
          { r: neckR + 0.08, y: v.height + 1.55 + cap - 0.06, nr: 1, ny: 0 },
        ],
      },
      {
        surface: S.extra,
        points: arcPoints(neckR + 0.02, v.height + 1.55 + cap - 0.06, 0.06, 0, Math.PI / 2, 5),
      },
      {
        surface: S.extra,
        points: [
          { r: neckR + 0.02, y: v.height + 1.55 + cap, nr: 0, ny: 1 },
          { r: 0, y: v.height + 1.55 + cap, nr: 0, ny: 1 },
        ],
      },
    ];
    lathe(m, shoulder, SEGMENTS);
    height = v.height + 1.55 + cap;
  } else if (p.scene === 'espresso') {
    // The saucer under the cup.
    const sr = p.size.width * 0.95;
    const saucer: ProfileRun[] = [
      {
        surface: S.extra,
        points: [
          { r: 0, y: 0.0, nr: 0, ny: -1 },
          { r: sr * 0.55, y: 0.0, nr: 0, ny: -1 },
          { r: sr, y: 0.2, nr: 0.4, ny: -1 },
          { r: sr + 0.03, y: 0.26, nr: 1, ny: 0.2 },
        ],
      },
      {
        surface: S.extra,
        points: [
          { r: sr + 0.03, y: 0.26, nr: 0.2, ny: 1 },
          { r: sr * 0.6, y: 0.12, nr: -0.2, ny: 1 },
          { r: 0, y: 0.1, nr: 0, ny: 1 },
        ],
      },
    ];
    // The cup stands in the saucer's well: lift it after the fact.
    for (let i = 1; i < m.pos.length; i += 3) m.pos[i] = m.pos[i]! + 0.1;
    lathe(m, saucer, SEGMENTS);
    height = v.height + 0.1;
  }
  if (p.scene === 'enamel') {
    // The rolled rim in the trim colour.
    const rim: ProfileRun[] = [
      {
        surface: S.extra,
        points: arcPoints(
          v.rTop - v.wall / 2,
          v.height - v.wall / 2,
          v.wall * 0.85,
          -Math.PI / 2,
          Math.PI * 1.2,
          14,
        ),
      },
      {
        surface: S.extra,
        points: [
          { r: v.rBottom + 0.004, y: 0.0, nr: 1, ny: 0 },
          { r: v.rBottom + 0.004, y: 0.1, nr: 1, ny: 0 },
        ],
      },
    ];
    lathe(m, rim, SEGMENTS);
  }
  const turn = turnFor(angle);
  m.place(0, turn);
  const mesh = m.build();
  const rb = p.scene === 'espresso' ? p.size.width * 0.98 : v.rBottom;
  return {
    mesh,
    materials: materialsFor(p),
    elevation: p.scene === 'tumbler' || p.scene === 'bottle' ? 10 : 14,
    target: [0, height / 2, 0],
    distance: p.scene === 'tumbler' ? 5 : 7,
    shadow: {
      footprint: circle(rb, 72),
      offset: [rb * 0.35, -rb * 0.5],
      soft: rb * 0.45,
      contact: 0.06,
      strength: 0.45,
    },
    reflect: true,
    wallShadow: false,
    inside: v.open ? { rim: v.height, bottom: v.base } : undefined,
    bodyRadius: Math.max(v.rTop, v.rBottom),
    ...(p.scene === 'tumbler' ? { fill: TALL_FILL } : {}),
  };
}
