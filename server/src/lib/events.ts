import { type TrackingCarrier, trackingUrl } from '@pressrun/domain';
import type { Db } from '../db/client';
import type { claims, orders } from '../db/schema';

/** What a company can hear about its orders (webhooks subscribe to these). */
export const EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.shipped',
  'order.cancelled',
  'claim.resolved',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The events port: lower modules (orders, claims) announce what happened without knowing who
 * listens; app.ts plugs the webhooks module in. `emit` runs in the caller's transaction, so an
 * event is queued exactly when what it reports commits.
 */
export interface EventSink {
  /** Events of one type for one company (a run of orders announces its orders together). */
  emit(db: Db, companyId: number, type: EventType, data: Array<Record<string, unknown>>): Promise<void>;
}

/**
 * The sinks of this process, by name (the webhooks module, the stores module): moveOrder and
 * insertOrder get only a transaction, not the app. Each sink writes through the transaction it is
 * handed, so it is right for whichever app's database that is; registering a name again replaces
 * that sink (a test building a second app).
 */
const sinks = new Map<string, EventSink>();

export function setEventSink(name: string, next: EventSink | null) {
  if (next) sinks.set(name, next);
  else sinks.delete(name);
}

export function clearEventSinks() {
  sinks.clear();
}

const sink: EventSink = {
  async emit(db, companyId, type, data) {
    for (const s of sinks.values()) await s.emit(db, companyId, type, data);
  },
};

export function emitEvent(db: Db, companyId: number, type: EventType, data: Record<string, unknown>) {
  return sink.emit(db, companyId, type, [data]);
}

/** Several events of one type, written in as few statements as one (see webhookSink). */
export function emitEvents(db: Db, companyId: number, type: EventType, data: Array<Record<string, unknown>>) {
  return data.length ? sink.emit(db, companyId, type, data) : Promise.resolve();
}

type OrderRow = typeof orders.$inferSelect;
type ClaimRow = typeof claims.$inferSelect;

/**
 * An order as events carry it (snake_case, money in cents). `status_version` grows with every
 * move along the state machine, so a receiver applying events in order never moves a status back.
 */
export function orderEventData(o: OrderRow) {
  return {
    order: {
      id: o.id,
      status: o.status,
      status_version: o.statusRank,
      po: o.po,
      created_at: o.createdAt.toISOString(),
      /** A claim's reprint names the claim (claim.resolved is sent as the claim settles, before the reprint exists). */
      reprint_of_claim_id: o.reprintOfClaimId,
      totals: {
        items: o.itemsPrice,
        shipping: o.shipping,
        fee: o.fee,
        tax: o.tax,
        discount: o.discount,
        total: o.total,
      },
      shipping: {
        carrier: o.trackingCarrier ?? o.carrier,
        method: o.method,
        tracking_number: o.trackingNumber,
        tracking_url:
          o.trackingNumber && o.trackingCarrier
            ? trackingUrl(o.trackingCarrier as TrackingCarrier, o.trackingNumber)
            : null,
        shipped_at: o.shippedAt?.toISOString() ?? null,
      },
    },
  };
}

export function claimEventData(c: ClaimRow) {
  return {
    claim: {
      id: c.id,
      order_id: c.orderId,
      status: c.status,
      resolution: c.resolution,
      resolved_at: c.resolvedAt?.toISOString() ?? null,
    },
  };
}

/** The event a status move announces: cancelled and shipped have their own, any other move is a change. */
export function moveEventType(to: string): EventType {
  if (to === 'Disabled') return 'order.cancelled';
  if (to === 'OrderShipped') return 'order.shipped';
  return 'order.status_changed';
}
