import { ACCOUNT_CREDIT_MSG, type CreditUse, creditBalance, creditUse, formatMoney } from '@pressrun/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './repo';

/** The company's credit balance (cents, never below 0). */
export async function creditBalanceOf(db: Db, companyId: number): Promise<number> {
  return creditBalance([await repo.ledgerSum(db, companyId)]);
}

/** What an order of `total` cents would spend of the company's credit now, and what is left to pay. */
export async function creditFor(db: Db, companyId: number, total: number): Promise<CreditUse> {
  return creditUse(await creditBalanceOf(db, companyId), total);
}

/** Credit given to a company (a claim resolved as credit). */
export function issueCredit(
  db: Db,
  credit: {
    companyId: number;
    amount: number;
    reason: string;
    claimId?: number | null;
    orderId?: number | null;
    createdBy?: number | null;
  },
) {
  if (!Number.isSafeInteger(credit.amount) || credit.amount < 0)
    throw new AppError(400, 'credit_amount', 'Account credit cannot be a negative amount.');
  return repo.insertEntry(db, { ...credit, kind: 'issued' });
}

/**
 * Spends `amount` cents of the company's credit on an order, inside the order's transaction. The
 * ledger is locked first, so of two orders placed at once the second sees what the first spent;
 * when the balance no longer covers the amount the order was priced with (its card hold or
 * hosted payment covers only the rest), the order is refused and its money handed back.
 */
export async function spendCredit(tx: Db, s: { companyId: number; orderId: number; amount: number }) {
  if (s.amount <= 0) return;
  await repo.lockLedger(tx, s.companyId);
  const balance = creditBalance([await repo.ledgerSum(tx, s.companyId)]);
  if (balance < s.amount) throw new AppError(409, 'credit_changed', ACCOUNT_CREDIT_MSG.changed);
  await repo.insertEntry(tx, {
    companyId: s.companyId,
    orderId: s.orderId,
    amount: -s.amount,
    kind: 'spent',
    reason: `Spent on order ${s.orderId}`,
  });
}

/**
 * Gives back, as credit, up to `amount` cents of what an order spent of the company's credit, once
 * per refund key (a retried cancel returns once). Returns the cents given back (0 when the order
 * spent none, or all of it is back already). Called inside the refund's claiming transaction, with
 * the order's row locked by the caller.
 */
export async function returnCredit(
  tx: Db,
  r: { companyId: number; orderId: number; amount: number; key: string; why: string },
): Promise<number> {
  const earlier = await repo.entryOfKey(tx, r.key);
  if (earlier) return earlier.amount;
  const { spent, returned } = await repo.orderCredit(tx, r.companyId, r.orderId);
  const back = Math.min(Math.max(0, r.amount), spent - returned);
  if (back <= 0) return 0;
  await repo.insertEntry(tx, {
    companyId: r.companyId,
    orderId: r.orderId,
    amount: back,
    kind: 'returned',
    key: r.key,
    reason: `${formatMoney(back)} returned from order ${r.orderId} (${r.why})`,
  });
  return back;
}

/** What an order spent of the company's credit and what has come back of it (cents). */
export const orderCreditOf = (db: Db, companyId: number, orderId: number) =>
  repo.orderCredit(db, companyId, orderId);
