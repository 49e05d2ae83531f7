import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { FULFIL_MSG, ORDER_MSG, type OrderDetail } from '@pressrun/domain';
import { IconArrowLeft, IconExternalLink, IconMessageReport } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../app/format';
import { isFinal } from '../../app/query';
import { AddressLines } from '../../components/AddressLines';
import { Detail, Section } from '../../components/DetailSection';
import { LoadError, NotFoundCard } from '../../components/PageStates';
import { COMPANY_NAME } from '../../components/site';
import { InvoiceLink } from '../statements';
import { isOrderId, useOrderDetail } from './api';
import { CancelledNotice } from './CancelledNotice';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderDetailItems } from './OrderDetailItems';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
import { carrierName } from './orderText';
import { StatusBadge } from './StatusBadge';

function BackToOrders() {
  return (
    <Anchor component={Link} to="/dashboard/orders" fz="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden /> Back to orders
      </Group>
    </Anchor>
  );
}

/** The tracking number, linking to the carrier's page, or why there is none (yet). */
function Tracking({ order }: { order: OrderDetail['order'] }) {
  if (!order.trackingNumber && order.status === 'Disabled')
    return <Text fz="sm">None: this order was cancelled before it shipped.</Text>;
  if (!order.trackingNumber) return <Text fz="sm">{FULFIL_MSG.noTracking}</Text>;
  const carrier = carrierName(order.trackingCarrier);
  return (
    <Stack gap={2}>
      {order.trackingUrl ? (
        <Anchor
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          fz="sm"
          data-testid="tracking-link"
        >
          <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
            {order.trackingNumber}
            <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden>(opens {carrier || 'the carrier'}’s tracking page in a new tab)</VisuallyHidden>
          </Group>
        </Anchor>
      ) : (
        <Text fz="sm">{order.trackingNumber}</Text>
      )}
      {carrier && (
        <Text fz="sm" c="dimmed">
          {carrier}
        </Text>
      )}
    </Stack>
  );
}

const CLAIM_STATUS_COLOR: Record<string, string> = {
  UNRESOLVED: 'steel',
  RESOLVED: 'teal',
  REJECTED: 'press',
};

function ClaimSummary({ claim }: { claim: NonNullable<OrderDetail['claim']> }) {
  return (
    <Stack component="dl" gap="sm" m={0} data-testid="order-claim">
      <Detail term="Status">
        <Badge variant="light" radius="sm" tt="none" color={CLAIM_STATUS_COLOR[claim.status] ?? 'gray'}>
          {claim.status}
        </Badge>
      </Detail>
      <Detail term="Reason">{claim.reason}</Detail>
      {claim.resolution && <Detail term="Resolution">{claim.resolution}</Detail>}
    </Stack>
  );
}

/**
 * /dashboard/orders/:id: one of the company's orders — its status and timeline, tracking, where
 * and how it ships, its items with their print files, totals, and cancel or claim when allowed.
 * Any other id reads as an order that does not exist.
 */
export default function OrderDetailPage() {
  const { id } = useParams();
  const valid = isOrderId(id);
  const query = useOrderDetail(id);
  const missing = !valid || isFinal(query.error);

  useEffect(() => {
    document.title = `${missing ? 'Order not found' : `Order ${id}`} · ${COMPANY_NAME}`;
  }, [id, missing]);

  if (missing)
    return (
      <NotFoundCard
        heading={ORDER_MSG.notFound}
        back={{ to: '/dashboard/orders', label: 'Back to orders' }}
        testId="order-not-found"
      />
    );

  const detail = query.data;
  const heading = (
    <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em', overflowWrap: 'anywhere' }}>
      Order {id}
    </Title>
  );

  if (!detail)
    return (
      <Stack gap="lg">
        <BackToOrders />
        {heading}
        {query.isError ? (
          <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="Loading the order" data-testid="order-loading">
            <Skeleton h={120} radius="lg" />
            <Skeleton h={240} radius="lg" />
          </Stack>
        )}
      </Stack>
    );

  const { order } = detail;
  return (
    <Stack gap="lg" data-testid="order-detail">
      <BackToOrders />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} miw={0}>
          <Group gap="sm" wrap="wrap">
            {heading}
            <StatusBadge status={order.status} size="lg" />
          </Group>
          <Text fz="sm" c="dimmed">
            {order.po ? `PO ${order.po} · ` : ''}Placed{' '}
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </Text>
        </Stack>
        {(detail.canCancel || detail.canClaim) && (
          <Group gap="sm">
            {detail.canClaim && (
              <Button
                component={Link}
                to={`/dashboard/orders/claim/${order.id}`}
                variant="default"
                leftSection={<IconMessageReport size={16} aria-hidden />}
              >
                File a claim
              </Button>
            )}
            {detail.canCancel && <CancelOrderButton orderId={order.id} refund={detail.cancelRefund} />}
          </Group>
        )}
      </Group>

      {order.status === 'Disabled' && <CancelledNotice detail={detail} />}

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section title="Items" id="items-title">
              <OrderDetailItems items={order.items} printFileUrls={order.printFileUrls} />
            </Section>
            <Section title="Timeline" id="timeline-title">
              <OrderTimeline events={detail.events} placedAt={order.createdAt} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Section title="Shipping" id="shipping-title">
              <Stack component="dl" gap="sm" m={0}>
                <Detail term="Tracking">
                  <Tracking order={order} />
                </Detail>
                <Detail term="Ship method">
                  {order.carrier} {order.method} ({order.shippingOption})
                </Detail>
                <Detail term="Ship to">
                  <AddressLines address={order.shipTo} testId="ship-to-address" />
                </Detail>
              </Stack>
            </Section>
            <Section title="Order summary" id="summary-title">
              <Stack gap="md">
                <OrderTotals order={order} refunded={detail.refunded} />
                <InvoiceLink orderId={order.id} />
              </Stack>
            </Section>
            {detail.claim && (
              <Section title="Claim" id="claim-title">
                <ClaimSummary claim={detail.claim} />
              </Section>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
