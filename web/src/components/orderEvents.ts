import type { OrderEvent } from '@pressrun/domain';

/**
 * The timeline, oldest first. The placing is not stored as an event (the order's own time stands
 * for it), so it is added here unless the server already sent it.
 */
export function timeline(events: OrderEvent[], placedAt: string): OrderEvent[] {
  const placed = events.some((e) => e.kind === 'status' && e.toStatus === 'Created');
  const all = placed
    ? events
    : [
        {
          id: 0,
          kind: 'status',
          fromStatus: null,
          toStatus: 'Created',
          actorKind: 'customer',
          actorName: '',
          reason: '',
          at: placedAt,
        },
        ...events,
      ];
  return [...all].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
}
