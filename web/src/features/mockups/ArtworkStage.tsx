import { Box, Skeleton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { WrapZones } from '@pressrun/domain';
import { Suspense } from 'react';
import { BRAND } from '../../app/theme';
import { DesignToolbar } from './DesignToolbar';
import { DesignCanvas } from './lazyParts';
import { heightForWidth, type PrintArea, type PrintOutline } from './printArea';
import type { Design } from './useDesign';

/**
 * The artwork view: the design tools over the canvas. The canvas fills the space beside the panel;
 * on a narrow screen it takes the print area's proportions instead (at most 520 px high).
 */
export function ArtworkStage({
  design,
  area,
  outline,
  zones,
  compact,
  fontsVersion,
}: {
  design: Design;
  area: PrintArea;
  outline: PrintOutline | null;
  zones: WrapZones | null;
  compact: boolean;
  /** bumped once the layer fonts have loaded, so text is redrawn with them */
  fontsVersion: number;
}) {
  const { ref: stageBox, width: boxW, height: boxH } = useElementSize();
  const stageWidth = boxW;
  const stageHeight = compact ? Math.min(heightForWidth(area, boxW || 343, 12), 520) : boxH;
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 }}>
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <DesignToolbar design={design} />
      </Box>
      <Box
        ref={stageBox}
        style={{ flex: compact ? undefined : 1, minHeight: 0, position: 'relative', background: BRAND.paper }}
        h={compact ? stageHeight : undefined}
      >
        {stageWidth > 0 && stageHeight > 0 && (
          // Until the canvas library is in, its place is held at the canvas's own size.
          <Suspense
            fallback={
              <Skeleton
                w={stageWidth}
                h={stageHeight}
                radius={0}
                role="status"
                aria-busy="true"
                aria-label="Loading the canvas"
                data-testid="canvas-loading"
              />
            }
          >
            <DesignCanvas
              layers={design.layers}
              area={area}
              width={stageWidth}
              height={stageHeight}
              outline={outline}
              zones={zones}
              selectedId={design.selectedId}
              onSelect={design.select}
              onCommit={design.patch}
              fontsVersion={fontsVersion}
            />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
