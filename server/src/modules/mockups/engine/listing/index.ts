import sharp from 'sharp';
import { decodeOptions } from '../../../../lib/image-type';
import { fromRaw, type RawImage, toRaw } from '../raw';
import {
  addReflection,
  addWallShadow,
  composite,
  type ListingBackground,
  paintBackground,
  softCopy,
  sweepOf,
} from './backdrop';
import { frame, lookAt, project } from './camera';
import { flatScene } from './flats';
import { linear, makeShader, type Studio } from './light';
import { projectMesh, rasterize } from './raster';
import {
  LISTING_VIEWS,
  type ListingAngle,
  type ListingProduct,
  type ListingScene,
  type PrintInches,
  type Scene,
} from './scene';
import { vesselScene } from './vessels';

export type { ListingBackground } from './backdrop';
export {
  LISTING_SCENES,
  LISTING_VIEWS,
  type ListingAngle,
  type ListingProduct,
  type ListingScene,
} from './scene';

/** Listing renders are square, this many pixels a side (Etsy asks for 2000 px, Shopify 2048). */
export const LISTING_SIZE = 2000;
/** The product's longer side fills this share of the frame. */
export const LISTING_FILL = 0.75;
/** Listing sets drawn at once in a process: each holds its decoded print and about 60 MB of buffers. */
export const LISTINGS_AT_ONCE = 2;

const FLAT_SCENES = new Set<ListingScene>([
  'poster',
  'panel',
  'tote',
  'pillow',
  'coaster',
  'mouse-pad',
  'tile',
  'keychain',
  'luggage-tag',
]);

export function sceneFor(product: ListingProduct, print: PrintInches, angle: ListingAngle): Scene {
  return FLAT_SCENES.has(product.scene)
    ? flatScene(product, print, angle)
    : vesselScene(product, print, angle);
}

export interface ListingImage {
  /** RGB bytes, `size` × `size`. */
  data: Uint8Array;
  size: number;
  /** The product's box in the frame (pixels), without its shadow and reflection. */
  box: { x: number; y: number; width: number; height: number };
}

/** The row per column where the footprint's front edge meets the floor (NaN where it has none). */
function mirrorLine(scene: Scene, cam: ReturnType<typeof lookAt>, size: number, from: number, to: number) {
  const line = new Float64Array(size).fill(Number.NaN);
  const p = new Float64Array(3);
  const pts = scene.shadow.footprint.map(([x, z]) => {
    project(cam, x, 0, z, p);
    return [p[0]!, p[1]!] as const;
  });
  let lo = size;
  let hi = -1;
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[(i + 1) % pts.length]!;
    const a = Math.max(0, Math.ceil(Math.min(x0, x1) - 0.5));
    const b = Math.min(size - 1, Math.floor(Math.max(x0, x1) - 0.5));
    for (let x = a; x <= b; x++) {
      const t = x1 === x0 ? 0 : (x + 0.5 - x0) / (x1 - x0);
      const y = y0 + (y1 - y0) * t;
      if (!(line[x]! >= y)) line[x] = y;
      lo = Math.min(lo, x);
      hi = Math.max(hi, x);
    }
  }
  if (hi < 0) return line;
  // Beyond the footprint (a handle), the product stands over the footprint's side.
  for (let x = Math.max(0, from); x < lo; x++) line[x] = line[lo]!;
  for (let x = hi + 1; x <= Math.min(size - 1, to); x++) line[x] = line[hi]!;
  return line;
}

/**
 * The product alone for one view: posed for the angle, framed to fill LISTING_FILL of a square of
 * `size` px, lit in the studio on `background` (whose colour its reflections and bounce light
 * take), the print on it — as a layer whose alpha is each pixel's coverage.
 */
export async function drawProduct(opts: {
  product: ListingProduct;
  print: RawImage;
  printInches: PrintInches;
  background: ListingBackground;
  angle: ListingAngle;
  size?: number;
}) {
  const size = opts.size ?? LISTING_SIZE;
  const scene = sceneFor(opts.product, opts.printInches, opts.angle);
  const { pos } = scene.mesh;
  let extent = 0;
  for (let i = 0; i < pos.length; i += 3)
    extent = Math.max(extent, Math.abs(pos[i]!), pos[i + 1]!, Math.abs(pos[i + 2]!));
  const cam = lookAt(scene.target, extent * scene.distance, scene.elevation);
  const box = frame(cam, pos, size, scene.fill ?? LISTING_FILL);
  const screen = projectMesh(scene.mesh, cam);
  const sweep = sweepOf(opts.background);
  const toLin = (c: [number, number, number]) =>
    linear(`#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`);
  const studio: Studio = { backdrop: toLin(sweep.horizon), floor: toLin(sweep.floor) };
  const print = await fitPrint(opts.print, opts.printInches, (cam.focal / (extent * scene.distance)) * 1.4);
  const shader = makeShader({
    mesh: scene.mesh,
    screen,
    cam,
    materials: scene.materials,
    studio,
    print,
    inside: scene.inside,
    bodyRadius: scene.bodyRadius,
    lightTurn: scene.lightTurn,
    exposure: scene.exposure,
  });
  const layer = await rasterize(scene.mesh, screen, cam, size, shader);
  return { size, scene, cam, box, sweep, extent, layer };
}

