import { type Fulfilment, type Page, StoreError, type StoreOrder } from '../port';
import { WooApiError, type WooClient } from './client';
import { nextPage, pageOf } from './paging';
import { type WooOrderJson, wooOrder, wooOrderActionable } from './webhook';

const PER_PAGE = 50;

/** WooCommerce's ids are numbers; anything else would meet a route that does not exist. */
function idOf(orderId: string): string {
  if (!/^\d+$/.test(orderId)) throw new StoreError('not_found', `WooCommerce has no order ${orderId}.`);
  return orderId;
}

/** "2026-03-02T17:04:11" in UTC: what WooCommerce's date filters take with `dates_are_gmt`. */
const gmt = (d: Date) => d.toISOString().replace(/\.\d+Z$/, '');

/**
 * Orders changed at or after `since` (`modified_after`, WooCommerce 5.8+), by id so that an order
 * placed meanwhile lands on a later page. Only the ones PressRun acts on: paid, or cancelled
 * (wooOrderActionable); a page may hold fewer than it fetched. An older WooCommerce ignores the
 * filter and lists everything: the modification time is checked here as well, so that can only
 * cost pages, never bring back old orders.
 */
export async function wooOrdersSince(
  client: WooClient,
  since: Date,
  cursor: string | null,
): Promise<Page<StoreOrder>> {
  const page = pageOf(cursor);
  const { data, headers } = await client.get<WooOrderJson[]>('/wc/v3/orders', {
    // A second early: whether WooCommerce's "after" includes the instant is not promised.
    modified_after: gmt(new Date(since.getTime() - 1000)),
    dates_are_gmt: true,
    orderby: 'id',
    order: 'asc',
    page,
    per_page: PER_PAGE,
  });
  // WooCommerce keeps whole seconds: an order changed within `since`'s second counts.
  const from = Math.floor(since.getTime() / 1000) * 1000;
  const items = data
    .filter((o) => wooOrderActionable(o.status))
    .filter((o) => !o.date_modified_gmt || Date.parse(`${o.date_modified_gmt}Z`) >= from)
    .map(wooOrder);
  return { items, next: nextPage(headers, page, data.length, PER_PAGE) };
}

/** A tracking item of the Shipment Tracking extension, as it lists them. */
interface TrackingItem {
  tracking_id: string;
  tracking_number: string;
}

/**
 * Tracking back to the store. WooCommerce itself has no tracking field, so:
 * - with WooCommerce's own Shipment Tracking extension (its REST API
 *   `/wc-shipment-tracking/v3/orders/{id}/shipment-trackings`), a tracking item: the carrier and
 *   link show on the customer's order page and in the Completed Order email;
 * - without it (that route is `rest_no_route`), a customer note (`customer_note: true`), which
 *   WooCommerce emails to the customer and shows with the order (its link made clickable).
 * Then the order is marked completed, which sends the Completed Order email, but only when it is
 * `processing` and every line of it is PressRun's: an order with the seller's own items is theirs
 * to complete. A retry adds nothing twice: the tracking number is looked for first.
 */
export async function wooFulfil(client: WooClient, f: Fulfilment, nowMs: number): Promise<void> {
  const id = idOf(f.orderId);
  const { data: order } = await client.get<WooOrderJson>(`/wc/v3/orders/${id}`);
  const trackings = `/wc-shipment-tracking/v3/orders/${id}/shipment-trackings`;
  let items: TrackingItem[] | null;
  try {
    items = (await client.get<TrackingItem[]>(trackings)).data;
  } catch (e) {
    if (!(e instanceof WooApiError && e.code === 'rest_no_route')) throw e;
    items = null;
  }
  if (items) {
    if (!items.some((t) => t.tracking_number === f.trackingNumber)) {
      const shipped = new Date(nowMs).toISOString().slice(0, 10);
      await client.post(
        trackings,
        f.trackingUrl
          ? {
              custom_tracking_provider: f.carrier,
              custom_tracking_link: f.trackingUrl,
              tracking_number: f.trackingNumber,
              date_shipped: shipped,
            }
          : { tracking_provider: f.carrier, tracking_number: f.trackingNumber, date_shipped: shipped },
      );
    }
  } else {
    const { data: notes } = await client.get<Array<{ note: string }>>(`/wc/v3/orders/${id}/notes`, {
      type: 'customer',
    });
    if (!notes.some((n) => n.note.includes(f.trackingNumber)))
      await client.post(`/wc/v3/orders/${id}/notes`, { note: trackingNote(f), customer_note: true });
  }
  const ours = new Set(f.lineIds);
  if (order.status === 'processing' && order.line_items.every((l) => ours.has(String(l.id))))
    await client.put(`/wc/v3/orders/${id}`, { status: 'completed' });
}

export const trackingNote = (f: Fulfilment) =>
  `Your order has shipped with ${f.carrier}. Tracking number: ${f.trackingNumber}.` +
  (f.trackingUrl ? ` Track it here: ${f.trackingUrl}` : '');

/**
 * Cancels the store's order (status `cancelled`) with a private note saying why; WooCommerce
 * refunds nothing by itself, the seller does. A completed order has shipped: not reopened.
 */
export async function wooCancel(client: WooClient, orderId: string): Promise<'cancelled' | 'not_supported'> {
  const id = idOf(orderId);
  const { data: order } = await client.get<WooOrderJson>(`/wc/v3/orders/${id}`);
  if (order.status === 'cancelled' || order.status === 'refunded') return 'cancelled';
  if (order.status === 'completed') return 'not_supported';
  await client.put(`/wc/v3/orders/${id}`, { status: 'cancelled' });
  try {
    await client.post(`/wc/v3/orders/${id}/notes`, {
      note: 'PressRun cancelled the print order for this order, so it will not be made or shipped. Refund the customer if they paid.',
      customer_note: false,
    });
  } catch {
    // The order is cancelled; the note only explains it.
  }
  return 'cancelled';
}
