import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from './tables';

/**
 * The company's customer at the card gateway (companies.card_customer_ref) and its name: billing
 * keeps its cards under that customer. Null: no such company.
 */
export async function cardCustomerOf(db: Db, companyId: number) {
  const [row] = await db
    .select({ name: companies.name, cardCustomerRef: companies.cardCustomerRef })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/**
 * Keeps the gateway customer of the company, once: two first cards added at once both made the
 * same customer (same idempotency key), and whichever is stored first is the one both use.
 */
export async function keepCardCustomerRef(db: Db, companyId: number, ref: string): Promise<string> {
  await db
    .update(companies)
    .set({ cardCustomerRef: ref })
    .where(and(eq(companies.id, companyId), isNull(companies.cardCustomerRef)));
  return (await cardCustomerOf(db, companyId))!.cardCustomerRef!;
}

/**
 * Locks the company's row for the caller's transaction, so changes of one company (its cards) take
 * turns.
 */
export async function lockCompany(tx: Db, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
