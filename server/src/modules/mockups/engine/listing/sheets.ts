import { type MeshBuilder, tube } from './mesh';
import type { PrintInches } from './scene';

/** A point on a sheet for its flat coordinates (x across, y up, inches): where it lies in space. */
type Shape = (x: number, y: number) => [number, number, number];

/**
 * A grid over the flat rectangle x0..x1 × y0..y1 laid into space by `shape`, its normals from the
 * shape's slopes (so every crease and curl takes the light), facing +z (or -z with facing -1).
 * `print` is where the print lies on the flat sheet (left, top, width, height).
 */
export function sheet(
  m: MeshBuilder,
  shape: Shape,
  [x0, x1, y0, y1]: [number, number, number, number],
  cols: number,
  rows: number,
  surface: number,
  print: { x0: number; y0: number; w: number; h: number } | null,
  facing: 1 | -1 = 1,
) {
  const first = m.vertexCount;
  const e = 0.01;
  for (let r = 0; r < rows; r++) {
    const y = y1 - ((y1 - y0) * r) / (rows - 1);
    for (let c = 0; c < cols; c++) {
      const x = x0 + ((x1 - x0) * c) / (cols - 1);
      const p = shape(x, y);
      const px0 = shape(x - e, y);
      const px1 = shape(x + e, y);
      const py0 = shape(x, y - e);
      const py1 = shape(x, y + e);
      const ax = px1[0] - px0[0];
      const ay = px1[1] - px0[1];
      const az = px1[2] - px0[2];
      const bx = py1[0] - py0[0];
      const by = py1[1] - py0[1];
      const bz = py1[2] - py0[2];
      const u = print ? (x - print.x0) / print.w : Number.NaN;
      const v = print ? (print.y0 - y) / print.h : Number.NaN;
      m.vertex(
        p[0],
        p[1],
        facing * p[2],
        facing * (ay * bz - az * by),
        facing * (az * bx - ax * bz),
        ax * by - ay * bx,
        u,
        v,
      );
    }
  }
  m.grid(first, rows, cols, surface);
}

/**
 * An unframed paper poster hung on the wall (z = 0 is the wall): flat where it is fixed along the
 * top, its corners (the bottom ones most) lifting off as paper shipped rolled does, with a faint wave.
 * A mounted board reads as a board; this curl and the tight shadow under it read as paper.
 */
export function posterOnWall(m: MeshBuilder, W: number, H: number, print: PrintInches, surface: number) {
  const size = Math.max(W, H);
  const lift = size * 0.026;
  const shape: Shape = (x, y) => {
    const across = (2 * x) / W;
    const down = 1 - y / H;
    const curl = lift * down ** 4 * (0.3 + 0.7 * across ** 4) + lift * 0.25 * (y / H) ** 8 * across ** 4;
    const wave = size * 0.0025 * Math.sin(Math.PI * across * 1.5 + 0.4) * Math.sin(Math.PI * down);
    return [x, y, 0.02 + curl + wave];
  };
  const pw = Math.min(W, print.width);
  const ph = Math.min(H, print.height);
  sheet(m, shape, [-W / 2, W / 2, 0, H], 48, 48, surface, {
    x0: -pw / 2,
    y0: H / 2 + ph / 2,
    w: pw,
    h: ph,
  });
}

const bump = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  Math.exp(-(((x - cx) / rx) ** 2) - ((y - cy) / ry) ** 2);

/** A ridge (or a valley, amplitude < 0) along a line from (ax, ay) heading `deg` from straight down, fading out over `length`. */
function crease(
  x: number,
  y: number,
  ax: number,
  ay: number,
  deg: number,
  length: number,
  width: number,
  amp: number,
) {
  const a = (deg * Math.PI) / 180;
  const dx = Math.sin(a);
  const dy = -Math.cos(a);
  const along = (x - ax) * dx + (y - ay) * dy;
  if (along < 0 || along > length) return 0;
  const across = (x - ax) * -dy + (y - ay) * dx;
  const fade = (1 - along / length) ** 1.5 * Math.min(1, along / (width * 1.5));
  return amp * fade * Math.exp(-((across / width) ** 2));
}

/**
 * A canvas tote standing on the floor, its front panel facing the camera: the cloth puffs out in
 * the middle and draws in at the side seams, the handles' pull throws creases down from where
 * they are sewn on, the opening sags between them, and the bottom corners curl up. Answers the
 * height of its handles' top.
 */
