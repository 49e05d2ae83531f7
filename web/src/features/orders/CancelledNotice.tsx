import { Alert, Text } from '@mantine/core';
import { cancelRefund, formatMoney, isOrderStatus, type OrderDetail } from '@pressrun/domain';
import { IconCircleX } from '@tabler/icons-react';
import { formatDateTime } from '../../app/format';
import { eventActor } from './orderText';

/** The timeline entry of the cancel: the last move to Disabled. */
const cancelOf = (events: OrderDetail['events']) =>
  [...events].reverse().find((e) => e.kind === 'status' && e.toStatus === 'Disabled') ?? null;

/**
 * What became of the money: given back, on its way, or nothing and why (the refund policy, from
 * the status the order was in when it was cancelled).
 */
export function cancelledRefundText(detail: OrderDetail): string {
  if (detail.refundPending > 0) return `A refund of ${formatMoney(detail.refundPending)} is being processed.`;
  if (detail.refunded > 0) return `${formatMoney(detail.refunded)} was refunded the way you paid.`;
  const cancel = cancelOf(detail.events);
  const from = cancel?.fromStatus;
  const why =
    cancel && from && isOrderStatus(from)
      ? cancelRefund(
          { status: from, total: detail.order.total, placedAt: new Date(detail.order.createdAt) },
          new Date(cancel.at),
        ).why
      : '';
  return `Nothing was refunded.${why ? ` ${why}` : ''}`;
}

/** A cancelled order's page says so first: when, by whom, why, and the refund. */
export function CancelledNotice({ detail }: { detail: OrderDetail }) {
  const cancel = cancelOf(detail.events);
  const actor = cancel ? eventActor(cancel) : '';
  return (
    <Alert
      color="gray"
      variant="light"
      radius="md"
      icon={<IconCircleX size={18} aria-hidden />}
      title="This order was cancelled"
      data-testid="order-cancelled"
    >
      {cancel && (
        <Text fz="sm">
          Cancelled <time dateTime={cancel.at}>{formatDateTime(cancel.at)}</time>
          {actor ? ` by ${actor}` : ''}; it will not be shipped.
          {cancel.reason ? ` Reason: ${cancel.reason}` : ''}
        </Text>
      )}
      <Text fz="sm" data-testid="order-cancelled-refund">
        {cancelledRefundText(detail)}
      </Text>
    </Alert>
  );
}
