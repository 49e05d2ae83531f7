import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../providers/storage/local';
import { finishStorageMoves } from '../../providers/storage/moves';
import type { Storage } from '../../providers/storage/port';
import { type Database, migrateDatabase } from '../client';
import { bulkOrders, orderItems, storageMoves } from '../schema';
import { emptyDatabase, historyUpTo, journal, removeHistories } from './history';

/**
 * Files a company must not share kept keys /media served, or keys anyone could guess (a bulk
 * order's results under its counting id). The migration that changed that gives the rows their new
 * keys; the start-up step moves the files. Both are tested here on a database of the release before.
 */
const MIGRATION = journal.entries.findIndex((e) => e.tag.endsWith('_private_file_keys'));
const HASH = '0123456789abcdef0123456789abcdef';
const UPLOAD = 'bulk-orders/51/3f1c2b9e-8d4a-4f7e-9c1a-2b3c4d5e6f70.csv';
const OLD_RESULTS = 'bulk-orders/51/71-results.csv';
const OLD_PREVIEW = `orders/51/61-${HASH}/preview.png`;
const PRINT_FILE = `orders/51/61-${HASH}/print-file.png`;

/** A company with one order (two lines) and two bulk orders, in the shape of the release before. */
const ROWS = [
  `INSERT INTO companies (id, name) VALUES (51, 'Old Keys Co')`,
  `INSERT INTO users (id, company_id, username, first_name, last_name, email, password_hash, email_verified)
   VALUES (51, 51, 'old', 'Old', 'Keys', 'old@keys.example', 'x', true)`,
  `INSERT INTO carts (id, company_id, user_id) VALUES (51, 51, 51)`,
  `INSERT INTO orders (id, company_id, user_id, cart_id, po, pay_type, pay_status, ship_to, shipping_option,
     carrier, method, items_price, shipping, fee, tax, discount, total, total_quantity)
   VALUES (51, 51, 51, 51, 'PO-51', 'term', 'term', '{}', 'Standard', 'USPS', 'Ground', 100, 0, 0, 0, 0, 100, 2)`,
  `INSERT INTO order_items (id, order_id, company_id, sku, product_name, quantity, unit_price, preview_key, print_file_key)
   VALUES (61, 51, 51, 'MUG', 'Mug', 1, 50, '${OLD_PREVIEW}', '${PRINT_FILE}'),
          (62, 51, 51, 'MUG', 'Mug', 1, 50, 'mockups/abc/preview-0.png', 'mockups/abc/print-file.png')`,
  `INSERT INTO bulk_orders (id, company_id, user_id, file_key, file_name, format, file_hash, payment, status, results_key)
   VALUES (71, 51, 51, '${UPLOAD}', 'orders.csv', 'csv', 'h1', 'term', 'Completed', '${OLD_RESULTS}'),
          (72, 51, 51, 'bulk-orders/51/aaaa.csv', 'later.csv', 'csv', 'h2', 'term', 'Received', null)`,
];

