import type { Layer } from '@pressrun/domain';
import Konva from 'konva';
import type { PrintArea } from './printArea';
import { layerBox, textAttrs } from './textLayer';

const loadImage = (src: string) =>
  new Promise<HTMLImageElement | null>((resolve) => {
    const img = new window.Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });

/**
 * A flat PNG of the design on a white print area, at most `maxSide` pixels on a side: the
 * template's preview where the product has no mockup. Drawn on a stage of its own, so it works
 * whichever view is open.
 */
export async function snapshotDesign(layers: Layer[], area: PrintArea, maxSide = 800): Promise<Blob> {
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));
  const stage = new Konva.Stage({ container: document.createElement('div'), width, height });
  try {
    const layer = new Konva.Layer();
    stage.add(layer);
    const group = new Konva.Group({ scaleX: scale, scaleY: scale });
    layer.add(group);
    group.add(new Konva.Rect({ width: area.width, height: area.height, fill: '#ffffff' }));
    const images = await Promise.all(layers.map((l) => (l.type === 'image' ? loadImage(l.source) : null)));
    layers.forEach((l, i) => {
      const box = layerBox(l);
      const img = images[i];
      if (l.type === 'image' && img) group.add(new Konva.Image({ ...box, image: img }));
      if (l.type === 'text') group.add(new Konva.Text({ ...box, ...textAttrs(l) }));
    });
    layer.draw();
    return (await stage.toBlob({ pixelRatio: 1, mimeType: 'image/png' })) as Blob;
  } finally {
    stage.destroy();
  }
}
