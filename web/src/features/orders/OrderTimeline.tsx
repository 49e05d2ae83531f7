import { Text, Timeline } from '@mantine/core';
import type { OrderEvent } from '@pressrun/domain';
import { formatDateTime } from '../../app/format';
import { timeline } from '../../components/orderEvents';
import { eventActor, eventWording } from './orderText';

/** What happened to the order, oldest first: what, who, when and why. */
export function OrderTimeline({ events, placedAt }: { events: OrderEvent[]; placedAt: string }) {
  const entries = timeline(events, placedAt);
  return (
    <Timeline
      active={entries.length - 1}
      bulletSize={14}
      lineWidth={2}
      color="steel"
      data-testid="order-timeline"
    >
      {entries.map((e) => {
        const who = eventActor(e);
        const { title, detail } = eventWording(e);
        return (
          <Timeline.Item key={`${e.id}-${e.at}`} title={title} data-testid="order-event">
            <Text fz="sm" c="dimmed">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              {who && ` · by ${who}`}
            </Text>
            {detail && (
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {detail}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
