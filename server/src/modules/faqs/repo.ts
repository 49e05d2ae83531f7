import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { FAQ_MAX_ENTRIES } from './messages';
import type { FaqEdit, FaqForm, PublicFaq, StaffFaq } from './schemas';
import { faqs } from './tables';

const inOrder = [asc(faqs.position), asc(faqs.id)] as const;

/**
 * Every writer that adds, removes or reorders entries takes this lock first, so a reorder checks
 * its ids against a list no one else is changing and a new entry's position is not taken twice.
 * It lets readers through.
 */
const lockList = (tx: Db) => tx.execute(sql`lock table ${faqs} in share row exclusive mode`);

/** The published entries, in the order staff set. */
export async function publishedFaqs(db: Db): Promise<PublicFaq[]> {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.published, true))
    .orderBy(...inOrder);
}

const staffView = (r: typeof faqs.$inferSelect): StaffFaq => ({
  id: r.id,
  question: r.question,
  answer: r.answer,
  position: r.position,
  published: r.published,
  updatedAt: r.updatedAt.toISOString(),
});

/** Every entry, published or not, in order. */
export async function allFaqs(db: Db): Promise<StaffFaq[]> {
  return (
    await db
      .select()
      .from(faqs)
      .orderBy(...inOrder)
  ).map(staffView);
}

export async function findFaq(db: Db, id: number): Promise<StaffFaq | null> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row ? staffView(row) : null;
}

/** Adds entries at the end of the list, in the order given; null when the list would grow past its cap. */
export async function appendFaqs(db: Db, forms: FaqForm[]): Promise<StaffFaq[] | null> {
  return db.transaction(async (tx) => {
    await lockList(tx);
    const [{ n, last }] = (await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${faqs.position}), 0)::int` })
      .from(faqs)) as [{ n: number; last: number }];
    if (n + forms.length > FAQ_MAX_ENTRIES) return null;
    if (forms.length === 0) return [];
    const rows = await tx
      .insert(faqs)
      .values(
        forms.map((f, i) => ({
          question: f.question,
          answer: f.answer,
          published: f.published ?? true,
          position: last + 1 + i,
        })),
      )
      .returning();
    return rows.map(staffView);
  });
}

/** Changes an entry's question, answer or published; null when there is no such entry. */
export async function updateFaq(db: Db, id: number, edit: FaqEdit): Promise<StaffFaq | null> {
  const [row] = await db
    .update(faqs)
    .set({ ...edit, updatedAt: sql`now()` })
    .where(eq(faqs.id, id))
    .returning();
  return row ? staffView(row) : null;
}

/** Removes an entry; false when there was none. The others keep their order (positions may gap). */
export async function deleteFaq(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockList(tx);
    const rows = await tx.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
    return rows.length > 0;
  });
}

/**
 * Puts the entries in the order of `ids`, which must be exactly the entries there are now: a list
 * loaded before someone else added or deleted one is refused ('stale') rather than applied, so
 * nobody's entry is dropped or misplaced by a reorder made without it.
 */
export async function reorderFaqs(db: Db, ids: number[]): Promise<'done' | 'stale'> {
  return db.transaction(async (tx) => {
    await lockList(tx);
    const current = await tx.select({ id: faqs.id }).from(faqs);
    const given = new Set(ids);
    if (current.length !== given.size || current.some((r) => !given.has(r.id))) return 'stale';
    if (ids.length === 0) return 'done';
    // One statement: position i+1 for the i-th id.
    await tx.execute(sql`
      update ${faqs} set position = v.pos::int
      from unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]) with ordinality as v(id, pos)
      where ${faqs.id} = v.id and ${faqs.position} is distinct from v.pos`);
    return 'done';
  });
}

/** How many entries there are (the seeder's check). */
export async function faqCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(faqs);
  return row?.n ?? 0;
}
