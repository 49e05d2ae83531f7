import { Box, Button, Stack, Text, Title } from '@mantine/core';
import type { WrapZones } from '@pressrun/domain';
import { IconTypography } from '@tabler/icons-react';
import { AddArtwork, type PlaceableArtwork } from './AddArtwork';
import type { PrintArea, PrintOutline } from './printArea';
import { WrapNote } from './WrapNote';

/** The panel's first section: add an image or text, and what the guides on the canvas mean. */
export function AddToDesign({
  area,
  outline,
  zones,
  handle,
  onPlace,
  onAddText,
}: {
  area: PrintArea;
  outline: PrintOutline | null;
  zones: WrapZones | null;
  /** the product has a handle (a mug): the wrap note speaks of it */
  handle: boolean;
  onPlace: (a: PlaceableArtwork) => boolean;
  onAddText: () => void;
}) {
  return (
    <Box>
      <Title order={2} fz="md" mb="xs">
        Add to your design
      </Title>
      <Stack gap="xs">
        <AddArtwork onPlace={onPlace} />
        <Button variant="default" leftSection={<IconTypography size={16} />} onClick={onAddText} fullWidth>
          Add text
        </Button>
      </Stack>
      <Text fz="xs" c="dimmed" mt="xs">
        Print area {area.width} × {area.height} px at {area.dpi} dpi. Keep words and logos inside the green
        safe line; colour that should reach the edge goes out to the red {outline ? 'outline' : 'bleed line'}.
      </Text>
      {zones && <WrapNote zones={zones} handle={handle} />}
      {outline && (
        <Text fz="xs" c="navy.7" fw={600} mt={6} data-testid="outline-note">
          This product is not a plain rectangle: only what is inside its red outline is printed. The shaded
          part is left bare.
        </Text>
      )}
    </Box>
  );
}
