import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { exceedsArea, type FitMode, fitLayer, type Layer } from '@pressrun/domain';
import { IconAlertTriangle, IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import type { PrintArea } from './printArea';
import type { Design } from './useDesign';
import { useImageResolution } from './useImageResolution';

/**
 * An image layer's size help: 'Scale to fit' (the whole image inside the print area) and 'Fill'
 * (the print area covered, the overflow cut off), both centred and keeping the image's
 * proportions; a note when part of it falls outside the print area; and the low-resolution
 * warning when it would print below 150 DPI at its placed size.
 */
export function ImageFitActions({ layer, design, area }: { layer: Layer; design: Design; area: PrintArea }) {
  const size = { width: area.width, height: area.height };
  const low = useImageResolution(layer, area.dpi);
  const apply = (mode: FitMode) => design.patch(layer.id, fitLayer(layer, size, mode));
  return (
    <Stack gap="xs">
      <Group grow gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowsMinimize size={14} />}
          onClick={() => apply('fit')}
          data-testid="scale-to-fit"
          title="Make the whole image fit inside the print area, centred"
        >
          Scale to fit
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowsMaximize size={14} />}
          onClick={() => apply('fill')}
          data-testid="fill-area"
          title="Cover the whole print area, centred; what overflows is cut off"
        >
          Fill
        </Button>
      </Group>
      {exceedsArea(layer, size) && (
        <Text fz="xs" c="dimmed" data-testid="layer-exceeds">
          Part of this image is outside the print area and will not print. Scale to fit keeps all of it; Fill
          covers the print area.
        </Text>
      )}
      {low && (
        <Alert
          color="orange"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} />}
          data-testid="low-dpi-warning"
          data-dpi={low.dpi}
        >
          <Text fz="xs" c="navy.9">
            {low.message}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
