import { Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An item's mockup, or a placeholder when it has none. */
export function OrderItemThumb({
  url,
  alt,
  size,
  iconSize = 28,
}: {
  url: string | null;
  alt: string;
  size: number;
  iconSize?: number;
}) {
  return url ? (
    <Image
      src={url}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
      bg="gray.0"
      style={{ flex: 'none' }}
    />
  ) : (
    <Center w={size} h={size} bg="gray.0" style={{ borderRadius: 4, flex: 'none' }}>
      <IconPhoto size={iconSize} color="var(--mantine-color-gray-6)" aria-hidden />
    </Center>
  );
}

interface ListedItem {
  id: number;
  productName: string;
  previewUrl: string | null;
  variantName: string | null;
  colorName: string | null;
}

/** 'Variant · Colour', leaving out whichever the item has not. */
export function OrderItemVariant({ item }: { item: Pick<ListedItem, 'variantName' | 'colorName'> }) {
  return (
    <Text fz="sm" c="dimmed">
      {[item.variantName, item.colorName].filter(Boolean).join(' · ')}
    </Text>
  );
}

/**
 * An order's items, one row each: the mockup, the product's name, then the lines each page shows
 * about it (Sku, variant, quantity, price, print file) in that page's order.
 */
export function OrderItemList<T extends ListedItem>({
  items,
  pictureSize,
  itemTestId,
  details,
}: {
  items: T[];
  pictureSize: number;
  itemTestId?: string;
  details: (item: T) => ReactNode;
}) {
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Items">
      {items.map((item) => (
        <li key={item.id} data-testid={itemTestId}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <OrderItemThumb url={item.previewUrl} alt={`${item.productName} preview`} size={pictureSize} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.productName}
              </Text>
              {details(item)}
            </Stack>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
