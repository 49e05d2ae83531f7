import { type MockupShape, type PrintMask, previewSize } from '@pressrun/domain';
import sharp from 'sharp';
import { type CylinderView, wrapCylinder } from './cylinder';
import { type Affine, placeFlat } from './flat';
import { rasterMask } from './mask';
import { fromRaw, PNG_OPTIONS, type RawImage, toRaw } from './raw';
import { measureShading } from './shading';

/**
 * Where the print goes on a product's photos, in the photos' own pixels (the catalogue's
 * `mockup`). For round bodies `area` is the visible body rectangle under the rim (its width is the
 * body's diameter) and is the same in every angle's photo; for flat products it is the print
 * rectangle of the straight-on photo.
 */
export interface MockupGeometry {
  imageWidth: number;
  imageHeight: number;
  area: { x: number; y: number; width: number; height: number };
  /** Round bodies: rims are ellipses of ry = curve × rx (the camera is a little above); default 0. */
  curve?: number;
  /** Round bodies: radius at the area's top and bottom when the body tapers; default area.width / 2. */
  radiusTop?: number;
  radiusBottom?: number;
  /** Round bodies: degrees of the circumference the print covers; default from the print's proportions. */
  arcDegrees?: number;
  /** Flat products: the printable face in the straight-on photo; default the whole rectangle. */
  mask?: PrintMask;
}

/** One angle's photo of a product. */
export interface ProductView {
  angle: number;
  blank: Buffer;
  /**
   * Round bodies: the fraction of the wrap facing the viewer, 0.5 being the print's middle
   * (0° → 0.5, 90° → 0.75 with the handle on the right, 270° → 0.25); default from `angle`.
   */
  centerU?: number;
  /** Flat products: moves the straight-on print rectangle to where it is in this photo. */
  matrix?: Affine;
}

export interface PreviewImage {
  png: Buffer;
  width: number;
  height: number;
}

/** Radians the print wraps: its width over the body's circumference, at most all the way round. */
export function wrapArc(geometry: MockupGeometry, print: { widthPx: number; heightPx: number }): number {
  if (geometry.arcDegrees) return (Math.min(360, geometry.arcDegrees) * Math.PI) / 180;
  const half = geometry.area.width / 2;
  const radius = ((geometry.radiusTop ?? half) + (geometry.radiusBottom ?? half)) / 2;
  const printWidthOnPhoto = (print.widthPx * geometry.area.height) / print.heightPx;
  return Math.min(Math.PI * 2, printWidthOnPhoto / radius);
}

/** The print's pixel size on a preview: the band's height for round bodies, the rectangle for flat ones. */
export function printSizeOnPreview(
  shape: MockupShape,
  geometry: MockupGeometry,
  print: { width: number; height: number },
) {
  const k = previewSize(geometry.imageWidth, geometry.imageHeight).width / geometry.imageWidth;
  const height = Math.max(1, Math.round(geometry.area.height * k));
  if (shape === 'flat') return { width: Math.max(1, Math.round(geometry.area.width * k)), height };
  return { width: Math.max(1, Math.round((print.width * height) / print.height)), height };
}

/** Scales the composed print for a preview (once per size, shared by every angle). */
export const scalePrint = (print: RawImage, size: { width: number; height: number }) =>
  toRaw(fromRaw(print).resize(size.width, size.height, { fit: 'fill' }));

/**
 * A view's blank photo decoded at the preview size (width 800 when wider than tall, else
 * height 400). It does not depend on the design, so it can be decoded while the layers are composed.
 */
export function previewPhoto(view: ProductView, geometry: MockupGeometry): Promise<RawImage> {
  const size = previewSize(geometry.imageWidth, geometry.imageHeight);
  return toRaw(sharp(view.blank).resize(size.width, size.height, { fit: 'fill' }));
}

/**
 * One mockup preview: the view's photo (previewPhoto) with the print wrapped round the body or
 * laid onto the flat face, encoded as PNG. The photo's pixels are drawn on in place.
 */
export async function renderPreview(opts: {
  shape: MockupShape;
  view: ProductView;
  geometry: MockupGeometry;
  /** previewPhoto of the view. */
  photo: RawImage;
  /** The print scaled by printSizeOnPreview. */
  print: RawImage;
  /** Radians the print wraps round a body (wrapArc). */
  arc: number;
}): Promise<PreviewImage> {
  const { shape, view, geometry, photo, print, arc } = opts;
  const size = previewSize(geometry.imageWidth, geometry.imageHeight);
  const k = size.width / geometry.imageWidth;
  const area = {
    x: geometry.area.x * k,
    y: geometry.area.y * k,
    width: geometry.area.width * k,
    height: geometry.area.height * k,
  };
  if (shape === 'flat') {
    const [a, b, c, d, e, f] = view.matrix ?? [1, 0, 0, 1, 0, 0];
    const matrix: Affine = [a, b, c, d, e * k, f * k];
    const moved = {
      x: a * area.x + c * area.y + matrix[4],
      y: b * area.x + d * area.y + matrix[5],
      width: area.width * a,
      height: area.height * d,
    };
    const mask = geometry.mask
      ? await rasterMask(geometry.mask, { width: geometry.imageWidth, height: geometry.imageHeight }, size)
      : undefined;
    placeFlat(photo, print, area, measureShading(photo, moved), matrix, mask);
  } else {
    const half = geometry.area.width / 2;
    const centerU = view.centerU ?? 0.5 + view.angle / 360;
    const cylinder: CylinderView = {
      cx: area.x + area.width / 2,
      top: area.y,
      height: area.height,
      radiusTop: (geometry.radiusTop ?? half) * k,
      radiusBottom: (geometry.radiusBottom ?? half) * k,
      ellipse: geometry.curve ?? 0,
      arc,
      angle: (centerU - 0.5) * Math.PI * 2,
    };
    wrapCylinder(photo, print, cylinder, measureShading(photo, area));
  }
  const png = await fromRaw(photo).png(PNG_OPTIONS).toBuffer();
  return { png, width: size.width, height: size.height };
}
