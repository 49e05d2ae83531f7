/**
 * Where Begin Checkout leads: order review, no payment type chosen yet, not paid. A file of its own
 * so a feature that only links there (the builder's Review Order) does not load the cart's dialog.
 */
export const ORDER_REVIEW_PATH = '/product/orderreview/null&isPaid=false';
