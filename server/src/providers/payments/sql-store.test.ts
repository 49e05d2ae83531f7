import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { MemorySandboxStore } from '../../test/payments';
import { SandboxCardGateway } from './sandbox-card';
import { SANDBOX_TABLE, SqlSandboxStore } from './sql-store';
import type { SandboxStore } from './store';

/**
 * The table the store expects. The migration that creates it belongs to the module that owns it;
 * this test makes its own copy so the store is proven against real SQL.
 */
const DDL = [
  `create table ${SANDBOX_TABLE} (
    kind text not null,
    id text not null,
    owner text,
    data jsonb not null,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (kind, id)
  )`,
  `create index ${SANDBOX_TABLE}_owner_idx on ${SANDBOX_TABLE} (kind, owner)`,
];

function storeContract(name: string, make: () => Promise<SandboxStore>) {
  describe(`sandbox store contract: ${name}`, () => {
    it('inserts once per kind and id', async () => {
      const s = await make();
      expect(await s.insert('payment', 'pi_1', { n: 1 })).toBe(true);
      expect(await s.insert('payment', 'pi_1', { n: 2 })).toBe(false);
      expect(await s.insert('customer', 'pi_1', { n: 3 })).toBe(true);
      expect(await s.get('payment', 'pi_1')).toEqual({ data: { n: 1 }, version: 1 });
      expect(await s.get('payment', 'pi_2')).toBeNull();
    });

    it('updates only the version it read', async () => {
      const s = await make();
      await s.insert('payment', 'pi_v', { n: 1 });
      expect(await s.update('payment', 'pi_v', 1, { n: 2 })).toBe(true);
      expect(await s.update('payment', 'pi_v', 1, { n: 3 })).toBe(false);
      expect(await s.get('payment', 'pi_v')).toEqual({ data: { n: 2 }, version: 2 });
      expect(await s.update('payment', 'pi_missing', 1, { n: 1 })).toBe(false);
    });

    it('lists a kind by owner, oldest first', async () => {
      const s = await make();
      await s.insert('payment_method', 'pm_a', { id: 'a' }, 'cus_1');
      await s.insert('payment_method', 'pm_b', { id: 'b' }, 'cus_2');
      await s.insert('payment_method', 'pm_c', { id: 'c' }, 'cus_1');
      await s.insert('payment', 'pi_x', { id: 'x' }, 'cus_1');
      expect(await s.listByOwner('payment_method', 'cus_1')).toEqual([{ id: 'a' }, { id: 'c' }]);
    });

    it('charges once when two gateways (two API processes) race on one key', async () => {
      const s = await make();
      const a = new SandboxCardGateway(s);
      const b = new SandboxCardGateway(s);
      const cus = (await a.createCustomer({ email: 'e@x.example', name: 'E', idempotencyKey: 'c' })).id;
      const pm = await a.savePaymentMethod(cus, {
        number: '4242424242424242',
        expMonth: 1,
        expYear: 2099,
        cvc: '123',
      });
      const input = { customerRef: cus, paymentMethodId: pm.id, amountCents: 500, idempotencyKey: 'race' };
      const results = await Promise.all([
        a.chargeSavedMethod(input),
        b.chargeSavedMethod(input),
        a.chargeSavedMethod(input),
      ]);
      expect(new Set(results.map((p) => p.id)).size).toBe(1);
      // Refunds racing from both processes: never more than was captured.
      const refunds = await Promise.allSettled([
        a.refundPayment(results[0]!.id, 300, 'r1'),
        b.refundPayment(results[0]!.id, 300, 'r2'),
      ]);
      expect(refunds.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await b.retrievePayment(results[0]!.id)).refundedCents).toBe(300);
    });
  });
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null });
  for (const statement of DDL) await database.db.execute(sql.raw(statement));
});
afterAll(() => database.close());

storeContract('memory', async () => new MemorySandboxStore());
let n = 0;
storeContract('SQL (PGlite)', async () => {
  // A fresh table per test keeps the tests apart.
  n += 1;
  const table = `${SANDBOX_TABLE}_${n}`;
  await database.db.execute(sql.raw(`create table ${table} (like ${SANDBOX_TABLE} including all)`));
  return new SqlSandboxStore(database.db, table);
});
