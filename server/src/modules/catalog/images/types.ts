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
}

/** What a generated image shows: the product kind, its size and the variant colour. */
export interface DrawingSpec {
  kind: string;
  size?: string;
  color: string;
}

export interface Drawing {
  svg: string;
  mockup: MockupGeometry;
}
