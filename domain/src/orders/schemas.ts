import { z } from 'zod';
import { shipToViewSchema } from '../checkout/ship-to';
import { paymentTypeSchema } from '../pricing/schemas';
import { ORDER_SEARCH_MAX, ORDER_SORTS, ORDER_STATUSES } from './status';

/** User-visible texts of placing an order and its confirmation, kept word for word. */
export const ORDER_MSG = {
  placeFailed: 'There was an error placing your order.',
  placeDuplicate: 'There was an error placing your order. Please contact support.',
  cardNotPaid: 'There was an error placing your order. Please try again later.',
  termBalanceTooLow: 'Term Balance is too low to place this order!',
  thankYou: 'Thank you for shopping with us!',
  received: 'Your order has been received.',
  paidBanner: 'Thank you for your payment. Please fill out the shipping address and submit your order.',
  walletPaid: 'Please click Submit Order to finish your order.',
  cartChanged: 'Your cart changed while you were paying. Please review your order again.',
  keyReused: 'This request was already used for a different order. Please reload the page and try again.',
  shipToMissing: 'Please fill out the shipping address and calculate the order total first.',
  notFound: 'That order does not exist.',
} as const;

/**
 * Place order: the payment type and, for money already paid or approved on a provider's page, which
 * payment (the hosted checkout's session id, the PayPal order id). Everything else (items, address,
 * shipping option, promo) is what the server holds for the cart; prices are never taken from here.
 */
export const placeOrderSchema = z.discriminatedUnion('paymentType', [
  z.object({ paymentType: z.literal('default_card') }),
  z.object({ paymentType: z.literal('term') }),
  z.object({ paymentType: z.literal('new_card'), sessionId: z.string().min(1).max(256) }),
  z.object({ paymentType: z.literal('paypal'), paypalOrderId: z.string().min(1).max(256) }),
  // Account credit covers the whole order: no payment method, nothing charged.
  z.object({ paymentType: z.literal('account_credit') }),
]);
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** One line of a placed order, as it was when it was placed. */
export const orderItemViewSchema = z.object({
  id: z.number(),
  templateId: z.number().nullable(),
  sku: z.string(),
  productName: z.string(),
  variantName: z.string(),
  colorName: z.string(),
  quantity: z.number(),
  /** cents */
  unitPrice: z.number(),
  po: z.string(),
  previewUrl: z.string().nullable(),
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

/** The connected store an order came from, and that store's own number for it. */
export const orderStoreSchema = z.object({
  id: z.number(),
  name: z.string(),
  platform: z.string(),
  orderNumber: z.string(),
});
export type OrderStore = z.infer<typeof orderStoreSchema>;

/** A placed order as its owner sees it (confirmation page, mail; the orders pages build on it). */
export const orderViewSchema = z.object({
  id: z.number(),
  po: z.string(),
  status: z.string(),
  paymentType: z.union([paymentTypeSchema, z.literal('account_credit')]),
  /** 'Paid', 'Authorized', 'Term' */
  payStatus: z.string(),
  /** The card's last four digits when paid by card. */
  cardLast4: z.string().nullable(),
  shipTo: shipToViewSchema,
  shippingOption: z.enum(['Standard', 'Expedited']),
  carrier: z.string(),
  method: z.string(),
  /** cents */
  itemsPrice: z.number(),
  shipping: z.number(),
  fee: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  /** cents of account credit spent on it; the payment method paid total − creditUsed */
  creditUsed: z.number(),
  totalQuantity: z.number(),
  items: z.array(orderItemViewSchema),
  createdAt: z.string(),
  store: orderStoreSchema.nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** How the confirmation names the payment: 'Default Card', 'New Card', 'Paypal', 'Credit Terms', 'Account Credit'. */
export function paymentMethodLabel(type: OrderView['paymentType']): string {
  return {
    default_card: 'Default Card',
    new_card: 'New Card',
    paypal: 'Paypal',
    term: 'Credit Terms',
    account_credit: 'Account Credit',
  }[type];
}

/** One entry of an order's timeline: a status change or a staff action, with who did it. */
export const orderEventSchema = z.object({
  id: z.number(),
  /** status | tracking | refund | claim | note */
  kind: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** customer | staff | system */
  actorKind: z.string(),
  actorName: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** A row of the orders list. */
export const orderListItemSchema = z.object({
  id: z.number(),
  po: z.string(),
  status: z.string(),
  total: z.number(),
  totalQuantity: z.number(),
  shipToName: z.string(),
  createdAt: z.string(),
  /** The first line's preview, for a thumbnail. */
  previewUrl: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  store: orderStoreSchema.nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** A page of the orders list; `next` is the keyset cursor of Load more (null on the last page). */
export const orderListPageSchema = z.object({
  orders: z.array(orderListItemSchema),
  next: z.string().nullable(),
  /** The 'Orders Placed' figure: the company's orders, cancelled ones left out. */
  placed: z.number(),
});
export type OrderListPage = z.infer<typeof orderListPageSchema>;

/** Why a request of the orders pages was refused (400, 404). */
export const ORDERS_API_MSG = {
  searchTooLong: `Search text can be at most ${ORDER_SEARCH_MAX} characters.`,
  badStatus: 'That is not an order status.',
  badStore: 'That is not one of your stores.',
  badSort: `Sort must be one of: ${ORDER_SORTS.join(', ')}.`,
  badCursor: 'That page of the orders list does not exist. Please reload the list.',
  noPrintFile: 'This item has no print file.',
} as const;

/** The orders list's query: a status filter, a search (order id or PO), a sort, and Load more's cursor. */
export const orderListQuerySchema = z.object({
  // An empty filter is 'All', as a form sends it.
  status: z.union([z.enum(ORDER_STATUSES), z.literal('')], { error: ORDERS_API_MSG.badStatus }).optional(),
  q: z.string().trim().max(ORDER_SEARCH_MAX, { error: ORDERS_API_MSG.searchTooLong }).optional(),
  sort: z.enum(ORDER_SORTS, { error: ORDERS_API_MSG.badSort }).optional(),
  after: z.string().max(64, { error: ORDERS_API_MSG.badCursor }).optional(),
  /** Only the orders that came from this connected store. */
  store: z.coerce
    .number({ error: ORDERS_API_MSG.badStore })
    .int()
    .positive(ORDERS_API_MSG.badStore)
    .optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** The order detail page: the order, its timeline, tracking, and what the customer may do now. */
export const orderDetailSchema = z.object({
  order: orderViewSchema.extend({
    trackingNumber: z.string().nullable(),
    trackingCarrier: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    shippedAt: z.string().nullable(),
    /** Print-file download per item id (a URL only this company and staff can open). */
    printFileUrls: z.record(z.string(), z.string()),
  }),
  events: z.array(orderEventSchema),
  canCancel: z.boolean(),
  /** What cancelling now would give back, in cents, and why nothing when 0. */
  cancelRefund: z.object({ amount: z.number(), why: z.string() }).nullable(),
  canClaim: z.boolean(),
  /** The open or last claim on this order, if any. */
  claim: z
    .object({ id: z.number(), status: z.string(), reason: z.string(), resolution: z.string().nullable() })
    .nullable(),
  refunded: z.number(),
  /** Cents of a refund still on its way (being processed or to be tried again). */
  refundPending: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
