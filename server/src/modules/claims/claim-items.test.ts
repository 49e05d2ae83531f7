import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCredits, claimItems, claims, orderItems, orders, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { MUG_LINE, mugInCart, type Who } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { cardPayment, placedOrder, refundRows } from '../refunds/test-orders';
import { CLAIM_MSG } from './messages';
import { fileClaim, orderOf, pngPhoto, shipOrder, twoLineOrderOf } from './test-orders';

const lineIds = async (t: TestApp, orderId: number) =>
  (
    await t.app.ctx.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id))
  ).map((r) => r.id);

const damaged = (orderId: number, items: unknown, email = 'mugs@example.com') => ({
  orderId: String(orderId),
  reason: 'damaged',
  remarks: 'One mug arrived in pieces.',
  email,
  items: JSON.stringify(items),
});

describe('claims about some items of an order', () => {
  let t: TestApp;
  let png: Buffer;
  let jpg: Buffer;
  let staff: Who;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    png = await pngPhoto();
    jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    staff = await signedInCompany(t, { staffRole: 'admin' });
  });
  afterAll(() => t.close());

  const resolve = (id: number, body: unknown, c = staff.c) => c.post(`/api/admin/claims/${id}/resolve`, body);

  async function mailsTo(to: string) {
    await t.app.ctx.jobs.drain();
    return t.app.ctx.db.select().from(outbox).where(eq(outbox.to, to));
  }

  it('files a damaged claim on one mug of two, with two photos, and names it everywhere', async () => {
    const who = await signedInCompany(t);
    const order = await twoLineOrderOf(t, who);
    const [mug, tumbler] = await lineIds(t, order.id);
    const res = await fileClaim(who.c, damaged(order.id, [{ lineId: mug, quantity: 1 }]), [
      { value: png },
      { value: jpg, filename: 'second.jpg', contentType: 'image/jpeg' },
    ]);
    expect(res.status).toBe(201);
    const claimId = res.body.claim.id;
    const [row] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, claimId));
    expect(row!.reason).toBe('damaged');
    expect(row!.morePhotoKeys).toEqual([
      expect.stringMatching(new RegExp(`^claims/${who.companyId}/.+\\.jpg$`)),
    ]);
    const items = await t.app.ctx.db.select().from(claimItems).where(eq(claimItems.claimId, claimId));
    expect(items).toEqual([expect.objectContaining({ orderItemId: mug, quantity: 1, decision: null })]);

    // Both photos, to the company and to staff; a third there is not.
    expect((await who.c.get(`/api/claims/${claimId}/photos/1`)).raw.equals(png)).toBe(true);
    const second = await who.c.get(`/api/claims/${claimId}/photos/2`);
    expect([second.status, second.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await who.c.get(`/api/claims/${claimId}/photos/3`)).status).toBe(404);
    const other = await signedInCompany(t);
    expect((await other.c.get(`/api/claims/${claimId}/photos/2`)).status).toBe(404);

    const view = await staff.c.get(`/api/admin/claims/${claimId}`);
    expect(view.body.claim.photoUrls).toEqual([
      `/api/admin/claims/${claimId}/photos/1`,
      `/api/admin/claims/${claimId}/photos/2`,
    ]);
    // The mug's share: $10.00 and half the line's $2.20 tax.
    expect(view.body.claim.items).toEqual([
      expect.objectContaining({ lineId: mug, productName: 'Mug', ordered: 2, quantity: 1, share: 1110 }),
    ]);
    expect(view.body.claim.items.map((i: { lineId: number }) => i.lineId)).not.toContain(tumbler);

    const [receipt] = await mailsTo('mugs@example.com');
    expect(receipt?.text).toContain('Item: 1 of 2 × Mug (11oz), Sku 21101');
    const support = (await mailsTo(t.app.ctx.config.supportEmail)).find((m) =>
      m.subject.startsWith(`New claim ${claimId} `),
    );
    expect(support?.subject).toBe(`New claim ${claimId} for order ${order.id}: damaged`);
    expect(support?.text).toContain('Item: 1 of 2 × Mug (11oz), Sku 21101');
  });

  it('refuses item choices that do not fit the order, and writes nothing', async () => {
    const who = await signedInCompany(t);
    const order = await twoLineOrderOf(t, who);
    const [mug, tumbler] = await lineIds(t, order.id);
    const elsewhere = await twoLineOrderOf(t, who);
    const [otherLine] = await lineIds(t, elsewhere.id);
    const cases: Array<[unknown, string]> = [
      [[{ lineId: mug, quantity: 3 }], 'Only 2 of Mug were ordered: choose at most 2.'],
      [[{ lineId: tumbler, quantity: 2 }], 'Only 1 of Tumbler was ordered: choose at most 1.'],
      [[{ lineId: otherLine, quantity: 1 }], CLAIM_MSG.itemUnknown],
      [[{ lineId: 2_000_000_000, quantity: 1 }], CLAIM_MSG.itemUnknown],
      [
        [
          { lineId: mug, quantity: 1 },
          { lineId: mug, quantity: 1 },
        ],
        CLAIM_MSG.itemTwice,
      ],
      [[], CLAIM_MSG.itemsMissing],
      [[{ lineId: mug, quantity: 0 }], CLAIM_MSG.itemsUnreadable],
      [[{ lineId: mug, quantity: 1.5 }], CLAIM_MSG.itemsUnreadable],
      [{ lineId: mug }, CLAIM_MSG.itemsUnreadable],
    ];
    for (const [items, message] of cases) {
      const res = await fileClaim(who.c, damaged(order.id, items), { value: png });
      expect([
        JSON.stringify(items),
        res.status,
        res.body.error?.message,
        res.body.error?.fields?.items,
      ]).toEqual([JSON.stringify(items), 400, message, message]);
    }
    const garbled = await fileClaim(who.c, { ...damaged(order.id, []), items: '[{' }, { value: png });
    expect([garbled.status, garbled.body.error.message]).toEqual([400, CLAIM_MSG.itemsUnreadable]);

    // Six photos: a clear message, whatever the items.
    const six = await fileClaim(
      who.c,
      damaged(order.id, [{ lineId: mug, quantity: 1 }]),
      Array.from({ length: 6 }, () => ({ value: png })),
    );
    expect([six.status, six.body.error.message]).toEqual([400, 'Please attach at most 5 photos.']);
    const five = await fileClaim(
      who.c,
      damaged(order.id, [{ lineId: mug, quantity: 1 }]),
      Array.from({ length: 5 }, () => ({ value: png })),
    );
    expect(five.status).toBe(201);
    await t.app.ctx.db.delete(claimItems).where(eq(claimItems.claimId, five.body.claim.id));
    await t.app.ctx.db.delete(claims).where(eq(claims.id, five.body.claim.id));

    // Another company's order, or no session at all.
    const stranger = await signedInCompany(t);
    const theirs = await fileClaim(stranger.c, damaged(order.id, [{ lineId: mug, quantity: 1 }]), {
      value: png,
    });
    expect(theirs.status).toBe(404);
    const anon = await fileClaim(t.client(), damaged(order.id, [{ lineId: mug, quantity: 1 }]), {
      value: png,
    });
    expect(anon.status).toBe(401);
    expect(await t.app.ctx.db.select().from(claims).where(eq(claims.orderId, order.id))).toEqual([]);
  });

  async function claimOn(who: Who, orderId: number, items: Array<{ lineId: number; quantity: number }>) {
    const res = await fileClaim(who.c, damaged(orderId, items, `c${who.companyId}@example.com`), {
      value: png,
    });
    expect(res.status).toBe(201);
    return res.body.claim.id as number;
  }

  it('reprints only the items decided so, and credits the share of the others', async () => {
    const who = await signedInCompany(t);
    const order = await twoLineOrderOf(t, who);
    const [mug, tumbler] = await lineIds(t, order.id);
    const claimId = await claimOn(who, order.id, [
      { lineId: mug, quantity: 1 },
      { lineId: tumbler, quantity: 1 },
    ]);

    // Every item needs a decision, and only the claim's items can have one.
    const partial = await resolve(claimId, { items: [{ lineId: mug, decision: 'reprint' }] });
    expect([partial.status, partial.body.error.message]).toEqual([400, CLAIM_MSG.decisionsMissing]);
    const stray = await resolve(claimId, {
      items: [
        { lineId: mug, decision: 'reprint' },
        { lineId: tumbler, decision: 'credit' },
        { lineId: 2_000_000_000, decision: 'credit' },
      ],
    });
    expect([stray.status, stray.body.error.message]).toEqual([400, CLAIM_MSG.decisionUnknown]);
    expect((await resolve(claimId, {})).status).toBe(400);
    expect((await resolve(claimId, { items: [{ lineId: mug, decision: 'gift' }] })).status).toBe(400);

    const res = await resolve(claimId, {
      items: [
        { lineId: mug, decision: 'reprint' },
        { lineId: tumbler, decision: 'credit' },
      ],
    });
    expect(res.status).toBe(200);
    const reprintId = res.body.claim.reprintOrderId;
    expect(res.body.message).toBe(
      `Claim ${claimId} resolved: reprinting as order ${reprintId}; $26.64 of account credit given.`,
    );
    expect(res.body.claim).toMatchObject({ status: 'RESOLVED', resolution: 'reprint, credit' });
    expect(res.body.claim.items.map((i: { decision: string }) => i.decision)).toEqual(['reprint', 'credit']);

    const [reprint] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, reprintId));
    expect(reprint).toMatchObject({
      total: 0,
      totalQuantity: 1,
      reprintOfClaimId: claimId,
      status: 'Created',
    });
    const lines = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, reprintId));
    expect(lines).toEqual([
      expect.objectContaining({ sku: '21101', quantity: 1, unitPrice: 0, printFileKey: 'print/x/mug.png' }),
    ]);
    const credits = await t.app.ctx.db
      .select()
      .from(accountCredits)
      .where(eq(accountCredits.companyId, who.companyId));
    expect(credits).toEqual([expect.objectContaining({ amount: 2664, claimId, orderId: order.id })]);

    const mail = (await mailsTo(`c${who.companyId}@example.com`)).find((m) => /was resolved/.test(m.subject));
    expect(mail?.text).toContain(`we are reprinting the affected items as order ${reprintId}, at no charge`);
    expect(mail?.text).toContain('we added $26.64 of account credit');
    expect(mail?.text).toContain('Reprint: 1 of 2 × Mug (11oz), Sku 21101');
    expect(mail?.text).toContain('Account credit: 1 × Tumbler (20oz), Sku 31101');
  });

  it('credits the share of the affected units only', async () => {
    const who = await signedInCompany(t);
    const order = await twoLineOrderOf(t, who);
    const [mug] = await lineIds(t, order.id);
    const claimId = await claimOn(who, order.id, [{ lineId: mug, quantity: 1 }]);
    const res = await resolve(claimId, { resolution: 'credit' });
    expect([res.status, res.body.message]).toEqual([
      200,
      `Claim ${claimId} resolved: $11.10 of account credit given.`,
    ]);
    expect(res.body.claim.reprintOrderId).toBeNull();
    const credits = await t.app.ctx.db
      .select()
      .from(accountCredits)
      .where(eq(accountCredits.claimId, claimId));
    expect(credits.map((c) => c.amount)).toEqual([1110]);
  });

  it('never settles one unit twice: a later claim may name only what earlier claims left', async () => {
    const who = await signedInCompany(t);
    const order = await twoLineOrderOf(t, who);
    const [mug, tumbler] = await lineIds(t, order.id);
    const first = await claimOn(who, order.id, [{ lineId: mug, quantity: 1 }]);
    expect((await resolve(first, { resolution: 'credit' })).status).toBe(200);

    // One of the two mugs is settled: two more are refused, with how many are left.
    const both = await fileClaim(who.c, damaged(order.id, [{ lineId: mug, quantity: 2 }]), { value: png });
    expect([both.status, both.body.error.message]).toEqual([
      400,
      CLAIM_MSG.itemAlreadySettled(1, MUG_LINE.productName),
    ]);
    const second = await claimOn(who, order.id, [{ lineId: mug, quantity: 1 }]);
    expect((await resolve(second, { resolution: 'reprint' })).status).toBe(200);
    const none = await fileClaim(who.c, damaged(order.id, [{ lineId: mug, quantity: 1 }]), { value: png });
    expect([none.status, none.body.error.message]).toEqual([
      400,
      CLAIM_MSG.itemAlreadySettled(0, MUG_LINE.productName),
    ]);

    // Left out, the items are what is still unsettled: the tumbler only; then nothing is left.
    const rest = await fileClaim(
      who.c,
      { orderId: String(order.id), reason: 'damaged', remarks: 'The rest.', email: 'r@example.com' },
      { value: png },
    );
    expect(rest.status).toBe(201);
    const restItems = await t.app.ctx.db
      .select()
      .from(claimItems)
      .where(eq(claimItems.claimId, rest.body.claim.id));
    expect(restItems.map((i) => [i.orderItemId, i.quantity])).toEqual([[tumbler, 1]]);
    expect((await resolve(rest.body.claim.id, { resolution: 'credit' })).status).toBe(200);
    const late = await fileClaim(
      who.c,
      { orderId: String(order.id), reason: 'damaged', remarks: 'Again.', email: 'r@example.com' },
      { value: png },
    );
    expect([late.status, late.body.error.message]).toEqual([409, CLAIM_MSG.allSettled]);
  });

  it('refunds the share of the affected units exactly once when two staff resolve at once', async () => {
    const who = await signedInCompany(t);
    await mugInCart(t, who, 2);
    const { order } = await placedOrder(t, 'default_card', who);
    await t.app.ctx.jobs.drain(); // captured
    await shipOrder(t, order.id);
    const [first] = await lineIds(t, order.id);
    const claimId = await claimOn(who, order.id, [{ lineId: first!, quantity: 1 }]);
    const view = await staff.c.get(`/api/admin/claims/${claimId}`);
    const share = view.body.claim.items[0].share as number;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(order.total);

    const other = await signedInCompany(t, { staffRole: 'operator' });
    const results = await Promise.all([
      resolve(claimId, { resolution: 'refund' }),
      resolve(claimId, { resolution: 'refund' }, other.c),
      resolve(claimId, { resolution: 'refund' }),
      resolve(claimId, { resolution: 'refund' }, other.c),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const won = results.find((r) => r.status === 200)!;
    expect(won.body.message).toBe(`Claim ${claimId} resolved: $${(share / 100).toFixed(2)} refunded.`);
    expect(won.body.order).toMatchObject({ refunded: share, refundable: order.total - share });
    expect(await refundRows(t, order.id)).toEqual([
      expect.objectContaining({ key: `claim:${claimId}`, amount: share, status: 'succeeded' }),
    ]);
    expect((await cardPayment(t, order.id)).refundedCents).toBe(share);
  });

  it('never refunds more than the order has left', async () => {
    const who = await signedInCompany(t);
    const { order } = await placedOrder(t, 'default_card', who);
    await t.app.ctx.jobs.drain();
    await shipOrder(t, order.id);
    const [line] = await lineIds(t, order.id);
    // A first claim about every unit refunded all of it.
    const firstClaim = await claimOn(who, order.id, [{ lineId: line!, quantity: 1 }]);
    expect((await resolve(firstClaim, { resolution: 'refund' })).status).toBe(200);
    // The unit is settled: a second claim about it is refused before anyone could refund it again.
    const again = await fileClaim(who.c, damaged(order.id, [{ lineId: line!, quantity: 1 }]), { value: png });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/already settled by an earlier claim/);
    const total = (await refundRows(t, order.id)).reduce((n, r) => n + r.amount, 0);
    expect(total).toBe(order.total);
  });

  it('reads and settles a claim written before items existed as one about the whole order', async () => {
    const who = await signedInCompany(t);
    const order = await twoLineOrderOf(t, who);
    const [old] = await t.app.ctx.db
      .insert(claims)
      .values({
        companyId: who.companyId,
        orderId: order.id,
        userId: who.userId,
        reason: 'misprinted',
        remarks: 'Old claim',
        email: 'old@example.com',
        photoKey: 'claims/x/old.png',
        status: 'UNRESOLVED',
      })
      .returning();
    const view = await staff.c.get(`/api/admin/claims/${old!.id}`);
    expect(view.status).toBe(200);
    expect(view.body.claim.photoUrls).toEqual([`/api/admin/claims/${old!.id}/photos/1`]);
    expect(
      view.body.claim.items.map((i: { ordered: number; quantity: number; share: number }) => [
        i.ordered,
        i.quantity,
      ]),
    ).toEqual([
      [2, 2],
      [1, 1],
    ]);
    const res = await resolve(old!.id, { resolution: 'credit' });
    expect([res.status, res.body.message]).toEqual([
      200,
      `Claim ${old!.id} resolved: $54.83 of account credit given.`,
    ]);
    expect((await who.c.get(`/api/orders/${order.id}`)).body.claim).toMatchObject({
      id: old!.id,
      status: 'RESOLVED',
      resolution: 'credit',
    });
  });

  it('the migration makes every old claim a claim on all its order’s lines in full', async () => {
    const fresh = await createTestApp();
    try {
      const who = await signedInCompany(fresh);
      const order = await orderOf(fresh, who);
      const resolved = await twoLineOrderOf(fresh, who);
      const base = {
        companyId: who.companyId,
        userId: who.userId,
        reason: 'misprinted',
        remarks: 'x',
        email: 'x@example.com',
        photoKey: 'claims/x/y.png',
      };
      const [open] = await fresh.app.ctx.db
        .insert(claims)
        .values({ ...base, orderId: order.id })
        .returning();
      const [done] = await fresh.app.ctx.db
        .insert(claims)
        .values({ ...base, orderId: resolved.id, status: 'RESOLVED', resolution: 'refund' })
        .returning();
      const file = fileURLToPath(new URL('../../db/migrations/0015_claim_items.sql', import.meta.url));
      const backfill = readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
      await fresh.app.ctx.db.execute(sql.raw(backfill));
      const rows = await fresh.app.ctx.db.select().from(claimItems).orderBy(asc(claimItems.id));
      const lines = await fresh.app.ctx.db.select().from(orderItems).orderBy(asc(orderItems.id));
      const line = (orderId: number) => lines.filter((l) => l.orderId === orderId);
      expect(rows.map((r) => [r.claimId, r.orderItemId, r.quantity, r.decision])).toEqual([
        ...line(order.id).map((l) => [open!.id, l.id, l.quantity, null]),
        ...line(resolved.id).map((l) => [done!.id, l.id, l.quantity, 'refund']),
      ]);
      const still = await fresh.app.ctx.db
        .select()
        .from(claimItems)
        .where(and(eq(claimItems.claimId, done!.id), eq(claimItems.decision, 'refund')));
      expect(still).toHaveLength(2);
    } finally {
      await fresh.close();
    }
  });
});
