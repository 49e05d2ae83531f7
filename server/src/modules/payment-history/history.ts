import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companyTermPayments } from '../credit-terms';
import { companyOrderPayments } from '../orders';
import { CARD_PROVIDERS, companyPayments, WALLET_PROVIDERS } from '../payments';
import { companyRefunds } from '../refunds';

export const HISTORY_PAGE = 50;

export const HISTORY_MSG = {
  badCursor: 'That page of the payment history does not exist. Please reload the list.',
} as const;

/** Load more's cursor: the last row's time (microseconds), its kind's rank and its id. */
const CURSOR = /^(\d{1,17})_([0-2])_(\d{1,10})$/;

export const historyQuerySchema = z.object({
  after: z
    .string({ error: HISTORY_MSG.badCursor })
    .regex(CURSOR, { error: HISTORY_MSG.badCursor })
    .optional(),
});

const KINDS = ['charge', 'refund', 'term_payment'] as const;
const STATUSES = ['authorized', 'paid', 'charged_to_terms', 'refunded', 'canceled', 'failed'] as const;

/**
 * One movement of the company's money: a charge of an order (card, PayPal or its credit terms), a
 * refund, or a card payment of credit-terms orders. Amounts are cents, always positive: the kind
 * says which way the money went.
 */
export const paymentHistoryRowSchema = z.object({
  id: z.string(),
  kind: z.enum(KINDS),
  method: z.enum(['card', 'paypal', 'terms']),
  /** The card's last four digits, or 'Paypal', 'Credit Terms' ('Card' when the gateway did not say). */
  last4: z.string(),
  status: z.enum(STATUSES),
  amount: z.number().int(),
  date: z.string(),
  /** The order it belongs to; a term payment settles several. */
  orderIds: z.array(z.number().int()),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

export const paymentHistoryPageSchema = z.object({
  payments: z.array(paymentHistoryRowSchema),
  /** The cursor of the next page; null on the last. */
  next: z.string().nullable(),
});
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPageSchema>;

interface Raw {
  rank: number;
  kind: (typeof KINDS)[number];
  id: number;
  at_us: string;
  at: string | Date;
  amount: number;
  status: string;
  via: string;
  last4: string | null;
  order_id: number | null;
}

/** A charge's provider or a refund's method, by the way the money went. */
const BY_CARD = [...CARD_PROVIDERS, 'card_refund', 'card_release'];
const BY_PAYPAL = [...WALLET_PROVIDERS, 'paypal_refund', 'paypal_void'];

/**
 * A page of the company's payment history, newest first, one keyset over the read models of three
 * owners: charges (payments' `companyPayments` linked to an order, money held or taken; free orders
 * move nothing and are left out), refunds that went through (refunds' `companyRefunds`), and
 * settled or failed payments of credit-terms orders (credit-terms' `companyTermPayments`); the
 * orders (orders' `companyOrderPayments`) give the card's last four. Each read model is already
 * scoped to the company. Ties in time are broken by kind (what follows a charge, after it) and id,
 * so a page boundary never skips or repeats a row.
 */
export async function paymentHistory(db: Db, companyId: number, after?: string): Promise<PaymentHistoryPage> {
  const m = after ? CURSOR.exec(after) : null;
  const keyset = m
    ? sql`where (h.at_us, h.rank, h.id) < (${m[1]}::bigint, ${Number(m[2])}, ${Number(m[3])})`
    : sql``;
  const res = await db.execute(sql`
    select h.* from (
      select 0 as rank, 'charge' as kind, p.id, p.created_at as at,
             (extract(epoch from p.created_at) * 1000000)::bigint as at_us,
             p.amount, p.status, p.provider as via, o.card_last4 as last4, p.order_id
        from ${companyPayments(companyId)} p
        join ${companyOrderPayments(companyId)} o on o.id = p.order_id
       where p.status in ('authorized', 'captured', 'refunded', 'canceled')
         and p.provider <> 'none'
      union all
      select 1, 'refund', r.id, r.created_at,
             (extract(epoch from r.created_at) * 1000000)::bigint,
             r.amount, r.status, r.method, coalesce(o.card_last4, tp.card_last4), r.order_id
        from ${companyRefunds(companyId)} r
        join ${companyOrderPayments(companyId)} o on o.id = r.order_id
        -- A term order paid off by card is refunded to that card, whose last 4 the order lacks.
        left join ${companyTermPayments(companyId)} tp on tp.id = o.term_payment_id
       where r.status = 'succeeded' and r.method <> 'none'
      union all
      select 2, 'term_payment', t.id, t.created_at,
             (extract(epoch from t.created_at) * 1000000)::bigint,
             t.amount, t.status, t.provider, t.card_last4, null
        from ${companyTermPayments(companyId)} t
       where t.status in ('succeeded', 'failed')
    ) h
    ${keyset}
    order by h.at_us desc, h.rank desc, h.id desc
    limit ${HISTORY_PAGE + 1}`);
  const raw = (res as unknown as { rows: Raw[] }).rows.map((r) => ({
    ...r,
    id: Number(r.id),
    rank: Number(r.rank),
    amount: Number(r.amount),
    at_us: String(r.at_us),
  }));
  const page = raw.slice(0, HISTORY_PAGE);
  const settled = await ordersOfTermPayments(
    db,
    companyId,
    page.filter((r) => r.kind === 'term_payment').map((r) => r.id),
  );
  const last = page.at(-1);
  return {
    payments: page.map((r) => toRow(r, settled.get(r.id) ?? [])),
    next: raw.length > HISTORY_PAGE && last ? `${last.at_us}_${last.rank}_${last.id}` : null,
  };
}

/** The orders each term payment settled (a failed one released its orders: none). */
async function ordersOfTermPayments(db: Db, companyId: number, ids: number[]) {
  const found = new Map<number, number[]>();
  if (!ids.length) return found;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = await db.execute(sql`
    select o.id, o.term_payment_id from ${companyOrderPayments(companyId)} o
     where o.term_payment_id in (${list})
     order by o.id`);
  for (const r of (res as unknown as { rows: Array<{ id: number; term_payment_id: number }> }).rows) {
    const [id, paymentId] = [Number(r.id), Number(r.term_payment_id)];
    found.set(paymentId, [...(found.get(paymentId) ?? []), id]);
  }
  return found;
}

function toRow(r: Raw, termOrders: number[]): PaymentHistoryRow {
  const method = BY_CARD.includes(r.via) ? 'card' : BY_PAYPAL.includes(r.via) ? 'paypal' : 'terms';
  // A term payment is always by card, whatever the gateway is called.
  const how = r.kind === 'term_payment' ? 'card' : method;
  return {
    id: `${r.kind}-${r.id}`,
    kind: r.kind,
    method: how,
    last4: how === 'card' ? (r.last4 ?? 'Card') : how === 'paypal' ? 'Paypal' : 'Credit Terms',
    status: statusOf(r, how),
    amount: r.amount,
    date: new Date(r.at).toISOString(),
    orderIds: r.kind === 'term_payment' ? termOrders : [r.order_id!],
  };
}

function statusOf(r: Raw, how: PaymentHistoryRow['method']): PaymentHistoryRow['status'] {
  if (r.kind === 'refund') return 'refunded';
  if (r.kind === 'term_payment') return r.status === 'succeeded' ? 'paid' : 'failed';
  switch (r.status) {
    case 'authorized':
      return 'authorized';
    case 'refunded':
      return 'refunded';
    case 'canceled':
      return 'canceled';
    default:
      return how === 'terms' ? 'charged_to_terms' : 'paid';
  }
}
