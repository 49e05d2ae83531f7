import { type OrderStatus, STATUS_LABEL } from './status';

/** User-visible texts of following, cancelling and claiming an order, kept word for word. */
export const FULFIL_MSG = {
  noOrders: 'No Orders Found',
  noTracking: 'Tracking Number not available at this time, please check back later.',
  cancelled: (id: number) => `Order ${id} has been cancelled`,
  alreadyCancelled: (id: number) => `Order ${id} has already been cancelled`,
  cancelFailed: (reason: string) => `There was a problem cancelling your order: ${reason}`,
  claimFailed: 'There was an error in submitting your claim. Please try again later.',
  claimThanks: (email: string) =>
    `Thank you! A representative will contact you at ${email} about your claim.`,
  /** Why a cancel cannot happen, as the reason in cancelFailed. */
  shippedCannotCancel: 'it has already shipped.',
  illegalMove: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${STATUS_LABEL[from]} cannot move to ${STATUS_LABEL[to]}.`,
  claimNotShipped: 'A claim can be filed once the order has shipped.',
  claimOpen: 'A claim for this order is already being reviewed.',
  claimLate: (days: string) => `Claims for this order had to be filed ${days}; that window has closed.`,
} as const;

/** Claim reasons, as offered on the claim form (damaged first: breakage is the most common problem). */
export const CLAIM_REASONS = [
  'damaged',
  'not delivered',
  'late delivery',
  'missing items',
  'wrong items',
  'misprinted',
] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** A claim's status: UNRESOLVED on submission; staff resolve (reprint, refund, credit) or reject it. */
export const CLAIM_STATUSES = ['UNRESOLVED', 'RESOLVED', 'REJECTED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_RESOLUTIONS = ['reprint', 'refund', 'credit'] as const;
export type ClaimResolution = (typeof CLAIM_RESOLUTIONS)[number];

/** Most photos one claim may carry. */
export const CLAIM_PHOTOS_MAX = 5;

/** Carriers a tracking number can belong to, and their public tracking pages. */
export const TRACKING_CARRIERS = ['USPS', 'DhlEcs'] as const;
export type TrackingCarrier = (typeof TRACKING_CARRIERS)[number];

export function trackingUrl(carrier: TrackingCarrier, number: string): string {
  const n = encodeURIComponent(number);
  return carrier === 'USPS'
    ? `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`
    : `https://www.logistics.dhl/us-en/home/tracking/tracking-ecommerce.html?tracking-id=${n}`;
}

/** The carrier a shipment goes with, from the order's carrier (USPS at home, DHL eCommerce abroad). */
export const trackingCarrierOf = (carrier: string): TrackingCarrier =>
  carrier.toLowerCase().startsWith('dhl') ? 'DhlEcs' : 'USPS';

const DAY = 24 * 60 * 60_000;

/** Orders cancelled more than this long after they were placed are not refunded (refund policy). */
export const CANCEL_REFUND_WINDOW_MS = DAY;

/**
 * What cancelling gives back (refund policy): the whole order while it is Created or
 * ReadyToProduce and was placed within the last 24 hours; nothing once it is InProduction (items
 * in production are not refundable) or when it was placed longer ago.
 */
export function cancelRefund(o: { status: OrderStatus; total: number; placedAt: Date }, now: Date) {
  if (o.status === 'InProduction') return { amount: 0, why: 'Items in production are not refundable.' };
  if (now.getTime() - o.placedAt.getTime() > CANCEL_REFUND_WINDOW_MS)
    return { amount: 0, why: 'Orders cancelled after 24 hours are not refunded.' };
  return { amount: o.total, why: '' };
}

/** Days a shipment is expected to take by method (the estimate a lost-order claim counts from). */
export function transitDays(method: string): number {
  const m = method.toLowerCase();
  if (m.includes('priority')) return 3;
  if (m.includes('dhl') || m.includes('international')) return 12;
  return 5;
}

export const estimatedDelivery = (shippedAt: Date, method: string) =>
  new Date(shippedAt.getTime() + transitDays(method) * DAY);

/** Adds business days (Monday to Friday) to a date. */
export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}

/**
 * Whether a claim may still be filed (refund policy): within 14 business days of delivery, or for
 * a lost order (not delivered, late delivery) within 30 days after the estimated delivery. Without
 * a delivery date the estimate stands in for it. Answers null when it may, else the window's words.
 */
export function claimWindowClosed(
  o: { shippedAt: Date; deliveredAt: Date | null; method: string },
  reason: ClaimReason,
  now: Date,
): string | null {
  const estimate = estimatedDelivery(o.shippedAt, o.method);
  if (reason === 'not delivered' || reason === 'late delivery') {
    if (o.deliveredAt === null || reason === 'late delivery') {
      return now.getTime() <= estimate.getTime() + 30 * DAY
        ? null
        : 'within 30 days after the estimated delivery';
    }
  }
  const delivered = o.deliveredAt ?? estimate;
  return now.getTime() <= addBusinessDays(delivered, 14).getTime()
    ? null
    : 'within 14 business days of delivery';
}

/** PressRun's production facilities; the production queue filters by them. */
export const FACILITIES = ['Los Angeles', 'Charlotte'] as const;
export type Facility = (typeof FACILITIES)[number];

const EAST = new Set(
  'CT DE DC FL GA IL IN KY MA MD ME MI NC NH NJ NY OH PA RI SC TN VA VT WV AL MS PR'.split(' '),
);

/** Where an order is produced: the facility nearer its destination (the west coast for abroad). */
export function facilityFor(shipTo: { country: string; state: string }): Facility {
  return shipTo.country === 'US' && EAST.has(shipTo.state.toUpperCase()) ? 'Charlotte' : 'Los Angeles';
}
