import sharp from 'sharp';
import { type Camera, project } from './camera';
import type { ProductLayer } from './raster';

/** The backdrop of a listing render: white, the studio's grey, or a colour the user picked. */
export type ListingBackground = 'white' | 'grey' | `#${string}`;

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/**
 * The seamless paper sweep behind and under the product, in sRGB bytes: the wall darker towards
 * the top, the floor a touch lighter towards the camera, a gentle vignette. White stays pure white
 * (marketplaces ask for it): only shadows and the reflection show the surface there.
 */
export interface Sweep {
  wallTop: [number, number, number];
  horizon: [number, number, number];
  floor: [number, number, number];
  vignette: number;
  /** How strongly the floor mirrors the product (a satin surface). */
  reflection: number;
}

export function sweepOf(background: ListingBackground): Sweep {
  if (background === 'white')
    return {
      wallTop: [255, 255, 255],
      horizon: [255, 255, 255],
      floor: [255, 255, 255],
      vignette: 0,
      reflection: 0.14,
    };
  const base = background === 'grey' ? rgb('#e4e6e9') : rgb(background);
  const scale = (k: number) => base.map((v) => Math.max(0, Math.min(255, v * k))) as [number, number, number];
  const lift = (k: number) => base.map((v) => Math.min(255, v + (255 - v) * k)) as [number, number, number];
  return {
    wallTop: scale(0.86),
    horizon: base,
    floor: lift(0.12),
    vignette: 0.1,
    reflection: 0.2,
  };
}

/**
 * Where the product meets the floor: a polygon (x, z) on y = 0, and the soft shadow the key light
 * (up front, on the left) throws behind it to the right. Drawn once into a small texture laid on
 * the floor; the background looks it up through the camera.
 */
export interface FloorShadow {
  footprint: Array<[number, number]>;
  /** The footprint's shadow is moved this far (inches) and blurred by `soft`; `contact` is the dark line under it. */
  offset: [number, number];
  soft: number;
  contact: number;
  strength: number;
}

interface ShadowTexture {
  data: Uint8Array;
  size: number;
  x0: number;
  z0: number;
  span: number;
}

const TEX = 384;

async function shadowTexture(s: FloorShadow): Promise<ShadowTexture> {
  const xs = s.footprint.map((p) => p[0]);
  const zs = s.footprint.map((p) => p[1]);
  const reach = s.soft * 3 + Math.hypot(s.offset[0], s.offset[1]);
  const x0 = Math.min(...xs) - reach;
  const z0 = Math.min(...zs) - reach;
  const span = Math.max(Math.max(...xs) + reach - x0, Math.max(...zs) + reach - z0);
  const k = TEX / span;
  const path = (dx: number, dz: number) =>
    `M${s.footprint.map(([x, z]) => `${((x + dx - x0) * k).toFixed(2)} ${((z + dz - z0) * k).toFixed(2)}`).join('L')}Z`;
  const layer = async (d: string, blur: number, opacity: number) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TEX}" height="${TEX}"><rect width="${TEX}" height="${TEX}" fill="#000"/><path d="${d}" fill="#fff" fill-opacity="${opacity}"/></svg>`;
    return sharp(Buffer.from(svg))
      .blur(Math.max(0.3, blur * k))
      .extractChannel(0)
      .raw()
      .toBuffer();
  };
  const [soft, contact] = await Promise.all([
    layer(path(s.offset[0], s.offset[1]), s.soft, s.strength),
    layer(path(0, 0), s.contact, 1),
  ]);
  const data = new Uint8Array(TEX * TEX);
  for (let i = 0; i < data.length; i++) {
    const c = (contact[i]! / 255) * 0.75;
    const v = 1 - (1 - soft[i]! / 255) * (1 - c);
    data[i] = Math.round(v * 255);
  }
  return { data, size: TEX, x0, z0, span };
}

function lookup(tex: ShadowTexture, x: number, z: number) {
  const fx = ((x - tex.x0) / tex.span) * tex.size - 0.5;
  const fz = ((z - tex.z0) / tex.span) * tex.size - 0.5;
  if (fx < 0 || fz < 0 || fx >= tex.size - 1 || fz >= tex.size - 1) return 0;
  const ix = Math.floor(fx);
  const iz = Math.floor(fz);
  const tx = fx - ix;
  const tz = fz - iz;
  const i = iz * tex.size + ix;
  const d = tex.data;
  const top = d[i]! + (d[i + 1]! - d[i]!) * tx;
  const bottom = d[i + tex.size]! + (d[i + tex.size + 1]! - d[i + tex.size]!) * tx;
  return (top + (bottom - top) * tz) / 255;
}

/**
 * Paints the sweep with the floor shadow into an RGB buffer. `horizon` is the row where the floor
 * turns up into the wall (blended over a tenth of the frame, so no line shows).
 */
