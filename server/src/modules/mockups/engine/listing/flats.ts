import type { Material } from './light';
import { linear } from './light';
import { arcPoints, lathe, MeshBuilder } from './mesh';
import {
  circle,
  glaze,
  type ListingAngle,
  type ListingProduct,
  matte,
  type PrintInches,
  type Scene,
  steel,
  turnPoints,
} from './scene';
import { posterOnWall, toteBag } from './sheets';

/** Surface indices of flat scenes. */
const S = { face: 0, edge: 1, back: 2, trim: 3, metal: 4 };

/**
 * Flat goods turn this far for the Right and Left views (half as far for Angled); their far edge
 * recedes in perspective.
 */
export const FLAT_TURN_DEG = 30;

const TURN_DEG: Record<ListingAngle, number> = {
  0: 0,
  45: -FLAT_TURN_DEG / 2,
  90: -FLAT_TURN_DEG,
  270: FLAT_TURN_DEG,
};
const turnFor = (angle: ListingAngle) => (TURN_DEG[angle] * Math.PI) / 180;

/** A rounded rectangle's outline (x, z) centred on the origin, counter-clockwise seen from above. */
function roundRect(w: number, h: number, r: number, steps = 10): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  const rr = Math.min(r, w / 2, h / 2);
  // Clockwise (seen with z down the page): each corner's arc turns a quarter from its start.
  const corners: Array<[number, number, number]> = [
    [w / 2 - rr, h / 2 - rr, Math.PI / 2],
    [w / 2 - rr, -h / 2 + rr, 0],
    [-w / 2 + rr, -h / 2 + rr, -Math.PI / 2],
    [-w / 2 + rr, h / 2 - rr, -Math.PI],
  ];
  for (const [cx, cz, a0] of corners)
    for (let k = 0; k <= steps; k++) {
      const a = a0 - ((Math.PI / 2) * k) / steps;
      pts.push([cx + rr * Math.cos(a), cz + rr * Math.sin(a)]);
    }
  return pts;
}

/** Outward unit normals of a closed outline's vertices (averaged from its two edges). */
function outlineNormals(pts: Array<[number, number]>) {
  const n = pts.length;
  // Signed area tells which side is out.
  let area = 0;
  for (let i = 0; i < n; i++) {
    const [x0, z0] = pts[i]!;
    const [x1, z1] = pts[(i + 1) % n]!;
    area += x0 * z1 - x1 * z0;
  }
  const sign = area > 0 ? -1 : 1;
  return pts.map((_, i) => {
    const [xa, za] = pts[(i + n - 1) % n]!;
    const [xb, zb] = pts[(i + 1) % n]!;
    const tx = xb - xa;
    const tz = zb - za;
    const l = Math.hypot(tx, tz) || 1;
    return [(sign * -tz) / l, (sign * tx) / l] as [number, number];
  });
}

/**
 * A slab lying on y = y0: its outline extruded `thick` up, the top face (and its rounded edge)
 * carrying the print laid over `print` (x0, z0, width, depth on the face), the sides `edge`.
 */
