import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCredits, claims, orderEvents, orderItems, orders, outbox } from '../../db/schema';
import type { SandboxCardGateway } from '../../providers/payments';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { seedCatalog } from '../catalog/seed';
import { cardPayment, placedOrder, refundRows } from '../refunds/test-orders';
import { CLAIM_MSG } from './messages';
import { claimFields, fileClaim, orderOf, pngPhoto, shipOrder } from './test-orders';

type Who = { c: TestClient; companyId: number; userId: number };

describe('staff settle claims (/api/admin/claims)', () => {
  let t: TestApp;
  let png: Buffer;
  let staff: Who;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    png = await pngPhoto();
    staff = await signedInCompany(t, { staffRole: 'admin' });
  });
  afterAll(() => t.close());

  /** A customer with a shipped order and an open claim on it. */
  async function claimed(opts: Parameters<typeof orderOf>[2] = {}) {
    const who = await signedInCompany(t);
    const order = await orderOf(t, who, opts);
    const res = await fileClaim(who.c, claimFields(order.id, `c${who.companyId}@example.com`), {
      value: png,
    });
    expect(res.status).toBe(201);
    return { who, order, claimId: res.body.claim.id as number };
  }

  const resolve = (id: number, body: unknown, c = staff.c) => c.post(`/api/admin/claims/${id}/resolve`, body);
  const reject = (id: number, body: unknown, c = staff.c) => c.post(`/api/admin/claims/${id}/reject`, body);

  async function mailTo(to: string) {
    await t.app.ctx.jobs.drain();
    return (await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, to))).filter((m) =>
      /was resolved|was not accepted/.test(m.subject),
    );
  }

  const claimEvents = (orderId: number) =>
    t.app.ctx.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'claim')));

  it('keeps customers and signed-out visitors out of every staff route', async () => {
    const { who, claimId } = await claimed();
    const anon = t.client();
    const tries: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/claims'],
      ['GET', `/api/admin/claims/${claimId}`],
      ['GET', `/api/admin/claims/${claimId}/photo`],
      ['POST', `/api/admin/claims/${claimId}/resolve`, { resolution: 'credit' }],
      ['POST', `/api/admin/claims/${claimId}/reject`, { reason: 'no' }],
    ];
    for (const [method, url, body] of tries) {
      const customer = await who.c.request(method as 'GET', url, body);
      expect([url, customer.status]).toEqual([url, 404]);
      const nobody = await anon.request(method as 'GET', url, body);
      expect([url, nobody.status]).toEqual([url, 404]);
    }
    // A customer's bad body is not read either: the answer is the same as for a good one.
    expect((await resolve(claimId, { resolution: 'nonsense' }, who.c)).status).toBe(404);
    const [row] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, claimId));
    expect(row!.status).toBe('UNRESOLVED');
  });

  it('lists claims newest first, 50 a page, by status', async () => {
    const a = await signedInCompany(t);
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await orderOf(t, a);
      const res = await fileClaim(a.c, claimFields(order.id), { value: png });
      made.push(res.body.claim.id);
    }
    const first = await staff.c.get('/api/admin/claims');
    expect(first.status).toBe(200);
    const ids = first.body.claims.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(ids.slice(0, 3)).toEqual([...made].reverse());
    expect(first.body.claims[0]).toEqual({
      id: made[2],
      orderId: expect.any(Number),
      companyName: expect.stringMatching(/^Co /),
      reason: 'misprinted',
      email: 'claims@example.com',
      status: 'UNRESOLVED',
      resolution: null,
      createdAt: expect.any(String),
    });

    // Past a page: 50, then the rest by the cursor.
    const more = await signedInCompany(t);
    for (let i = 0; i < 50; i++) {
      const order = await orderOf(t, more);
      await t.app.ctx.db.insert(claims).values({
        companyId: more.companyId,
        orderId: order.id,
        userId: more.userId,
        reason: 'wrong items',
        remarks: 'x',
        email: 'x@example.com',
        photoKey: 'claims/x/y.png',
        status: i % 2 ? 'REJECTED' : 'UNRESOLVED',
      });
    }
    const page1 = await staff.c.get('/api/admin/claims');
    expect(page1.body.claims).toHaveLength(50);
    expect(page1.body.next).toBe(String(page1.body.claims[49].id));
    const page2 = await staff.c.get(`/api/admin/claims?after=${page1.body.next}`);
    expect(page2.body.claims[0].id).toBeLessThan(page1.body.claims[49].id);
    const total = (await t.app.ctx.db.select().from(claims)).length;
    expect(page1.body.claims.length + page2.body.claims.length).toBe(total);
    expect(page2.body.next).toBeNull();

    const rejected = await staff.c.get('/api/admin/claims?status=REJECTED');
    expect(rejected.body.claims).toHaveLength(25);
    expect(rejected.body.claims.every((c: { status: string }) => c.status === 'REJECTED')).toBe(true);
    expect((await staff.c.get('/api/admin/claims?status=')).body.claims).toHaveLength(50);
    expect((await staff.c.get('/api/admin/claims?status=open')).status).toBe(400);
    expect((await staff.c.get('/api/admin/claims?after=abc')).status).toBe(400);
  });

  it('shows a claim with its photo and the order it is about', async () => {
    const { who, order, claimId } = await claimed();
    const res = await staff.c.get(`/api/admin/claims/${claimId}`);
    expect(res.status).toBe(200);
    expect(res.body.claim).toMatchObject({
      id: claimId,
      orderId: order.id,
      companyId: who.companyId,
      reason: 'misprinted',
      remarks: 'The print is smudged on both mugs.',
      status: 'UNRESOLVED',
      resolution: null,
      photoUrls: [`/api/admin/claims/${claimId}/photos/1`],
      items: [
        {
          lineId: expect.any(Number),
          sku: '21101',
          productName: 'Mug',
          variantName: expect.any(String),
          colorName: expect.any(String),
          previewUrl: '/media/mockups/x/0.png',
          ordered: 2,
          quantity: 2,
          share: 2599,
          decision: null,
        },
      ],
    });
    expect(res.body.order).toMatchObject({
      id: order.id,
      po: 'PO123',
      status: 'OrderShipped',
      total: 2599,
      refunded: 0,
      refundable: 2599,
      items: [{ sku: '21101', productName: 'Mug', quantity: 2, previewUrl: '/media/mockups/x/0.png' }],
    });
    const photo = await staff.c.get(res.body.claim.photoUrls[0]);
    expect([photo.status, photo.headers['content-type']]).toEqual([200, 'image/png']);
    expect(photo.raw.equals(png)).toBe(true);
    expect((await staff.c.get(`/api/admin/claims/${claimId}/photo`)).raw.equals(png)).toBe(true);
    expect((await staff.c.get(`/api/admin/claims/${claimId}/photos/2`)).status).toBe(404);
    expect((await staff.c.get(`/api/admin/claims/${claimId}/photos/6`)).status).toBe(400);
    expect((await staff.c.get('/api/admin/claims/999999')).status).toBe(404);
    expect((await staff.c.get('/api/admin/claims/999999/photo')).status).toBe(404);
    expect((await staff.c.get('/api/admin/claims/0')).status).toBe(400);
  });

  it('resolves with a reprint: a $0 order for the same items and address, in the customer’s orders', async () => {
    const { who, order, claimId } = await claimed();
    const res = await resolve(claimId, { resolution: 'reprint', note: 'Sorry about that.' });
    expect(res.status).toBe(200);
    const reprintId = res.body.claim.reprintOrderId;
    expect(reprintId).toEqual(expect.any(Number));
    expect(res.body.claim).toMatchObject({
      status: 'RESOLVED',
      resolution: 'reprint',
      resolutionNote: 'Sorry about that.',
      resolvedByName: 'Test',
    });
    expect(res.body.message).toBe(`Claim ${claimId} resolved: reprinting as order ${reprintId}.`);

    const [reprint] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, reprintId));
    expect(reprint).toMatchObject({
      companyId: who.companyId,
      userId: who.userId,
      po: order.po,
      status: 'Created',
      payType: order.payType,
      payStatus: 'Paid',
      itemsPrice: 0,
      shipping: 0,
      fee: 0,
      tax: 0,
      discount: 0,
      total: 0,
      totalQuantity: 2,
      shipTo: order.shipTo,
      reprintOfClaimId: claimId,
    });
    expect(reprint!.cartId).not.toBe(order.cartId);
    const lines = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, reprintId));
    expect(lines).toEqual([
      expect.objectContaining({
        sku: '21101',
        quantity: 2,
        unitPrice: 0,
        po: 'LINE-1',
        previewKey: 'mockups/x/0.png',
        printFileKey: 'print/x/file.png',
      }),
    ]);

    // The customer sees it among their orders.
    const mine = await who.c.get(`/api/orders/${reprintId}`);
    expect([mine.status, mine.body.order.total, mine.body.order.status]).toEqual([200, 0, 'Created']);
    const list = await who.c.get('/api/orders');
    expect(list.body.orders.map((o: { id: number }) => o.id)).toContain(reprintId);

    expect((await claimEvents(order.id)).at(-1)).toMatchObject({
      actorKind: 'staff',
      actorId: staff.userId,
      actorName: 'Test',
      reason: `Claim ${claimId} resolved: reprinting as order ${reprintId} — Sorry about that.`,
    });
    expect(await claimEvents(reprintId)).toEqual([
      expect.objectContaining({ actorKind: 'staff', reason: expect.stringContaining(`order ${order.id}`) }),
    ]);
    const [mail] = await mailTo(`c${who.companyId}@example.com`);
    expect(mail?.subject).toBe(`Your claim for order ${order.id} was resolved`);
    expect(mail?.text).toContain(`we are reprinting the affected items as order ${reprintId}`);
    expect(mail?.text).toContain('Reprint: 2 × Mug');
    expect(mail?.text).toContain('Sorry about that.');
    expect(mail?.html).toContain(`/dashboard/orders/${reprintId}`);
  });

  it('resolves with account credit for the order’s total', async () => {
    const { who, order, claimId } = await claimed({ total: 4200 });
    const res = await resolve(claimId, { resolution: 'credit' });
    expect([res.status, res.body.claim.resolution, res.body.message]).toEqual([
      200,
      'credit',
      `Claim ${claimId} resolved: $42.00 of account credit given.`,
    ]);
    const credits = await t.app.ctx.db
      .select()
      .from(accountCredits)
      .where(eq(accountCredits.companyId, who.companyId));
    expect(credits).toEqual([
      expect.objectContaining({ amount: 4200, claimId, orderId: order.id, createdBy: staff.userId }),
    ]);
    const [mail] = await mailTo(`c${who.companyId}@example.com`);
    expect(mail?.text).toContain('we added $42.00 of account credit');
  });

  it('resolves with a refund of what is left, back to the sandbox card, once', async () => {
    const { who, order } = await placedOrder(t, 'default_card');
    await t.app.ctx.jobs.drain(); // captured
    await shipOrder(t, order.id);
    const filed = await fileClaim(who.c, claimFields(order.id, 'refund@example.com'), { value: png });
    const claimId = filed.body.claim.id;
    expect((await staff.c.get(`/api/admin/claims/${claimId}`)).body.order.refundable).toBe(order.total);

    const res = await resolve(claimId, { resolution: 'refund', note: 'Refunded in full.' });
    expect([res.status, res.body.message]).toEqual([
      200,
      `Claim ${claimId} resolved: $${(order.total / 100).toFixed(2)} refunded.`,
    ]);
    expect(res.body.claim).toMatchObject({ status: 'RESOLVED', resolution: 'refund' });
    expect(res.body.order).toMatchObject({ refunded: order.total, refundable: 0 });
    expect(await refundRows(t, order.id)).toEqual([
      expect.objectContaining({
        key: `claim:${claimId}`,
        amount: order.total,
        status: 'succeeded',
        method: 'card_refund',
      }),
    ]);
    expect((await cardPayment(t, order.id)).refundedCents).toBe(order.total);
    const events = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.kind)).toEqual(['claim', 'refund', 'claim']);
    expect(events.at(-1)).toMatchObject({ actorKind: 'staff', actorName: 'Test' });
    const [mail] = await mailTo('refund@example.com');
    expect(mail?.text).toContain(`we are refunding $${(order.total / 100).toFixed(2)}`);

    // Every unit is settled: a second claim about the order is refused, so nothing is refunded twice.
    const second = await fileClaim(who.c, claimFields(order.id), { value: png });
    expect([second.status, second.body.error.message]).toEqual([409, CLAIM_MSG.allSettled]);
    expect(await refundRows(t, order.id)).toHaveLength(1);
  });

  it('opens the claim again when the refund fails, so it can be settled another way', async () => {
    const { who, order } = await placedOrder(t, 'default_card');
    await t.app.ctx.jobs.drain();
    await shipOrder(t, order.id);
    // Refunded at the gateway behind the portal's back: the portal's refund is refused.
    const payment = await cardPayment(t, order.id);
    await (t.app.ctx.payments.providers.cards as SandboxCardGateway).refundPayment(
      payment.id,
      order.total,
      'outside',
    );
    const filed = await fileClaim(who.c, claimFields(order.id), { value: png });
    const claimId = filed.body.claim.id;
    const res = await resolve(claimId, { resolution: 'refund' });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toMatch(/did not go through/);
    const [row] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, claimId));
    expect(row).toMatchObject({ status: 'UNRESOLVED', resolution: null, resolvedBy: null });
    expect((await refundRows(t, order.id)).map((r) => r.status)).toEqual(['failed']);
    expect((await resolve(claimId, { resolution: 'credit' })).status).toBe(200);
  });

  it('rejects with a reason the customer is told', async () => {
    const { who, order, claimId } = await claimed();
    const none = await reject(claimId, { reason: '  ' });
    expect([none.status, none.body.error.message]).toEqual([400, CLAIM_MSG.rejectReason]);
    expect((await reject(claimId, {})).status).toBe(400);
    expect((await reject(claimId, { reason: 'x'.repeat(2001) })).status).toBe(400);
    const res = await reject(claimId, { reason: 'The photo shows an undamaged mug.' });
    expect(res.status).toBe(200);
    expect(res.body.claim).toMatchObject({
      status: 'REJECTED',
      resolution: null,
      resolutionNote: 'The photo shows an undamaged mug.',
    });
    expect((await claimEvents(order.id)).at(-1)?.reason).toBe(
      `Claim ${claimId} rejected: The photo shows an undamaged mug.`,
    );
    const [mail] = await mailTo(`c${who.companyId}@example.com`);
    expect(mail?.subject).toBe(`Your claim for order ${order.id} was not accepted`);
    expect(mail?.text).toContain('Reason: The photo shows an undamaged mug.');
    // Settled, the order may be claimed about again.
    expect((await fileClaim(who.c, claimFields(order.id), { value: png })).status).toBe(201);
  });

  it('refuses bad input and settles a claim once', async () => {
    const { claimId } = await claimed();
    expect((await resolve(claimId, { resolution: 'apology' })).status).toBe(400);
    expect((await resolve(claimId, {})).status).toBe(400);
    expect((await resolve(claimId, { resolution: 'credit', note: 'n'.repeat(2001) })).status).toBe(400);
    expect((await resolve(999999, { resolution: 'credit' })).status).toBe(404);
    expect((await reject(999999, { reason: 'no' })).status).toBe(404);
    expect((await resolve(claimId, { resolution: 'credit' })).status).toBe(200);
    for (const again of [
      await resolve(claimId, { resolution: 'credit' }),
      await resolve(claimId, { resolution: 'reprint' }),
      await reject(claimId, { reason: 'no' }),
    ])
      expect([again.status, again.body.error.message]).toEqual([
        409,
        CLAIM_MSG.alreadyHandled(claimId, 'RESOLVED'),
      ]);
  });

  it('lets one of two staff resolving at once win', async () => {
    const { order, claimId } = await claimed();
    const other = await signedInCompany(t, { staffRole: 'operator' });
    const results = await Promise.all([
      resolve(claimId, { resolution: 'reprint' }),
      resolve(claimId, { resolution: 'reprint' }, other.c),
      reject(claimId, { reason: 'duplicate' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const reprints = await t.app.ctx.db.select().from(orders).where(eq(orders.reprintOfClaimId, claimId));
    expect(reprints.length).toBeLessThanOrEqual(1);
    const settledEvents = (await claimEvents(order.id)).filter((e) => /resolved|rejected/.test(e.reason));
    expect(settledEvents).toHaveLength(1);
  });
});