describe('private file keys: the migration and the start-up moves', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let root: string;
  let storage: LocalStorage;
  beforeAll(async () => {
    expect(MIGRATION).toBeGreaterThan(0);
    ({ database, dispose } = await emptyDatabase());
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-moves-'));
    storage = new LocalStorage(root);
  });
  afterAll(async () => {
    await dispose();
    fs.rmSync(root, { recursive: true, force: true });
    removeHistories();
  });

  it('gives the rows unguessable or public keys and moves their files, once', async () => {
    await migrateDatabase(database, historyUpTo(MIGRATION));
    for (const statement of ROWS) await database.db.execute(sql.raw(statement));
    await storage.put(UPLOAD, Buffer.from('order,sku\n'), 'text/csv');
    await storage.put(OLD_RESULTS, Buffer.from('order,sku,status\n1,MUG,Ordered\n'), 'text/csv');
    await storage.put(OLD_PREVIEW, Buffer.from('preview'), 'image/png');
    await storage.put(PRINT_FILE, Buffer.from('print'), 'image/png');

    await migrateDatabase(database);
    const db = database.db;
    const results = 'bulk-orders/51/3f1c2b9e-8d4a-4f7e-9c1a-2b3c4d5e6f70-results.csv';
    const preview = `order-previews/${HASH}/preview.png`;
    expect((await db.select().from(bulkOrders).orderBy(bulkOrders.id)).map((b) => b.resultsKey)).toEqual([
      results,
      null,
    ]);
    expect(
      (await db.select().from(orderItems).orderBy(orderItems.id)).map((i) => [i.previewKey, i.printFileKey]),
    ).toEqual([
      [preview, PRINT_FILE],
      ['mockups/abc/preview-0.png', 'mockups/abc/print-file.png'],
    ]);
    expect(
      await db.select({ from: storageMoves.fromKey, to: storageMoves.toKey }).from(storageMoves),
    ).toEqual(
      expect.arrayContaining([
        { from: OLD_RESULTS, to: results },
        { from: OLD_PREVIEW, to: preview },
      ]),
    );

    expect(await finishStorageMoves(db, storage)).toBe(2);
    const moved = await storage.get(results);
    expect([moved?.body.toString(), moved?.contentType]).toEqual([
      'order,sku,status\n1,MUG,Ordered\n',
      'text/csv',
    ]);
    expect((await storage.get(preview))?.body.toString()).toBe('preview');
    expect(await storage.exists(OLD_RESULTS)).toBe(false);
    expect(await storage.exists(OLD_PREVIEW)).toBe(false);
    expect((await storage.get(PRINT_FILE))?.body.toString()).toBe('print');
    expect(await db.select().from(storageMoves)).toEqual([]);

    // The next start finds nothing to do.
    expect(await finishStorageMoves(db, storage)).toBe(0);
  });

  it('finishes a move a crash cut short, wherever it stopped, and never loses the file', async () => {
    const db = database.db;
    const move = async (from: string, to: string) =>
      db.insert(storageMoves).values({ fromKey: from, toKey: to });
    // Stopped before the copy.
    await storage.put('bulk-orders/51/1-results.csv', Buffer.from('one'), 'text/csv');
    await move('bulk-orders/51/1-results.csv', 'bulk-orders/51/r1-results.csv');
    // Stopped after the copy, before the old key was deleted.
    await storage.put('bulk-orders/51/2-results.csv', Buffer.from('two'), 'text/csv');
    await storage.put('bulk-orders/51/r2-results.csv', Buffer.from('two'), 'text/csv');
    await move('bulk-orders/51/2-results.csv', 'bulk-orders/51/r2-results.csv');
    // Stopped after the delete, before the row went.
    await storage.put('bulk-orders/51/r3-results.csv', Buffer.from('three'), 'text/csv');
    await move('bulk-orders/51/3-results.csv', 'bulk-orders/51/r3-results.csv');
    // A file that was already gone before the upgrade: the move is dropped with a warning.
    await move('bulk-orders/51/4-results.csv', 'bulk-orders/51/r4-results.csv');

    // A crash now, at the first delete: the copy is made, the old key and the move are kept.
    const crashing: Storage = Object.assign(Object.create(storage), {
      delete: async () => {
        throw new Error('killed');
      },
    });
    await expect(finishStorageMoves(db, crashing)).rejects.toThrow('killed');
    expect((await storage.get('bulk-orders/51/1-results.csv'))?.body.toString()).toBe('one');
    expect((await storage.get('bulk-orders/51/r1-results.csv'))?.body.toString()).toBe('one');
    expect(await db.select().from(storageMoves)).toHaveLength(4);

    const warnings: unknown[] = [];
    const log = { info: () => {}, warn: (o: unknown) => warnings.push(o) };
    expect(await finishStorageMoves(db, storage, log)).toBe(3);
    for (const [n, body] of [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ] as const) {
      expect((await storage.get(`bulk-orders/51/r${n}-results.csv`))?.body.toString()).toBe(body);
      expect(await storage.exists(`bulk-orders/51/${n}-results.csv`)).toBe(false);
    }
    expect(warnings).toEqual([{ from: 'bulk-orders/51/4-results.csv', to: 'bulk-orders/51/r4-results.csv' }]);
    expect(await db.select().from(storageMoves)).toEqual([]);
  });
});