function slab(
  m: MeshBuilder,
  outline: Array<[number, number]>,
  y0: number,
  thick: number,
  surfaces: { top: number; side: number; bottom?: number },
  print?: { x0: number; z0: number; w: number; d: number },
  bevel = Math.min(0.06, thick * 0.4),
) {
  const normals = outlineNormals(outline);
  const top = y0 + thick;
  const uvOf = (x: number, z: number): [number, number] =>
    print ? [(x - print.x0) / print.w, (z - print.z0) / print.d] : [Number.NaN, Number.NaN];
  // Top face: a fan round the centroid.
  let cx = 0;
  let cz = 0;
  for (const [x, z] of outline) {
    cx += x / outline.length;
    cz += z / outline.length;
  }
  const inset = outline.map(
    ([x, z], i) => [x - normals[i]![0] * bevel, z - normals[i]![1] * bevel] as [number, number],
  );
  const centre = m.vertex(cx, top, cz, 0, 1, 0, ...uvOf(cx, cz));
  const ring = m.vertexCount;
  for (const [x, z] of inset) m.vertex(x, top, z, 0, 1, 0, ...uvOf(x, z));
  const n = outline.length;
  for (let i = 0; i < n; i++) m.triangle(centre, ring + i, ring + ((i + 1) % n), surfaces.top);
  // The rounded edge: from the inset ring down and out to the outline, a quarter round.
  const steps = 4;
  const rows = m.vertexCount;
  for (let k = 0; k <= steps; k++) {
    const a = (Math.PI / 2) * (k / steps);
    for (let i = 0; i <= n; i++) {
      const [x, z] = inset[i % n]!;
      const [nx, nz] = normals[i % n]!;
      const px = x + nx * bevel * Math.sin(a);
      const pz = z + nz * bevel * Math.sin(a);
      const py = top - bevel * (1 - Math.cos(a));
      m.vertex(px, py, pz, nx * Math.sin(a), Math.cos(a), nz * Math.sin(a), ...uvOf(px, pz));
    }
  }
  m.grid(rows, steps + 1, n + 1, surfaces.top);
  // Sides, then the underside.
  const side = m.vertexCount;
  for (const y of [top - bevel, y0])
    for (let i = 0; i <= n; i++) {
      const [x, z] = outline[i % n]!;
      const [nx, nz] = normals[i % n]!;
      m.vertex(x, y, z, nx, 0, nz);
    }
  m.grid(side, 2, n + 1, surfaces.side);
  const under = m.vertex(cx, y0, cz, 0, -1, 0);
  const ringB = m.vertexCount;
  for (const [x, z] of outline) m.vertex(x, y0, z, 0, -1, 0);
  for (let i = 0; i < n; i++)
    m.triangle(under, ringB + i, ringB + ((i + 1) % n), surfaces.bottom ?? surfaces.side);
}

/** Turns the vertices from `from` on so a slab built lying on the floor stands on its front edge, face to the camera. */
function standUp(m: MeshBuilder, from: number, faceHeight: number, leanDeg: number) {
  m.tilt(from, Math.PI / 2);
  for (let i = from * 3 + 1; i < m.pos.length; i += 3) m.pos[i] = m.pos[i]! + faceHeight / 2;
  m.tilt(from, (-leanDeg * Math.PI) / 180, 0, 0);
}

/**
 * A face built on a grid in the x-y plane (facing +z) with a height field `dz(x, y)` (puff,
 * folds), normals from its slopes, the print over `print` (x0, yTop, width, height).
 */
function puffedFace(
  m: MeshBuilder,
  w: number,
  h: number,
  dz: (x: number, y: number) => number,
  edgeX: (x: number, y: number) => number,
  surface: number,
  print: { x0: number; y0: number; w: number; h: number } | null,
  facing: 1 | -1,
  cols = 56,
  rows = 56,
) {
  const first = m.vertexCount;
  const e = 0.01;
  for (let r = 0; r < rows; r++) {
    const y = h - (h * r) / (rows - 1);
    for (let c = 0; c < cols; c++) {
      const x0 = -w / 2 + (w * c) / (cols - 1);
      const x = edgeX(x0, y);
      const z = facing * dz(x0, y);
      const gx = (dz(x0 + e, y) - dz(x0 - e, y)) / (2 * e);
      const gy = (dz(x0, y + e) - dz(x0, y - e)) / (2 * e);
      const u = print ? (x - print.x0) / print.w : Number.NaN;
      const v = print ? (print.y0 - y) / print.h : Number.NaN;
      m.vertex(x, y, z, -facing * gx, -facing * gy, facing, u, v);
    }
  }
  m.grid(first, rows, cols, surface);
}

