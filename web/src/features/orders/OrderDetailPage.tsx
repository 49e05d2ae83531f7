import { Grid, Skeleton, Stack } from '@mantine/core';
import { ORDER_MSG } from '@pressrun/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isFinal } from '../../app/query';
import { Section } from '../../components/DetailSection';
import { LoadError, NotFoundCard } from '../../components/PageStates';
import { COMPANY_NAME } from '../../components/site';
import { InvoiceLink } from '../statements';
import { isOrderId, useOrderDetail } from './api';
import { CancelledNotice } from './CancelledNotice';
import { ClaimSummary } from './ClaimSummary';
import { BackToOrders, OrderDetailHeader, OrderHeading } from './OrderDetailHeader';
import { OrderDetailItems } from './OrderDetailItems';
import { OrderShipping } from './OrderShipping';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';

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

  if (!detail)
    return (
      <Stack gap="lg">
        <BackToOrders />
        <OrderHeading id={id} />
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
      <OrderDetailHeader id={id} detail={detail} />

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
            <OrderShipping order={order} />
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
