import { Alert, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMoodSad, IconPackageOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { useCatalogList } from './api';
import { CatalogHeader } from './components/CatalogHeader';
import { CatalogChips, CatalogSidebar } from './components/CatalogSidebar';
import { EmptyState } from './components/EmptyState';
import { ProductGrid } from './components/ProductGrid';
import { sectionFor, sectionPath } from './sections';

/**
 * /catalog: sidebar with All Products, Best Sellers (the default heading), New
 * Arrivals and the groups; product tiles. Public: visitors browse, signing in is needed to order.
 */
export default function CatalogPage() {
  const [params] = useSearchParams();
  const section = sectionFor(params.get('collection'));
  const list = useCatalogList({ ...section.params, pageSize: 100 });
  const count = list.data?.total;
  // A collection nobody has (a mistyped or old link) is not found; one an imported catalogue has is
  // shown under its own name once its products have come.
  const unknown = section.known === false;
  const notFound = unknown && count === 0;
  const heading = notFound
    ? 'Collection not found'
    : unknown && count === undefined
      ? 'Catalogue'
      : section.label;

  return (
    <PublicLayout
      title={`${heading} · Catalogue`}
      description={section.blurb || undefined}
      canonical={sectionPath(section.slug)}
      status={notFound ? 404 : undefined}
    >
      <CatalogHeader heading={heading} blurb={section.blurb} />

      <Container size={1240} py={{ base: 20, md: 40 }}>
        <Box mb="lg">
          <CatalogChips active={section.slug} />
        </Box>
        <Group align="flex-start" gap={40} wrap="nowrap">
          <CatalogSidebar active={section.slug} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" mb="md" mih={24}>
              <Text size="sm" c="dimmed" data-testid="catalog-count">
                {count === undefined || notFound ? '\u00a0' : `${count} product${count === 1 ? '' : 's'}`}
              </Text>
            </Group>
            {list.isError ? (
              <Alert color="red" icon={<IconAlertTriangle />} title="The catalogue could not be loaded">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{list.error.message}</Text>
                  <Button size="xs" variant="white" color="red" onClick={() => list.refetch()}>
                    Try again
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <ProductGrid
                products={list.data?.products}
                loading={list.isPending}
                hideBadge={section.params.metrics}
                empty={
                  notFound ? (
                    <EmptyState
                      icon={IconMoodSad}
                      title="This collection does not exist"
                      action={{ label: 'Browse all products', to: '/catalog?collection=all-products' }}
                    >
                      The link may be mistyped or out of date. Pick a collection from the list, or browse
                      everything we print.
                    </EmptyState>
                  ) : (
                    <EmptyState
                      icon={IconPackageOff}
                      title="No products here yet"
                      action={{ label: 'Browse all products', to: '/catalog?collection=all-products' }}
                    >
                      We are adding new blanks all the time. In the meantime, have a look at the rest of the
                      catalogue.
                    </EmptyState>
                  )
                }
              />
            )}
          </Box>
        </Group>
      </Container>
    </PublicLayout>
  );
}
