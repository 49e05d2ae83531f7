import { randomUUID } from 'node:crypto';
import { MSG, PRICING_MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, companies, idempotencyKeys, orders, payments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, mugInCart, savedMugTemplate, type Who, withCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { type ItemsOrderInput, type PlacementReuse, placeItemsOrder, quoteItems } from './index';

describe('placeItemsOrder (orders from a list of items: public API, bulk orders)', () => {
  let t: TestApp;
  let who: Who;
  let templateId: number;
  const shipTo = { ...CA_SHIP_TO, street2: '', ioss: '' };
  const input = (over: Partial<ItemsOrderInput> = {}): ItemsOrderInput => ({
    po: 'BULK-1',
    shipTo,
    shippingOption: 'Standard',
    paymentType: 'term',
    items: [{ templateId, quantity: 3 }],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    who = await signedInCompany(t);
    const tpl = await savedMugTemplate(t, who.companyId);
    templateId = tpl!.id;
    await t.app.ctx.db
      .update(companies)
      .set({ termBalance: 1_000_000 })
      .where(eq(companies.id, who.companyId));
  });
  afterAll(() => t.close());

  it('places on terms at the quoted total, leaves the web cart alone, and answers a retry with the same order', async () => {
    await mugInCart(t, who);
    const quote = await quoteItems(t.app.ctx, who.companyId, input());
    const key = randomUUID();
    const placed = await placeItemsOrder(t.app.ctx, who, key, input());
    expect(placed.created).toBe(true);
    expect(placed.order).toMatchObject({
      po: 'BULK-1',
      paymentType: 'term',
      payStatus: 'Term',
      total: quote.total,
      totalQuantity: 3,
    });
    expect(placed.order.items[0]).toMatchObject({ templateId, quantity: 3, po: 'BULK-1' });
    const [company] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, who.companyId));
    expect(company!.termBalance).toBe(1_000_000 - quote.total);
    // The web cart still holds its mug: an items order is anchored on a cart of its own, completed.
    expect((await who.c.get('/api/cart')).body.cart.count).toBe(1);
    const [anchor] = await t.app.ctx.db
      .select()
      .from(carts)
      .innerJoin(orders, eq(orders.cartId, carts.id))
      .where(eq(orders.id, placed.order.id));
    expect(anchor!.carts.completedAt).not.toBeNull();

    const again = await placeItemsOrder(t.app.ctx, who, key, input());
    expect(again).toMatchObject({ created: false, order: { id: placed.order.id } });
    await expect(placeItemsOrder(t.app.ctx, who, key, input({ po: 'OTHER' }))).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('places a run of orders with what the first read kept in `reuse` (a bulk upload), each order once', async () => {
    const reuse: PlacementReuse = {};
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const placed = [];
    for (const [n, key] of keys.entries())
      placed.push(await placeItemsOrder(t.app.ctx, who, key, input({ po: `RUN-${n}` }), reuse));
    expect(reuse.orderer).toMatchObject({ email: expect.any(String) });
    expect(placed.map((p) => [p.created, p.order.po])).toEqual([
      [true, 'RUN-0'],
      [true, 'RUN-1'],
      [true, 'RUN-2'],
    ]);
    const again = await placeItemsOrder(t.app.ctx, who, keys[1]!, input({ po: 'RUN-1' }), reuse);
    expect(again).toMatchObject({ created: false, order: { id: placed[1]!.order.id } });
  });

  it('makes one order and one cart from identical calls at once under one key', async () => {
    const key = randomUUID();
    const both = await Promise.all(
      [1, 2].map(() => placeItemsOrder(t.app.ctx, who, key, input({ po: 'ONCE' }))),
    );
    expect(both.map((p) => p.created).sort()).toEqual([false, true]);
    expect(both[0]!.order.id).toBe(both[1]!.order.id);
    const made = await t.app.ctx.db.select().from(orders).where(eq(orders.po, 'ONCE'));
    expect(made).toHaveLength(1);
  });

  it('refuses a bad address, no items, a bad quantity or a missing item with a clear 400, places nothing and leaves the key free', async () => {
    const before = await t.app.ctx.db.select().from(orders).where(eq(orders.companyId, who.companyId));
    const quantity = new RegExp(`^Item 1: ${PRICING_MSG.quantity}`);
    const cases: Array<[Partial<ItemsOrderInput>, RegExp]> = [
      [{ shipTo: { ...shipTo, city: '' } }, /City is Required/],
      [{ items: [] }, /at least one item/],
      [{ items: [{ templateId, quantity: 0 }] }, quantity],
      // Past pricing's 999 the order could not be priced: refused here, not by pricing's RangeError.
      [{ items: [{ templateId, quantity: 1000 }] }, quantity],
      [{ items: [{ templateId, quantity: 1.5 }] }, quantity],
      [{ items: [{ templateId: 2_000_000_000, quantity: 1 }] }, /^Item 1: That template does not exist/],
      [
        { items: [{ sku: '21101', artworkFileId: 999_999, quantity: 1 }] },
        /^Item 1: This artwork does not exist/,
      ],
    ];
    const key = randomUUID();
    for (const [over, message] of cases)
      await expect(placeItemsOrder(t.app.ctx, who, key, input(over))).rejects.toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(message),
      });
    const after = await t.app.ctx.db.select().from(orders).where(eq(orders.companyId, who.companyId));
    expect(after).toHaveLength(before.length);
    // None of them claimed the key: the corrected request goes through under it.
    expect((await placeItemsOrder(t.app.ctx, who, key, input({ po: 'FIXED' }))).created).toBe(true);
  });

  it('refuses a user without a verified email (403) before claiming the key or holding any money', async () => {
    const unverified = await signedInCompany(t, { verified: false });
    await withCard(t, unverified);
    const tpl = await savedMugTemplate(t, unverified.companyId);
    const key = randomUUID();
    const order = input({ paymentType: 'default_card', items: [{ templateId: tpl.id, quantity: 1 }] });
    await expect(placeItemsOrder(t.app.ctx, unverified, key, order)).rejects.toMatchObject({
      statusCode: 403,
      message: MSG.unverifiedEmail,
    });
    const db = t.app.ctx.db;
    const { companyId } = unverified;
    expect(await db.select().from(orders).where(eq(orders.companyId, companyId))).toEqual([]);
    expect(await db.select().from(payments).where(eq(payments.companyId, companyId))).toEqual([]);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.companyId, companyId))).toEqual(
      [],
    );
    // Once verified, the same request under the same key places the order.
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, unverified.userId));
    expect((await placeItemsOrder(t.app.ctx, unverified, key, order)).created).toBe(true);
  });
});
