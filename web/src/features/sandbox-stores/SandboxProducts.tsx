import { Box, Group, Image, Stack, Text } from '@mantine/core';
import { formatMoney } from '@pressrun/domain';
import { IconPhoto } from '@tabler/icons-react';
import type { SandboxProduct } from './api';

/** The shop's products: photo, title, price, SKU and variants. */
export function SandboxProducts({ products }: { products: SandboxProduct[] }) {
  if (products.length === 0)
    return (
      <Text fz="sm" c="#1a1a1a">
        No products yet. Publish a template from PressRun, and it appears here.
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Products">
      {products.map((p) => (
        <Group key={p.id} component="li" gap="md" wrap="nowrap" data-testid="sandbox-product">
          {p.imageUrl ? (
            <Image src={p.imageUrl} alt="" w={56} h={56} radius="sm" fit="contain" bg="#f6f6f7" />
          ) : (
            <Box
              w={56}
              h={56}
              bg="#f6f6f7"
              style={{ borderRadius: 4, display: 'grid', placeItems: 'center' }}
            >
              <IconPhoto size={24} color="#6d7175" aria-hidden />
            </Box>
          )}
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text fw={600} c="#1a1a1a" style={{ overflowWrap: 'anywhere' }}>
              {p.title}
            </Text>
            <Text fz="sm" c="#4a4a4a" style={{ overflowWrap: 'anywhere' }}>
              SKU {p.sku}
              {p.variants.length > 1 ? ` · ${p.variants.length} variants` : ''}
            </Text>
          </Stack>
          <Text fw={600} c="#1a1a1a" style={{ flexShrink: 0 }}>
            {formatMoney(p.price)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
