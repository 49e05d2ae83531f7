import { Anchor, Button, Center, Grid, Loader, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, ORDER_MSG, paymentMethodLabel } from '@pressrun/domain';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { AddressLines } from '../../components/AddressLines';
import { Detail, Section } from '../../components/DetailSection';
import { LoadError, NotFoundCard } from '../../components/PageStates';
import { StaffFrame } from '../../components/StaffFrame';
import { StatusBadge } from '../../components/StatusBadge';
import { isOrderId, type ProductionOrder, packingSlipUrl, useProductionOrder } from './api';
import { OrderActions } from './components/OrderActions';
import { OrderTimeline } from './components/OrderTimeline';
import { ProductionItems } from './components/ProductionItems';
import { CARRIER_LABEL } from './components/ShipForm';

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
      <Section title="Next step" id="actions-title">
        <Stack gap="md">
          <Tracking data={data} />
          <OrderActions
            data={data}
            leading={
              <Button
                component="a"
                href={packingSlipUrl(order.id)}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconFileTypePdf size={18} aria-hidden />}
              >
                Packing slip (PDF)
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Button>
            }
          />
        </Stack>
      </Section>
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
                  <time dateTime={order.createdAt}>
                    {dayjs(order.createdAt).format('MMM D, YYYY h:mm A')}
                  </time>
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
            <Section title="Label" id="label-title">
              <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
                <Detail caps term="From">
                  <AddressLines address={data.label.from} />
                </Detail>
                <Detail caps term="To">
                  <AddressLines address={data.label.to} />
                </Detail>
                <Detail caps term="Service">
                  {data.label.service}
                </Detail>
                <Detail caps term="Weight">
                  {data.label.weightOz} oz
                </Detail>
              </SimpleGrid>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </StaffFrame>
  );
}

/** The parcel's tracking once shipped, linked to the carrier's page. */
function Tracking({ data }: { data: ProductionOrder }) {
  const { trackingNumber, trackingUrl, trackingCarrier, shippedAt } = data.order;
  if (!trackingNumber) return null;
  return (
    <Stack gap={2} data-testid="tracking">
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
        Tracking
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {trackingCarrier ? `${CARRIER_LABEL[trackingCarrier]} ` : ''}
        {trackingUrl ? (
          <Anchor href={trackingUrl} target="_blank" rel="noopener noreferrer">
            {trackingNumber}
            <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        ) : (
          trackingNumber
        )}
      </Text>
      {shippedAt && (
        <Text fz="xs" c="dimmed">
          Shipped {dayjs(shippedAt).format('MMM D, YYYY h:mm A')}
        </Text>
      )}
    </Stack>
  );
}
