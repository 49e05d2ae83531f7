import { Anchor, Box, Breadcrumbs, Container, Group, Stack, Text, Title } from '@mantine/core';
import { MAX_INPUT, MSG } from '@pressrun/domain';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { useCatalogList } from './api';
import { EmptyState } from './components/EmptyState';
import { ProductGrid } from './components/ProductGrid';
import { SearchBox } from './components/SearchBox';

const SUGGESTIONS = ['Mug', 'Tumbler', 'Water bottle', 'Poster', 'Pink', 'Coaster'];

/** /search: one required query of at most 256 characters; results ranked by the server. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const valid = q.length > 0 && q.length <= MAX_INPUT;
  const results = useCatalogList({ search: q, pageSize: 100 }, valid);
  const total = results.data?.total;

  return (
    <PublicLayout
      title={q ? `Search: ${q.length > 60 ? `${q.slice(0, 60)}…` : q}` : 'Search'}
      canonical={q ? `/search?q=${encodeURIComponent(q)}` : '/search'}
    >
      <Box bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size={1240} py={{ base: 20, md: 32 }}>
          <Breadcrumbs separator="/" fz="sm" mb={8}>
            <Anchor component={Link} to="/" c="dimmed">
              Home
            </Anchor>
            <Anchor component={Link} to="/catalog" c="dimmed">
              Catalogue
            </Anchor>
            <Text fz="sm">Search</Text>
          </Breadcrumbs>
          <Stack gap="md" maw={720} style={{ minWidth: 0 }}>
            {/* A long query wraps anywhere and stops after three lines, never running off the page. */}
            <Title
              order={1}
              fz={{ base: 28, md: 36 }}
              c="navy.8"
              lineClamp={3}
              style={{ overflowWrap: 'anywhere' }}
              title={q ? `Results for “${q}”` : undefined}
            >
              {q ? (
                <>
                  Results for <span data-testid="search-query">“{q}”</span>
                </>
              ) : (
                'Search the catalogue'
              )}
            </Title>
            <SearchBox initial={q} size="lg" autoFocus={!q} />
            {!q && (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  Try:
                </Text>
                {SUGGESTIONS.map((s) => (
                  <Anchor
                    key={s}
                    component={Link}
                    to={`/search?q=${encodeURIComponent(s)}`}
                    size="sm"
                    fw={600}
                  >
                    {s}
                  </Anchor>
                ))}
              </Group>
            )}
          </Stack>
        </Container>
      </Box>
      <Container size={1240} py={{ base: 24, md: 40 }}>
        {!q ? (
          <EmptyState
            icon={IconSearch}
            title="Find a product"
            action={{ label: 'Browse the catalogue', to: '/catalog' }}
          >
            Search by product name, sku, collection or colour.
          </EmptyState>
        ) : !valid ? (
          <Text c="red" data-testid="search-error">
            {MSG.maxLength}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="md" data-testid="search-count">
              {total === undefined ? '\u00a0' : `${total} product${total === 1 ? '' : 's'} found`}
            </Text>
            <ProductGrid
              products={results.data?.products}
              loading={results.isPending}
              empty={
                <EmptyState
                  icon={IconSearchOff}
                  title="No products match your search"
                  action={{ label: 'Browse all products', to: '/catalog?collection=all-products' }}
                >
                  Check the spelling, or search for a product type, a colour or a sku.
                </EmptyState>
              }
            />
          </>
        )}
      </Container>
    </PublicLayout>
  );
}