export async function paintBackground(
  size: number,
  cam: Camera,
  sweep: Sweep,
  horizon: number,
  shadow: FloorShadow | null,
): Promise<Uint8Array> {
  const tex = shadow ? await shadowTexture(shadow) : null;
  return paintSweep(size, cam, sweep, horizon, tex);
}

function paintSweep(size: number, cam: Camera, sweep: Sweep, horizon: number, tex: ShadowTexture | null) {
  const out = new Uint8Array(size * size * 3);
  // The rows and columns the floor shadow can reach: its texture's square, projected.
  let sx0 = size;
  let sx1 = -1;
  let sy0 = size;
  let sy1 = -1;
  if (tex) {
    const p = new Float64Array(3);
    for (const [x, z] of [
      [tex.x0, tex.z0],
      [tex.x0 + tex.span, tex.z0],
      [tex.x0, tex.z0 + tex.span],
      [tex.x0 + tex.span, tex.z0 + tex.span],
    ] as const) {
      project(cam, x, 0, z, p);
      sx0 = Math.min(sx0, Math.floor(p[0]!));
      sx1 = Math.max(sx1, Math.ceil(p[0]!));
      sy0 = Math.min(sy0, Math.floor(p[1]!));
      sy1 = Math.max(sy1, Math.ceil(p[1]!));
    }
    sx0 = Math.max(0, sx0);
    sx1 = Math.min(size - 1, sx1);
    sy0 = Math.max(0, sy0);
    sy1 = Math.min(size - 1, sy1);
  }
  const band = size * 0.12;
  const half = size / 2;
  const vig = sweep.vignette;
  for (let y = 0; y < size; y++) {
    // The sweep's colour for this row: wall above the horizon, floor below, blended across it.
    const t = Math.min(1, Math.max(0, (y - (horizon - band)) / (2 * band)));
    const s = t * t * (3 - 2 * t);
    const w = Math.min(1, y / Math.max(1, horizon - band));
    const f = Math.min(1, Math.max(0, (y - horizon) / (size - horizon)));
    const row = [0, 1, 2].map((c) => {
      const wall = sweep.wallTop[c]! + (sweep.horizon[c]! - sweep.wallTop[c]!) * w;
      const floor = sweep.horizon[c]! + (sweep.floor[c]! - sweep.horizon[c]!) * f;
      return wall + (floor - wall) * s;
    });
    const r = row[0]!;
    const g = row[1]!;
    const b = row[2]!;
    const ey = (y - half) / half;
    const inShadowRows = tex && y >= sy0 && y <= sy1;
    const dyn = (cam.cy - (y + 0.5)) / cam.focal;
    let i = y * size * 3;
    for (let x = 0; x < size; x++, i += 3) {
      let k = 1;
      if (vig) {
        const ex = (x - half) / half;
        let r2 = (ex * ex + ey * ey) / 2;
        if (r2 > 1) r2 = 1;
        k = 1 - vig * r2 * Math.sqrt(r2);
      }
      if (inShadowRows && x >= sx0 && x <= sx1) {
        // The ray through the pixel meets the floor (y = 0) where the shadow texture lies.
        const dxn = (x + 0.5 - cam.cx) / cam.focal;
        const dy = cam.fy + dxn * cam.ry + dyn * cam.uy;
        if (dy < 0) {
          const dx = cam.fx + dxn * cam.rx + dyn * cam.ux;
          const dz = cam.fz + dxn * cam.rz + dyn * cam.uz;
          const d = -cam.py / dy;
          k *= 1 - 0.8 * lookup(tex!, cam.px + dx * d, cam.pz + dz * d);
        }
      }
      out[i] = r * k;
      out[i + 1] = g * k;
      out[i + 2] = b * k;
    }
  }
  return out;
}

/** The product layer shrunk 4× and blurred, premultiplied: the source of its reflection and wall shadow. */
export interface SoftCopy {
  data: Float32Array;
  width: number;
  height: number;
  scale: number;
}

export function softCopy(p: ProductLayer, radius = 2): SoftCopy {
  const scale = 4;
  const width = Math.ceil(p.size / scale);
  const height = width;
  const data = new Float32Array(width * height * 4);
  const w = 1 / (255 * scale * scale);
  for (let y = p.y0; y <= p.y1; y++) {
    const row = Math.floor(y / scale) * width;
    for (let x = p.x0; x <= p.x1; x++) {
      const i = (y * p.size + x) * 4;
      const a = p.data[i + 3]!;
      if (!a) continue;
      const o = (row + Math.floor(x / scale)) * 4;
      const k = a * w;
      data[o] += p.data[i]! * k;
      data[o + 1] += p.data[i + 1]! * k;
      data[o + 2] += p.data[i + 2]! * k;
      data[o + 3] += k;
    }
  }
  // Two box blurs each way ≈ a Gaussian.
  const tmp = new Float32Array(data.length);
  for (let pass = 0; pass < 2; pass++) {
    boxBlur(data, tmp, width, height, radius, 4, width * 4);
    boxBlur(tmp, data, height, width, radius, width * 4, 4);
  }
  return { data, width, height, scale };
}

