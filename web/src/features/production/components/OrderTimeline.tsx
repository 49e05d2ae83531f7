import { Text, Timeline } from '@mantine/core';
import type { OrderEvent } from '@pressrun/domain';
import { IconCash, IconCircleCheck, IconMessage, IconTruck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { timeline } from '../../../components/orderEvents';
import { statusLabel } from '../../../components/StatusBadge';

function headline(e: OrderEvent): string {
  if (e.kind === 'status') {
    if (!e.fromStatus)
      return e.toStatus === 'Created' ? 'Order placed' : `Placed as ${statusLabel(e.toStatus)}`;
    return `${statusLabel(e.fromStatus)} → ${statusLabel(e.toStatus)}`;
  }
  return (
    { tracking: 'Tracking number added', refund: 'Refund', claim: 'Claim', note: 'Note' }[e.kind] ?? e.kind
  );
}

const ACTOR: Record<string, string> = { customer: 'Customer', staff: 'Staff', system: 'PressRun' };

const ICON: Record<string, typeof IconCircleCheck> = {
  tracking: IconTruck,
  refund: IconCash,
  claim: IconMessage,
  note: IconMessage,
};

/**
 * What happened to the order, oldest first: each status change or staff action, who did it,
 * when, and why. The placing is not stored as an event; when the server leaves it out, it is
 * drawn from the order's own date.
 */
export function OrderTimeline({ events, createdAt }: { events: OrderEvent[]; createdAt: string }) {
  const sorted = timeline(events, createdAt);

  return (
    <Timeline active={sorted.length - 1} bulletSize={22} lineWidth={2} color="navy">
      {sorted.map((e) => {
        const Icon = ICON[e.kind] ?? IconCircleCheck;
        return (
          <Timeline.Item
            key={`${e.id}-${e.at}`}
            bullet={<Icon size={13} aria-hidden />}
            title={
              <Text fw={600} fz="sm">
                {headline(e)}
              </Text>
            }
          >
            <Text fz="xs" c="dimmed">
              {[
                e.actorName || ACTOR[e.actorKind] || e.actorKind,
                dayjs(e.at).format('MMM D, YYYY h:mm A'),
              ].join(' · ')}
            </Text>
            {e.reason && (
              <Text fz="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
                {e.reason}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
