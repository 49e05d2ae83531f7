import { type Layer, maxLayerSide, type WrapZones } from '@pressrun/domain';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useRef } from 'react';
import { Group, Layer as KLayer, Rect, Stage } from 'react-konva';
import { LayerNode } from './LayerNode';
import { PrintGuides } from './PrintGuides';
import { fitArea, type PrintArea, type PrintOutline } from './printArea';
import { SelectionTransformer } from './SelectionTransformer';

interface Props {
  layers: Layer[];
  area: PrintArea;
  /** the product's printable face, when it is not the whole print area (round, shaped, holed) */
  outline?: PrintOutline | null;
  /** a round product's handle, seam and front (mugs, tumblers, bottles) */
  zones?: WrapZones | null;
  width: number;
  height: number;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onCommit: (id: string, patch: Partial<Layer>) => void;
  /** Bumped when the layer fonts have loaded: text nodes are re-created to measure with them. */
  fontsVersion: number;
}

/**
 * The Artwork view's canvas: the print area at its true proportions, scaled to fit, with the
 * bleed line at its edge, the trim line and the safe line inside. The group works in print pixels.
 */
export function DesignCanvas({
  layers,
  area,
  outline = null,
  zones = null,
  width,
  height,
  selectedId,
  onSelect,
  onCommit,
  fontsVersion,
}: Props) {
  const fit = fitArea(area, { width, height }, width < 500 ? 12 : 24);
  const s = fit.scale;
  const maxBox = maxLayerSide({ widthPx: area.width, heightPx: area.height }) * s;
  const trRef = useRef<Konva.Transformer>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const selected = layers.find((l) => l.id === selectedId) ?? null;
  // Counted so a test can check that dragging does not re-render the canvas on every move.
  const renders = useRef(0);
  renders.current += 1;

  // The transformer follows the selected node (after React has put it on the stage).
  useEffect(() => {
    const tr = trRef.current;
    const stage = stageRef.current;
    if (!tr || !stage) return;
    const node = selectedId ? stage.findOne((n: Konva.Node) => n.id() === selectedId) : null;
    tr.nodes(node ? [node] : []);
    tr.getLayer()?.batchDraw();
  });

  const deselectOnEmpty = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (!e.target.hasName('design-layer') && !e.target.getParent()?.hasName('design-transformer'))
      onSelect(null);
  };

  return (
    <div
      data-testid="design-canvas"
      data-scale={s}
      data-origin-x={fit.x}
      data-origin-y={fit.y}
      data-renders={renders.current}
      data-outline={outline ? 'shaped' : 'rectangle'}
      data-handle-zones={zones?.handle.map((b) => `${b.left}-${b.right}`).join(' ') || undefined}
      data-seam={zones ? (zones.seamMeets ? 'meets' : 'apart') : undefined}
      style={{ width, height }}
    >
      <Stage
        ref={stageRef}
        width={width}
        height={height}
        onMouseDown={deselectOnEmpty}
        onTouchStart={deselectOnEmpty}
      >
        {/* The blank print area (nothing here listens to the pointer). */}
        <KLayer listening={false}>
          <Group x={fit.x} y={fit.y} scaleX={s} scaleY={s}>
            <Rect width={area.width} height={area.height} fill="#ffffff" />
          </Group>
        </KLayer>
        <KLayer>
          <Group x={fit.x} y={fit.y} scaleX={s} scaleY={s}>
            {layers.map((l) => (
              <LayerNode
                key={l.type === 'text' ? `${l.id}:${fontsVersion}` : l.id}
                layer={l}
                onSelect={onSelect}
                onCommit={onCommit}
              />
            ))}
          </Group>
          <SelectionTransformer ref={trRef} small={selected?.type === 'text'} maxBox={maxBox} />
        </KLayer>
        {/* Guides above the artwork: what falls outside the print area is dimmed, as it will not print. */}
        <PrintGuides area={area} fit={fit} width={width} height={height} outline={outline} zones={zones} />
      </Stage>
    </div>
  );
}
