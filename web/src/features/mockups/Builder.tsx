import { Box, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TemplateView } from '@pressrun/domain';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { ArtworkStage } from './ArtworkStage';
import type { BuilderProduct } from './api';
import { BuilderHeader, type BuilderView } from './BuilderHeader';
import { BuilderLayout } from './BuilderLayout';
import { BuilderPanel } from './BuilderPanel';
import type { TemplateDetails } from './draft-options';
import { MockupsPane, prefetchLaterParts } from './lazyParts';
import { useAddLayer } from './useAddLayer';
import { useBuilderKeys } from './useBuilderKeys';
import { useDesign } from './useDesign';
import { useLayerFonts } from './useLayerFonts';
import { useMockupRender } from './useMockupRender';
import { useProductArea } from './useProductArea';
import { useSaveActions } from './useSaveActions';
import { useTemplateDraft } from './useTemplateDraft';

interface Props {
  product: BuilderProduct;
  template: TemplateView | null;
  onCreated: (id: number) => void;
}

/** 'Mug — 11 oz, White': the product, then its variant and colour where it has them. */
const titleOf = (p: BuilderProduct) =>
  [p.product, [p.variantName, p.colorName].filter(Boolean).join(', ')].filter(Boolean).join(' — ');

/** The Mockup view's place while its code arrives (fetched after the first view, so rarely seen). */
function MockupsPaneSkeleton({ compact }: { compact: boolean }) {
  return (
    <Box p={compact ? 'sm' : 'xl'} style={{ flex: 1 }} aria-busy="true" aria-label="Loading the mockups">
      <Skeleton maw={1100} mx="auto" h={compact ? 360 : 520} radius="lg" />
    </Box>
  );
}

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
  const showArtwork = useCallback(() => setView('artwork'), []);
  const adding = useAddLayer(design, area, showArtwork);
  const actions = useSaveActions({ template, design, area, render, draft });
  // Once the builder is on screen, the parts its first view does not show follow.
  useEffect(prefetchLaterParts, []);

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
      <Suspense fallback={<MockupsPaneSkeleton compact={compact} />}>
        <MockupsPane
          product={product}
          render={render}
          hasLayers={design.layers.length > 0}
          fileStem={details.name.trim() || product.product}
          downloadAllUrl={actions.downloadAllUrl}
          compact={compact}
        />
      </Suspense>
    );
  const header = (
    <BuilderHeader
      productName={titleOf(product)}
      sku={product.sku}
      view={view}
      onView={setView}
      canReview={actions.canReview}
      busy={draft.busy}
      onReview={actions.onReview}
      onLeave={actions.onLeave}
      compact={compact}
    />
  );

  return (
    <BuilderLayout compact={compact} header={header} panel={panel} showPanel={view === 'artwork'}>
      {shown}
    </BuilderLayout>
  );
}
