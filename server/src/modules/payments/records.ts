import { ORDER_MSG } from '@pressrun/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { payments, webhookEvents } from './tables';

/**
 * The payment records: one row per attempt to move money with a provider, written before the
 * provider is called, so a crash between the two leaves a record to reconcile. Every function
 * takes the caller's database handle, so it runs inside the caller's transaction.
 */
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** A payment row made before the provider is called; the same key answers the row made first. */
export async function recordPayment(db: Db, row: NewPayment): Promise<PaymentRow> {
  return (await recordPayments(db, [row])).get(row.idempotencyKey)!;
}

/** recordPayment for several rows (distinct keys): each key's row, new or the one made first. */
export async function recordPayments(db: Db, rows: NewPayment[]) {
  const found = new Map<string, PaymentRow>();
  if (!rows.length) return found;
  for (const row of await db.insert(payments).values(rows).onConflictDoNothing().returning())
    found.set(row.idempotencyKey, row);
  const earlier = rows.filter((r) => !found.has(r.idempotencyKey)).map((r) => r.idempotencyKey);
  if (earlier.length) {
    const existing = await db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, rows[0]!.companyId), inArray(payments.idempotencyKey, earlier)));
    for (const row of existing) found.set(row.idempotencyKey, row);
  }
  return found;
}

export async function paymentByProviderRef(db: Db, provider: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row ?? null;
}

/** The provider's id, or the outcome of a call, written on the row. */
export async function updatePayment(
  db: Db,
  id: number,
  patch: Partial<Pick<NewPayment, 'providerRef' | 'status'>>,
) {
  await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

export interface PaymentLink {
  id: number;
  orderId: number;
  providerRef: string | null;
  status: string;
}

/**
 * Links payment rows to their orders with the provider's id and status, in the order's
 * transaction. A row the reconciliation has taken (its money is being, or was, handed back) is
 * not linked: the caller must fail the order, which then hands its money back too. The
 * reconciliation only takes a row no order names, so one of the two wins, never both.
 */
export async function linkPayments(db: Db, links: PaymentLink[]) {
  if (!links.length) return;
  const input = JSON.stringify(
    links.map((l) => ({ id: l.id, order_id: l.orderId, provider_ref: l.providerRef, status: l.status })),
  );
  const res = await db.execute(sql`
    update ${payments} set order_id = v.order_id, provider_ref = v.provider_ref, status = v.status,
      updated_at = now()
    from jsonb_to_recordset(${input}::jsonb) as v(id int, order_id int, provider_ref text, status text)
    where ${payments}.id = v.id and ${payments}.reconciliation is null
    returning ${payments}.id`);
  if ((res as unknown as { rows: unknown[] }).rows.length !== links.length)
    throw new AppError(409, 'payment_reconciled', ORDER_MSG.cardNotPaid);
}

/**
 * The held money was taken. Only a payment still 'authorized' changes (one a cancellation
 * refunded meanwhile stays refunded): true when this call changed it, so the caller marks its
 * order paid in the same transaction.
 */
export async function markCaptured(db: Db, paymentId: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'captured', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'authorized')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function paymentProviderRef(db: Db, paymentId: number) {
  const [row] = await db
    .select({ ref: payments.providerRef })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.ref ?? null;
}

export async function orderOfPayment(db: Db, paymentId: number) {
  const [row] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.orderId ?? null;
}

/** The payment an order was paid with (the latest, should there be several). */
export async function paymentOfOrder(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** A refund settled: the status it left the payment in ('refunded' once emptied, 'canceled' once released). */
export async function settlePaymentStatus(db: Db, paymentId: number, status: string) {
  await updatePayment(db, paymentId, { status });
}

/** Records a provider event as handled; false when it was already (a replayed callback). */
export async function claimEvent(db: Db, provider: string, eventId: string, type: string) {
  const rows = await db
    .insert(webhookEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return rows.length === 1;
}

/** An event whose handling failed: forgotten, so the provider's next delivery is handled again. */
export async function forgetEvent(db: Db, provider: string, eventId: string) {
  await db
    .delete(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
}
