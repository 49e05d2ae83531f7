import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '@pressrun/domain';
import { IconArrowLeft, IconMessageReport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../app/format';
import { StoreOrderUpdates } from '../stores';
import { CancelOrderButton } from './CancelOrderButton';
import { StatusBadge } from './StatusBadge';

export function BackToOrders() {
  return (
    <Anchor component={Link} to="/dashboard/orders" fz="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden /> Back to orders
      </Group>
    </Anchor>
  );
}

export function OrderHeading({ id }: { id: string | undefined }) {
  return (
    <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em', overflowWrap: 'anywhere' }}>
      Order {id}
    </Title>
  );
}

/** The order's number, status and date, with File a claim and Cancel when they are allowed. */
export function OrderDetailHeader({ id, detail }: { id: string | undefined; detail: OrderDetail }) {
  const { order } = detail;
  const { store } = order;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={6} miw={0}>
        <Group gap="sm" wrap="wrap">
          <OrderHeading id={id} />
          <StatusBadge status={order.status} size="lg" />
        </Group>
        <Text fz="sm" c="dimmed">
          {order.po ? `PO ${order.po} · ` : ''}Placed{' '}
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
        </Text>
        {store && (
          <Text fz="sm" data-testid="order-from-store">
            From{' '}
            <Anchor component={Link} to={`/dashboard/stores/${store.id}`} fz="sm">
              {store.name}
            </Anchor>
            , order {store.orderNumber}
          </Text>
        )}
        {store && <StoreOrderUpdates orderId={order.id} store={store} />}
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
  );
}
