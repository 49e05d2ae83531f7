import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { STORE_MSG, type StoreOrderState, type StoreOrderView } from '@pressrun/domain';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../app/format';
import { useRetryStoreOrder } from './api';
import { fixFor, timeAgo } from './store-text';

const STATE: Record<StoreOrderState, { label: string; color: string }> = {
  received: { label: 'Being placed', color: 'steel' },
  placed: { label: 'Placed', color: 'teal' },
  needs_attention: { label: 'Needs attention', color: 'press' },
  skipped: { label: 'Skipped: store disconnected', color: 'gray' },
  cancelled: { label: 'Cancelled at the store', color: 'gray' },
};

/** A store order's state in words; the colour only repeats it. */
export function StoreOrderBadge({ state }: { state: StoreOrderState }) {
  return (
    <Badge variant="light" radius="sm" color={STATE[state].color} style={{ flexShrink: 0 }}>
      {STATE[state].label}
    </Badge>
  );
}

const linesText = (lines: StoreOrderView['lines']) =>
  lines.map((l) => `${l.quantity} × ${l.title}`).join(', ');

/**
 * One order that came from a store: its number, customer, when it came and what it holds; a placed
 * one links to its PressRun order, a held one says why with Retry and the page that fixes it.
 */
export function StoreOrderItem({ order, showStore }: { order: StoreOrderView; showStore: boolean }) {
  const retry = useRetryStoreOrder();
  const fix = fixFor(order.reason, order.storeId);
  const held = order.state === 'needs_attention';

  const doRetry = () =>
    retry.mutate(order.id, {
      onSuccess: (o) =>
        o.state === 'placed'
          ? notifications.show({ color: 'green', title: 'Placed', message: STORE_MSG.retried })
          : notifications.show({
              color: 'red',
              autoClose: false,
              title: STORE_MSG.stillHeld,
              message: o.reason ?? '',
            }),
      onError: (e) =>
        notifications.show({ color: 'red', autoClose: false, title: 'Error', message: e.message }),
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      aria-label={`Store order ${order.number}`}
      data-testid="store-order"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              Order {order.number}
              {showStore && (
                <Text span fw={400} c="dimmed">
                  {' '}
                  · {order.storeName}
                </Text>
              )}
            </Text>
            <Text fz="sm" c="dimmed">
              {order.customer} ·{' '}
              <time dateTime={order.receivedAt} title={formatDateTime(order.receivedAt)}>
                {timeAgo(order.receivedAt)}
              </time>
            </Text>
          </Stack>
          <StoreOrderBadge state={order.state} />
        </Group>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {linesText(order.lines)}
        </Text>
        {held && order.reason && (
          <Text fz="sm" c="press.8" data-testid="store-order-reason">
            {order.reason}
          </Text>
        )}
        {(held || order.orderId !== null) && (
          <Group gap="sm">
            {held && (
              <Button
                size="xs"
                color="press.5"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={retry.isPending}
                onClick={doRetry}
              >
                Retry
              </Button>
            )}
            {held && fix && (
              <Button size="xs" variant="default" component={Link} to={fix.to}>
                {fix.label}
              </Button>
            )}
            {order.orderId !== null && (
              <Anchor component={Link} to={`/dashboard/orders/${order.orderId}`} fz="sm">
                <Group gap={4} wrap="nowrap">
                  PressRun order {order.orderId} <IconArrowRight size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
