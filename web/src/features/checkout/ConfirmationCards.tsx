import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { type OrderView, paymentMethodLabel } from '@pressrun/domain';
import { IconBuildingStore, IconReceipt, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AddressLines } from '../../components/AddressLines';
import { Detail } from '../../components/DetailSection';
import { CreditLines } from '../account-credit';
import { OrderSummary } from './OrderSummary';

/** How the order was paid: 'Default Card ENDS IN 4242', 'Paypal', … */
function paidWith(order: OrderView) {
  const card = order.paymentType === 'default_card' || order.paymentType === 'new_card';
  return `${paymentMethodLabel(order.paymentType)}${card && order.cardLast4 ? ` ENDS IN ${order.cardLast4}` : ''}`;
}

/** 'Your order': its id, PO, where it goes and how it was paid. */
export function PlacedOrderCard({ order }: { order: OrderView }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="order-title">
      <Title order={2} fz="lg" mb="sm" id="order-title">
        Your order
      </Title>
      <Stack component="dl" gap="sm" m={0}>
        <Detail term="Order ID">
          <span data-testid="order-id">{order.id}</span>
        </Detail>
        {order.po && <Detail term="PO">{order.po}</Detail>}
        <Detail term="Shipping to">
          <AddressLines address={order.shipTo} testId="ship-to-address" />
        </Detail>
        <Detail term="Payment method">{paidWith(order)}</Detail>
      </Stack>
    </Card>
  );
}

/** The placed order's totals, with the account credit it used and the amount paid. */
export function PlacedSummaryCard({ order }: { order: OrderView }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="summary-title">
      <Title order={2} fz="lg" mb="sm" id="summary-title">
        Order summary
      </Title>
      <OrderSummary
        quote={{
          items: order.itemsPrice,
          shipping: order.shipping,
          fee: order.fee,
          tax: order.tax,
          discount: order.discount,
          total: order.total,
          carrier: order.carrier,
          method: order.method,
        }}
      />
      <CreditLines used={order.creditUsed} toPay={order.total - order.creditUsed} paidLabel="Amount paid" />
    </Card>
  );
}

/** The ways on from the confirmation: the order's own page, the templates, the catalogue. */
export function WaysOn({ orderId }: { orderId: number }) {
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      {/* The order's own page: its status as production moves it on, tracking, and cancel. */}
      <Button
        component={Link}
        to={`/dashboard/orders/${orderId}`}
        color="press.5"
        leftSection={<IconReceipt size={18} aria-hidden />}
      >
        View order
      </Button>
      <Button
        component={Link}
        to="/dashboard/templates"
        variant="default"
        leftSection={<IconTemplate size={18} aria-hidden />}
      >
        View templates
      </Button>
      <Button
        component={Link}
        to="/catalog"
        variant="default"
        leftSection={<IconBuildingStore size={18} aria-hidden />}
      >
        Continue shopping
      </Button>
    </Group>
  );
}