/**
 * A box blur along lines of `count` pixels `step` floats apart; lines start `lineStep` apart.
 * Run once with (width, step 4, line width·4) for rows and once swapped for columns.
 */
function boxBlur(
  src: Float32Array,
  dst: Float32Array,
  count: number,
  lines: number,
  r: number,
  step: number,
  lineStep: number,
) {
  const n = 2 * r + 1;
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    for (let c = 0; c < 4; c++) {
      const at = base + c;
      let sum = 0;
      for (let k = -r; k <= r; k++) sum += src[at + Math.max(0, Math.min(count - 1, k)) * step]!;
      for (let k = 0; k < count; k++) {
        dst[at + k * step] = sum / n;
        const add = Math.min(count - 1, k + r + 1);
        const drop = Math.max(0, k - r);
        sum += src[at + add * step]! - src[at + drop * step]!;
      }
    }
  }
}

function sampleSoft(s: SoftCopy, x: number, y: number, out: Float64Array) {
  const fx = x / s.scale - 0.5;
  const fy = y / s.scale - 0.5;
  out[3] = 0;
  if (fx < 0 || fy < 0 || fx >= s.width - 1 || fy >= s.height - 1) return;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const tx = fx - ix;
  const ty = fy - iy;
  for (let c = 0; c < 4; c++) {
    const i = (iy * s.width + ix) * 4 + c;
    const top = s.data[i]! + (s.data[i + 4]! - s.data[i]!) * tx;
    const bottom = s.data[i + s.width * 4]! + (s.data[i + s.width * 4 + 4]! - s.data[i + s.width * 4]!) * tx;
    out[c] = top + (bottom - top) * ty;
  }
}

/**
 * The product mirrored in the floor below `mirror` (per column, the row where it stands on the
 * floor), fading with distance: a soft reflection, as on a satin surface.
 */
export function addReflection(
  bg: Uint8Array,
  size: number,
  soft: SoftCopy,
  mirror: Float64Array,
  strength: number,
  fade: number,
) {
  const s = new Float64Array(4);
  for (let x = 0; x < size; x++) {
    const m = mirror[x]!;
    if (!Number.isFinite(m)) continue;
    const yEnd = Math.min(size, Math.ceil(m + fade * 3));
    for (let y = Math.max(0, Math.floor(m)); y < yEnd; y++) {
      const d = y + 0.5 - m;
      sampleSoft(soft, x + 0.5, m - d, s);
      const a = s[3]! * strength * Math.exp(-d / fade);
      if (a <= 0.002) continue;
      const i = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) bg[i + c] = bg[i + c]! * (1 - a) + (s[c]! / s[3]!) * a;
    }
  }
}

/** A soft shadow of the product's silhouette on the wall behind it, moved by (dx, dy) pixels. */
export function addWallShadow(
  bg: Uint8Array,
  size: number,
  soft: SoftCopy,
  box: { x0: number; x1: number; y0: number; y1: number },
  dx: number,
  dy: number,
  strength: number,
) {
  const s = new Float64Array(4);
  const margin = soft.scale * 12;
  const x0 = Math.max(0, Math.floor(box.x0 + dx - margin));
  const x1 = Math.min(size - 1, Math.ceil(box.x1 + dx + margin));
  const y0 = Math.max(0, Math.floor(box.y0 + dy - margin));
  const y1 = Math.min(size - 1, Math.ceil(box.y1 + dy + margin));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      sampleSoft(soft, x + 0.5 - dx, y + 0.5 - dy, s);
      const a = s[3]! * strength;
      if (a <= 0.002) continue;
      const i = (y * size + x) * 3;
      bg[i] = bg[i]! * (1 - a);
      bg[i + 1] = bg[i + 1]! * (1 - a);
      bg[i + 2] = bg[i + 2]! * (1 - a);
    }
}

/** The product over the background, by its coverage. */
export function composite(bg: Uint8Array, p: ProductLayer) {
  for (let y = p.y0; y <= p.y1; y++)
    for (let x = p.x0; x <= p.x1; x++) {
      const i = y * p.size + x;
      const a = p.data[i * 4 + 3]!;
      if (!a) continue;
      const k = a / 255;
      for (let c = 0; c < 3; c++) bg[i * 3 + c] = bg[i * 3 + c]! * (1 - k) + p.data[i * 4 + c]! * k;
    }
}
