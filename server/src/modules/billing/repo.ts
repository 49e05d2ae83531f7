import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardCustomerOf, lockCompany } from '../auth';
import { paymentMethods } from './tables';

export type CardRow = typeof paymentMethods.$inferSelect;
type NewCard = Omit<typeof paymentMethods.$inferInsert, 'id' | 'isDefault' | 'createdAt'>;

/** The company's cards, the default first, then the newest. */
export function listCards(db: Db, companyId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.companyId, companyId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

export async function findCard(db: Db, companyId: number, id: number): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.id, id)));
  return row ?? null;
}

export async function hasCard(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.companyId, companyId))
    .limit(1);
  return Boolean(row);
}

/** The company's default card with the gateway customer it belongs to. */
export async function findDefault(db: Db, companyId: number) {
  const [card] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.isDefault, true)));
  if (!card) return null;
  const company = await cardCustomerOf(db, companyId);
  return company ? { card, customerRef: company.cardCustomerRef } : null;
}

/**
 * Adds a card; it becomes the default when the company has none. The partial unique index (one
 * default per company) decides between two cards added at once: the loser is stored as not default.
 */
export async function insertCard(db: Db, card: NewCard, asDefault = false): Promise<CardRow> {
  if (asDefault)
    return db.transaction(async (tx) => {
      // Taking turns with the company's other card changes, as makeDefault does.
      await lockCompany(tx, card.companyId);
      await tx
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(and(eq(paymentMethods.companyId, card.companyId), eq(paymentMethods.isDefault, true)));
      const [row] = await tx
        .insert(paymentMethods)
        .values({ ...card, isDefault: true })
        .returning();
      return row!;
    });
  const [first] = await db
    .insert(paymentMethods)
    .values({ ...card, isDefault: true })
    .onConflictDoNothing({ target: paymentMethods.companyId, where: sql`is_default` })
    .returning();
  if (first) return first;
  const [row] = await db
    .insert(paymentMethods)
    .values({ ...card, isDefault: false })
    .returning();
  return row!;
}

/** Makes the card the company's default in one step; false when it is not the company's card. */
export function makeDefault(db: Db, companyId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Card changes of one company take turns, so two of them never both leave a default behind.
    await lockCompany(tx, companyId);
    const [card] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.id, id)));
    if (!card) return false;
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(
        and(
          eq(paymentMethods.companyId, companyId),
          eq(paymentMethods.isDefault, true),
          ne(paymentMethods.id, id),
        ),
      );
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
    return true;
  });
}

/** Removes the card; when it was the default, the newest card left takes its place. */
export function deleteCard(db: Db, companyId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [gone] = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.id, id)))
      .returning();
    if (!gone) return false;
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.companyId, companyId))
        .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
        .limit(1);
      if (next)
        await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
    }
    return true;
  });
}
