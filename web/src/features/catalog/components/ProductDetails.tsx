import { Box, List, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { formatMoney, type ProductDetail } from '@pressrun/domain';
import { IconCheck, IconTruckDelivery } from '@tabler/icons-react';

export const SHIPPING_NOTE =
  'Prices are for an order of one item. An order of two or more items ships as one parcel, priced from the carrier’s rate for its weight and destination: you see it at order review, before you pay.';

const inches = (px: number, dpi: number) => `${Number((px / dpi).toFixed(2))}`;

/**
 * Standard, expedited and international shipping of an order of this one item. An order of two or
 * more items is priced from the rate provider's rate for the whole parcel (checkout's quote), so
 * the note says so rather than adding a per-item figure the quote would not use.
 */
export function ShippingPrices({ product }: { product: ProductDetail }) {
  const rows = [
    { label: 'Standard (US, 2-3 days)', value: product.shippingUs },
    { label: 'Expedited (US)', value: product.shippingExpedited },
    { label: 'International', value: product.shippingIntl },
  ];
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="shipping-prices">
      <Stack gap={10}>
        <Text fw={700} size="sm" c="navy.8">
          <IconTruckDelivery size={18} style={{ verticalAlign: -4, marginRight: 6 }} />
          Shipping
        </Text>
        {rows.map((r) => (
          <Box key={r.label} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
            <Text size="sm" c="gray.7">
              {r.label}
            </Text>
            <Text size="sm" fw={600}>
              {formatMoney(r.value)}
            </Text>
          </Box>
        ))}
        <Text size="xs" c="dimmed" data-testid="shipping-note">
          {SHIPPING_NOTE}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Description, bullet points (bullet_pt … bullet_pt_5 without the hidden '-' ones) and the specs table. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const { printArea: pa } = product;
  const specs: Array<[string, string]> = [
    ['Dimensions', product.dimensions],
    [
      'Imprint dimensions',
      `${pa.widthPx} × ${pa.heightPx} px (${inches(pa.widthPx, pa.dpi)} × ${inches(pa.heightPx, pa.dpi)} in at ${pa.dpi} DPI)`,
    ],
    ['Material', product.material],
    ['Bleed', `${pa.bleedPx} px on each side`],
    ['SKU', product.sku],
  ].filter(([, v]) => v) as Array<[string, string]>;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 56 }}>
      <Stack gap="md">
        <Title order={2} fz={22} c="navy.8">
          About this product
        </Title>
        {product.bodyDescription && (
          <Text c="gray.7" lh={1.7}>
            {product.bodyDescription}
          </Text>
        )}
        {product.bullets.length > 0 && (
          <List
            spacing="sm"
            center
            data-testid="product-bullets"
            icon={
              <ThemeIcon size={22} radius="xl" color="steel" variant="light">
                <IconCheck size={14} stroke={2.4} />
              </ThemeIcon>
            }
          >
            {product.bullets.map((b) => (
              <List.Item key={b}>
                <Text size="sm" c="gray.8">
                  {b}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap="md">
        <Title order={2} fz={22} c="navy.8">
          Specifications
        </Title>
        <Table verticalSpacing="sm" horizontalSpacing={0} data-testid="product-specs">
          <Table.Tbody>
            {specs.map(([k, v]) => (
              <Table.Tr key={k}>
                <Table.Th w={170} fw={600} c="navy.8" fz="sm" style={{ verticalAlign: 'top' }}>
                  {k}
                </Table.Th>
                <Table.Td fz="sm" c="gray.7">
                  {v}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SimpleGrid>
  );
}
