import { type Camera, project } from './camera';
import { TONE, TONE_MAX, TONE_SCALE } from './light';
import type { Mesh } from './mesh';

/**
 * Shades the point of triangle `tri` seen at output pixel position (qx / 4, qy / 4): linear RGB
 * into `out`. Positions are in quarter pixels, small integers, so the call never boxes a double.
 */
export type Shader = (tri: number, qx: number, qy: number, out: Float64Array) => void;

/** The product drawn alone: straight-alpha RGBA (alpha is the pixel's coverage), sRGB bytes. */
export interface ProductLayer {
  data: Uint8Array;
  size: number;
  /** The rows and columns the product covers. */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Vertices projected to the output frame: screen x, y and 1 / depth, three numbers per vertex. */
export function projectMesh(mesh: Mesh, cam: Camera): Float64Array {
  const out = new Float64Array(mesh.pos.length);
  for (let i = 0; i < mesh.pos.length; i += 3)
    project(cam, mesh.pos[i]!, mesh.pos[i + 1]!, mesh.pos[i + 2]!, out, i);
  return out;
}

/** Sub-pixel steps of the fixed-point raster: shared edges land on the same integers, so no cracks. */
const SUB = 16;
/** Samples per pixel across (2 × 2 = 4 coverage samples); each triangle is shaded once per pixel. */
const SS = 2;
/** Output rows rasterised at a time: bounds the sample buffers, and the renderer yields between strips. */
const STRIP = 48;
const STRIDE = 13;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Draws the mesh with 4 coverage samples per pixel (multisampling: each triangle a pixel sees is
 * shaded once, at the centre of its samples), strip by strip, into a product layer whose alpha is
 * each pixel's coverage. Triangles whose three normals face away from the camera are skipped,
 * except on two-sided surfaces. Colours go through the studio's tone curve to sRGB bytes.
 */
export async function rasterize(
  mesh: Mesh,
  screen: Float64Array,
  cam: Camera,
  size: number,
  shade: Shader,
): Promise<ProductLayer> {
  const W = size * SS;
  const H = size * SS;
  const { setup, box, kept, count } = prepare(mesh, screen, cam, W, H);
  const layer: ProductLayer = {
    data: new Uint8Array(size * size * 4),
    size,
    x0: size,
    x1: -1,
    y0: size,
    y1: -1,
  };
  let top = H;
  let bottom = -1;
  for (let k = 0; k < count; k++) {
    top = Math.min(top, box[k * 4 + 2]!);
    bottom = Math.max(bottom, box[k * 4 + 3]!);
  }
  if (bottom < 0) return layer;
  const stripRows = STRIP * SS;
  const depth = new Float32Array(W * stripRows);
  const ids = new Int32Array(W * stripRows);
  const out = new Float64Array(3);
  const acc = new Float64Array(3);
  const tris = new Int32Array(4);
  const first = Math.floor(top / stripRows) * stripRows;

  const strip: Strip = { setup, box, kept, count, W, depth, ids };
  for (let ys = first; ys <= bottom; ys += stripRows) {
    const ye = Math.min(H, ys + stripRows);
    drawStrip(strip, ys, ye);
    resolveStrip(strip, layer, ys, ye, shade, out, acc, tris);
    await yieldToOthers();
  }
  return layer;
}

interface Strip {
  setup: Float64Array;
  box: Int32Array;
  kept: Int32Array;
  count: number;
  W: number;
  depth: Float32Array;
  ids: Int32Array;
}

/** Rasterises every triangle's samples in rows ys..ye (sample rows) into the strip's depth and id buffers. */
function drawStrip(st: Strip, ys: number, ye: number) {
  const { setup, box, kept, count, W, depth, ids } = st;
  depth.fill(0);
  ids.fill(-1);
  for (let k = 0; k < count; k++) {
    const b = k * 4;
    const rowFrom = Math.max(box[b + 2]!, ys);
    const rowTo = Math.min(box[b + 3]!, ye - 1);
    if (rowFrom > rowTo) continue;
    const colFrom = box[b]!;
    const colTo = box[b + 1]!;
    const o = k * STRIDE;
    const a0 = setup[o]!;
    const b0 = setup[o + 1]!;
    const c0 = setup[o + 2]!;
    const a1 = setup[o + 3]!;
    const b1 = setup[o + 4]!;
    const c1 = setup[o + 5]!;
    const a2 = setup[o + 6]!;
    const b2 = setup[o + 7]!;
    const c2 = setup[o + 8]!;
    const iz0 = setup[o + 9]! * setup[o + 12]!;
    const iz1 = setup[o + 10]! * setup[o + 12]!;
    const iz2 = setup[o + 11]! * setup[o + 12]!;
    const t = kept[k]!;
    for (let Y = rowFrom; Y <= rowTo; Y++) {
      const sy = Y * SUB + SUB / 2;
      // The row's span inside all three edges (widened by one; the exact test below decides).
      let lo = colFrom;
      let hi = colTo;
      const k0 = b0 * sy + c0;
      const k1 = b1 * sy + c1;
      const k2 = b2 * sy + c2;
      if (a0 > 0) lo = Math.max(lo, Math.ceil((-k0 / a0 - SUB / 2) / SUB) - 1);
      else if (a0 < 0) hi = Math.min(hi, Math.floor((k0 / -a0 - SUB / 2) / SUB) + 1);
      else if (k0 < 0) continue;
      if (a1 > 0) lo = Math.max(lo, Math.ceil((-k1 / a1 - SUB / 2) / SUB) - 1);
      else if (a1 < 0) hi = Math.min(hi, Math.floor((k1 / -a1 - SUB / 2) / SUB) + 1);
      else if (k1 < 0) continue;
      if (a2 > 0) lo = Math.max(lo, Math.ceil((-k2 / a2 - SUB / 2) / SUB) - 1);
      else if (a2 < 0) hi = Math.min(hi, Math.floor((k2 / -a2 - SUB / 2) / SUB) + 1);
      else if (k2 < 0) continue;
      if (lo > hi) continue;
      const sx = lo * SUB + SUB / 2;
      let e0 = a0 * sx + k0;
      let e1 = a1 * sx + k1;
      let e2 = a2 * sx + k2;
      const d0 = a0 * SUB;
      const d1 = a1 * SUB;
      const d2 = a2 * SUB;
      let idx = (Y - ys) * W + lo;
      for (let X = lo; X <= hi; X++, idx++, e0 += d0, e1 += d1, e2 += d2) {
        if (e0 < 0 || e1 < 0 || e2 < 0) continue;
        const iz = e0 * iz0 + e1 * iz1 + e2 * iz2;
        if (iz > depth[idx]!) {
          depth[idx] = iz;
          ids[idx] = t;
        }
      }
    }
  }
}

/** Resolves the strip's pixels: one shade per distinct triangle a pixel sees, weighted by its samples. */
function resolveStrip(
  st: Strip,
  layer: ProductLayer,
  ys: number,
  ye: number,
  shade: Shader,
  out: Float64Array,
  acc: Float64Array,
  tris: Int32Array,
) {
  const { W, ids } = st;
  const size = layer.size;
  // Resolve: one shade per distinct triangle in each pixel, weighted by its samples.
  const data = layer.data;
  for (let y = ys / SS; y < ye / SS; y++) {
    const r0 = (y * SS - ys) * W;
    const r1 = r0 + W;
    let rowHit = false;
    for (let x = 0; x < size; x++) {
      const s0 = ids[r0 + 2 * x]!;
      const s1 = ids[r0 + 2 * x + 1]!;
      const s2 = ids[r1 + 2 * x]!;
      const s3 = ids[r1 + 2 * x + 1]!;
      if ((s0 & s1 & s2 & s3) === -1) continue; // all four empty
      const di = (y * size + x) * 4;
      if (s0 === s1 && s1 === s2 && s2 === s3) {
        shade(s0, 4 * x + 2, 4 * y + 2, out);
        data[di] = tone(out[0]!);
        data[di + 1] = tone(out[1]!);
        data[di + 2] = tone(out[2]!);
        data[di + 3] = 255;
      } else {
        tris[0] = s0;
        tris[1] = s1;
        tris[2] = s2;
        tris[3] = s3;
        acc[0] = 0;
        acc[1] = 0;
        acc[2] = 0;
        let covered = 0;
        for (let i = 0; i < 4; i++) {
          const t = tris[i]!;
          if (t < 0) continue;
          let seenBefore = false;
          for (let j = 0; j < i; j++) if (tris[j] === t) seenBefore = true;
          if (seenBefore) continue;
          // The centre of its samples, in quarter pixels (rounded: it is only where to shade).
          let n = 0;
          let sx = 0;
          let sy = 0;
          for (let j = i; j < 4; j++)
            if (tris[j] === t) {
              n++;
              sx += 4 * x + (j & 1 ? 3 : 1);
              sy += 4 * y + (j & 2 ? 3 : 1);
            }
          shade(t, Math.round(sx / n), Math.round(sy / n), out);
          acc[0] += out[0]! * n;
          acc[1] += out[1]! * n;
          acc[2] += out[2]! * n;
          covered += n;
        }
        data[di] = tone(acc[0]! / covered);
        data[di + 1] = tone(acc[1]! / covered);
        data[di + 2] = tone(acc[2]! / covered);
        data[di + 3] = Math.round((covered * 255) / 4);
      }
      rowHit = true;
      if (x < layer.x0) layer.x0 = x;
      if (x > layer.x1) layer.x1 = x;
    }
    if (rowHit) {
      if (y < layer.y0) layer.y0 = y;
      if (y > layer.y1) layer.y1 = y;
    }
  }
}

/**
 * Per-triangle set-up in fixed point: the edge functions, 1/depth at the corners and the sample
 * bounds; triangles facing away (all three normals) and empty ones are left out.
 */
function prepare(mesh: Mesh, screen: Float64Array, cam: Camera, W: number, H: number) {
  const { tri, pos, nrm, surf, twoSided } = mesh;
  const nTri = tri.length / 3;
  const setup = new Float64Array(nTri * STRIDE);
  const box = new Int32Array(nTri * 4);
  const kept = new Int32Array(nTri);
  let count = 0;
  for (let t = 0; t < nTri; t++) {
    const i0 = tri[t * 3]!;
    let i1 = tri[t * 3 + 1]!;
    let i2 = tri[t * 3 + 2]!;
    if (!twoSided.has(surf[t]!)) {
      const facing = (i: number) =>
        (cam.px - pos[i * 3]!) * nrm[i * 3]! +
          (cam.py - pos[i * 3 + 1]!) * nrm[i * 3 + 1]! +
          (cam.pz - pos[i * 3 + 2]!) * nrm[i * 3 + 2]! >
        0;
      if (!facing(i0) && !facing(i1) && !facing(i2)) continue;
    }
    const fx = (i: number) => Math.round(screen[i * 3]! * SS * SUB);
    const fy = (i: number) => Math.round(screen[i * 3 + 1]! * SS * SUB);
    const x0 = fx(i0);
    const y0 = fy(i0);
    let x1 = fx(i1);
    let y1 = fy(i1);
    let x2 = fx(i2);
    let y2 = fy(i2);
    let area = (y1 - y2) * x0 + (x2 - x1) * y0 + (x1 * y2 - y1 * x2);
    if (area === 0) continue;
    if (area < 0) {
      [i1, i2] = [i2, i1];
      [x1, x2] = [x2, x1];
      [y1, y2] = [y2, y1];
      area = -area;
    }
    const minX = Math.max(0, Math.floor((Math.min(x0, x1, x2) - SUB / 2) / SUB));
    const maxX = Math.min(W - 1, Math.ceil((Math.max(x0, x1, x2) - SUB / 2) / SUB));
    const minY = Math.max(0, Math.floor((Math.min(y0, y1, y2) - SUB / 2) / SUB));
    const maxY = Math.min(H - 1, Math.ceil((Math.max(y0, y1, y2) - SUB / 2) / SUB));
    if (minX > maxX || minY > maxY) continue;
    const o = count * STRIDE;
    // Edge k is opposite vertex k: a·x + b·y + c ≥ 0 inside.
    setup[o] = y1 - y2;
    setup[o + 1] = x2 - x1;
    setup[o + 2] = x1 * y2 - y1 * x2;
    setup[o + 3] = y2 - y0;
    setup[o + 4] = x0 - x2;
    setup[o + 5] = x2 * y0 - y2 * x0;
    setup[o + 6] = y0 - y1;
    setup[o + 7] = x1 - x0;
    setup[o + 8] = x0 * y1 - y0 * x1;
    setup[o + 9] = screen[i0 * 3 + 2]!;
    setup[o + 10] = screen[i1 * 3 + 2]!;
    setup[o + 11] = screen[i2 * 3 + 2]!;
    setup[o + 12] = 1 / area;
    box[count * 4] = minX;
    box[count * 4 + 1] = maxX;
    box[count * 4 + 2] = minY;
    box[count * 4 + 3] = maxY;
    kept[count] = t;
    count++;
  }

  return { setup, box, kept, count };
}

const TONE_TOP = TONE.length - 1;
/** Linear → sRGB byte through the studio's tone curve (light.ts TONE). */
function tone(v: number) {
  return TONE[v <= 0 ? 0 : v >= TONE_MAX ? TONE_TOP : (v * TONE_SCALE) | 0]!;
}
