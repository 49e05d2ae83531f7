import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { OrderItemList, OrderItemVariant } from '../../../components/OrderItemList';
import type { ProductionItem } from '../api';

/** What to print: each line's preview, product, Sku, variant and colour, quantity, and its print file. */
export function ProductionItems({ items }: { items: ProductionItem[] }) {
  return (
    <OrderItemList
      items={items}
      pictureSize={88}
      details={(item) => (
        <>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            Sku {item.sku}
          </Text>
          <OrderItemVariant item={item} />
          <Text fz="sm">Quantity {item.quantity}</Text>
          {item.printFileUrl ? (
            <Anchor
              href={item.printFileUrl}
              download
              fz="sm"
              aria-label={`Download print file for ${item.productName} (${item.sku})`}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload size={14} aria-hidden /> Download print file
              </Group>
            </Anchor>
          ) : (
            <Text fz="sm" c="dimmed">
              No print file
            </Text>
          )}
        </>
      )}
    />
  );
}