/**
 * One listing view: the product drawn by drawProduct, standing on the sweep with its floor
 * shadow, its soft reflection (standing products) and its shadow on the wall (products leaning
 * on it).
 */
export async function renderListingView(opts: Parameters<typeof drawProduct>[0]): Promise<ListingImage> {
  const { size, scene, cam, box, sweep, extent, layer: product } = await drawProduct(opts);
  const p = new Float64Array(3);
  project(cam, 0, 0, -extent * 4, p);
  // A poster on the wall: all wall, its top darker, down past the frame's foot.
  const horizon = scene.onWall ? size * 1.6 : Math.max(size * 0.2, Math.min(size * 0.85, p[1]!));
  const bg = await paintBackground(size, cam, sweep, horizon, scene.onWall ? null : scene.shadow);
  if (scene.reflect || scene.wallShadow) {
    // One blurred copy of the product serves its wall shadow and its reflection.
    const soft = softCopy(product, scene.onWall ? 1 : 2);
    if (scene.wallShadow) {
      // Paper flat on the wall throws a tight shadow; a bag or board standing off it a wider one.
      const [dx, dy, strength] = scene.onWall ? [0.006, 0.01, 0.24] : [0.018, 0.012, 0.2];
      addWallShadow(bg, size, soft, product, size * dx, size * dy, strength);
    }
    if (scene.reflect && sweep.reflection > 0) {
      const line = mirrorLine(scene, cam, size, product.x0, product.x1);
      addReflection(bg, size, soft, line, sweep.reflection, size * 0.05);
    }
  }
  composite(bg, product);
  return { data: bg, size, box };
}

/** The print resized (once per size) to about the pixels per inch it is seen at, so it never aliases. */
const fitted = new WeakMap<RawImage, Map<number, Promise<RawImage>>>();
function fitPrint(print: RawImage, inches: PrintInches, pxPerInch: number): Promise<RawImage> {
  const width = Math.round(inches.width * pxPerInch);
  if (width >= print.width * 0.9) return Promise.resolve(print);
  // Round to 5% steps so the three views share one copy.
  const step = Math.round((width / print.width) * 20) / 20;
  let sizes = fitted.get(print);
  if (!sizes) {
    sizes = new Map();
    fitted.set(print, sizes);
  }
  let hit = sizes.get(step);
  if (!hit) {
    const w = Math.max(1, Math.round(print.width * step));
    const h = Math.max(1, Math.round(print.height * step));
    hit = toRaw(fromRaw(print).resize(w, h, { fit: 'fill', kernel: 'lanczos3' }));
    sizes.set(step, hit);
  }
  return hit;
}

/** Listing JPEGs: photo-like content, a quarter of the bytes of PNG, opaque anyway. */
export const LISTING_JPEG = { quality: 90, chromaSubsampling: '4:4:4', mozjpeg: false } as const;

export async function encodeListing(img: ListingImage): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.size, height: img.size, channels: 3 } })
    .jpeg(LISTING_JPEG)
    .toBuffer();
}

// A small semaphore: listing sets beyond LISTINGS_AT_ONCE wait their turn holding only the print
// file's compressed bytes, so ten at once cost little more memory than two.
let active = 0;
const waiting: Array<() => void> = [];
async function slot<T>(fn: () => Promise<T>): Promise<T> {
  if (active >= LISTINGS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await fn();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

export interface ListingRender {
  angle: ListingAngle;
  name: string;
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * The three listing views of a design from its print file (PNG bytes): decoded once, each view
 * drawn and encoded in turn and handed to `onListing` as it is ready.
 */
export async function renderListings(
  input: {
    product: ListingProduct;
    printFile: Buffer;
    printInches: PrintInches;
    background: ListingBackground;
    size?: number;
    /** Views already drawn (a job continuing after it stepped aside). */
    skip?: ListingAngle[];
  },
  onListing?: (view: ListingRender) => Promise<void> | void,
  /** Asked before each view: true stops the set there (the caller continues it later). */
  stepAside?: () => Promise<boolean>,
): Promise<ListingRender[]> {
  return slot(async () => {
    const print = await toRaw(sharp(input.printFile, decodeOptions));
    const out: ListingRender[] = [];
    for (const view of LISTING_VIEWS) {
      if (input.skip?.includes(view.angle)) continue;
      if (out.length && (await stepAside?.())) break;
      const drawn = await renderListingView({ ...input, print, angle: view.angle });
      const jpeg = await encodeListing(drawn);
      const rendered = { angle: view.angle, name: view.name, jpeg, width: drawn.size, height: drawn.size };
      out.push(rendered);
      await onListing?.(rendered);
    }
    return out;
  });
}
