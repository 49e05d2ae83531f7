import { ACCOUNT_CREDIT_MSG, ORDER_MSG, PAYMENT_MSG, type PlaceOrderInput } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import { defaultCard } from '../billing';
import {
  PaymentError,
  type PaymentRow,
  paymentByProviderRef,
  recordPayment,
  updatePayment,
} from '../payments';
import type { CaptureOrder } from './capture';

/**
 * Money held for an order before the order is written (Medusa's authorize-then-complete): the
 * order transaction runs only once the money is secured, and `release` hands it back when the
 * transaction cannot finish (cart changed, last promo use gone, placed meanwhile by another call).
 */
export interface SecuredFunds {
  /** sandbox_card | stripe | sandbox_paypal | paypal | term | none */
  provider: string;
  /** The payment row (null for credit terms and free orders: no money moves through a provider). */
  paymentId: number | null;
  /** The provider's payment (card), authorization (PayPal) or checkout session. */
  providerRef: string | null;
  cardLast4: string | null;
  /** The order's pay status once written: 'Paid', 'Authorized' (capture follows) or 'Term'. */
  payStatus: 'Paid' | 'Authorized' | 'Term';
  /** The payment row's status once it is linked to the order. */
  rowStatus: 'authorized' | 'captured';
  /** What takes the held money once the order is written (a job, see capture.ts); null when nothing is held. */
  capture: CaptureOrder | null;
  release(): Promise<void>;
}

/**
 * How the order is paid: the web checkout's choices, or default card or terms for an items order.
 * 'account_credit': the company's credit covers the whole order, so nothing is taken here.
 */
export type FundsInput = PlaceOrderInput | { paymentType: 'default_card' | 'term' };

export interface FundsRequest {
  buyer: Buyer;
  cartId: number;
  total: number;
  key: string;
  input: FundsInput;
  /** The default card, when the caller read it already (placing reads it alongside the cart). */
  card?: Awaited<ReturnType<typeof defaultCard>>;
  /** The default card's payment row, when the caller wrote it already (a run of orders writes them together). */
  row?: PaymentRow;
}

/** The `payments.provider` of the configured card gateway (and of its payment rows). */
export const cardProvider = (ctx: AppContext) => ctx.payments.cardProvider;
export const walletProvider = (ctx: AppContext) => ctx.payments.walletProvider;

/** A provider's refusal as the customer sees it: their card's words, or a retryable server error. */
export function paymentFailed(err: unknown, message?: string): never {
  if (!(err instanceof PaymentError)) throw err;
  if (err.retryable) throw new AppError(503, 'payment_unavailable', PAYMENT_MSG.serverError);
  throw new AppError(402, 'payment_failed', message ?? err.message);
}

export async function secureFunds(ctx: AppContext, req: FundsRequest): Promise<SecuredFunds> {
  if (req.total === 0 && req.input.paymentType !== 'new_card' && req.input.paymentType !== 'paypal')
    return nothingToTake(req.input.paymentType === 'term' ? 'Term' : 'Paid');
  switch (req.input.paymentType) {
    case 'term':
      // The balance is taken inside the order transaction (companies.term_balance >= total).
      return nothingToTake('Term', 'term');
    case 'default_card':
      return holdDefaultCard(ctx, req);
    case 'new_card':
      return paidCheckoutSession(ctx, req, req.input.sessionId);
    case 'paypal':
      return authorizedWallet(ctx, req, req.input.paypalOrderId);
    case 'account_credit':
      // Reached only with something left to pay: the credit no longer covers the order.
      throw new AppError(409, 'credit_not_enough', ACCOUNT_CREDIT_MSG.notCovered);
  }
}

function nothingToTake(payStatus: 'Paid' | 'Term', provider = 'none'): SecuredFunds {
  return {
    provider,
    paymentId: null,
    providerRef: null,
    cardLast4: null,
    payStatus,
    rowStatus: 'captured',
    capture: null,
    release: async () => {},
  };
}

/** The payment row a default card's hold is recorded in before the gateway is called. */
export const cardPaymentRow = (
  ctx: AppContext,
  req: Pick<FundsRequest, 'buyer' | 'cartId' | 'total' | 'key'>,
) => ({
  companyId: req.buyer.companyId,
  cartId: req.cartId,
  payType: 'default_card',
  provider: cardProvider(ctx),
  amount: req.total,
  idempotencyKey: req.key,
});

/** The gateway's idempotency key of a default card's hold: the reconciliation finds the hold by it. */
export const holdKey = (companyId: number, key: string) => `order:${companyId}:${key}`;

