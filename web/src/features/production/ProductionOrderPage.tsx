import { Center, Grid, Loader, Stack, Text } from '@mantine/core';
import { ORDER_MSG } from '@pressrun/domain';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { AddressLines } from '../../components/AddressLines';
import { Section } from '../../components/DetailSection';
import { LoadError, NotFoundCard } from '../../components/PageStates';
import { StaffFrame } from '../../components/StaffFrame';
import { StatusBadge } from '../../components/StatusBadge';
import { isOrderId, type ProductionOrder, useProductionOrder } from './api';
import { NextStep } from './components/NextStep';
import { OrderFacts } from './components/OrderFacts';
import { OrderTimeline } from './components/OrderTimeline';
import { ProductionItems } from './components/ProductionItems';
import { ShippingLabel } from './components/ShippingLabel';

const QUEUE = { to: '/admin/production', label: 'Production queue' };

/**
 * /admin/production/:id: one order as the production floor needs it: what to print (previews and
 * print files), where it goes and from whom, the label, the packing slip, its history, and the
 * next step (move on, ship with tracking, or cancel).
 */
export default function ProductionOrderPage() {
  const { id } = useParams();
  const valid = isOrderId(id);
  const query = useProductionOrder(id);
  const missing =
    !valid || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));

  if (missing)
    return (
      <StaffFrame title={ORDER_MSG.notFound} docTitle="Order not found" back={QUEUE}>
        <NotFoundCard
          message={`No order has the number ${id}. It may have been mistyped.`}
          back={{ to: '/admin/production', label: 'Back to the production queue' }}
        />
      </StaffFrame>
    );
  if (query.isError)
    return (
      <StaffFrame title={`Order ${id}`} back={QUEUE}>
        <LoadError
          title="The order could not be loaded"
          icon={null}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      </StaffFrame>
    );
  if (!query.data)
    return (
      <StaffFrame title={`Order ${id}`} back={QUEUE}>
        <Center mih="40vh">
          <Loader color="navy" aria-label="Loading the order" />
        </Center>
      </StaffFrame>
    );
  return <OrderView data={query.data} />;
}

function OrderView({ data }: { data: ProductionOrder }) {
  const { order } = data;
  return (
    <StaffFrame
      title={`Order ${order.id}`}
      back={QUEUE}
      aside={<StatusBadge status={order.status} size="lg" />}
    >
      <NextStep data={data} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section title="Items" id="items-title">
              <ProductionItems items={data.items} />
            </Section>
            <Section title="Timeline" id="timeline-title">
              <OrderTimeline events={data.events} createdAt={order.createdAt} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <OrderFacts order={order} />
            <Section title="Ship to" id="ship-to-title">
              <AddressLines address={order.shipTo} />
            </Section>
            <Section title="Ship from" id="ship-from-title">
              {data.shipFrom ? (
                <AddressLines address={data.shipFrom} />
              ) : (
                <Text fz="sm" c="dimmed">
                  The company has no ship-from address: the parcel goes out from PressRun's {order.facility}{' '}
                  facility.
                </Text>
              )}
            </Section>
            <ShippingLabel label={data.label} />
          </Stack>
        </Grid.Col>
      </Grid>
    </StaffFrame>
  );
}
