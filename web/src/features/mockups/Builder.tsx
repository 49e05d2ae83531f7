import {
  Alert,
  Box,
  Button,
  Card,
  CloseButton,
  Divider,
  Group,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  centredBox,
  DEFAULT_FONT,
  fitInside,
  fitsPrintArea,
  hasVisibleLayer,
  imageScaledNotice,
  LAYER_MSG,
  MAX_INPUT,
  MAX_LAYERS,
  type TemplateView,
  wrapZones,
} from '@pressrun/domain';
import { IconInfoCircle, IconTypography } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../app/api';
import { BRAND } from '../../app/theme';
import { AddArtwork, type PlaceableArtwork } from './AddArtwork';
import type { BuilderProduct } from './api';
import { BuilderHeader, type BuilderView } from './BuilderHeader';
import { DesignCanvas } from './DesignCanvas';
import { DesignToolbar } from './DesignToolbar';
import { LayerList } from './LayerList';
import { LayerProperties } from './LayerProperties';
import { ListingPhotos } from './ListingPhotos';
import { MockupView } from './MockupView';
import { heightForWidth, outlineOf, type PrintArea } from './printArea';
import { snapshotDesign } from './snapshot';
import { measureText, NEW_TEXT_FILL, newLayerId } from './textLayer';
import { useBuilderKeys } from './useBuilderKeys';
import { useDesign } from './useDesign';
import { useLayerFonts } from './useLayerFonts';
import { useMockupRender } from './useMockupRender';
import { type TemplateDetails, useTemplateDraft } from './useTemplateDraft';
import { WrapNote } from './WrapNote';

const PANEL_WIDTH = 320;

interface Props {
  product: BuilderProduct;
  template: TemplateView | null;
  onCreated: (id: number) => void;
}

