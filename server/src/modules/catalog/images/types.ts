import type { PrintMask } from '@pressrun/domain';
import type { Angle } from './vessel';

export type { Angle };
export const ANGLES: readonly Angle[] = [0, 90, 270];

/** Every drawn image is this square size: large enough for the 800 px wide previews of the builder. */
export const CANVAS = 1000;

/** How the mockup renderer maps a design onto the product (product.mockupShape). */
export type MockupShape = 'mug' | 'tumbler' | 'bottle' | 'flat';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a design goes in the product images (product.mockup). For round shapes `area` is the
 * visible body rectangle the wrap lands on (the same in every angle image) and `views[i].centerU`
 * says which part of the wrap faces the viewer (see vessel.ts). For flat shapes `area` is the
 * print rectangle of the 0° image and each view carries the affine matrix [a, b, c, d, e, f]
 * (SVG order: x' = a·x + c·y + e, y' = b·x + d·y + f) that moves that rectangle into its image.
 */
export interface MockupGeometry {
  shape: MockupShape;
  imageWidth: number;
  imageHeight: number;
  area: Rect;
  /** rims are ellipses of ry = curve × half the area width (0 for flat products) */
  curve: number;
  views: Array<{ angle: Angle; centerU?: number; matrix?: [number, number, number, number, number, number] }>;
  /** Round shapes: body radius at the area's top and bottom edge (set when a print is placed). */
  radiusTop?: number;
  radiusBottom?: number;
  /** Round shapes: degrees of the body's circumference the print covers (set when a print is placed). */
  arcDegrees?: number;
  /** Flat shapes: the printable face, so the print stays off rims, cork edges and holes. */
  mask?: PrintMask;
}

/**
 * A round body drawn to scale: where a print may go on it and how wide it is there, so a print
 * area given in inches lands on the drawing as it does on the real product (see placeWrap).
 */
export interface WrapSurface {
  /** Drawing pixels per inch of the real product, the same across and up the body. */
  pxPerInch: number;
  cx: number;
  /** The band a print may cover: under the rim or lid, above a foot, a steel band or a base. */
  top: number;
  bottom: number;
  /** Body radius at `top` and at `bottom` (a straight taper in between). */
  radiusTop: number;
  radiusBottom: number;
}

/** What a generated image shows: the product kind, its size and the variant colour. */
export interface DrawingSpec {
  kind: string;
  size?: string;
  color: string;
}

export interface Drawing {
  svg: string;
  /** Placement without a print area: round bodies get their whole printable band (see placeWrap). */
  mockup: MockupGeometry;
  /** Round bodies only. */
  surface?: WrapSurface;
}