function materialsFor(p: ListingProduct): Material[] {
  const accent = linear(p.color);
  const white = linear('#f5f4f1');
  switch (p.scene) {
    case 'poster':
      return [
        matte(linear('#f7f6f2'), { print: 'multiply' }),
        matte(linear('#f2f1ed')),
        matte(linear('#d9d7d2')),
        matte(white),
        steel(),
      ];
    case 'panel':
      return [
        glaze(linear('#f6f6f6'), { print: 'multiply', gloss: 0.05, rough: 0.08 }),
        steel({ rough: 0.3, texture: undefined }),
        matte(linear('#3a3c40')),
        matte(white),
        steel(),
      ];
    case 'tote':
    case 'pillow':
      return [
        matte(linear('#f6f5f1'), { print: 'multiply', texture: 'weave' }),
        matte(linear('#ecebe6'), { texture: 'weave' }),
        matte(linear('#e6e4de'), { texture: 'weave' }),
        // Dyed cloth is never black: its fibres scatter a few percent, so folds in dark webbing show.
        matte(accent.map((c) => 0.035 + 0.965 * c) as [number, number, number], { texture: 'weave' }),
        steel(),
      ];
    case 'mouse-pad':
      return [
        matte(linear('#f7f7f5'), { print: 'multiply', texture: 'weave' }),
        matte(linear('#1d1e20'), { gloss: 0.02, rough: 0.8 }),
        matte(linear('#1d1e20')),
        matte(accent),
        steel(),
      ];
    case 'coaster':
      return [
        glaze(linear('#f6f6f4'), { print: 'multiply', rough: 0.1 }),
        glaze(linear('#f0efeb'), { rough: 0.3 }),
        matte(linear('#b07a4a'), { texture: 'cork' }),
        matte(accent),
        steel(),
      ];
    case 'tile':
      return [
        glaze(linear('#f6f6f4'), { print: 'multiply' }),
        glaze(linear('#f3f3f0')),
        matte(linear('#d8d2c6')),
        matte(accent),
        steel(),
      ];
    default:
      // keychain, luggage tag: glossy white hardboard or aluminium, the strap or ring in the variant colour.
      return [
        glaze(linear('#f6f6f4'), { print: 'multiply' }),
        p.scene === 'luggage-tag' ? steel({ rough: 0.3, texture: undefined }) : glaze(linear('#eeeeea')),
        matte(linear('#9a9a96')),
        glaze(accent, { rough: 0.4, gloss: 0.03 }),
        steel({ rough: 0.2, texture: undefined }),
      ];
  }
}

/** A print laid on a face of `w` × `h` inches: centred, as large as it is (never larger than the face). */
function placePrint(w: number, h: number, print: PrintInches) {
  const pw = Math.min(w, print.width);
  const ph = Math.min(h, print.height);
  return { pw, ph };
}

/** Boards, bags and pillows stand on the floor against the sweep; posters hang on the wall. */
function uprightScene(p: ListingProduct, print: PrintInches, angle: ListingAngle): Scene {
  const m = new MeshBuilder();
  const W = p.size.width;
  const H = p.size.height;
  let height = H;
  let depth = 0.3;
  if (p.scene === 'tote') {
    height = toteBag(m, W, H, print, { face: S.face, back: S.back, trim: S.trim, edge: S.edge });
    depth = 1.2;
  } else if (p.scene === 'pillow') {
    const t = Math.min(W, H) * 0.16;
    const puff = (x: number, y: number) => {
      const a = Math.max(0, 1 - Math.abs((2 * x) / W) ** 2.6);
      const b = Math.max(0, 1 - Math.abs((2 * (y - H / 2)) / H) ** 2.6);
      return 0.06 + t * Math.sqrt(a * b);
    };
    const pinch = (x: number, y: number) => x * (1 - 0.045 * (1 - ((2 * (y - H / 2)) / H) ** 2));
    const { pw, ph } = placePrint(W, H, print);
    puffedFace(m, W, H, puff, pinch, S.face, { x0: -pw / 2, y0: H / 2 + ph / 2, w: pw, h: ph }, 1, 64, 64);
    puffedFace(m, W, H, puff, pinch, S.back, null, -1, 32, 32);
    depth = 2 * t;
    // Sit it on its bottom edge, leaning back a little.
    m.tilt(0, (-8 * Math.PI) / 180, 0, 0);
  } else if (p.scene === 'poster') {
    posterOnWall(m, W, H, print, S.face);
    depth = 0.05;
  } else {
    // Metal panel: a slab standing on its edge, leaning on the wall.
    const thick = p.size.depth ?? 0.5;
    const { pw, ph } = placePrint(W, H, print);
    const first = m.vertexCount;
    slab(
      m,
      roundRect(W, H, 0.35, 6),
      0,
      thick,
      { top: S.face, side: S.edge, bottom: S.back },
      { x0: -pw / 2, z0: -ph / 2, w: pw, d: ph },
      0.05,
    );
    standUp(m, first, H, 4);
    depth = thick;
  }
  const turn = turnFor(angle);
  m.place(0, turn);
  const base = turnPoints(
    [
      [-W / 2, 0.05],
      [W / 2, 0.05],
      [W / 2, -depth],
      [-W / 2, -depth],
    ],
    turn,
  );
  return {
    mesh: m.build(),
    materials: materialsFor(p),
    // A poster is shot straight on at eye level; goods standing on the floor a little from above.
    elevation: p.scene === 'poster' ? 1 : 6,
    target: [0, height / 2, 0],
    distance: 6,
    shadow: {
      footprint: base,
      offset: [W * 0.04, -W * 0.06],
      soft: W * 0.05,
      contact: W * 0.006,
      strength: 0.4,
    },
    // Cloth does not mirror in a satin floor the way a board does; a poster hangs on the wall.
    reflect: p.scene === 'panel',
    wallShadow: true,
    onWall: p.scene === 'poster',
    lightTurn: turn,
    // White canvas opened up like paper sits in the tone curve's shoulder, where its folds and
    // weave flatten out: the bag keeps the plain exposure.
    exposure: p.scene === 'tote' ? 1.0 : 1.18,
  };
}

