import { LISTING_ANGLES, LISTING_VIEW_NAMES, type ListingAngle } from '@pressrun/domain';
import type { FloorShadow } from './backdrop';
import type { Material } from './light';
import type { Mesh } from './mesh';

/**
 * The scene a product family is photographed in. Round bodies stand on the floor, seen a little
 * from above; boards, bags and pillows stand up against the sweep; small flat goods lie on the
 * floor, seen from above.
 */
export const LISTING_SCENES = [
  'mug',
  'espresso',
  'latte',
  'stein',
  'enamel',
  'travel-mug',
  'tumbler',
  'shot-glass',
  'can-cooler',
  'bottle',
  'poster',
  'panel',
  'tote',
  'pillow',
  'coaster',
  'mouse-pad',
  'tile',
  'keychain',
  'luggage-tag',
] as const;
export type ListingScene = (typeof LISTING_SCENES)[number];

/**
 * What the listing renderer needs to know about a product, beyond its print area: its scene, the
 * variant's colour and its real size in inches. Round bodies: `height` × `width` (diameter; `top`
 * is the rim's diameter when the body tapers). Flat goods: `width` × `height` of the face and
 * `depth` (thickness). `variant` picks a family's version: 'magic', 'matte', 'glass', 'ceramic',
 * 'round', 'square', 'xl', 'sports', 'kids'.
 */
export interface ListingProduct {
  scene: ListingScene;
  color: string;
  size: { width: number; height: number; depth?: number; top?: number };
  variant?: string;
}

/** The print's real size, inches. */
export interface PrintInches {
  width: number;
  height: number;
}

/**
 * The listing views in the order they are drawn and shown: Front (the design's middle facing the
 * camera) first, so a template's card shows the whole of a centred design; then Angled, Right
 * and Left, which show the product's shape (a mug's handle).
 */
export const LISTING_VIEWS = LISTING_ANGLES.map((angle) => ({ angle, name: LISTING_VIEW_NAMES[angle] }));
export type { ListingAngle };

/** A product posed for one view, with what the studio needs to light and ground it. */
export interface Scene {
  mesh: Mesh;
  materials: Material[];
  /** Camera: elevation above the horizontal (degrees); it looks at `target` from the front. */
  elevation: number;
  target: [number, number, number];
  /** Distance to the target as a multiple of the product's size (longer = flatter perspective). */
  distance: number;
  shadow: FloorShadow;
  /** Standing products are mirrored in the floor; the footprint's front edge is the mirror line. */
  reflect: boolean;
  /** Products standing against the sweep also shade the wall behind them. */
  wallShadow: boolean;
  inside?: { rim: number; bottom: number };
  /** A round body's radius, for the shade it casts on its handle. */
  bodyRadius?: number;
  /** Share of the frame the product's longer side fills, where it differs from LISTING_FILL. */
  fill?: number;
  /**
   * Hung on the wall (posters): the frame shows only wall, no floor, and the product's shadow
   * falls on the wall close behind it.
   */
  onWall?: boolean;
  /** Lights turning with the product (flat goods), and the exposure (see ShadeScene). */
  lightTurn?: number;
  exposure?: number;
}

/** Material helpers (linear colours). */
export const glaze = (color: [number, number, number], extra: Partial<Material> = {}): Material => ({
  color,
  gloss: 0.045,
  rough: 0.12,
  ...extra,
});
export const matte = (color: [number, number, number], extra: Partial<Material> = {}): Material => ({
  color,
  gloss: 0,
  rough: 1,
  ...extra,
});
export const steel = (extra: Partial<Material> = {}): Material => ({
  color: [0.58, 0.6, 0.62],
  gloss: 1,
  metal: true,
  rough: 0.45,
  texture: 'brushed',
  ...extra,
});

/** A circle's outline (x, z), counter-clockwise seen from above. */
export const circle = (r: number, n = 64, cx = 0, cz = 0): Array<[number, number]> =>
  Array.from({ length: n }, (_, i) => {
    const a = (-2 * Math.PI * i) / n;
    return [cx + r * Math.cos(a), cz + r * Math.sin(a)] as [number, number];
  });

/** Turns outline points about the y axis like MeshBuilder.place does. */
export const turnPoints = (pts: Array<[number, number]>, rad: number): Array<[number, number]> =>
  pts.map(([x, z]) => [x * Math.cos(rad) - z * Math.sin(rad), x * Math.sin(rad) + z * Math.cos(rad)]);
