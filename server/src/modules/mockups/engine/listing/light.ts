import type { RawImage } from '../raw';
import type { Camera } from './camera';
import type { Mesh } from './mesh';

/**
 * How a surface takes the studio's light. Colours are linear RGB 0..1.
 * - `gloss`: the F0 of a clear coat (ceramic glaze, enamel, sublimation polymer): the softboxes
 *   reflect in it as bright bands, laid OVER the print; 0 for matte, paper and cloth.
 * - `metal`: the reflection takes the surface's colour and the diffuse goes (brushed steel).
 * - `rough`: how blurred the reflections are (0 mirror-sharp edges, 1 very soft).
 * - `print`: 'multiply' — sublimation ink dyes the coating, so it darkens with it; 'over' — the
 *   print shows in its own colours whatever the body (a colour-changing mug once warm).
 */
export interface Material {
  color: [number, number, number];
  gloss: number;
  metal?: boolean;
  rough: number;
  print?: 'multiply' | 'over';
  /**
   * Light falling off towards the floor (standing bodies), into a cup, or (a handle) where the
   * body beside it hides the studio: the joints and the loop's inner side.
   */
  occlusion?: 'floor' | 'inside' | 'body';
  /** Fine surface texture: woven cloth, cork grain, brushed steel. */
  texture?: 'weave' | 'cork' | 'brushed';
}

/** sRGB byte → linear. */
export const TO_LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const s = i / 255;
  TO_LINEAR[i] = s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export const linear = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [TO_LINEAR[(n >> 16) & 255]!, TO_LINEAR[(n >> 8) & 255]!, TO_LINEAR[n & 255]!];
};

/**
 * Linear light → sRGB byte, with a soft shoulder so highlights roll off to white instead of
 * clipping: a table over 0..TONE_MAX, indexed by value × TONE_SCALE (inline it in hot loops).
 */
export const TONE_SCALE = 4096;
export const TONE_MAX = 4;
export const TONE = new Uint8Array(TONE_SCALE * TONE_MAX + 1);
for (let i = 0; i < TONE.length; i++) {
  const v = i / TONE_SCALE;
  const k = 0.78;
  const t = v <= k ? v : k + (1 - k) * (1 - Math.exp(-(v - k) / (1 - k)));
  const s = t <= 0.0031308 ? t * 12.92 : 1.055 * t ** (1 / 2.4) - 0.055;
  TONE[i] = Math.round(Math.max(0, Math.min(1, s)) * 255);
}
export const toByte = (v: number) =>
  TONE[v <= 0 ? 0 : v >= TONE_MAX ? TONE.length - 1 : (v * TONE_SCALE) | 0]!;

const DEG = Math.PI / 180;
const RAD = 180 / Math.PI;
const dir = (azDeg: number, elDeg: number): [number, number, number] => [
  Math.sin(azDeg * DEG) * Math.cos(elDeg * DEG),
  Math.sin(elDeg * DEG),
  Math.cos(azDeg * DEG) * Math.cos(elDeg * DEG),
];

/**
 * The studio, one setup for every product so a shop's listings match: a large softbox up front on
 * the left (the key), a narrow strip on the right (the fill), a faint light from behind above (the
 * rim), the sky of the room and the light bouncing off the backdrop. Azimuth 0 is the camera.
 */
const KEY = dir(-48, 32);
const FILL = dir(62, 12);
const RIM = dir(15, 55).map((v, i) => (i === 2 ? -v : v)) as [number, number, number];
/** Softboxes: azimuth, elevation, half width, half height (degrees) and power. */
const SOFTBOXES = new Float64Array([
  -48, 16, 15, 30, 22, 62, 8, 7, 26, 9, 0, 72, 70, 10, 1.6, 180, 38, 40, 14, 1.2,
]);

export interface Studio {
  /** The backdrop's colour (linear), which the room's bounce light and reflections take. */
  backdrop: [number, number, number];
  floor: [number, number, number];
}

