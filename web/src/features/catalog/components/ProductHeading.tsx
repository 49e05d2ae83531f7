import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, METRIC, type ProductDetail } from '@pressrun/domain';

/** The product's collection and marks (Best Seller, New), its name, variant, colour, SKU and price. */
export function ProductHeading({ product, group }: { product: ProductDetail; group: string }) {
  return (
    <>
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
    </>
  );
}
