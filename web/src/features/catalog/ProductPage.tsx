import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatMoney, METRIC, MSG, slugify, type VariantOption } from '@pressrun/domain';
import {
  IconArrowLeft,
  IconBrush,
  IconLayoutDashboard,
  IconMoodSad,
  IconShoppingCart,
} from '@tabler/icons-react';
import { type MouseEvent, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { rememberProduct } from '../../app/product-return';
import { useSession } from '../../app/session';
import { tileCollection } from '../../components/ProductTile';
import { PublicLayout } from '../../components/PublicLayout';
import { useVerifiedAction } from '../../components/useVerifiedAction';
import { useProduct } from './api';
import { EmptyState } from './components/EmptyState';
import { ProductDetails, ShippingPrices } from './components/ProductDetails';
import { ProductGallery } from './components/ProductGallery';
import { VariantPicker } from './components/VariantPicker';
import { sectionPath } from './sections';

/**
 * /product/{sku}/{variant_url}-{color_url}: pictures with the angle views, the
 * variant dropdown and colour swatches, price and shipping, description, dimensions, imprint
 * dimensions and material. 'Start Designing' for signed-in users, 'Start Order' for visitors (who
 * come back to this product's builder after signing up or in).
 */
export default function ProductPage() {
  const { sku = '', variantColor = '' } = useParams();
  const navigate = useNavigate();
  const { user, loading: sessionLoading } = useSession();
  const q = useProduct(sku);
  const data = q.data;
  const product = data?.product;
  const notFound = q.isError && (q.error as { status?: number }).status === 404;

  // Old skus and hand-typed addresses land on the product's own address.
  useEffect(() => {
    if (!product || q.isPlaceholderData) return;
    const canonical = `${product.variantUrl}-${product.colorUrl}`;
    if (product.sku !== sku || canonical !== variantColor) navigate(product.url, { replace: true });
  }, [product, q.isPlaceholderData, sku, variantColor, navigate]);

  const choose = (v: VariantOption) => navigate(v.url, { replace: true, preventScrollReset: true });
  // Designing needs a verified email: an unverified user stays here and is told so.
  const guard = useVerifiedAction();
  const startDesigning = (e: MouseEvent) => {
    if (user && !user.email_verified) {
      e.preventDefault();
      guard(() => {})();
    }
  };

  if (notFound)
    return (
      <PublicLayout title="Product not found">
        <Container size={1240} py={40}>
          <EmptyState
            icon={IconMoodSad}
            title={MSG.productNotFound}
            action={{ label: 'Browse the catalogue', to: '/catalog' }}
          >
            The product may have been renamed or retired. Have a look at what we print today.
          </EmptyState>
        </Container>
      </PublicLayout>
    );

  const group = product ? tileCollection(product.collections) : '';
  return (
    <PublicLayout
      title={product ? `${product.product} · ${product.variantName} · ${product.colorName}` : 'Product'}
    >
      <Container size={1240} py={{ base: 20, md: 32 }}>
        <Breadcrumbs separator="/" fz="sm" mb={{ base: 16, md: 24 }}>
          {/* Where the visitor came from: the dashboard when signed in, the home page otherwise. */}
          {user ? (
            <Anchor component={Link} to="/dashboard/default" c="dimmed">
              Dashboard
            </Anchor>
          ) : (
            <Anchor component={Link} to="/" c="dimmed">
              Home
            </Anchor>
          )}
          <Anchor component={Link} to="/catalog" c="dimmed">
            Catalogue
          </Anchor>
          {group && (
            <Anchor component={Link} to={sectionPath(slugify(group))} c="dimmed">
              {group}
            </Anchor>
          )}
          {product && <Text fz="sm">{product.product}</Text>}
        </Breadcrumbs>

        {!product ? (
          q.isError ? (
            <EmptyState
              icon={IconMoodSad}
              title="The product could not be loaded"
              action={{ label: 'Back to the catalogue', to: '/catalog' }}
            >
              {q.error.message}
            </EmptyState>
          ) : (
            <ProductSkeleton />
          )
        ) : (
          <>
            <Grid gutter={{ base: 24, md: 56 }}>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <ProductGallery product={product} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack
                  gap="lg"
                  style={{ opacity: q.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
                >
                  <Stack gap={6}>
                    <Group gap="xs">
                      <Text fz={12} fw={700} tt="uppercase" c="steel.5" style={{ letterSpacing: '0.08em' }}>
                        {group}
                      </Text>
                      {product.metrics === METRIC.bestSeller && (
                        <Badge color="press" size="sm" radius="sm">
                          Best Seller
                        </Badge>
                      )}
                      {product.metrics === METRIC.newArrival && (
                        <Badge color="steel" size="sm" radius="sm">
                          New
                        </Badge>
                      )}
                    </Group>
                    <Title order={1} fz={{ base: 28, md: 36 }} c="navy.8" lh={1.15}>
                      {product.product}
                    </Title>
                    <Text c="dimmed" size="sm">
                      {product.variantName} · {product.colorName} · SKU {product.sku}
                    </Text>
                  </Stack>
                  <Group align="baseline" gap="xs">
                    <Text fz={32} fw={800} c="navy.8" data-testid="product-price">
                      {formatMoney(product.price)}
                    </Text>
                    <Text c="dimmed" size="sm">
                      per item, printed to order
                    </Text>
                  </Group>
                  <VariantPicker product={product} variants={data.variants} onChoose={choose} />
                  <Stack gap="xs">
                    {sessionLoading ? (
                      <Skeleton h={50} radius="md" />
                    ) : user ? (
                      <Button
                        component={Link}
                        to={`/product/mockup/?sku=${encodeURIComponent(product.sku)}`}
                        onClick={startDesigning}
                        size="lg"
                        color="press.6"
                        leftSection={<IconBrush size={20} />}
                        fullWidth
                      >
                        Start Designing
                      </Button>
                    ) : (
                      <>
                        <Button
                          component={Link}
                          to="/register"
                          onClick={() => rememberProduct(product.sku)}
                          size="lg"
                          color="press.6"
                          leftSection={<IconShoppingCart size={20} />}
                          fullWidth
                        >
                          Start Order
                        </Button>
                        <Text size="xs" c="dimmed" ta="center">
                          Create a free account to upload your artwork, design and order. No minimums.
                        </Text>
                      </>
                    )}
                    <Group justify="space-between" mt={4}>
                      <Anchor component={Link} to="/catalog" size="sm" fw={600}>
                        <IconArrowLeft size={15} style={{ verticalAlign: -2 }} /> Back to catalogue
                      </Anchor>
                      {user && (
                        <Anchor component={Link} to="/dashboard/default" size="sm" fw={600}>
                          <IconLayoutDashboard size={15} style={{ verticalAlign: -2 }} /> Dashboard
                        </Anchor>
                      )}
                    </Group>
                  </Stack>
                  <ShippingPrices product={product} />
                </Stack>
              </Grid.Col>
            </Grid>
            <Divider my={{ base: 32, md: 56 }} />
            <Box mb={{ base: 24, md: 48 }}>
              <ProductDetails product={product} />
            </Box>
          </>
        )}
      </Container>
    </PublicLayout>
  );
}

function ProductSkeleton() {
  return (
    <Grid gutter={{ base: 24, md: 56 }} data-testid="product-skeleton">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} h="auto" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Skeleton h={12} w="30%" />
          <Skeleton h={36} w="80%" />
          <Skeleton h={14} w="50%" />
          <Skeleton h={32} w="25%" mt="md" />
          <Skeleton h={42} w={320} mt="md" />
          <Skeleton h={34} w="60%" />
          <Skeleton h={50} mt="md" />
          <Skeleton h={140} mt="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
