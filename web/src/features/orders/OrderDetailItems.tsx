import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, type OrderItemView } from '@pressrun/domain';
import { IconDownload } from '@tabler/icons-react';
import { OrderItemList, OrderItemVariant } from '../../components/OrderItemList';

/** The order's items as ordered: mockup, product, variant and colour, sku, quantity, price, print file. */
export function OrderDetailItems({
  items,
  printFileUrls,
}: {
  items: OrderItemView[];
  printFileUrls: Record<string, string>;
}) {
  return (
    <OrderItemList
      items={items}
      pictureSize={80}
      itemTestId="order-item"
      details={(item) => {
        const printFile = printFileUrls[String(item.id)];
        return (
          <>
            <OrderItemVariant item={item} />
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              Sku {item.sku}
            </Text>
            <Group gap="md" wrap="wrap">
              <Text fz="sm">Quantity {item.quantity}</Text>
              <Text fz="sm">{formatMoney(item.unitPrice)} each</Text>
            </Group>
            {printFile && (
              <Anchor href={printFile} download fz="sm" w="fit-content">
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={14} aria-hidden />
                  Print file
                  <VisuallyHidden> for {item.productName}</VisuallyHidden>
                </Group>
              </Anchor>
            )}
          </>
        );
      }}
    />
  );
}
