import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Container,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CATALOG_GROUPS, type CatalogListResponse, slugify } from '@pressrun/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { get } from '../../app/api';
import { useSession } from '../../app/session';
import { ProductTile, ProductTileSkeleton } from '../../components/ProductTile';
import { PublicLayout } from '../../components/PublicLayout';
import { useVerifiedAction } from '../../components/useVerifiedAction';
import { PickerSignInNote } from './PickerSignInNote';

const ALL = 'all';
const GROUPS = [
  { value: ALL, label: 'All' },
  ...CATALOG_GROUPS.map((g) => ({ value: slugify(g.name), label: g.name })),
];
const SKELETONS = Array.from({ length: 8 }, (_, i) => `s${i}`);

/** The builder for one product (its print area and mockups). */
export const builderFor = (sku: string) => `/product/mockup/?sku=${encodeURIComponent(sku)}`;

/**
 * /product/mockup/ without a product (the header's Custom Builder): the catalogue's products to
 * choose from; choosing one opens the builder with it. Visitors are asked to create an account
 * first (and come back to the builder), and an unverified user is asked to verify the email.
 */
export default function ProductPickerPage() {
  const { user } = useSession();
  const guard = useVerifiedAction();
  const [group, setGroup] = useState(ALL);
  const list = useQuery({
    queryKey: ['catalog', 'list', { collection: group === ALL ? undefined : group, pageSize: 100 }],
    queryFn: () =>
      get<CatalogListResponse>(
        `/api/catalog/products?pageSize=100${group === ALL ? '' : `&collection=${encodeURIComponent(group)}`}`,
      ),
    staleTime: 5 * 60_000,
  });
  const unverified = Boolean(user && !user.email_verified);
  const linkFor = (sku: string) =>
    user ? builderFor(sku) : `/register?next=${encodeURIComponent(builderFor(sku))}`;
  const onPick = unverified
    ? (e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        guard(() => {})();
      }
    : undefined;

  return (
    <PublicLayout title="Custom Builder">
      <Box bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size={1240} py={{ base: 20, md: 32 }}>
          <Breadcrumbs separator="/" fz="sm" mb={8}>
            <Anchor component={Link} to={user ? '/dashboard/default' : '/'} c="dimmed">
              {user ? 'Dashboard' : 'Home'}
            </Anchor>
            <Text fz="sm">Custom Builder</Text>
          </Breadcrumbs>
          <Stack gap={6} maw={720}>
            <Title order={1} fz={{ base: 28, md: 36 }} c="navy.8">
              Choose a product to design
            </Title>
            <Text c="dimmed">
              Pick a blank and the builder opens with its print area: place your artwork and text, check the
              mockups, and save it as a template to order.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size={1240} py={{ base: 20, md: 36 }}>
        <Stack gap="lg">
          {!user && <PickerSignInNote />}
          <Box style={{ overflowX: 'auto' }}>
            <SegmentedControl
              value={group}
              onChange={setGroup}
              data={GROUPS}
              aria-label="Product group"
              radius="xl"
            />
          </Box>
          {list.isError ? (
            <Alert color="red" icon={<IconAlertTriangle />} title="The catalogue could not be loaded">
              <Button size="xs" variant="white" color="red" onClick={() => list.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <SimpleGrid
              cols={{ base: 2, sm: 3, lg: 4 }}
              spacing={{ base: 'md', md: 'lg' }}
              verticalSpacing={{ base: 'xl', md: 36 }}
              data-testid="product-picker"
            >
              {list.isPending
                ? SKELETONS.map((k) => <ProductTileSkeleton key={k} />)
                : list.data.products.map((p, i) => (
                    <ProductTile key={p.sku} product={p} eager={i < 4} to={linkFor(p.sku)} onClick={onPick} />
                  ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
