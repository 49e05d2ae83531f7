import { SimpleGrid, Text } from '@mantine/core';
import { formatMoney, paymentMethodLabel } from '@pressrun/domain';
import dayjs from 'dayjs';
import { Detail, Section } from '../../../components/DetailSection';
import type { ProductionOrder } from '../api';

/** Who ordered, when, from which facility, how it ships and is paid, and the total. */
export function OrderFacts({ order }: { order: ProductionOrder['order'] }) {
  return (
    <Section title="Order" id="order-title">
      <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="sm" m={0}>
        <Detail caps term="Company">
          {order.companyName}{' '}
          <Text span c="dimmed" fz="sm">
            (#{order.companyId})
          </Text>
        </Detail>
        <Detail caps term="PO">
          {order.po || '—'}
        </Detail>
        <Detail caps term="Placed">
          <time dateTime={order.createdAt}>{dayjs(order.createdAt).format('MMM D, YYYY h:mm A')}</time>
        </Detail>
        <Detail caps term="Facility">
          {order.facility}
        </Detail>
        <Detail caps term="Shipping">
          {order.shippingOption} · {order.carrier} {order.method}
        </Detail>
        <Detail caps term="Quantity">
          {order.totalQuantity}
        </Detail>
        <Detail caps term="Payment">
          {paymentMethodLabel(order.paymentType)} · {order.payStatus}
        </Detail>
        <Detail caps term="Total">
          {formatMoney(order.total)}
        </Detail>
      </SimpleGrid>
    </Section>
  );
}
