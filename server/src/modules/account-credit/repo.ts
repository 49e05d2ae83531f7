import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountCredits } from './tables';

export type CreditRow = typeof accountCredits.$inferSelect;
export type NewCredit = typeof accountCredits.$inferInsert;

/** The ledger's sum for a company (issued and returned minus spent), in cents. */
export async function ledgerSum(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${accountCredits.amount}), 0)` })
    .from(accountCredits)
    .where(eq(accountCredits.companyId, companyId));
  return Number(row?.sum ?? 0);
}

/**
 * Holds the company's ledger until the caller's transaction ends: a spend reads the balance and
 * writes its row while no other spend of the same company can, so two orders placed at once never
 * both spend the same credit. An advisory lock rather than a row lock: the ledger has no row of
 * its own to lock before the company's first credit, and companies belong to another module.
 */
export async function lockLedger(tx: Db, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('account_credits'), ${companyId}::int)`);
}

export async function insertEntry(db: Db, entry: NewCredit): Promise<CreditRow> {
  const [row] = await db.insert(accountCredits).values(entry).returning();
  return row!;
}

/** The credit an order spent (positive cents), and what was returned of it so far. */
export async function orderCredit(db: Db, companyId: number, orderId: number) {
  const [row] = await db
    .select({
      spent: sql<string>`coalesce(-sum(${accountCredits.amount}) filter (where ${accountCredits.kind} = 'spent'), 0)`,
      returned: sql<string>`coalesce(sum(${accountCredits.amount}) filter (where ${accountCredits.kind} = 'returned'), 0)`,
    })
    .from(accountCredits)
    .where(and(eq(accountCredits.companyId, companyId), eq(accountCredits.orderId, orderId)));
  return { spent: Number(row?.spent ?? 0), returned: Number(row?.returned ?? 0) };
}

/** The return written under a refund key, if any. */
export async function entryOfKey(db: Db, key: string): Promise<CreditRow | null> {
  const [row] = await db.select().from(accountCredits).where(eq(accountCredits.key, key));
  return row ?? null;
}
