import { randomUUID } from 'node:crypto';
import { MSG } from '@pressrun/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { companies, idempotencyKeys, jobs, orderItems, orders, payments, users } from '../../db/schema';
import type { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, savedMugTemplate, withCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import {
  type ItemsOrderInput,
  type ItemsOrderRequest,
  placeItemsOrder,
  placeItemsOrders,
  quoteItems,
} from './index';

/** placeItemsOrders: a run of orders (a bulk upload's chunk) placed with one statement per step. */
describe('placeItemsOrders (a run of item orders, as bulk uploads place them)', () => {
  let t: TestApp;
  const shipTo = { ...CA_SHIP_TO, street2: '', ioss: '' };

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  /** A company with a saved mug template, `balance` on terms and a sandbox card on file. */
  async function buyer(balance = 1_000_000, card = '4242424242424242') {
    const who = await signedInCompany(t);
    const tpl = await savedMugTemplate(t, who.companyId);
    await t.app.ctx.db.update(companies).set({ termBalance: balance }).where(eq(companies.id, who.companyId));
    await withCard(t, who, card);
    const input = (po: string, over: Partial<ItemsOrderInput> = {}): ItemsOrderInput => ({
      po,
      shipTo,
      shippingOption: 'Standard',
      paymentType: 'default_card',
      items: [{ templateId: tpl!.id, quantity: 2 }],
      ...over,
    });
    return { who, input, templateId: tpl!.id };
  }

  const run = (pos: string[], input: (po: string) => ItemsOrderInput): ItemsOrderRequest[] =>
    pos.map((po) => ({ key: `bulk:${po}:${randomUUID()}`, input: input(po) }));

  const placedIds = (outcomes: Awaited<ReturnType<typeof placeItemsOrders>>) =>
    outcomes.map((o) => ('placed' in o ? o.placed.order.id : null));

  async function moneyOf(companyId: number) {
    const rows = await t.app.ctx.db.select().from(payments).where(eq(payments.companyId, companyId));
    const made = await t.app.ctx.db.select().from(orders).where(eq(orders.companyId, companyId));
    return { payments: rows, orders: made };
  }

  it('places every order of a run at its quoted total, holds the card once each, and answers a rerun with the same orders', async () => {
    const { who, input } = await buyer();
    const requests = run(['R1', 'R2', 'R3'], (po) => input(po));
    const quote = await quoteItems(t.app.ctx, who.companyId, input('R1'));
    const first = await placeItemsOrders(t.app.ctx, who, requests);
    expect(
      first.map((o) => 'placed' in o && [o.placed.created, o.placed.order.po, o.placed.order.total]),
    ).toEqual([
      [true, 'R1', quote.total],
      [true, 'R2', quote.total],
      [true, 'R3', quote.total],
    ]);
    const { payments: held, orders: made } = await moneyOf(who.companyId);
    expect(made).toHaveLength(3);
    expect(held.map((p) => [p.status, p.amount]).sort()).toEqual(Array(3).fill(['authorized', quote.total]));
    expect(new Set(held.map((p) => p.orderId))).toEqual(new Set(placedIds(first)));
    // Every order has its lines, its key settled, and the capture, mail and file copy jobs.
    const lines = await t.app.ctx.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, placedIds(first) as number[]));
    expect(lines).toHaveLength(3);
    const keys = await t.app.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.companyId, who.companyId),
          inArray(
            idempotencyKeys.key,
            requests.map((r) => r.key),
          ),
        ),
      );
    expect(keys.map((k) => k.orderId).sort()).toEqual((placedIds(first) as number[]).sort());
    const follow = await t.app.ctx.db
      .select({ type: jobs.type, orderId: sql<string>`${jobs.payload}->>'orderId'` })
      .from(jobs)
      .where(inArray(sql`${jobs.payload}->>'orderId'`, (placedIds(first) as number[]).map(String)));
    const count = (type: string) => follow.filter((j) => j.type === type).length;
    expect([count('checkout.capture'), count('orders.copy-files')]).toEqual([3, 3]);

    const again = await placeItemsOrders(t.app.ctx, who, requests);
    expect(again.map((o) => 'placed' in o && o.placed.created)).toEqual([false, false, false]);
    expect(placedIds(again)).toEqual(placedIds(first));
    const after = await moneyOf(who.companyId);
    expect([after.orders.length, after.payments.length]).toEqual([3, 3]);
  });

  it("keeps each order's mistake its own: bad items, a key reused with another body and terms too low fail alone", async () => {
    const { who, input, templateId } = await buyer(0);
    const quote = await quoteItems(t.app.ctx, who.companyId, input('x'));
    await t.app.ctx.db
      .update(companies)
      .set({ termBalance: quote.total })
      .where(eq(companies.id, who.companyId));
    const reused = `bulk:reused:${randomUUID()}`;
    await placeItemsOrder(t.app.ctx, who, reused, input('FIRST'));
    const requests: ItemsOrderRequest[] = [
      { key: `k1:${randomUUID()}`, input: input('OK-1') },
      {
        key: `k2:${randomUUID()}`,
        input: input('BAD-ITEM', { items: [{ templateId: 2_000_000_000, quantity: 1 }] }),
      },
      { key: `k3:${randomUUID()}`, input: input('BAD-CITY', { shipTo: { ...shipTo, city: '' } }) },
      { key: reused, input: input('OTHER-BODY') },
      { key: `k5:${randomUUID()}`, input: input('TERMS-1', { paymentType: 'term' }) },
      { key: `k6:${randomUUID()}`, input: input('TERMS-2', { paymentType: 'term' }) },
      { key: `k7:${randomUUID()}`, input: input('OK-2', { items: [{ templateId, quantity: 1 }] }) },
    ];
    const out = await placeItemsOrders(t.app.ctx, who, requests);
    const errors = out.map((o) => ('error' in o ? (o.error as AppError) : null));
    expect(errors.map((e) => e && [e.statusCode, e.message])).toEqual([
      null,
      [400, expect.stringMatching(/^Item 1: That template does not exist/)],
      [400, expect.stringMatching(/City is Required/)],
      [409, expect.any(String)],
      null,
      [409, expect.stringMatching(/balance/i)],
      null,
    ]);
    expect(out.map((o) => 'placed' in o && o.placed.order.po)).toEqual([
      'OK-1',
      false,
      false,
      false,
      'TERMS-1',
      false,
      'OK-2',
    ]);
    // The balance paid one term order exactly; the refused one holds no money and its key no order.
    const [company] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, who.companyId));
    expect(company!.termBalance).toBe(0);
    const { payments: rows, orders: made } = await moneyOf(who.companyId);
    expect(made.map((o) => o.po).sort()).toEqual(['FIRST', 'OK-1', 'OK-2', 'TERMS-1']);
    expect(rows.filter((p) => p.orderId === null)).toEqual([]);
    const [refusedKey] = await t.app.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.companyId, who.companyId), eq(idempotencyKeys.key, requests[5]!.key)));
    expect(refusedKey!.orderId).toBeNull();
  });

  it("refuses every order of a run on a declined card with the card's words, takes nothing and writes no order", async () => {
    const { who, input } = await buyer(0, '4000000000000341');
    const out = await placeItemsOrders(
      t.app.ctx,
      who,
      run(['D1', 'D2'], (po) => input(po)),
    );
    expect(
      out.map((o) => 'error' in o && [(o.error as AppError).statusCode, (o.error as AppError).message]),
    ).toEqual([
      [402, expect.stringMatching(/declined/i)],
      [402, expect.stringMatching(/declined/i)],
    ]);
    const { payments: rows, orders: made } = await moneyOf(who.companyId);
    expect(made).toEqual([]);
    expect(rows.map((p) => [p.status, p.orderId])).toEqual([
      ['error', null],
      ['error', null],
    ]);
  });

  it('refuses a whole run whose user has no verified email (403): no key claimed, no card held, no order', async () => {
    const { who, input } = await buyer();
    await t.app.ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, who.userId));
    await expect(
      placeItemsOrders(
        t.app.ctx,
        who,
        run(['V1', 'V2'], (po) => input(po)),
      ),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: MSG.unverifiedEmail,
    });
    expect(await moneyOf(who.companyId)).toEqual({ payments: [], orders: [] });
    const keys = await t.app.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.companyId, who.companyId));
    expect(keys).toEqual([]);
  });

  it('makes one order per key when the same run is placed twice at once, and takes the money once', async () => {
    const { who, input } = await buyer();
    const requests = run(['T1', 'T2', 'T3', 'T4'], (po) => input(po));
    const [a, b] = await Promise.all([
      placeItemsOrders(t.app.ctx, who, requests),
      placeItemsOrders(t.app.ctx, who, requests),
    ]);
    expect(placedIds(a)).toEqual(placedIds(b));
    expect(placedIds(a).every((id) => typeof id === 'number')).toBe(true);
    const { payments: rows, orders: made } = await moneyOf(who.companyId);
    expect(made).toHaveLength(4);
    expect(rows.filter((p) => p.status === 'authorized')).toHaveLength(4);
  });

  it('writes the orders one by one when the run cannot be written together, so a fault stops only its order', async () => {
    const { who, input } = await buyer();
    let calls = 0;
    const db = Object.assign(Object.create(t.app.ctx.db), {
      transaction: (fn: Parameters<typeof t.app.ctx.db.transaction>[0]) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('could not serialize access'));
        return t.app.ctx.db.transaction(fn);
      },
    });
    const ctx = { ...t.app.ctx, db } as AppContext;
    const requests = run(['F1', 'F2'], (po) => input(po));
    const out = await placeItemsOrders(ctx, who, requests);
    expect(out.map((o) => 'placed' in o && [o.placed.created, o.placed.order.po])).toEqual([
      [true, 'F1'],
      [true, 'F2'],
    ]);
    const { payments: rows, orders: made } = await moneyOf(who.companyId);
    expect(made).toHaveLength(2);
    expect(rows.map((p) => p.status)).toEqual(['authorized', 'authorized']);
  });

  it('answers a key a single placement used with that order, and refuses a run with a key twice', async () => {
    const { who, input } = await buyer();
    const key = `bulk:single:${randomUUID()}`;
    const single = await placeItemsOrder(t.app.ctx, who, key, input('S1'));
    const [answer] = await placeItemsOrders(t.app.ctx, who, [{ key, input: input('S1') }]);
    expect(answer).toMatchObject({ placed: { created: false, order: { id: single.order.id } } });
    await expect(
      placeItemsOrders(t.app.ctx, who, [
        { key, input: input('S1') },
        { key, input: input('S1') },
      ]),
    ).rejects.toThrow(/distinct keys/);
  });

  it("never places with another company's template", async () => {
    const { templateId } = await buyer();
    const other = await buyer();
    const [out] = await placeItemsOrders(t.app.ctx, other.who, [
      { key: randomUUID(), input: other.input('THEIRS', { items: [{ templateId, quantity: 1 }] }) },
    ]);
    expect((out as { error: AppError }).error).toMatchObject({ statusCode: 400 });
    expect((await moneyOf(other.who.companyId)).orders).toHaveLength(0);
  });
});
