import type { Layer, MockupShape } from '@pressrun/domain';
import { composePrintArea, type PrintArea } from './compose';
import {
  type MockupGeometry,
  type PreviewImage,
  type ProductView,
  previewPhoto,
  printSizeOnPreview,
  renderPreview,
  scalePrint,
  wrapArc,
} from './preview';
import { encodePrintFile, type PrintFileImage } from './print-file';

export { RenderInputError } from './compose';
export type { MockupGeometry, PreviewImage, PrintArea, PrintFileImage, ProductView };
export { encodePrintFile };

/**
 * Bump whenever the output for the same input changes (drawing, fonts, sizes, the listing
 * renders' scenes and light): it is part of the cache key, so old renders are not served for the
 * new engine, and listing URLs (made from the cache key) change with it.
 */
export const RENDERER_VERSION = 3;

export interface RenderInput {
  layers: Layer[];
  printArea: PrintArea;
  shape: MockupShape;
  geometry: MockupGeometry;
  views: ProductView[];
  /** Bytes of every image layer, by layer source. */
  artwork: Map<string, Buffer>;
}

export interface RenderHooks {
  /** Called as each preview is ready, so the builder can show it before the rest is done. */
  onPreview?: (angle: number, preview: PreviewImage) => Promise<void> | void;
  onPrintFile?: (file: PrintFileImage) => Promise<void> | void;
}

/**
 * Renders a design: composes the layers once at the print area's full resolution, encodes that
 * as the print file while the previews are drawn from a scaled copy of the same pixels.
 */
export async function renderDesign(input: RenderInput, hooks: RenderHooks = {}) {
  // The blank photos do not depend on the design: libvips decodes them on its worker threads
  // while the layers are composed, instead of one by one between the previews.
  const photos = input.views.map((view) => previewPhoto(view, input.geometry));
  for (const photo of photos) photo.catch(() => {}); // awaited below, after any compose failure
  const print = await composePrintArea(input.layers, input.printArea, input.artwork);
  const printFile = encodePrintFile(print, input.printArea.dpi);
  printFile.catch(() => {}); // awaited below; keeps an early failure from going unhandled
  const previews: Array<PreviewImage & { angle: number }> = [];
  const scaled = input.views.length
    ? await scalePrint(print, printSizeOnPreview(input.shape, input.geometry, print))
    : print;
  const arc = wrapArc(input.geometry, input.printArea);
  for (const [i, view] of input.views.entries()) {
    const preview = await renderPreview({
      shape: input.shape,
      view,
      geometry: input.geometry,
      photo: await photos[i]!,
      print: scaled,
      arc,
    });
    previews.push({ angle: view.angle, ...preview });
    await hooks.onPreview?.(view.angle, preview);
  }
  const file = await printFile;
  await hooks.onPrintFile?.(file);
  return { previews, printFile: file };
}
