import { FULFIL_MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, orderEvents, orders, outbox } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { CLAIM_MSG } from './messages';
import { claimFields, fileClaim, orderOf, pngPhoto } from './test-orders';

const DAY = 86_400_000;

describe('filing a claim (/api/claims)', () => {
  let t: TestApp;
  let png: Buffer;
  // The app's clock: moved on to see the refund policy's window close.
  let offset = 0;
  const photo = () => ({ value: png });

  beforeAll(async () => {
    t = await createTestApp({ supportEmail: 'support@pressrun.test' }, { now: () => Date.now() + offset });
    png = await pngPhoto();
  });
  afterAll(() => t.close());

  it('files a claim with a PNG: stored privately, on the timeline, support and the customer mailed', async () => {
    const a = await signedInCompany(t);
    const order = await orderOf(t, a);
    const mark = await lastJobId(t);
    const res = await fileClaim(a.c, claimFields(order.id, 'Claims@Example.com '), photo());
    expect(res.status).toBe(201);
    // Support's mail and the customer's are both the company's jobs.
    expect(await jobGroupsSince(t, mark)).toEqual({ 'mail.send': [companyGroup(a.companyId)] });
    expect(res.body).toEqual({
      claim: { id: expect.any(Number), status: 'UNRESOLVED' },
      message: FULFIL_MSG.claimThanks('Claims@Example.com'),
    });
    const [row] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, res.body.claim.id));
    expect(row).toMatchObject({
      companyId: a.companyId,
      orderId: order.id,
      userId: a.userId,
      reason: 'misprinted',
      remarks: 'The print is smudged on both mugs.',
      status: 'UNRESOLVED',
    });
    expect(row!.photoKey).toMatch(new RegExp(`^claims/${a.companyId}/[A-Za-z0-9_-]{22}\\.png$`));
    expect((await t.app.ctx.storage.get(row!.photoKey))?.body.equals(png)).toBe(true);

    const events = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'claim',
        actorKind: 'customer',
        actorId: a.userId,
        actorName: 'Test',
        reason: `Claim ${row!.id} filed: misprinted`,
      }),
    ]);

    await t.app.ctx.jobs.drain();
    const mails = (await t.app.ctx.db.select().from(outbox)).filter((m) =>
      m.subject.includes(`order ${order.id}`),
    );
    const toSupport = mails.find((m) => m.to === 'support@pressrun.test');
    expect(toSupport?.subject).toBe(`New claim ${row!.id} for order ${order.id}: misprinted`);
    expect(toSupport?.text).toContain('The print is smudged on both mugs.');
    expect(toSupport?.html).toContain(`/admin/claims/${row!.id}`);
    const receipt = mails.find((m) => m.to === 'Claims@Example.com');
    expect(receipt?.subject).toBe(`We received your claim for order ${order.id}`);
    expect(receipt?.text).toContain(FULFIL_MSG.claimThanks('Claims@Example.com'));
    expect(receipt?.html).toContain('<h1');

    // The photo: to the company's own users only.
    const mine = await a.c.get(`/api/claims/${row!.id}/photo`);
    expect([mine.status, mine.headers['content-type'], mine.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);
    expect(mine.raw.equals(png)).toBe(true);
    const b = await signedInCompany(t);
    expect((await b.c.get(`/api/claims/${row!.id}/photo`)).status).toBe(404);
    expect((await a.c.get('/api/claims/999999/photo')).status).toBe(404);
    expect((await a.c.get('/api/claims/abc/photo')).status).toBe(400);
    expect((await t.client().get(`/api/claims/${row!.id}/photo`)).status).toBe(401);
  });

  it('takes a JPEG whatever its name says', async () => {
    const a = await signedInCompany(t);
    const order = await orderOf(t, a);
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp(png).jpeg().toBuffer();
    const res = await fileClaim(a.c, claimFields(order.id), {
      value: jpeg,
      filename: 'IMG.PNG',
      contentType: 'application/octet-stream',
    });
    expect(res.status).toBe(201);
    const [row] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, res.body.claim.id));
    expect(row!.photoKey).toMatch(/\.jpg$/);
  });

  it('names every missing field', async () => {
    const a = await signedInCompany(t);
    const res = await fileClaim(a.c, {}, null);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      orderId: CLAIM_MSG.orderId,
      reason: CLAIM_MSG.reason,
      remarks: CLAIM_MSG.remarks,
      email: CLAIM_MSG.email,
      photo: CLAIM_MSG.photoMissing,
    });
    expect(res.body.error.message).toBe(CLAIM_MSG.orderId);
  });

  it('refuses bad values with a clear message each', async () => {
    const a = await signedInCompany(t);
    const order = await orderOf(t, a);
    const ok = claimFields(order.id);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...ok, reason: 'broken' }, 'reason', CLAIM_MSG.reason],
      [{ ...ok, reason: 'Misprinted' }, 'reason', CLAIM_MSG.reason],
      [{ ...ok, remarks: '   ' }, 'remarks', CLAIM_MSG.remarks],
      [{ ...ok, remarks: 'x'.repeat(2001) }, 'remarks', CLAIM_MSG.remarksLong],
      [{ ...ok, email: 'not-an-email' }, 'email', CLAIM_MSG.email],
      [{ ...ok, email: `${'a'.repeat(250)}@example.com` }, 'email', CLAIM_MSG.email],
      [{ ...ok, orderId: 'abc' }, 'orderId', CLAIM_MSG.orderId],
      [{ ...ok, orderId: '99999999999' }, 'orderId', CLAIM_MSG.orderId],
    ];
    for (const [fields, field, message] of cases) {
      const res = await fileClaim(a.c, fields, photo());
      expect([res.status, res.body.error.message, res.body.error.fields?.[field]]).toEqual([
        400,
        message,
        message,
      ]);
    }
    // A remark of exactly 2,000 characters is fine.
    expect((await fileClaim(a.c, { ...ok, remarks: 'y'.repeat(2000) }, photo())).status).toBe(201);
  });

  it('checks the photos by their content: a text file named .png, a GIF, a photo too large, six photos', async () => {
    const a = await signedInCompany(t);
    const order = await orderOf(t, a);
    const fields = claimFields(order.id);
    const text = await fileClaim(a.c, fields, { value: Buffer.from('just some text, honestly'.repeat(10)) });
    expect([text.status, text.body.error.message]).toEqual([400, CLAIM_MSG.photoType]);
    const gif = await fileClaim(a.c, fields, {
      value: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]),
      filename: 'a.gif',
      contentType: 'image/gif',
    });
    expect([gif.status, gif.body.error.fields?.photo]).toEqual([400, CLAIM_MSG.photoType]);
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await fileClaim(a.c, fields, { value: big });
    expect([tooBig.status, tooBig.body.error.message]).toEqual([400, CLAIM_MSG.photoTooLarge]);
    const empty = await fileClaim(a.c, fields, { value: Buffer.alloc(0) });
    expect([empty.status, empty.body.error.message]).toEqual([400, CLAIM_MSG.photoMissing]);
    const photos = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: 'photo',
        value: png,
        filename: `${i}.png`,
        contentType: 'image/png',
      }));
    const six = await a.c.post('/api/claims', undefined, {
      multipart: [...Object.entries(fields).map(([name, value]) => ({ name, value })), ...photos(6)],
    });
    expect([six.status, six.body.error.message, six.body.error.fields?.photo]).toEqual([
      400,
      'Please attach at most 5 photos.',
      'Please attach at most 5 photos.',
    ]);
    // A good photo among bad ones does not make them good.
    const mixed = await a.c.post('/api/claims', undefined, {
      multipart: [
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        ...photos(1),
        { name: 'photo', value: Buffer.from('GIF89a'), filename: 'b.png', contentType: 'image/png' },
      ],
    });
    expect([mixed.status, mixed.body.error.message]).toEqual([400, CLAIM_MSG.photoType]);
    const other = await a.c.post('/api/claims', undefined, {
      multipart: [
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        ...photos(1),
        { name: 'document', value: png, filename: 'b.png', contentType: 'image/png' },
      ],
    });
    expect([other.status, other.body.error.message]).toEqual([400, CLAIM_MSG.unreadable]);
    const json = await a.c.post('/api/claims', fields);
    expect([json.status, json.body.error.message]).toEqual([400, CLAIM_MSG.photoMissing]);
    // None of these left a claim behind.
    expect(await t.app.ctx.db.select().from(claims).where(eq(claims.orderId, order.id))).toEqual([]);
  });

  it('takes claims only about shipped orders', async () => {
    const a = await signedInCompany(t);
    for (const status of ['Created', 'ReadyToProduce', 'InProduction', 'Disabled']) {
      const order = await orderOf(t, a, { status });
      const res = await fileClaim(a.c, claimFields(order.id), photo());
      expect([status, res.status, res.body.error.message]).toEqual([status, 409, FULFIL_MSG.claimNotShipped]);
    }
  });

  it('takes one open claim per order, even when two are filed at once', async () => {
    const a = await signedInCompany(t);
    const order = await orderOf(t, a);
    const [one, two] = await Promise.all([
      fileClaim(a.c, claimFields(order.id), photo()),
      fileClaim(a.c, claimFields(order.id), photo()),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect([one, two].find((r) => r.status === 409)!.body.error.message).toBe(FULFIL_MSG.claimOpen);
    const again = await fileClaim(a.c, claimFields(order.id), photo());
    expect([again.status, again.body.error.message]).toEqual([409, FULFIL_MSG.claimOpen]);
    expect(await t.app.ctx.db.select().from(claims).where(eq(claims.orderId, order.id))).toHaveLength(1);
  });

  it('refuses a claim once the refund policy window has closed', async () => {
    offset = 40 * DAY;
    try {
      // Signed in under the moved clock, so the session is current.
      const a = await signedInCompany(t);
      const order = await orderOf(t, a, { shippedDaysAgo: 0 });
      const late = await fileClaim(a.c, claimFields(order.id), photo());
      expect([late.status, late.body.error.message]).toEqual([
        409,
        FULFIL_MSG.claimLate('within 14 business days of delivery'),
      ]);
      const lost = await fileClaim(a.c, { ...claimFields(order.id), reason: 'not delivered' }, photo());
      expect([lost.status, lost.body.error.message]).toEqual([
        409,
        FULFIL_MSG.claimLate('within 30 days after the estimated delivery'),
      ]);
      // Delivered yesterday (by the moved clock): a misprint may still be claimed.
      await t.app.ctx.db
        .update(orders)
        .set({ deliveredAt: new Date(Date.now() + offset - DAY) })
        .where(eq(orders.id, order.id));
      expect((await fileClaim(a.c, claimFields(order.id), photo())).status).toBe(201);
    } finally {
      offset = 0;
    }
  });

  it("answers 404 for another company's order or one that does not exist, and 401 without a session", async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    const theirs = await orderOf(t, b);
    const res = await fileClaim(a.c, claimFields(theirs.id), photo());
    expect([res.status, res.body.error.message]).toEqual([404, 'That order does not exist.']);
    expect((await fileClaim(a.c, claimFields(2_000_000_000), photo())).status).toBe(404);
    const anon = t.client();
    expect((await fileClaim(anon, claimFields(theirs.id), photo())).status).toBe(401);
    expect(await t.app.ctx.db.select().from(claims).where(eq(claims.orderId, theirs.id))).toEqual([]);
  });
});
