import type Konva from 'konva';
import type { Ref } from 'react';
import { Transformer } from 'react-konva';
import { BRAND } from '../../app/theme';

/**
 * The handles on the selected layer: corners to scale it (keeping its proportions) and a rotation
 * handle that snaps to every 45°.
 */
export function SelectionTransformer({
  ref,
  small,
  maxBox,
}: {
  ref: Ref<Konva.Transformer>;
  /** smaller handles, for a text layer */
  small: boolean;
  /** the largest side a layer may have, in stage pixels */
  maxBox: number;
}) {
  return (
    <Transformer
      ref={ref}
      name="design-transformer"
      rotateEnabled
      keepRatio
      enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
      rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
      rotationSnapTolerance={4}
      anchorSize={small ? 9 : 11}
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
  );
}