/** The builder itself, for one product and (optionally) one saved template. */
export function Builder({ product, template, onCreated }: Props) {
  const compact = useMediaQuery('(max-width: 62em)') ?? false;
  const area: PrintArea = useMemo(
    () => ({
      width: product.printArea.widthPx,
      height: product.printArea.heightPx,
      bleed: product.printArea.bleedPx ?? 0,
      dpi: product.printArea.dpi,
    }),
    [product],
  );
  // Round and shaped products (coasters, keychains): the canvas shows the face the print stays on.
  const outline = useMemo(
    () => outlineOf(product.mockup, { width: area.width, height: area.height }),
    [product, area],
  );
  // Mugs, tumblers and bottles: where the handle and the seam fall on the print, and the front.
  const zones = useMemo(
    () =>
      wrapZones({
        shape: product.mockupShape,
        widthPx: area.width,
        dpi: area.dpi,
        arcDegrees: product.mockup?.arcDegrees,
      }),
    [product, area],
  );
  const design = useDesign(area, template?.layers ?? []);
  const [view, setView] = useState<BuilderView>('artwork');
  const [placed, setPlaced] = useState<{ layerId: string; message: string } | null>(null);
  const [details, setDetails] = useState<TemplateDetails>({
    name: template?.name ?? '',
    description: template?.description ?? '',
  });
  const render = useMockupRender(product.sku, design.layers, view === 'mockup');
  const draft = useTemplateDraft({
    sku: product.sku,
    templateId: template?.id ?? null,
    status: template?.status ?? null,
    hasPreview: Boolean(template?.previewUrl),
    layers: design.layers,
    area,
    details,
    onCreated,
  });
  useBuilderKeys(design, view === 'artwork');
  const fontsVersion = useLayerFonts();
  const { ref: stageBox, width: boxW, height: boxH } = useElementSize();

  // The renderer takes at most MAX_LAYERS layers: say so before adding one more.
  const roomForLayer = useCallback(() => {
    if (design.layers.length < MAX_LAYERS) return true;
    notifications.show({ color: 'red', autoClose: false, message: LAYER_MSG.tooMany });
    return false;
  }, [design.layers.length]);

  const placeArtwork = useCallback(
    (art: PlaceableArtwork) => {
      if (!roomForLayer()) return false;
      // An image larger than the print area is placed scaled down to fit it (one step: one undo
      // takes it away again), and the panel says so; its file keeps its full resolution.
      const size = fitInside(art, area);
      const id = newLayerId();
      setPlaced(
        fitsPrintArea(art, area) ? null : { layerId: id, message: imageScaledNotice(area, art, size) },
      );
      design.add({ id, type: 'image', source: art.url, rotation: 0, ...centredBox(size, area) });
      setView('artwork');
      return true;
    },
    [area, design, roomForLayer],
  );
  // The notice is about the image it placed: it goes when that image is undone or removed.
  const notice = placed && design.layers.some((l) => l.id === placed.layerId) ? placed.message : null;

  const addText = () => {
    if (!roomForLayer()) return;
    const fontSize = Math.max(12, Math.round(area.height / 8));
    const source = 'Your text';
    const size = measureText(source, fontSize, DEFAULT_FONT);
    design.add({
      id: newLayerId(),
      type: 'text',
      source,
      fontSize,
      fontFamily: DEFAULT_FONT,
      fill: NEW_TEXT_FILL,
      rotation: 0,
      ...centredBox(size, area),
    });
    setView('artwork');
  };

  const fail = (e: unknown) =>
    notifications.show({
      color: 'red',
      autoClose: false,
      message: e instanceof ApiError ? e.message : 'Something went wrong. Please try again later.',
    });
  // Anything that prints counts: an image, or text alone.
  const canReview = hasVisibleLayer(design.layers, area);
  const preview = { render: render.ensure, flat: () => snapshotDesign(design.layers, area) };
  const onReview = () => draft.save(design.layers, preview).catch(fail);
  const onLeave = (to: string) => draft.leave(to, design.layers, preview).catch(fail);

  // The saved template's zip holds the design as saved: offered while the builder shows that design.
  const savedAsShown =
    Boolean(template?.previewUrl) && JSON.stringify(design.layers) === JSON.stringify(template?.layers);
  const downloadAllUrl = savedAsShown && template ? `/api/templates/${template.id}/download` : null;

  const stageWidth = boxW;
  const stageHeight = compact ? Math.min(heightForWidth(area, boxW || 343, 12), 520) : boxH;

  const panel = (
    <Stack gap="lg" p="md">
      <Box>
        <Title order={2} fz="md" mb="xs">
          Add to your design
        </Title>
        <Stack gap="xs">
          <AddArtwork onPlace={placeArtwork} />
          <Button variant="default" leftSection={<IconTypography size={16} />} onClick={addText} fullWidth>
            Add text
          </Button>
        </Stack>
        <Text fz="xs" c="dimmed" mt="xs">
          Print area {area.width} × {area.height} px at {area.dpi} dpi. Keep words and logos inside the green
          safe line; colour that should reach the edge goes out to the red{' '}
          {outline ? 'outline' : 'bleed line'}.
        </Text>
        {zones && <WrapNote zones={zones} handle={product.mockupShape === 'mug'} />}
        {outline && (
          <Text fz="xs" c="navy.7" fw={600} mt={6} data-testid="outline-note">
            This product is not a plain rectangle: only what is inside its red outline is printed. The shaded
            part is left bare.
          </Text>
        )}
      </Box>
      {notice && (
        <Alert
          color="steel"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="place-notice"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setPlaced(null)}
        >
          {notice}
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
        <Card withBorder radius="md" padding="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={700} fz="sm">
              {design.selected.type === 'text' ? 'Text layer' : 'Image layer'}
            </Text>
            <CloseButton size="sm" aria-label="Deselect layer" onClick={() => design.select(null)} />
          </Group>
          <LayerProperties layer={design.selected} design={design} area={area} />
        </Card>
      )}
      <Divider />
      <Box>
        <Title order={2} fz="md" mb="xs">
          Template details
        </Title>
        <Stack gap="xs">
          <TextInput
            label="Name"
            size="sm"
            placeholder="Template N"
            maxLength={MAX_INPUT}
            value={details.name}
            onChange={(e) => setDetails((d) => ({ ...d, name: e.currentTarget.value }))}
          />
          <Textarea
            label="Description"
            size="sm"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={MAX_INPUT}
            placeholder="What is this design for?"
            value={details.description}
            onChange={(e) => setDetails((d) => ({ ...d, description: e.currentTarget.value }))}
          />
        </Stack>
      </Box>
    </Stack>
  );

  const artwork = (
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
        )}
      </Box>
    </Box>
  );

  const mockups = (
    <Box p={compact ? 'sm' : 'xl'} style={{ flex: 1, overflow: 'auto' }}>
      <Box maw={1100} mx="auto">
        <MockupView
          available={!render.unavailable}
          hasLayers={design.layers.length > 0}
          job={render.job}
          error={render.error}
          requested={render.requested}
          onRetry={() => void render.ensure()}
          productName={product.product}
        />
        {!render.unavailable && design.layers.length > 0 && (
          <Box mt="xl">
            <ListingPhotos
              job={render.job}
              renderFailed={Boolean(render.error)}
              fileStem={details.name.trim() || product.product}
              productName={product.product}
              downloadAllUrl={downloadAllUrl}
              onBackground={render.addBackground}
            />
          </Box>
        )}
      </Box>
    </Box>
  );

  const header = (
    <BuilderHeader
      productName={[product.product, [product.variantName, product.colorName].filter(Boolean).join(', ')]
        .filter(Boolean)
        .join(' — ')}
      sku={product.sku}
      view={view}
      onView={setView}
      canReview={canReview}
      busy={draft.busy}
      onReview={onReview}
      onLeave={onLeave}
      compact={compact}
    />
  );

  if (compact)
    return (
      <Box mih="100dvh" bg={BRAND.paper}>
        {header}
        <main>
          {view === 'artwork' ? artwork : mockups}
          {view === 'artwork' && (
            <Box bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              {panel}
            </Box>
          )}
        </main>
      </Box>
    );

  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg={BRAND.paper}>
      {header}
      <Box component="main" style={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <ScrollArea
          w={PANEL_WIDTH}
          bg="white"
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
        >
          {panel}
        </ScrollArea>
        {view === 'artwork' ? artwork : mockups}
      </Box>
    </Box>
  );
}
