import { formatMoney, ORDER_MSG } from '@pressrun/domain';

/** Credit terms as the customer sees them: never applied (null), or one of these. */
export const TERM_STATUSES = ['Under Review', 'Approved', 'Declined'] as const;
export type TermStatus = (typeof TERM_STATUSES)[number];

/** Orders one payment may settle at most (the page shows 50 at a time). */
export const PAY_MAX_ORDERS = 100;

/** What paying credit-terms orders answers when something is missing or wrong. */
export const TERMS_MSG = {
  chooseOrders: 'Please choose the orders to pay.',
  tooManyOrders: `Please pay at most ${PAY_MAX_ORDERS} orders at a time.`,
  orderMissing: ORDER_MSG.notFound,
  alreadyPaid: 'These orders have already been paid.',
  nothingOwed: (id: number) => `Nothing is owed on order ${id}: its amount went back to your credit terms.`,
  keyReused: 'This request was already used to pay other orders. Please reload the page and try again.',
  cardNotCharged: 'Your card could not be charged. Please try again later.',
  processing: 'Your payment is being processed. Please check the orders again in a few minutes.',
  paid: (amount: number, count: number) =>
    `Thank you! ${formatMoney(amount)} was charged to your card for ${count} order${count === 1 ? '' : 's'}.`,
  badCursor: 'Invalid cursor.',
} as const;
