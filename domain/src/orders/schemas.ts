import { z } from 'zod';
import { shipToSchema } from '../checkout/ship-to';
import { paymentTypeSchema } from '../pricing/schemas';

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

/** A placed order as its owner sees it (confirmation page, mail; the orders pages build on it). */
export const orderViewSchema = z.object({
  id: z.number(),
  po: z.string(),
  status: z.string(),
  paymentType: paymentTypeSchema,
  /** 'Paid', 'Authorized', 'Term' */
  payStatus: z.string(),
  /** The card's last four digits when paid by card. */
  cardLast4: z.string().nullable(),
  shipTo: shipToSchema,
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
  totalQuantity: z.number(),
  items: z.array(orderItemViewSchema),
  createdAt: z.string(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** How the confirmation names the payment: 'Default Card', 'New Card', 'Paypal', 'Credit Terms'. */
export function paymentMethodLabel(type: z.infer<typeof paymentTypeSchema>): string {
  return { default_card: 'Default Card', new_card: 'New Card', paypal: 'Paypal', term: 'Credit Terms' }[type];
}
