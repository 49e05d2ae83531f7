import { Box, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { hasVisibleLayer, type TemplateView } from '@pressrun/domain';
import { useCallback, useState } from 'react';
import { ApiError } from '../../app/api';
import { BRAND } from '../../app/theme';
import { ArtworkStage } from './ArtworkStage';
import type { BuilderProduct } from './api';
import { BuilderHeader, type BuilderView } from './BuilderHeader';
import { BuilderPanel } from './BuilderPanel';
import { MockupsPane } from './MockupsPane';
import { snapshotDesign } from './snapshot';
import { useAddLayer } from './useAddLayer';
import { useBuilderKeys } from './useBuilderKeys';
import { useDesign } from './useDesign';
import { useLayerFonts } from './useLayerFonts';
import { useMockupRender } from './useMockupRender';
import { useProductArea } from './useProductArea';
import { type TemplateDetails, useTemplateDraft } from './useTemplateDraft';

const PANEL_WIDTH = 320;

interface Props {
  product: BuilderProduct;
  template: TemplateView | null;
  onCreated: (id: number) => void;
}

const fail = (e: unknown) =>
  notifications.show({
    color: 'red',
    autoClose: false,
    message: e instanceof ApiError ? e.message : 'Something went wrong. Please try again later.',
  });

/** The builder itself, for one product and (optionally) one saved template. */
export function Builder({ product, template, onCreated }: Props) {
  const compact = useMediaQuery('(max-width: 62em)') ?? false;
  const { area, outline, zones } = useProductArea(product);
  const design = useDesign(area, template?.layers ?? []);
  const [view, setView] = useState<BuilderView>('artwork');
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
  const adding = useAddLayer(
    design,
    area,
    useCallback(() => setView('artwork'), []),
  );

  // Anything that prints counts: an image, or text alone.
  const canReview = hasVisibleLayer(design.layers, area);
  const preview = { render: render.ensure, flat: () => snapshotDesign(design.layers, area) };
  const onReview = () => draft.save(design.layers, preview).catch(fail);
  const onLeave = (to: string) => draft.leave(to, design.layers, preview).catch(fail);

  // The saved template's zip holds the design as saved: offered while the builder shows that design.
  const savedAsShown =
    Boolean(template?.previewUrl) && JSON.stringify(design.layers) === JSON.stringify(template?.layers);
  const downloadAllUrl = savedAsShown && template ? `/api/templates/${template.id}/download` : null;

  const panel = (
    <BuilderPanel
      design={design}
      area={area}
      outline={outline}
      zones={zones}
      handle={product.mockupShape === 'mug'}
      adding={adding}
      details={details}
      onDetails={setDetails}
    />
  );
  const shown =
    view === 'artwork' ? (
      <ArtworkStage
        design={design}
        area={area}
        outline={outline}
        zones={zones}
        compact={compact}
        fontsVersion={fontsVersion}
      />
    ) : (
      <MockupsPane
        product={product}
        render={render}
        hasLayers={design.layers.length > 0}
        fileStem={details.name.trim() || product.product}
        downloadAllUrl={downloadAllUrl}
        compact={compact}
      />
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
          {shown}
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
        {shown}
      </Box>
    </Box>
  );
}
