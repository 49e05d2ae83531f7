import { Alert, Box, Button, Center, Group, Skeleton, Stack } from '@mantine/core';
import { MSG, type TemplateView } from '@pressrun/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { forgetProduct } from '../../app/product-return';
import { Brand } from '../../components/Brand';
import { type BuilderProduct, useBuilderProduct, useTemplate } from './api';
import { Builder } from './Builder';
import { loadCanvas } from './lazyParts';

/** Shown instead of the builder when the product or the template cannot be had. */
function Unavailable({ message }: { message: string }) {
  return (
    <Center component="main" mih="80vh" p="md">
      <Stack align="center" gap="lg" maw={520} w="100%">
        <Brand to="/dashboard/default" />
        <Alert color="press" icon={<IconAlertCircle />} title={message} w="100%">
          <Group gap="xs" mt="xs">
            <Button component={Link} to="/catalog" variant="light" color="navy" size="xs">
              Browse the catalog
            </Button>
            <Button component={Link} to="/dashboard/templates" variant="subtle" color="navy" size="xs">
              My templates
            </Button>
          </Group>
        </Alert>
      </Stack>
    </Center>
  );
}

function BuilderSkeleton() {
  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }} aria-busy="true">
      <Skeleton h={56} radius={0} />
      <Box style={{ flex: 1, display: 'flex', gap: 16 }} p="md">
        <Stack w={300} visibleFrom="md">
          <Skeleton h={120} />
          <Skeleton h={220} />
        </Stack>
        <Skeleton style={{ flex: 1 }} />
      </Box>
    </Box>
  );
}

/**
 * /product/mockup/{id?}?sku= — the mockup builder for a product, optionally reopening a template.
 * (The route guard has already sent unverified users to the dashboard.)
 */
export default function MockupBuilderPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const routeId = id && /^\d+$/.test(id) ? Number(id) : null;
  // The draft this builder created itself: its id lands in the URL, which must not reload the page.
  const created = useRef<number | null>(null);
  const loadId = routeId !== null && routeId !== created.current ? routeId : null;
  const template = useTemplate(loadId);
  const sku = template.data?.sku || params.get('sku')?.trim() || null;
  const product = useBuilderProduct(sku);
  // The visitor who started from a product page has arrived: later sign-ins go to the dashboard.
  useEffect(forgetProduct, []);
  // The canvas library downloads while the product and the template are read, not after.
  void loadCanvas();
  const onCreated = useCallback((newId: number) => {
    created.current = newId;
  }, []);

  if (id !== undefined && routeId === null) return <Unavailable message={MSG.templateMissing} />;
  if (template.isError) return <Unavailable message={MSG.templateMissing} />;
  if (loadId !== null && template.isPending) return <BuilderSkeleton />;
  if (!sku || product.isError) return <Unavailable message={MSG.productNotFound} />;
  if (product.isPending) return <BuilderSkeleton />;
  return (
    <Builder
      key={loadId ?? 'new'}
      product={product.data as BuilderProduct}
      template={(template.data as TemplateView | undefined) ?? null}
      onCreated={onCreated}
    />
  );
}
