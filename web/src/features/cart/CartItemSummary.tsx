import { Image, Stack, Text } from '@mantine/core';
import type { CartItemView } from '@pressrun/domain';
import type { ReactNode } from 'react';

/** How a cart line is named: its template's name, else the product's. */
export const cartItemTitle = (item: CartItemView) => item.templateName || item.productName;

/** A cart line's picture: the template's rendered preview, named by template and product. */
export function CartItemPicture({
  item,
  size,
  fallbackSrc,
}: {
  item: CartItemView;
  size: number;
  fallbackSrc?: string;
}) {
  return (
    <Image
      src={item.previewUrl}
      alt={`${cartItemTitle(item)}: ${item.productName} preview`}
      w={size}
      h={size}
      fit="contain"
      radius={size > 80 ? 'md' : 'sm'}
      bg="gray.0"
      fallbackSrc={fallbackSrc}
    />
  );
}

/** The line's title and its product · variant · colour (plus `extra`), cut to one line each. */
export function CartItemText({ item, extra }: { item: CartItemView; extra?: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} truncate="end">
        {cartItemTitle(item)}
      </Text>
      <Text fz="sm" c="dimmed" truncate="end">
        {[item.productName, item.variantName, item.colorName].filter(Boolean).join(' · ')}
        {extra}
      </Text>
    </Stack>
  );
}
