import { Card, CloseButton, Group, Text } from '@mantine/core';
import type { Layer } from '@pressrun/domain';
import { LayerProperties } from './LayerProperties';
import type { PrintArea } from './printArea';
import type { Design } from './useDesign';

/** The selected layer's card: its kind, a way to let go of it, and its properties. */
export function SelectedLayerCard({
  layer,
  design,
  area,
}: {
  layer: Layer;
  design: Design;
  area: PrintArea;
}) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={700} fz="sm">
          {layer.type === 'text' ? 'Text layer' : 'Image layer'}
        </Text>
        <CloseButton size="sm" aria-label="Deselect layer" onClick={() => design.select(null)} />
      </Group>
      <LayerProperties layer={layer} design={design} area={area} />
    </Card>
  );
}