/** Low-cost value noise in 0..1 for fine textures (hash of the integer lattice, smoothly blended). */
function hash(ix: number, iy: number) {
  let h = (ix * 374761393 + iy * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
export function noise(x: number, y: number) {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash(ix, iy);
  const b = hash(ix + 1, iy);
  const c = hash(ix, iy + 1);
  const d = hash(ix + 1, iy + 1);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

export interface ShadeScene {
  mesh: Mesh;
  screen: Float64Array;
  cam: Camera;
  materials: Material[];
  studio: Studio;
  /** The print, straight-alpha sRGB RGBA, mapped onto the 0..1 print coordinates. */
  print: RawImage;
  /** Height of a cup's rim and inside bottom, for the light falling into it. */
  inside?: { rim: number; bottom: number };
  /** The round body's radius (about the y axis), for the shade it casts on its handle. */
  bodyRadius?: number;
  /**
   * Radians the lights turn with the product (about y, as MeshBuilder.place turns it): flat goods
   * turned for a side view stay lit face-on, as a photographer would re-light them.
   */
  lightTurn?: number;
  /** Exposure: flat faces are opened up a little so white paper reads white. */
  exposure?: number;
}

/** A light direction turned about y by `turn` radians. */
function turned(d: readonly number[], turn: number): [number, number, number] {
  const c = Math.cos(turn);
  const s = Math.sin(turn);
  return [d[0]! * c - d[2]! * s, d[1]!, d[0]! * s + d[2]! * c];
}

/** The brightest backdrop (linear) glossy surfaces mirror: a light grey sweep, about #cfcfcf. */
const EDGE_SWEEP = 0.62;

/** Degrees added to a softbox's edge fade across the body (see the shader). */
const SOFT_ACROSS = 24;

const PRINT_NONE = 0;
const PRINT_MULTIPLY = 1;
const PRINT_OVER = 2;
const TEX_NONE = 0;
const TEX_WEAVE = 1;
const TEX_CORK = 2;
const TEX_BRUSHED = 3;

/** A material flattened for the shader's inner loop (one shape for all, so property reads stay fast). */
class Surface {
  r: number;
  g: number;
  b: number;
  gloss: number;
  metal: boolean;
  rough: number;
  print: number;
  floor: boolean;
  inside: boolean;
  body: boolean;
  texture: number;
  twoSided: boolean;
  constructor(m: Material, twoSided: boolean) {
    [this.r, this.g, this.b] = m.color;
    this.gloss = m.gloss;
    this.metal = Boolean(m.metal);
    this.rough = m.rough;
    this.print = m.print === 'multiply' ? PRINT_MULTIPLY : m.print === 'over' ? PRINT_OVER : PRINT_NONE;
    this.floor = m.occlusion === 'floor';
    this.inside = m.occlusion === 'inside';
    this.body = m.occlusion === 'body';
    this.texture =
      m.texture === 'weave'
        ? TEX_WEAVE
        : m.texture === 'cork'
          ? TEX_CORK
          : m.texture === 'brushed'
            ? TEX_BRUSHED
            : TEX_NONE;
    this.twoSided = twoSided;
  }
}

/**
 * The shader of a scene: for a triangle and a pixel position, the perspective-correct point on the
 * triangle, lit by the studio: ambient sky and backdrop bounce, the key, fill and rim lights
 * (wrapped, so light falls off softly), the print dyeing the surface, then the softboxes'
 * reflections over everything on glossy surfaces, stronger at grazing angles (Fresnel).
 */
export function makeShader(scene: ShadeScene) {
  const { mesh, screen, cam, studio, print, inside } = scene;
  const { tri, pos, nrm, uv, surf } = mesh;
  const surfaces = scene.materials.map((m, i) => new Surface(m, mesh.twoSided.has(i)));
  const pw = print.width;
  const ph = print.height;
  const pd = print.data;
  const env = new Float64Array(3);
  const sky = 0.2;
  const bounce = 0.14;
  const [bgR, bgG, bgB] = studio.backdrop;
  // What glossy edges mirror: the backdrop and floor, but no brighter than a light grey sweep. Shot
  // on pure white, a white mug's rims and handle would mirror white and melt into the page; shops
  // shoot on grey and cut the product out onto white, which keeps a darker line round its edges.
  const seen = (v: number) => Math.min(v, EDGE_SWEEP);
  const envBackR = seen(studio.backdrop[0]) * 0.85;
  const envBackG = seen(studio.backdrop[1]) * 0.85;
  const envBackB = seen(studio.backdrop[2]) * 0.85;
  const envFloorR = seen(studio.floor[0]) * 0.75;
  const envFloorG = seen(studio.floor[1]) * 0.75;
  const envFloorB = seen(studio.floor[2]) * 0.75;
  const rimY = inside?.rim ?? 0;
  const bodyR = scene.bodyRadius ?? 0;
  const depthY = inside ? inside.rim - inside.bottom : 1;
  const { px: camX, py: camY, pz: camZ } = cam;
  const turn = scene.lightTurn ?? 0;
  const exposure = scene.exposure ?? 1;
  const [kx, ky, kz] = turned(KEY, turn);
  const [l0x, l0y, l0z] = turned(FILL, turn);
  const [rx0, ry0, rz0] = turned(RIM, turn);
  // Softbox azimuths move the other way as the lights turn (azimuth = atan2(x, z)).
  const boxes = Float64Array.from(SOFTBOXES, (v, i) => (i % 5 === 0 ? v - (turn * 180) / Math.PI : v));

  return (t: number, qx: number, qy: number, out: Float64Array) => {
    const px = qx / 4;
    const py = qy / 4;
    const ia = tri[t * 3]!;
    const ib = tri[t * 3 + 1]!;
    const ic = tri[t * 3 + 2]!;
    const ax = screen[ia * 3]!;
    const ay = screen[ia * 3 + 1]!;
    const bx = screen[ib * 3]!;
    const by = screen[ib * 3 + 1]!;
    const cx = screen[ic * 3]!;
    const cy = screen[ic * 3 + 1]!;
    const d = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy);
    let l0 = ((by - cy) * (px - cx) + (cx - bx) * (py - cy)) / d;
    let l1 = ((cy - ay) * (px - cx) + (ax - cx) * (py - cy)) / d;
    let l2 = 1 - l0 - l1;
    l0 *= screen[ia * 3 + 2]!;
    l1 *= screen[ib * 3 + 2]!;
    l2 *= screen[ic * 3 + 2]!;
    const sum = l0 + l1 + l2;
    l0 /= sum;
    l1 /= sum;
    l2 /= sum;
    const x = pos[ia * 3]! * l0 + pos[ib * 3]! * l1 + pos[ic * 3]! * l2;
    const y = pos[ia * 3 + 1]! * l0 + pos[ib * 3 + 1]! * l1 + pos[ic * 3 + 1]! * l2;
    const z = pos[ia * 3 + 2]! * l0 + pos[ib * 3 + 2]! * l1 + pos[ic * 3 + 2]! * l2;
    let nx = nrm[ia * 3]! * l0 + nrm[ib * 3]! * l1 + nrm[ic * 3]! * l2;
    let ny = nrm[ia * 3 + 1]! * l0 + nrm[ib * 3 + 1]! * l1 + nrm[ic * 3 + 1]! * l2;
    let nz = nrm[ia * 3 + 2]! * l0 + nrm[ib * 3 + 2]! * l1 + nrm[ic * 3 + 2]! * l2;
    const nl = 1 / Math.sqrt(nx * nx + ny * ny + nz * nz);
    nx *= nl;
    ny *= nl;
    nz *= nl;
    let vx = camX - x;
    let vy = camY - y;
    let vz = camZ - z;
    const vl = 1 / Math.sqrt(vx * vx + vy * vy + vz * vz);
    vx *= vl;
    vy *= vl;
    vz *= vl;
    const m = surfaces[surf[t]!]!;
    let ndv = nx * vx + ny * vy + nz * vz;
    if (ndv < 0 && m.twoSided) {
      nx = -nx;
      ny = -ny;
      nz = -nz;
      ndv = -ndv;
    }
    if (ndv < 0) ndv = 0;

    // Albedo: the material, dyed by the print.
    let ar = m.r;
    let ag = m.g;
    let ab = m.b;
    if (m.print !== PRINT_NONE) {
      const u = uv[ia * 2]! * l0 + uv[ib * 2]! * l1 + uv[ic * 2]! * l2;
      const v = uv[ia * 2 + 1]! * l0 + uv[ib * 2 + 1]! * l1 + uv[ic * 2 + 1]! * l2;
      if (u >= 0 && u <= 1 && v >= 0 && v <= 1) {
        // Bilinear, weighted by alpha so the print's transparent parts do not bleed dark.
        const fx = u * pw - 0.5;
        const fy = v * ph - 0.5;
        let x0 = Math.floor(fx);
        let y0 = Math.floor(fy);
        const tx = fx - x0 < 0 ? 0 : Math.min(fx - x0, 1);
        const ty = fy - y0 < 0 ? 0 : Math.min(fy - y0, 1);
        if (x0 < 0) x0 = 0;
        if (y0 < 0) y0 = 0;
        const x1 = x0 + 1 < pw ? x0 + 1 : pw - 1;
        const y1 = y0 + 1 < ph ? y0 + 1 : ph - 1;
        const i00 = (y0 * pw + x0) * 4;
        const i10 = (y0 * pw + x1) * 4;
        const i01 = (y1 * pw + x0) * 4;
        const i11 = (y1 * pw + x1) * 4;
        const w00 = (1 - tx) * (1 - ty) * pd[i00 + 3]!;
        const w10 = tx * (1 - ty) * pd[i10 + 3]!;
        const w01 = (1 - tx) * ty * pd[i01 + 3]!;
        const w11 = tx * ty * pd[i11 + 3]!;
        const wa = w00 + w10 + w01 + w11;
        if (wa > 0) {
          const pr =
            (TO_LINEAR[pd[i00]!]! * w00 +
              TO_LINEAR[pd[i10]!]! * w10 +
              TO_LINEAR[pd[i01]!]! * w01 +
              TO_LINEAR[pd[i11]!]! * w11) /
            wa;
          const pg =
            (TO_LINEAR[pd[i00 + 1]!]! * w00 +
              TO_LINEAR[pd[i10 + 1]!]! * w10 +
              TO_LINEAR[pd[i01 + 1]!]! * w01 +
              TO_LINEAR[pd[i11 + 1]!]! * w11) /
            wa;
          const pb =
            (TO_LINEAR[pd[i00 + 2]!]! * w00 +
              TO_LINEAR[pd[i10 + 2]!]! * w10 +
              TO_LINEAR[pd[i01 + 2]!]! * w01 +
              TO_LINEAR[pd[i11 + 2]!]! * w11) /
            wa;
          // Half a texel of soft edge where the print ends.
          let rim = u * pw;
          if ((1 - u) * pw < rim) rim = (1 - u) * pw;
          if (v * ph < rim) rim = v * ph;
          if ((1 - v) * ph < rim) rim = (1 - v) * ph;
          rim += 0.5;
          const a = (wa / 255) * Math.min(rim, 1);
          if (m.print === PRINT_MULTIPLY) {
            ar *= 1 - a + a * pr;
            ag *= 1 - a + a * pg;
            ab *= 1 - a + a * pb;
          } else {
            ar += (pr - ar) * a;
            ag += (pg - ag) * a;
            ab += (pb - ab) * a;
          }
        }
      }
    }
    if (m.texture !== TEX_NONE) {
      let k = 1;
      if (m.texture === TEX_WEAVE) {
        // Canvas: the threads' rows and columns, a fine irregular grain, and slubs (weft yarns
        // thicker for a stretch) that streak along the rows; the print sits in the weave too.
        const gu = x * 46;
        const gv = y * 46 + z * 46;
        k =
          0.93 +
          0.07 * noise(gu, gv) +
          0.035 * Math.sin(gu * 2.1) * Math.sin(gv * 2.1) +
          0.05 * (noise(x * 5, gv * 0.5) - 0.5);
      } else if (m.texture === TEX_CORK) {
        k = 0.78 + 0.34 * noise(x * 60, z * 60 + y * 60) * noise(x * 9 + 5, z * 9 + y * 9);
      } else {
        k = 0.93 + 0.1 * noise(x * 3, y * 400 + z * 3);
      }
      ar *= k;
      ag *= k;
      ab *= k;
    }

    // Occlusion: light falls off towards the floor and down into a cup.
    let occ = 1;
    if (m.floor) occ = 1 - 0.4 * Math.exp(-y / 0.16);
    else if (m.inside) {
      let depth = (rimY - y) / depthY;
      depth = depth < 0 ? 0 : Math.min(depth, 1);
      occ = 1 - 0.62 * depth ** 0.8;
    } else if (m.body) {
      // A white handle on a white mug on white paper has only its shading to show it: the body
      // hides half the studio from the handle's joints and from the inside of its loop.
      const d = Math.sqrt(x * x + z * z) || 1;
      const towards = Math.max(0, -(nx * x + nz * z) / d);
      occ = 1 - 0.5 * Math.exp(-(d - bodyR) / 0.3) * (0.45 + 0.55 * towards);
    }

    // Diffuse: ambient (sky above, backdrop bounce below) and three wrapped lights.
    const up = 0.5 + 0.5 * ny;
    let key = (nx * kx + ny * ky + nz * kz + 0.2) / 1.2;
    if (key < 0) key = 0;
    let fill = (nx * l0x + ny * l0y + nz * l0z + 0.3) / 1.3;
    if (fill < 0) fill = 0;
    let rim = (nx * rx0 + ny * ry0 + nz * rz0 + 0.1) / 1.1;
    if (rim < 0) rim = 0;
    const direct = 1.0 * key * Math.sqrt(key) + 0.2 * fill + 0.2 * rim;
    const dr = (sky * up + bounce * bgR * (1 - up) + direct) * occ * exposure;
    const dg = (sky * up + bounce * bgG * (1 - up) + direct) * occ * exposure;
    const db = (sky * up + bounce * bgB * (1 - up) + direct) * occ * exposure;

    if (m.gloss <= 0) {
      out[0] = ar * dr;
      out[1] = ag * dg;
      out[2] = ab * db;
      return;
    }
    // Reflection of the studio: the view direction mirrored about the normal.
    const rx = 2 * ndv * nx - vx;
    const ry = 2 * ndv * ny - vy;
    const rz = 2 * ndv * nz - vz;
    // What the studio shows in that direction: behind the product the backdrop, behind the camera
    // a dim studio, below the floor, plus the softboxes with edges softened by the roughness.
    // Inlined (this runs per pixel): azimuth 0 is the camera.
    const rough = m.rough;
    const az = Math.atan2(rx, rz) * RAD;
    const el = Math.asin(ry < -1 ? -1 : Math.min(ry, 1)) * RAD;
    const soft = 3 + rough * 30;
    // Across (azimuth) a softbox's edge fades over a wider span: a round body squeezes the mirrored
    // studio into a few pixels near its middle, and a narrow fade read as hard vertical stripes.
    const softAz = soft + SOFT_ACROSS;
    let back = ((az < 0 ? -az : az) - 95) / 50 + 0.5;
    back = back < 0 ? 0 : back > 1 ? 1 : back * back * (3 - 2 * back);
    let below = -el / (8 + rough * 20) + 0.5;
    below = below < 0 ? 0 : below > 1 ? 1 : below * below * (3 - 2 * below);
    let er = 0.16 + (envBackR - 0.16) * back;
    let eg = 0.16 + (envBackG - 0.16) * back;
    let eb = 0.17 + (envBackB - 0.17) * back;
    er += (envFloorR - er) * below;
    eg += (envFloorG - eg) * below;
    eb += (envFloorB - eb) * below;
    let light = 0;
    for (let i = 0; i < boxes.length; i += 5) {
      let h = (boxes[i + 3]! - (el > boxes[i + 1]! ? el - boxes[i + 1]! : boxes[i + 1]! - el)) / soft + 0.5;
      if (h <= 0) continue;
      let daz = az - boxes[i]!;
      if (daz > 180) daz -= 360;
      else if (daz < -180) daz += 360;
      let w = (boxes[i + 2]! - (daz < 0 ? -daz : daz)) / softAz + 0.5;
      if (w <= 0) continue;
      h = h > 1 ? 1 : h * h * (3 - 2 * h);
      // Smootherstep: its slope eases in and out too, so no edge of the fade shows as a line.
      w = w > 1 ? 1 : w * w * w * (w * (w * 6 - 15) + 10);
      light += boxes[i + 4]! * w * h;
    }
    env[0] = (er + light) * exposure;
    env[1] = (eg + light) * exposure;
    env[2] = (eb + light) * exposure;
    const f1 = 1 - ndv;
    const f2 = f1 * f1;
    const f = f2 * f2 * f1;
    const specOcc = m.inside ? occ * occ : occ;
    if (m.metal) {
      // Metal: the reflection is all there is, tinted by the metal.
      out[0] = ((ar + (1 - ar) * f) * env[0]! + ar * dr * 0.25) * specOcc;
      out[1] = ((ag + (1 - ag) * f) * env[1]! + ag * dg * 0.25) * specOcc;
      out[2] = ((ab + (1 - ab) * f) * env[2]! + ab * db * 0.25) * specOcc;
      return;
    }
    const fres = m.gloss + (1 - m.gloss) * f * (1 - m.rough * 0.7);
    out[0] = ar * dr * (1 - fres) + fres * env[0]! * specOcc;
    out[1] = ag * dg * (1 - fres) + fres * env[1]! * specOcc;
    out[2] = ab * db * (1 - fres) + fres * env[2]! * specOcc;
  };
}
