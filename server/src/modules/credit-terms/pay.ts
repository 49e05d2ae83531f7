import { PAYMENT_MSG } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import { companyGroup } from '../../providers/jobs/queue';
import { defaultCard } from '../billing';
import { type Payment, PaymentError } from '../payments';
import { TERMS_MSG } from './messages';
import * as repo from './repo';
import type { TermOrderHolds } from './term-orders';

/** Retries a payment whose outcome the gateway could not tell at once (see `collect`). */
export const RESUME_JOB = 'credit-terms.resume';
/** Long enough for the call that made the payment to have finished with the gateway. */
const RESUME_AFTER_MS = 2 * 60_000;
const RESUME_ATTEMPTS = 20;
/**
 * By then the resume job has made all its attempts (2 minutes, then backoff capped at 5 minutes:
 * about 75 minutes): the reconciliation takes over a payment still pending.
 */
export const RESUME_GIVES_UP_MS = 2 * 60 * 60_000;

/** The gateway's idempotency key of a term payment's hold: the same hold however often it is asked. */
export const termHoldKey = (row: { companyId: number; id: number }) => `terms:${row.companyId}:${row.id}`;

type Card = NonNullable<Awaited<ReturnType<typeof defaultCard>>>;

export interface TermPaymentView {
  id: number;
  amount: number;
  status: 'succeeded';
  cardLast4: string | null;
  orderIds: number[];
}

/** What paying answers: the payment, and whether this call made it (201) or found it made (200). */
export interface PaidTerms {
  payment: TermPaymentView;
  created: boolean;
  message: string;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** Sentinel: the key was taken by a call racing this one; answer as its retry. */
class KeyTaken extends Error {}

/**
 * Pays open credit-terms orders with the company's default card, once however often it is asked
 * (docs/business-rules.md, Credit terms): the payment row (unique per company and Idempotency-Key)
 * and the claim on the orders are committed before the card is charged, so two payments of the same
 * orders at once charge once and the second is told they are paid; a retry with the same key answers
 * the first outcome. The card is held, then captured: a hold whose answer was lost takes nothing.
 */
export async function payTermOrders(
  ctx: AppContext,
  holds: TermOrderHolds,
  who: Buyer,
  orderIds: number[],
  key: string,
): Promise<PaidTerms> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const found = await repo.paymentByKey(ctx.db, who.companyId, key);
  if (found) return again(ctx, holds, who, found, ids);

  try {
    return await startPayment(ctx, holds, who, ids, key);
  } catch (err) {
    // A call with the same key may have claimed the orders between our look-up and now: this
    // call is its retry, not a second payment.
    if (!(err instanceof KeyTaken || (err instanceof AppError && err.statusCode === 409))) throw err;
    const raced = await repo.paymentByKey(ctx.db, who.companyId, key);
    if (!raced) throw err;
    return again(ctx, holds, who, raced, ids);
  }
}

async function startPayment(
  ctx: AppContext,
  holds: TermOrderHolds,
  who: Buyer,
  ids: number[],
  key: string,
): Promise<PaidTerms> {
  const card = await defaultCard(ctx.db, who.companyId);
  if (!card) throw new AppError(400, 'no_card', PAYMENT_MSG.noCardOnFile);
  const rows = await repo.termOrdersIn(ctx.db, holds, who.companyId, ids);
  // Another company's order, or one not paid on terms, is no order of the customer's.
  if (rows.length !== ids.length) throw notFound(TERMS_MSG.orderMissing);
  if (rows.some((r) => r.termPaymentId !== null)) throw conflict(TERMS_MSG.alreadyPaid);
  const settled = rows.find((r) => r.owed <= 0);
  if (settled) throw conflict(TERMS_MSG.nothingOwed(settled.id));
  const amount = rows.reduce((sum, r) => sum + r.owed, 0);

  const row = await ctx.db.transaction(async (tx) => {
    const made = await repo.insertPayment(tx, {
      companyId: who.companyId,
      userId: who.userId,
      amount,
      status: 'pending',
      provider: ctx.payments.cardProvider,
      cardLast4: card.last4,
      idempotencyKey: key,
    });
    if (!made) throw new KeyTaken();
    const claimed = await repo.claimOrders(tx, holds, { companyId: who.companyId, ids, paymentId: made.id });
    // Rolled back with the payment row: nothing was charged, and the orders stay as they were.
    if (claimed.length !== ids.length) throw conflict(TERMS_MSG.alreadyPaid);
    // Should this process die before the payment is settled, the job finishes it.
    await ctx.jobs.enqueue(
      RESUME_JOB,
      { termPaymentId: made.id },
      { delayMs: RESUME_AFTER_MS, maxAttempts: RESUME_ATTEMPTS, group: companyGroup(who.companyId), tx },
    );
    return made;
  });
  return answer(ctx, await collect(ctx, holds, row, card), ids, true);
}

/**
 * The same key again: the first call's outcome. One still under way is left to that call (or, should
 * it have died, to the resume job queued with the payment): two calls charging one payment at once
 * could each take the other's refusal for the card's.
 */