/** The default card: a hold for the total (captured once the order is written). */
async function holdDefaultCard(ctx: AppContext, req: FundsRequest): Promise<SecuredFunds> {
  const { buyer, total } = req;
  const card = req.card === undefined ? await defaultCard(ctx.db, buyer.companyId) : req.card;
  if (!card?.customerRef) throw new AppError(400, 'no_card', PAYMENT_MSG.noCardOnFile);
  const provider = cardProvider(ctx);
  // The row comes first: a crash after the provider call still leaves a record to reconcile.
  const row = req.row ?? (await recordPayment(ctx.db, cardPaymentRow(ctx, req)));
  if (row.amount !== total || row.cartId !== req.cartId)
    throw new AppError(409, 'idempotency_key_reused', ORDER_MSG.keyReused);
  const payments = ctx.payments;
  // One call creates and confirms the hold (Stripe's off-session confirm with manual capture).
  const payment = await payments
    .authorizeSavedCard({
      customerRef: card.customerRef,
      paymentMethodId: card.providerRef,
      amountCents: total,
      idempotencyKey: holdKey(buyer.companyId, req.key),
      metadata: { companyId: String(buyer.companyId), cartId: String(req.cartId) },
    })
    .catch(async (err) => {
      await updatePayment(ctx.db, row.id, { status: 'error' });
      return paymentFailed(err);
    });
  const paymentRef = payment.id;
  if (payment.status !== 'authorized') {
    // The bank wants the customer (3-D Secure): not possible off-page, so nothing is taken.
    await payments.releaseCard(paymentRef).catch(() => {});
    await updatePayment(ctx.db, row.id, { providerRef: paymentRef, status: 'canceled' });
    throw new AppError(402, 'payment_failed', ORDER_MSG.cardNotPaid);
  }
  // The row learns the provider's id when the order is written (one write fewer); should the
  // process die before, the gateway's idempotency key (order:{company}:{key}) finds the payment.
  return {
    provider,
    paymentId: row.id,
    providerRef: paymentRef,
    cardLast4: payment.card?.last4 ?? card.last4,
    payStatus: 'Authorized',
    rowStatus: 'authorized',
    capture: { kind: 'card', paymentId: row.id, ref: paymentRef, amountCents: total },
    async release() {
      await payments.releaseCard(paymentRef);
      await updatePayment(ctx.db, row.id, { providerRef: paymentRef, status: 'canceled' });
    },
  };
}

/** A new card paid on the hosted checkout page: the money is already taken; refund it if need be. */
async function paidCheckoutSession(ctx: AppContext, req: FundsRequest, sessionId: string) {
  const provider = cardProvider(ctx);
  const row = await ownPaymentRow(ctx, req, provider, sessionId);
  const payments = ctx.payments;
  const session = await payments.cardPage(sessionId).catch(paymentFailed);
  if (session.status !== 'paid' || !session.paymentRef)
    throw new AppError(402, 'payment_failed', ORDER_MSG.cardNotPaid);
  const paymentRef = session.paymentRef;
  const payment = await payments.retrieveCardPayment(paymentRef).catch(paymentFailed);
  const funds: SecuredFunds = {
    provider,
    paymentId: row.id,
    providerRef: sessionId,
    cardLast4: payment.card?.last4 ?? null,
    payStatus: 'Paid',
    rowStatus: 'captured',
    capture: null,
    async release() {
      await payments.refundCard(paymentRef, session.amountCents, `release:${sessionId}`);
      await updatePayment(ctx.db, row.id, { status: 'refunded' });
    },
  };
  // Paid for another total (the cart changed after the page was opened): give it back.
  if (session.amountCents !== req.total) {
    await funds.release();
    throw new AppError(409, 'cart_changed', ORDER_MSG.cartChanged);
  }
  return funds;
}

/** A PayPal order the buyer approved: authorized now, captured once the order is written. */
async function authorizedWallet(ctx: AppContext, req: FundsRequest, paypalOrderId: string) {
  const provider = walletProvider(ctx);
  const row = await ownPaymentRow(ctx, req, provider, paypalOrderId);
  const payments = ctx.payments;
  const failed = (err: unknown) => paymentFailed(err, PAYMENT_MSG.paypalFailed);
  const order = await payments.walletOrder(paypalOrderId).catch(failed);
  if (order.amountCents !== req.total) {
    if (order.authorization) await payments.releaseWallet(order.authorization.id).catch(() => {});
    throw new AppError(409, 'cart_changed', ORDER_MSG.cartChanged);
  }
  // A retry finds the authorization the first call made (PayPal refuses to authorize twice).
  const auth = order.authorization ?? (await payments.authorizeWallet(paypalOrderId).catch(failed));
  if (auth.status !== 'created' && auth.status !== 'pending' && auth.status !== 'captured')
    throw new AppError(402, 'payment_failed', PAYMENT_MSG.paypalFailed);
  return {
    provider,
    paymentId: row.id,
    providerRef: paypalOrderId,
    cardLast4: null,
    payStatus: 'Authorized',
    rowStatus: 'authorized',
    capture: { kind: 'wallet', paymentId: row.id, ref: auth.id, amountCents: req.total },
    async release() {
      await payments.releaseWallet(auth.id);
      await updatePayment(ctx.db, row.id, { status: 'canceled' });
    },
  } satisfies SecuredFunds;
}

/** The payment row a hosted page was opened with: this company's, for this cart. */
async function ownPaymentRow(ctx: AppContext, req: FundsRequest, provider: string, providerRef: string) {
  const row = await paymentByProviderRef(ctx.db, provider, providerRef);
  if (!row || row.companyId !== req.buyer.companyId)
    throw new AppError(404, 'payment_not_found', ORDER_MSG.cardNotPaid);
  if (row.cartId !== req.cartId) throw new AppError(409, 'cart_changed', ORDER_MSG.cartChanged);
  return row;
}
