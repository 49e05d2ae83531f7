import { DEFAULT_FONT_SIZE, type Layer } from '@pressrun/domain';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { memo } from 'react';
import { Image as KImage, Text as KText } from 'react-konva';
import { layerBox, textAttrs } from './textLayer';
import { useLoadedImage } from './useLoadedImage';

const r2 = (n: number) => Math.round(n * 100) / 100;

interface Props {
  layer: Layer;
  onSelect: (id: string) => void;
  onCommit: (id: string, patch: Partial<Layer>) => void;
}

/**
 * One design layer on the stage. Konva moves and transforms the node itself while the pointer is
 * down; React hears about it only at dragend/transformend, so dragging never re-renders the page.
 * The node's origin is the box centre, so rotation turns the layer about its centre.
 */
export const LayerNode = memo(function LayerNode({ layer, onSelect, onCommit }: Props) {
  const select = () => onSelect(layer.id);
  const common = {
    id: layer.id,
    name: 'design-layer',
    ...layerBox(layer),
    draggable: true,
    onMouseDown: select,
    onTouchStart: select,
    onDragEnd: (e: KonvaEventObject<DragEvent>) => {
      const n = e.target;
      onCommit(layer.id, { left: r2(n.x() - layer.width / 2), top: r2(n.y() - layer.height / 2) });
    },
    onTransformEnd: (e: KonvaEventObject<Event>) => {
      const n = e.target as Konva.Shape;
      const sx = Math.abs(n.scaleX());
      const sy = Math.abs(n.scaleY());
      const width = r2(layer.width * sx);
      const height = r2(layer.height * sy);
      // Bake the scale into the size now, so the node does not flash at its old size.
      n.setAttrs({ scaleX: 1, scaleY: 1, width, height, offsetX: width / 2, offsetY: height / 2 });
      onCommit(layer.id, {
        width,
        height,
        left: r2(n.x() - width / 2),
        top: r2(n.y() - height / 2),
        rotation: r2(n.rotation()),
        ...(layer.type === 'text' ? { fontSize: r2((layer.fontSize ?? DEFAULT_FONT_SIZE) * sy) } : {}),
      });
    },
  };
  if (layer.type === 'text') {
    return <KText {...common} {...textAttrs(layer)} />;
  }
  return <ImageLayerNode {...common} src={layer.source} />;
});

function ImageLayerNode({ src, ...props }: { src: string } & Omit<Konva.ImageConfig, 'image'>) {
  const img = useLoadedImage(src);
  return <KImage {...props} image={img ?? undefined} />;
}