async function again(
  ctx: AppContext,
  holds: TermOrderHolds,
  who: Buyer,
  row: repo.TermPaymentRow,
  ids: number[],
) {
  if (row.status === 'failed') {
    const owed = (await repo.termOrdersIn(ctx.db, holds, who.companyId, ids)).reduce((s, r) => s + r.owed, 0);
    if (owed !== row.amount) throw conflict(TERMS_MSG.keyReused);
  } else if (!sameIds(await repo.ordersOfPayment(ctx.db, holds, row.id), ids))
    throw conflict(TERMS_MSG.keyReused);
  return answer(ctx, row, ids, false);
}

async function answer(ctx: AppContext, row: repo.TermPaymentRow, ids: number[], created: boolean) {
  const now = (await repo.paymentById(ctx.db, row.id)) ?? row;
  if (now.status === 'failed') throw new AppError(402, 'payment_failed', now.failure ?? PAYMENT_MSG.declined);
  if (now.status === 'pending') throw new AppError(503, 'payment_processing', TERMS_MSG.processing);
  return {
    payment: {
      id: now.id,
      amount: now.amount,
      status: 'succeeded' as const,
      cardLast4: now.cardLast4,
      orderIds: ids,
    },
    created,
    message: TERMS_MSG.paid(now.amount, ids.length),
  };
}

/**
 * Takes the money for a pending payment and settles it. The gateway's key is the payment's own, and
 * a hold already made is looked up by its id, so calling this again (a retry, the resume job) never
 * makes a second hold. Settling is conditional on the row still pending: whoever settles first
 * restores the balance. When the gateway cannot tell whether the capture happened, the payment
 * stays pending (its orders claimed) for the resume job to ask again.
 */
export async function collect(
  ctx: AppContext,
  holds: TermOrderHolds,
  row: repo.TermPaymentRow,
  card: Card | null,
) {
  const payments = ctx.payments;
  const fail = async (message: string) => {
    await ctx.db.transaction(async (tx) => {
      if (await repo.settlePayment(tx, row.id, { status: 'failed', failure: message }))
        await holds.releaseTermOrders(tx, row.id);
    });
    return row;
  };

  let hold: Payment;
  if (row.providerRef) {
    const known = await payments.retrieveCardPayment(row.providerRef).catch(() => null);
    if (!known) return row;
    hold = known;
  } else {
    if (!card) return fail(PAYMENT_MSG.noCardOnFile);
    try {
      hold = await payments.authorizeSavedCard({
        customerRef: card.customerRef,
        paymentMethodId: card.providerRef,
        amountCents: row.amount,
        idempotencyKey: termHoldKey(row),
        metadata: { companyId: String(row.companyId), termPaymentId: String(row.id) },
      });
    } catch (err) {
      if (!(err instanceof PaymentError)) throw err;
      // No hold was confirmed: should one exist after all, it expires without taking anything.
      return fail(err.retryable ? PAYMENT_MSG.serverError : err.message);
    }
    await repo.setProviderRef(ctx.db, row.id, hold.id);
  }
  if (hold.status !== 'authorized' && hold.status !== 'captured') {
    // The bank wants the customer (3-D Secure), which cannot happen off the page; or it was let go.
    await payments.releaseCard(hold.id).catch(() => {});
    return fail(TERMS_MSG.cardNotCharged);
  }

  let taken: Payment | null = hold.status === 'captured' ? hold : null;
  if (!taken) {
    try {
      taken = await payments.captureCard(hold.id);
    } catch (err) {
      // Did the capture happen before its answer was lost? Ask; if nobody can tell, try again later.
      const now = await payments.retrieveCardPayment(hold.id).catch(() => null);
      if (now?.status === 'captured') taken = now;
      else if (err instanceof PaymentError && !err.retryable && now) {
        await payments.releaseCard(hold.id).catch(() => {});
        return fail(err.message);
      } else return row;
    }
  }

  const last4 = taken.card?.last4 ?? card?.last4 ?? row.cardLast4;
  await ctx.db.transaction(async (tx) => {
    if (await repo.settlePayment(tx, row.id, { status: 'succeeded', providerRef: hold.id, cardLast4: last4 }))
      await repo.restoreBalance(tx, row.companyId, row.amount);
  });
  return row;
}

/** The resume job: a payment left pending is finished, or tried again later with the queue's backoff. */
export function registerResume(ctx: AppContext, holds: TermOrderHolds) {
  ctx.jobs.register(RESUME_JOB, async (payload) => {
    const row = await repo.paymentById(ctx.db, Number(payload.termPaymentId));
    if (row?.status !== 'pending') return { skipped: row?.status ?? 'missing' };
    await collect(ctx, holds, row, await defaultCard(ctx.db, row.companyId));
    const now = await repo.paymentById(ctx.db, row.id);
    if (now?.status === 'pending') throw new Error(`term payment ${row.id} is still undecided`);
    return { status: now?.status };
  });
}
