import { Alert, Box, Divider, Skeleton, Stack, Title } from '@mantine/core';
import type { WrapZones } from '@pressrun/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { type Dispatch, type SetStateAction, Suspense } from 'react';
import { AddToDesign } from './AddToDesign';
import type { TemplateDetails } from './draft-options';
import { LayerList } from './LayerList';
import { SelectedLayerCard } from './lazyParts';
import type { PrintArea, PrintOutline } from './printArea';
import { TemplateDetailsForm } from './TemplateDetailsForm';
import type { useAddLayer } from './useAddLayer';
import type { Design } from './useDesign';

/**
 * The builder's side panel: adding to the design, the layers and the selected one's card, and the
 * template's details. Beside the canvas on a wide screen, under it on a narrow one.
 */
export function BuilderPanel({
  design,
  area,
  outline,
  zones,
  handle,
  adding,
  details,
  onDetails,
}: {
  design: Design;
  area: PrintArea;
  outline: PrintOutline | null;
  zones: WrapZones | null;
  handle: boolean;
  adding: ReturnType<typeof useAddLayer>;
  details: TemplateDetails;
  onDetails: Dispatch<SetStateAction<TemplateDetails>>;
}) {
  return (
    <Stack gap="lg" p="md">
      <AddToDesign
        area={area}
        outline={outline}
        zones={zones}
        handle={handle}
        onPlace={adding.placeArtwork}
        onAddText={adding.addText}
      />
      {adding.notice && (
        <Alert
          color="steel"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="place-notice"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={adding.dismissNotice}
        >
          {adding.notice}
        </Alert>
      )}
      <Divider />
      <Box>
        <Title order={2} fz="md" mb="xs">
          Layers
        </Title>
        <LayerList
          layers={design.layers}
          selectedId={design.selectedId}
          onSelect={design.select}
          dpi={area.dpi}
        />
      </Box>
      {design.selected && (
        <Suspense fallback={<Skeleton h={220} radius="md" />}>
          <SelectedLayerCard layer={design.selected} design={design} area={area} />
        </Suspense>
      )}
      <Divider />
      <TemplateDetailsForm details={details} onChange={onDetails} />
    </Stack>
  );
}