/** Coasters, pads, tiles and tags lie on the floor, seen from above. */
function lyingScene(p: ListingProduct, print: PrintInches, angle: ListingAngle): Scene {
  const m = new MeshBuilder();
  const W = p.size.width;
  const D = p.size.height;
  const round = p.variant === 'round' || (p.scene === 'coaster' && p.variant !== 'square');
  const outline = round
    ? circle(W / 2, 96)
    : roundRect(W, D, p.scene === 'mouse-pad' ? 0.45 : p.scene === 'tile' ? 0.08 : Math.min(W, D) * 0.12, 8);
  const { pw, ph } = placePrint(W, D, print);
  const pr = { x0: -pw / 2, z0: -ph / 2, w: pw, d: ph };
  if (p.scene === 'coaster') {
    // A glossy hardboard face on a cork back.
    slab(m, outline, 0, 0.12, { top: S.back, side: S.back, bottom: S.back }, undefined, 0.02);
    slab(m, outline, 0.12, 0.13, { top: S.face, side: S.edge }, pr, 0.03);
  } else if (p.scene === 'mouse-pad') {
    slab(m, outline, 0, (p.size.depth ?? 0.125) * 0.7, { top: S.edge, side: S.edge }, undefined, 0.05);
    slab(
      m,
      outline,
      (p.size.depth ?? 0.125) * 0.7,
      (p.size.depth ?? 0.125) * 0.3,
      { top: S.face, side: S.edge },
      pr,
      0.02,
    );
  } else {
    slab(m, outline, 0, p.size.depth ?? 0.2, { top: S.face, side: S.edge, bottom: S.back }, pr, 0.03);
    if (p.scene === 'keychain' || p.scene === 'luggage-tag') {
      // A split ring (or the strap's buckle ring) through the hole near the top edge.
      const ringR = Math.min(W, D) * 0.28;
      const rz = -D / 2 - ringR * 0.55;
      const runs = [{ surface: S.metal, points: arcPoints(ringR, 0.06, 0.05, -Math.PI, Math.PI, 12) }];
      const at = m.vertexCount;
      lathe(m, runs, 96);
      for (let i = at * 3 + 2; i < m.pos.length; i += 3) m.pos[i] = m.pos[i]! + rz;
      for (let i = at * 3 + 1; i < m.pos.length; i += 3) m.pos[i] = m.pos[i]! + (p.size.depth ?? 0.2) * 0.5;
    }
  }
  const turn = turnFor(angle);
  m.place(0, turn);
  const size = Math.max(W, D);
  return {
    mesh: m.build(),
    materials: materialsFor(p),
    elevation: angle === 0 ? 62 : 40,
    target: [0, 0, 0],
    distance: 6,
    shadow: {
      footprint: turnPoints(outline, turn),
      offset: [size * 0.025, -size * 0.03],
      soft: size * 0.035,
      contact: size * 0.006,
      strength: 0.45,
    },
    reflect: false,
    wallShadow: false,
    lightTurn: turn,
    exposure: 1.08,
  };
}

export function flatScene(p: ListingProduct, print: PrintInches, angle: ListingAngle): Scene {
  if (p.scene === 'poster' || p.scene === 'panel' || p.scene === 'tote' || p.scene === 'pillow')
    return uprightScene(p, print, angle);
  return lyingScene(p, print, angle);
}
