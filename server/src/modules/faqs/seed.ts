import type { AppContext } from '../../context';
import { settings } from '../../db/schema/platform';
import { appendFaqs, faqCount } from './repo';
import { STARTER_FAQS } from './starter';

/** The settings key recording that the starter FAQ was offered once. */
export const FAQ_SEEDED_KEY = 'faqs_seeded';

/**
 * Seeds the starter FAQ the first time it runs on a database, and never again: the settings row
 * is written in the same transaction, so staff who delete every entry do not get them back on the
 * next start, and two processes starting together seed once (the second waits on the key's row,
 * then finds it taken). A list staff already wrote (seeding was off until now) is left alone.
 */
export async function seedFaqs({ db }: Pick<AppContext, 'db'>): Promise<{ seeded: number }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: FAQ_SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing({ target: settings.key })
      .returning({ key: settings.key });
    if (claimed.length === 0 || (await faqCount(tx)) > 0) return { seeded: 0 };
    const added = await appendFaqs(tx, STARTER_FAQS);
    return { seeded: added?.length ?? 0 };
  });
}
