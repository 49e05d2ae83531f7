import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type OrderDetail, PROCESSING_FEE_LABEL } from '@pressrun/domain';
import { CreditLines } from '../account-credit';

/** The order's totals as charged, and what has been given back since. */
export function OrderTotals({ order, refunded }: { order: OrderDetail['order']; refunded: number }) {
  const row = (label: string, cents: number, testId: string) => (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fz="sm">{label}</Text>
      <Text fz="sm" fw={600} data-testid={testId}>
        {formatMoney(cents)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6}>
      {row('Items', order.itemsPrice, 'totals-items')}
      {row('Shipping', order.shipping, 'totals-shipping')}
      {row(PROCESSING_FEE_LABEL, order.fee, 'totals-fee')}
      {row('Tax', order.tax, 'totals-tax')}
      {order.discount > 0 && row('Discount', -order.discount, 'totals-discount')}
      <Divider my={4} />
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={700} fz="lg" data-testid="totals-total">
          {formatMoney(order.total)}
        </Text>
      </Group>
      <CreditLines used={order.creditUsed} toPay={order.total - order.creditUsed} paidLabel="Amount paid" />
      {refunded > 0 && row('Refunded', refunded, 'totals-refunded')}
    </Stack>
  );
}