export function toteBag(
  m: MeshBuilder,
  W: number,
  H: number,
  print: PrintInches,
  s: { face: number; back: number; trim: number; edge: number },
) {
  const hem = 0.9;
  const body = H - hem;
  const anchor = W * 0.23;
  const puff = (x: number, y: number) => {
    const across = (2 * x) / W;
    return 0.95 * Math.max(0, 1 - across ** 4) * Math.min(1, y / 2.2) * Math.min(1, (H - y) / 4 + 0.3);
  };
  const depth = (x: number, y: number) =>
    puff(x, y) +
    // The handles pull the cloth up: creases fan out below each anchor.
    crease(x, y, -anchor, H, -10, H * 0.7, 0.45, 0.75) +
    crease(x, y, -anchor, H, 26, H * 0.5, 0.4, 0.6) +
    crease(x, y, -anchor, H, -42, H * 0.36, 0.36, 0.5) +
    crease(x, y, anchor, H, 8, H * 0.65, 0.45, 0.72) +
    crease(x, y, anchor, H, -24, H * 0.48, 0.4, 0.58) +
    crease(x, y, anchor, H, 44, H * 0.34, 0.36, 0.48) +
    // Folds the cloth kept from being packed flat: one long and soft across the lower half.
    crease(x, y, -W * 0.44, H * 0.5, 64, W * 0.8, 0.42, 0.55) +
    crease(x, y, W * 0.46, H * 0.22, -98, W * 0.6, 0.4, 0.5) +
    // Between the handles the opening sags into a shallow valley; a soft dent lower down.
    -0.5 * bump(x, y, 0, H - 1.5, anchor * 0.8, 1.2) +
    -0.15 * bump(x, y, W * 0.18, H * 0.3, W * 0.16, H * 0.12) +
    0.08 * Math.sin((x / W) * 9.4 + 1.3) * Math.sin((y / H) * 7.1) * Math.min(1, y / 3);
  const shape: Shape = (x, y) => {
    const across = (2 * x) / W;
    const p = puff(x, y);
    // The seams draw in where the panel bulges; the bottom corners curl up a little.
    const nx = x * (1 - 0.035 * p) + 0.05 * Math.sin(y * 0.9) * across ** 6;
    // The opening dips between the handles, pulled down by the cloth's weight.
    const dip =
      0.45 * bump(x, 0, 0, 0, anchor * 0.85, 1) * Math.max(0, (y - body * 0.5) / (H - body * 0.5)) ** 3;
    const ny = y - dip + 0.35 * Math.abs(across) ** 7 * Math.max(0, 1 - y / 3) ** 2;
    return [nx, ny, depth(x, y)];
  };
  const pw = Math.min(W - 1, print.width);
  const ph = Math.min(body - 0.6, print.height);
  const pr = { x0: -pw / 2, y0: body - 0.7, w: pw, h: ph };
  sheet(m, shape, [-W / 2, W / 2, 0, body], 150, 150, s.face, pr);
  sheet(m, shape, [-W / 2, W / 2, body, H], 150, 4, s.trim, null);
  sheet(m, shape, [-W / 2, W / 2, 0, H], 24, 24, s.back, null, -1);
  // Side seams joining the panels.
  for (const side of [-1, 1]) {
    const seam = m.vertexCount;
    for (let r = 0; r <= 16; r++) {
      const [x, y] = shape((side * W) / 2, (H * r) / 16);
      for (const zs of [1, -1]) m.vertex(x, y, zs * 0.04, side, 0, 0);
    }
    m.grid(seam, 17, 2, s.edge);
  }
  // Handles: webbing sewn flat on the band, rising in a loop; the front one falls towards the
  // camera and the back one leans away, so both show and take the light along their length, as
  // they do on a bag set down (upright twins read as a drawn outline).
  const rise = H * 0.42;
  for (const [zs, lean] of [
    [1, -30],
    [-1, 12],
  ] as const) {
    const loop: Array<[number, number]> = [];
    const x0 = -anchor;
    const x1 = anchor * 0.96;
    const foot = H - hem * 0.85;
    for (let k = 0; k <= 48; k++) {
      const t = k / 48;
      const a = Math.PI * t;
      const up = Math.sin(a) ** 0.75;
      loop.push([
        x0 + (x1 - x0) * (0.5 - 0.5 * Math.cos(a)) + 0.25 * Math.sin(2 * a),
        foot + (rise + hem) * up,
      ]);
    }
    const at = m.vertexCount;
    tube(m, loop, 1.0, 0.08, s.trim, 12);
    const z0 = zs * (Math.max(depth(x0, foot), depth(x1, foot)) + 0.06);
    for (let i = at * 3 + 2; i < m.pos.length; i += 3) m.pos[i] = m.pos[i]! + z0;
    m.tilt(at, (lean * Math.PI) / 180, foot, z0);
  }
  return H + rise + 0.5;
}
