import { Button, Card, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ORDER_MSG, type OrderView, paymentMethodLabel } from '@pressrun/domain';
import { IconBuildingStore, IconReceipt, IconTemplate } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isFinal } from '../../app/query';
import { AddressLines } from '../../components/AddressLines';
import { Detail } from '../../components/DetailSection';
import { LoadError, NotFoundCard } from '../../components/PageStates';
import { CreditLines } from '../account-credit';
import { isOrderId, useOrder } from './api';
import { ConfirmationItems } from './ConfirmationItems';
import { OrderSummary } from './OrderSummary';
import { StepIndicator } from './StepIndicator';

/** How the order was paid: 'Default Card ENDS IN 4242', 'Paypal', … */
function paidWith(order: OrderView) {
  const card = order.paymentType === 'default_card' || order.paymentType === 'new_card';
  return `${paymentMethodLabel(order.paymentType)}${card && order.cardLast4 ? ` ENDS IN ${order.cardLast4}` : ''}`;
}

/**
 * Order confirmation (/product/confirmation/:id): the order as placed, where it goes, how it was
 * paid, its items and totals, and the ways on. Only the company's own orders show; any other id
 * reads as an order that does not exist.
 */
export default function ConfirmationPage() {
  const { id } = useParams();
  const valid = isOrderId(id);
  const query = useOrder(id);
  const missing = !valid || isFinal(query.error);

  if (missing)
    return (
      <NotFoundCard
        heading={ORDER_MSG.notFound}
        back={{ to: '/dashboard/default', label: 'Back to the dashboard' }}
      />
    );
  if (query.isError)
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Order confirmation
        </Title>
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      </Stack>
    );
  const order = query.data;
  if (!order)
    return (
      <Center mih="40vh">
        <Loader color="navy" aria-label="Loading your order" />
      </Center>
    );

  return (
    <Stack gap="lg" data-testid="order-confirmation">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {ORDER_MSG.thankYou}
      </Title>
      <StepIndicator active={2} />
      <Text>{ORDER_MSG.received}</Text>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
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
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="items-title">
              <Title order={2} fz="lg" mb="sm" id="items-title">
                Items
              </Title>
              <ConfirmationItems items={order.items} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
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
              <CreditLines
                used={order.creditUsed}
                toPay={order.total - order.creditUsed}
                paidLabel="Amount paid"
              />
            </Card>
            <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
              {/* The order's own page: its status as production moves it on, tracking, and cancel. */}
              <Button
                component={Link}
                to={`/dashboard/orders/${order.id}`}
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
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
