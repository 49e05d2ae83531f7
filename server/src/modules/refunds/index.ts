/**
 * The refunds capability: money given back for an order (a cancellation, a claim), once per key,
 * through the card gateway, PayPal or the credit terms balance it was paid with.
 */
export type { RefundMethod } from './method';
/** An order's refunds as the order page and the capture job read them. */
export { refundBegun, refundTotalsOfOrder } from './order-refunds-read';
/** What a refund needs of its order, handed in by the orders module (it sits above this one). */
export type { RecordRefundEvent, RefundActor, RefundedOrder, RefundedOrders } from './orders-port';
/** The company's refunds as the payment history reads them (a subquery to join). */
export { companyRefunds } from './payment-history-read';
export { type RefundOutcome, type RefundRequest, refundOrder } from './refund';
export type { RefundRow } from './repo';
export { refundsOfOrder } from './repo';
export { REFUND_RETRY_JOB, refundRetryJob, registerRefundRetry } from './retry';

/** Refunds as statements list and sum them (a subquery of those that moved money). */
export * as statementRefundsReadModel from './statement-read-model';
