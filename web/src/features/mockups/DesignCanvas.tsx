import { type Layer, maxLayerSide, type WrapZones } from '@pressrun/domain';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useRef } from 'react';
import { Group, Layer as KLayer, Rect, Stage, Text, Transformer } from 'react-konva';
import { BRAND } from '../../app/theme';
import { LayerNode } from './LayerNode';
import { OutlineGuides } from './OutlineGuides';
import { fitArea, type PrintArea, type PrintOutline, safeInset } from './printArea';
import { WrapGuides } from './WrapGuides';

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

const SAFE = '#2f9e44';
const MASK = 'rgba(233, 236, 239, 0.82)';

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
  const inset = safeInset(area);
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

  const label = (text: string, x: number, y: number, fill: string) => (
    <Text text={text} x={x} y={y} fontSize={11 / s} fill={fill} fontFamily="Inter" listening={false} />
  );

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
          <Transformer
            ref={trRef}
            name="design-transformer"
            rotateEnabled
            keepRatio
            enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
            rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
            rotationSnapTolerance={4}
            anchorSize={selected?.type === 'text' ? 9 : 11}
            anchorCornerRadius={2}
            anchorStroke={BRAND.navy}
            borderStroke={BRAND.steel}
            // Neither a speck nor larger than the renderer accepts (4× the print area's longer side).
            boundBoxFunc={(oldBox, box) => {
              const w = Math.abs(box.width);
              const h = Math.abs(box.height);
              return w < 8 || h < 8 || w > maxBox || h > maxBox ? oldBox : box;
            }}
          />
        </KLayer>
        {/* Guides above the artwork: what falls outside the print area is dimmed, as it will not print. */}
        <KLayer listening={false}>
          <Group x={fit.x} y={fit.y} scaleX={s} scaleY={s}>
            <Rect x={-fit.x / s} y={-fit.y / s} width={width / s} height={fit.y / s} fill={MASK} />
            <Rect
              x={-fit.x / s}
              y={area.height}
              width={width / s}
              height={(height - fit.y) / s - area.height}
              fill={MASK}
            />
            <Rect x={-fit.x / s} y={0} width={fit.x / s} height={area.height} fill={MASK} />
            <Rect
              x={area.width}
              y={0}
              width={(width - fit.x) / s - area.width}
              height={area.height}
              fill={MASK}
            />
            {outline ? (
              <OutlineGuides
                area={area}
                outline={outline}
                scale={s}
                shade={MASK}
                edge={BRAND.press}
                safe={SAFE}
                safeInset={inset}
              />
            ) : (
              <>
                <Rect
                  width={area.width}
                  height={area.height}
                  stroke={BRAND.press}
                  strokeWidth={1}
                  dash={[6, 4]}
                  strokeScaleEnabled={false}
                />
                {area.bleed > 0 && (
                  <Rect
                    x={area.bleed}
                    y={area.bleed}
                    width={Math.max(0, area.width - 2 * area.bleed)}
                    height={Math.max(0, area.height - 2 * area.bleed)}
                    stroke="#adb5bd"
                    strokeWidth={1}
                    strokeScaleEnabled={false}
                  />
                )}
                <Rect
                  x={inset}
                  y={inset}
                  width={Math.max(0, area.width - 2 * inset)}
                  height={Math.max(0, area.height - 2 * inset)}
                  stroke={SAFE}
                  strokeWidth={1}
                  dash={[4, 4]}
                  strokeScaleEnabled={false}
                />
              </>
            )}
            {zones && <WrapGuides zones={zones} area={area} scale={s} front={BRAND.navy} />}
            {label(outline ? 'Product outline' : 'Bleed', 0, -15 / s, BRAND.press)}
            {outline
              ? // At the bottom: the top of a shaped face may hold a key ring's hole.
                label('Safe area', area.width / 2 - 26 / s, area.height - inset - 17 / s, SAFE)
              : // Clear of a mug's handle band, so the two labels do not sit on each other.
                label(
                  'Safe area',
                  Math.max(inset, zones?.handle[0]?.right ?? 0) + 4 / s,
                  inset + 4 / s,
                  SAFE,
                )}
          </Group>
        </KLayer>
      </Stage>
    </div>
  );
}
