import { Group, Text } from '@mantine/core';
import type { OrderItemView } from '@pressrun/domain';
import { OrderItemList, OrderItemVariant } from '../../components/OrderItemList';

/** A placed order's items as they were ordered: picture, product, Sku, variant and colour, quantity. */
export function ConfirmationItems({ items }: { items: OrderItemView[] }) {
  return (
    <OrderItemList
      items={items}
      pictureSize={72}
      itemTestId="confirmation-item"
      details={(item) => (
        <>
          <Text fz="sm">Sku {item.sku}</Text>
          <OrderItemVariant item={item} />
          <Group gap="md" wrap="wrap">
            <Text fz="sm">Quantity {item.quantity}</Text>
            {item.po && (
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                PO {item.po}
              </Text>
            )}
          </Group>
        </>
      )}
    />
  );
}
