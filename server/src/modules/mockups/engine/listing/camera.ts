/**
 * A pinhole camera for the listing scenes. World units are inches, y is up, the floor is y = 0 and
 * the camera looks at the product from the front (+z) and a little above. Its principal point is
 * shifted (like a shift lens) to centre the product, so verticals stay vertical.
 */
export interface Camera {
  /** Position in world space. */
  px: number;
  py: number;
  pz: number;
  /** Right, up and forward unit vectors. */
  rx: number;
  ry: number;
  rz: number;
  ux: number;
  uy: number;
  uz: number;
  fx: number;
  fy: number;
  fz: number;
  /** Focal length and principal point, in output pixels. */
  focal: number;
  cx: number;
  cy: number;
}

/**
 * A camera `distance` inches from `target`, raised by `elevationDeg` above the horizontal,
 * looking at it (focal length and principal point are set by `frame`).
 */
export function lookAt(
  target: [number, number, number],
  distance: number,
  elevationDeg: number,
  azimuthDeg = 0,
): Camera {
  const e = (elevationDeg * Math.PI) / 180;
  const a = (azimuthDeg * Math.PI) / 180;
  const px = target[0] + distance * Math.cos(e) * Math.sin(a);
  const py = target[1] + distance * Math.sin(e);
  const pz = target[2] + distance * Math.cos(e) * Math.cos(a);
  let fx = target[0] - px;
  let fy = target[1] - py;
  let fz = target[2] - pz;
  const fl = Math.hypot(fx, fy, fz);
  fx /= fl;
  fy /= fl;
  fz /= fl;
  // right = forward × worldUp, up = right × forward
  let rx = -fz;
  let rz = fx;
  const rl = Math.hypot(rx, rz) || 1;
  rx /= rl;
  rz /= rl;
  const ry = 0;
  const ux = ry * fz - rz * fy;
  const uy = rz * fx - rx * fz;
  const uz = rx * fy - ry * fx;
  return { px, py, pz, rx, ry, rz, ux, uy, uz, fx, fy, fz, focal: 1, cx: 0, cy: 0 };
}

/** Projects a world point: screen x, y (pixels) and 1 / depth. */
export function project(cam: Camera, x: number, y: number, z: number, out: Float64Array, at = 0) {
  const dx = x - cam.px;
  const dy = y - cam.py;
  const dz = z - cam.pz;
  const zv = dx * cam.fx + dy * cam.fy + dz * cam.fz;
  const iz = 1 / zv;
  out[at] = cam.cx + cam.focal * (dx * cam.rx + dy * cam.ry + dz * cam.rz) * iz;
  out[at + 1] = cam.cy - cam.focal * (dx * cam.ux + dy * cam.uy + dz * cam.uz) * iz;
  out[at + 2] = iz;
}

/**
 * Sets the focal length and principal point so the points' projection is centred in a square
 * frame of `size` pixels and its longer side measures `fill` of the frame. Answers the box.
 */
export function frame(cam: Camera, points: Float64Array, size: number, fill: number) {
  cam.focal = 1;
  cam.cx = 0;
  cam.cy = 0;
  const p = new Float64Array(3);
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < points.length; i += 3) {
    project(cam, points[i]!, points[i + 1]!, points[i + 2]!, p);
    if (p[0]! < x0) x0 = p[0]!;
    if (p[0]! > x1) x1 = p[0]!;
    if (p[1]! < y0) y0 = p[1]!;
    if (p[1]! > y1) y1 = p[1]!;
  }
  const k = (fill * size) / Math.max(x1 - x0, y1 - y0);
  cam.focal = k;
  cam.cx = size / 2 - (k * (x0 + x1)) / 2;
  cam.cy = size / 2 - (k * (y0 + y1)) / 2;
  return {
    x: cam.cx + k * x0,
    y: cam.cy + k * y0,
    width: k * (x1 - x0),
    height: k * (y1 - y0),
  };
}
