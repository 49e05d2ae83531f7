import type { WrapZones } from '@pressrun/domain';
import { Group, Layer as KLayer, Rect, Text } from 'react-konva';
import { BRAND } from '../../app/theme';
import { OutlineGuides } from './OutlineGuides';
import { type PrintArea, type PrintOutline, safeInset } from './printArea';
import { WrapGuides } from './WrapGuides';
import { GUIDE_FONT } from './wrapColours';

const SAFE = '#2f9e44';
const MASK = 'rgba(233, 236, 239, 0.82)';

/** The canvas's guides, drawn above the artwork; none of them listens to the pointer. */
export function PrintGuides({
  area,
  fit,
  width,
  height,
  outline,
  zones,
}: {
  area: PrintArea;
  /** where the print area sits on the stage, and its scale */
  fit: { x: number; y: number; scale: number };
  width: number;
  height: number;
  outline: PrintOutline | null;
  zones: WrapZones | null;
}) {
  const s = fit.scale;
  const inset = safeInset(area);
  const label = (text: string, x: number, y: number, fill: string) => (
    <Text text={text} x={x} y={y} fontSize={11 / s} fill={fill} fontFamily={GUIDE_FONT} listening={false} />
  );
  return (
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
          <RectGuides area={area} inset={inset} />
        )}
        {zones && <WrapGuides zones={zones} area={area} scale={s} front={BRAND.navy} />}
        {label(outline ? 'Product outline' : 'Bleed', 0, -15 / s, BRAND.press)}
        {outline
          ? // At the bottom: the top of a shaped face may hold a key ring's hole.
            label('Safe area', area.width / 2 - 26 / s, area.height - inset - 17 / s, SAFE)
          : // Clear of a mug's handle band, so the two labels do not sit on each other.
            label('Safe area', Math.max(inset, zones?.handle[0]?.right ?? 0) + 4 / s, inset + 4 / s, SAFE)}
      </Group>
    </KLayer>
  );
}

/** A rectangular print area's lines: its edge (the bleed line), the trim line and the safe line. */
function RectGuides({ area, inset }: { area: PrintArea; inset: number }) {
  return (
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
  );
}
