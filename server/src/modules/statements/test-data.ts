import { eq } from 'drizzle-orm';
import { accountCredits, orders, refunds, termPayments } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { completedCarts, MUG_LINE, termOrderValues, type Who } from '../../test/ordering';
import { insertOrder } from '../orders';

/** Rows of a company's account written straight into the database, at chosen instants. */

export { pdfText } from '../../test/pdf-text';
export type { Who };

/** A credit-terms order of `total` cents placed at `at`. */
export async function termOrder(t: TestApp, who: Who, at: Date, total: number, po = 'PO-TERM') {
  const [cart] = await completedCarts(t, who, 1);
  const { order } = await insertOrder(
    t.app.ctx.db,
    { ...termOrderValues(who, cart!.id, total), po, createdAt: at },
    [{ ...MUG_LINE, po: '' }],
  );
  return order;
}

/** A card payment of credit-terms orders (status as given), settling the orders when it succeeded. */
export async function termPayment(
  t: TestApp,
  who: Who,
  at: Date,
  amount: number,
  orderIds: number[],
  status: 'succeeded' | 'pending' | 'failed' = 'succeeded',
) {
  const db = t.app.ctx.db;
  const [row] = await db
    .insert(termPayments)
    .values({
      companyId: who.companyId,
      userId: who.userId,
      amount,
      status,
      provider: 'sandbox_card',
      cardLast4: '4242',
      idempotencyKey: `tp-${at.getTime()}-${Math.random()}`,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (status !== 'failed')
    for (const id of orderIds)
      await db.update(orders).set({ termPaymentId: row!.id }).where(eq(orders.id, id));
  return row!;
}

export async function accountCredit(t: TestApp, who: Who, at: Date, amount: number, orderId: number) {
  const [row] = await t.app.ctx.db
    .insert(accountCredits)
    .values({ companyId: who.companyId, amount, reason: 'Misprinted mug', orderId, createdAt: at })
    .returning();
  return row!;
}

export async function refundOf(
  t: TestApp,
  who: Who,
  at: Date,
  orderId: number,
  amount: number,
  opts: { method?: string; status?: string; key?: string } = {},
) {
  const [row] = await t.app.ctx.db
    .insert(refunds)
    .values({
      orderId,
      companyId: who.companyId,
      key: opts.key ?? `cancel:${orderId}`,
      amount,
      method: opts.method ?? 'term_balance',
      status: opts.status ?? 'succeeded',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

/** The day `day` (1-based) of a month at noon UTC. */
export const dayOf = (start: Date, day: number) =>
  new Date(start.getTime() + (day - 1) * 86_400_000 + 43_200_000);

/** The number of pages, read from the PDF's page objects. */
export const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
