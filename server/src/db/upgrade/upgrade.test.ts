import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/session';
import { migrateDatabase } from '../client';
import * as schema from '../schema';
import { emptyDatabase, historyUpTo, journal, removeHistories } from './history';

/**
 * A database created by any earlier release must upgrade in place: migrations are forward-only and
 * never rewritten. For every earlier point in the migration history (each prefix of the journal),
 * this migrates a fresh database to it, writes rows in that schema's shape (the SQL files beside this
 * test), applies every current migration and reads all tables back through today's schema.
 */

/** The rows to write at a point of the history: the newest fixture named after a migration up to it. */
function rowsFor(count: number) {
  const tags = journal.entries.slice(0, count).map((e) => e.tag);
  const tag = tags.reverse().find((t) => fs.existsSync(path.join(import.meta.dirname, `${t}.sql`)));
  const text = fs.readFileSync(path.join(import.meta.dirname, `${tag}.sql`), 'utf8');
  return text.split(/;\s*\n/).filter((s) => s.replace(/--.*$/gm, '').trim());
}
const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

afterAll(removeHistories);

describe('upgrading a database in place', () => {
  it('has a migration history that starts with the first release', () => {
    expect(journal.entries[0]?.tag).toBe('0000_init');
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });

  for (let count = 1; count <= journal.entries.length; count++) {
    const tag = journal.entries[count - 1]!.tag;
    it(`keeps the rows of a database last migrated by ${tag}`, async () => {
      const { database, dispose } = await emptyDatabase();
      try {
        await migrateDatabase(database, historyUpTo(count));
        for (const statement of rowsFor(count)) {
          await database.db.execute(sql.raw(statement));
        }

        await migrateDatabase(database);

        // Every table of today's schema reads, with every column it declares.
        for (const table of tables) {
          await expect(database.db.select().from(table), getTableName(table)).resolves.toBeDefined();
        }
        const db = database.db;
        const [user] = await db.select().from(schema.users);
        expect(user).toMatchObject({ email: 'ada@upgrade.example', companyId: 41, emailVerified: true });
        const [template] = await db.select().from(schema.productTemplates);
        expect(template).toMatchObject({ name: 'Upgrade mug', sku: 'MUG-11-WHITE', status: 'saved' });
        expect(template!.layers).toEqual([{ type: 'text', text: 'Hi' }]);
        const [file] = await db.select().from(schema.artworkFiles);
        expect(file).toMatchObject({ fileName: 'logo.png', width: 2700, height: 1050 });
        expect(await db.select().from(schema.jobs)).toHaveLength(2);
        expect(await db.select().from(schema.logins)).toHaveLength(1);
        const [render] = await db.select().from(schema.mockupRenders);
        expect(render).toMatchObject({ id: 'r-41', companyId: 41, status: 'queued' });
        // A company token from before 0007 lives on as an API key, kept only as its hash.
        const keys = await db.select().from(schema.apiKeys);
        if (count < journal.entries.findIndex((e) => e.tag === '0007_integrations') + 1)
          expect(keys).toMatchObject([
            { companyId: 41, prefix: 'tok-upgr', keyHash: sha256('tok-upgrade-41'), reveal: null },
          ]);
      } finally {
        await dispose();
      }
    });
  }
});
