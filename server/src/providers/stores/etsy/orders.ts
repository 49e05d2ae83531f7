import type { Fulfilment, Page, StoreAuth, StoreOrder } from '../port';
import { type EtsyList, nextOffset, offsetOf, seg } from './listings';
import { type EtsyReceiptJson, etsyOrder } from './receipt';
import type { EtsySession } from './session';

/** getShopReceipts pages with limit (at most 100) and offset; the cursor is the next offset. */
export const RECEIPTS_PER_PAGE = 100;
/** Etsy refuses timestamps before 2000-01-01. */
const EARLIEST = 946_684_800;

/**
 * Paid receipts changed since `since` (new ones, and ones cancelled later). Read oldest first by
 * creation: a receipt created while the pages are read lands after them, and a receipt changed
 * keeps its place, so paging by offset skips none.
 */
export async function ordersSince(
  session: EtsySession,
  auth: StoreAuth,
  since: Date,
  cursor: string | null,
): Promise<Page<StoreOrder>> {
  const offset = offsetOf(cursor);
  const page = await session.call<EtsyList<EtsyReceiptJson>>(
    auth,
    'GET',
    `/v3/application/shops/${seg(auth.shop)}/receipts`,
    {
      query: {
        min_last_modified: Math.max(EARLIEST, Math.floor(since.getTime() / 1000)),
        was_paid: 'true',
        sort_on: 'created',
        sort_order: 'asc',
        limit: RECEIPTS_PER_PAGE,
        offset,
      },
      what: 'Etsy receipts',
    },
  );
  const results = page.results ?? [];
  return {
    items: results.map(etsyOrder),
    next: nextOffset(offset, results.length, page.count, RECEIPTS_PER_PAGE),
  };
}

/**
 * Carriers Etsy tracks under these names; any other goes as `other`, which Etsy's reference offers
 * for a carrier it does not support so the tracking code still reaches the buyer.
 */
const ETSY_CARRIERS: Record<string, string> = { usps: 'usps', ups: 'ups', fedex: 'fedex' };
export const etsyCarrier = (carrier: string) =>
  ETSY_CARRIERS[carrier.toLowerCase().replace(/[^a-z]/g, '')] ?? 'other';

/**
 * createReceiptShipment: Etsy marks the whole receipt shipped and mails the buyer the tracking
 * (and the seller a copy). Etsy would record a second shipment, and mail again, for a retry of the
 * same one, so the receipt's shipments are read first and a tracking code already there is done.
 */
export async function fulfilReceipt(session: EtsySession, auth: StoreAuth, f: Fulfilment): Promise<void> {
  const path = `/v3/application/shops/${seg(auth.shop)}/receipts/${seg(f.orderId)}`;
  const receipt = await session.call<EtsyReceiptJson>(auth, 'GET', path, { what: 'Etsy receipt' });
  if ((receipt.shipments ?? []).some((s) => s.tracking_code === f.trackingNumber)) return;
  await session.call(auth, 'POST', `${path}/tracking`, {
    body: {
      json: {
        tracking_code: f.trackingNumber,
        carrier_name: etsyCarrier(f.carrier),
        send_bcc: true,
      },
    },
    what: 'Etsy receipt shipment',
  });
}
