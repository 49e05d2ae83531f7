import type { WrapZones } from '@pressrun/domain';
import { Fragment } from 'react';
import { Line, Rect, Text } from 'react-konva';

import { GUIDE_FONT, HANDLE_COLOUR, SEAM_COLOUR } from './wrapColours';

const HANDLE_FILL = 'rgba(253, 126, 20, 0.2)';
const SEAM_FILL = 'rgba(112, 72, 232, 0.22)';

interface Props {
  zones: WrapZones;
  area: { width: number; height: number };
  /** screen px per print px, for text and lines of a fixed size on screen */
  scale: number;
  front: string;
}

/**
 * A round product's wrap on the design area (print pixels): the handle zone (a mug's band at each
 * end, beside the handle), the seam where the print's ends come together, and where the front
 * view is centred. Positions come from the print geometry (domain wrapZones).
 */
export function WrapGuides({ zones, area, scale: s, front }: Props) {
  const font = 11 / s;
  const dash = [5 / s, 4 / s];
  const pad = 6 / s;
  // Words running up a band: a Text turned a quarter left grows upwards from its origin, so
  // 'right' ends it at the top and 'center' sits it halfway (the seam's words at the top, the
  // handle's in the middle: never side by side, however narrow the bands are on a phone).
  const vertical = (text: string, left: number, right: number, fill: string, align: 'center' | 'right') => (
    <Text
      text={text}
      x={(left + right) / 2 - font / 2}
      y={area.height - pad}
      width={Math.max(0, area.height - 2 * pad)}
      align={align}
      rotation={-90}
      fontSize={font}
      fontStyle="bold"
      fill={fill}
      fontFamily={GUIDE_FONT}
      listening={false}
    />
  );
  return (
    <>
      {zones.handle.map((b) => (
        <Fragment key={`h${b.left}`}>
          <Rect
            x={b.left}
            width={b.right - b.left}
            height={area.height}
            fill={HANDLE_FILL}
            listening={false}
          />
          <Line
            points={b.left === 0 ? [b.right, 0, b.right, area.height] : [b.left, 0, b.left, area.height]}
            stroke={HANDLE_COLOUR}
            strokeWidth={1.5 / s}
            dash={dash}
            listening={false}
          />
          {vertical('Handle', b.left, b.right, HANDLE_COLOUR, 'center')}
        </Fragment>
      ))}
      {zones.seam.map((b) => (
        <Fragment key={`s${b.left}`}>
          <Rect x={b.left} width={b.right - b.left} height={area.height} fill={SEAM_FILL} listening={false} />
          {vertical('Seam', b.left, b.right, SEAM_COLOUR, 'right')}
        </Fragment>
      ))}
      {/* Where the front (0°) view is centred. */}
      <Line
        points={[zones.front, -6 / s, zones.front, 0]}
        stroke={front}
        strokeWidth={2 / s}
        listening={false}
      />
      <Text
        text="Front"
        x={zones.front - 40 / s}
        width={80 / s}
        align="center"
        y={-19 / s}
        fontSize={font}
        fill={front}
        fontFamily={GUIDE_FONT}
        listening={false}
      />
    </>
  );
}
