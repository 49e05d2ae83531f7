import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  outbox,
  paymentSandboxRecords,
  payments,
  promoCodes,
  promoRedemptions,
  users,
} from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import type { SandboxCardGateway, SandboxWalletGateway } from '../../providers/payments';
import { SANDBOX_WEBHOOK_SECRET } from '../../providers/payments/sandbox-card';
import { stripeSignatureHeader } from '../../providers/payments/stripe-signature';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { CA_SHIP_TO, mugInCart, withCard as saveCard, type Who } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';

describe('placing an order (/api/checkout/orders)', () => {
  let t: TestApp;
  const cards = () => t.app.ctx.payments.providers.cards as SandboxCardGateway;
  const wallet = () => t.app.ctx.payments.providers.wallet as SandboxWalletGateway;
  const key = (): { headers: Record<string, string> } => ({ headers: { 'idempotency-key': randomUUID() } });
  const place = (who: Who, body: unknown, opts = key()) => who.c.post('/api/checkout/orders', body, opts);
  const withCard = (who: Who, number?: string) => saveCard(t, who, number);

  /** A verified company with a mug in its cart and its address held (Calculate Order Total done). */
  async function readyToPay(quantity = 1): Promise<Who> {
    const who = await signedInCompany(t);
    await mugInCart(t, who, quantity);
    expect((await who.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(200);
    return who;
  }

  /** What the gateway holds of payments for a cart, by status. */
  async function gatewayPayments(companyId: number) {
    const rows = await t.app.ctx.db.select().from(payments).where(eq(payments.companyId, companyId));
    return rows.map((r) => r.status).sort();
  }

  async function capturedInSandbox() {
    const rows = await t.app.ctx.db
      .select()
      .from(paymentSandboxRecords)
      .where(eq(paymentSandboxRecords.kind, 'payment'));
    return rows.map((r) => r.data as { status: string; metadata: Record<string, string> });
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  it('pays by the default card: one order, Created and Paid, the card charged once, the cart emptied, a mail queued', async () => {
    const a = await readyToPay(2);
    // The template's preview, which the order copies for its line (and its mail pictures).
    await t.app.ctx.storage.put(
      'mockups/x/0.png',
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#e63946' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    await withCard(a);
    const quote = (await a.c.get('/api/checkout/payment')).body;
    expect(quote.defaultCard).toEqual({ brand: 'visa', last4: '4242' });
    const mark = await lastJobId(t);
    const res = await place(a, { paymentType: 'default_card', total: 1, items: 1 });
    expect(res.status).toBe(201);
    // The capture, the confirmation and the file copies take the company's turns on the queue.
    const group = [companyGroup(a.companyId)];
    expect(await jobGroupsSince(t, mark)).toEqual({
      'checkout.capture': group,
      'mail.send': group,
      'orders.copy-files': group,
    });
    const order = res.body.order;
    expect(order).toMatchObject({
      status: 'Created',
      paymentType: 'default_card',
      // Held until the capture job (queued with the order) takes it.
      payStatus: 'Authorized',
      cardLast4: '4242',
      total: quote.quote.total,
      totalQuantity: 2,
      shipTo: { firstName: 'Ada', state: 'CA' },
    });
    expect(order.po).toMatch(/^[A-Z0-9]{5}$/);
    expect(order.items).toHaveLength(1);
    expect((await a.c.get('/api/cart')).body.cart.count).toBe(0);
    expect(await gatewayPayments(a.companyId)).toEqual(['authorized']);
    const mails = await t.app.ctx.db.select().from(outbox);
    expect(mails.length).toBe(0); // queued as a job, sent when the queue runs
    await t.app.ctx.jobs.drain();
    expect(await gatewayPayments(a.companyId)).toEqual(['captured']);
    const mine = (await capturedInSandbox()).filter((p) => p.metadata.companyId === String(a.companyId));
    expect(mine.map((p) => p.status)).toEqual(['captured']);
    expect((await a.c.get(`/api/orders/${order.id}`)).body.order.payStatus).toBe('Paid');
    const sent = (await t.app.ctx.db.select().from(outbox)).find((m) =>
      m.subject.includes(`order ${order.id}`),
    );
    expect(sent?.text).toContain('Thank you for shopping with us!');
    expect(sent?.text).toContain(`Total: $${(order.total / 100).toFixed(2)}`);
    expect(sent?.html).toContain('ENDS IN 4242');
    // Its button opens the order's page; its item is pictured by the order's own public copy of
    // the preview, which the copy job (run by the drain) has made, so a mail client can load it.
    const { publicUrl } = t.app.ctx.config;
    expect(sent?.html).toContain(`href="${publicUrl}/dashboard/orders/${order.id}"`);
    const srcs = [...sent!.html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs).toHaveLength(1);
    expect(srcs[0]).toMatch(new RegExp(`^${publicUrl}/media/order-previews/`));
    const image = await t.client().get(srcs[0]!.slice(publicUrl.length));
    expect(image.status).toBe(200);
    expect((await a.c.get('/api/dashboard/summary')).body.ordersPlaced).toBe(1);
    // The confirmation page reads it back; another company cannot.
    expect((await a.c.get(`/api/orders/${order.id}`)).body.order.id).toBe(order.id);
    const b = await signedInCompany(t);
    expect((await b.c.get(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await t.client().get(`/api/orders/${order.id}`)).status).toBe(401);
  });

  it('answers a retry with the same key with the same order, and refuses the key for another request', async () => {
    const a = await readyToPay();
    await withCard(a);
    const k = key();
    const first = await place(a, { paymentType: 'default_card' }, k);
    const again = await place(a, { paymentType: 'default_card' }, k);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.order.id).toBe(first.body.order.id);
    const other = await place(a, { paymentType: 'term' }, k);
    expect([other.status, other.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    await t.app.ctx.jobs.drain();
    expect(await gatewayPayments(a.companyId)).toEqual(['captured']);
  });

  it('makes one order and one charge from a double click, with the same key or with two keys', async () => {
    const a = await readyToPay();
    await withCard(a);
    const k = key();
    const same = await Promise.all([
      place(a, { paymentType: 'default_card' }, k),
      place(a, { paymentType: 'default_card' }, k),
    ]);
    expect(new Set(same.map((r) => r.body.order?.id)).size).toBe(1);
    await t.app.ctx.jobs.drain();
    expect(await gatewayPayments(a.companyId)).toEqual(['captured']);

    const b = await readyToPay();
    await withCard(b);
    const two = await Promise.all([
      place(b, { paymentType: 'default_card' }),
      place(b, { paymentType: 'default_card' }),
    ]);
    // Two keys are two attempts (two tabs): the second finds the first's order or an empty cart.
    const placed = two.filter((r) => r.status === 201);
    expect(placed).toHaveLength(1);
    const other = two.find((r) => r !== placed[0])!;
    if (other.status === 200) expect(other.body.order.id).toBe(placed[0]!.body.order.id);
    else expect([other.status, other.body.error.message]).toEqual([409, 'Your cart is empty.']);
    // One charge: a hold the loser made is released, never captured.
    await t.app.ctx.jobs.drain();
    const statuses = await gatewayPayments(b.companyId);
    expect(statuses.filter((s) => s === 'captured')).toHaveLength(1);
    expect(statuses.filter((s) => s !== 'captured' && s !== 'canceled')).toEqual([]);
  });

  it('shows a declined card its message, takes nothing and keeps the cart', async () => {
    const a = await readyToPay();
    await withCard(a, '4000000000000341'); // saves, then declines when charged
    const res = await place(a, { paymentType: 'default_card' });
    expect([res.status, res.body.error.message]).toEqual([402, 'Your card was declined.']);
    expect((await a.c.get('/api/cart')).body.cart.count).toBe(1);
    expect(await gatewayPayments(a.companyId)).toEqual(['error']);
  });

  it('asks for a card when there is none on file', async () => {
    const a = await readyToPay();
    const res = await place(a, { paymentType: 'default_card' });
    expect([res.status, res.body.error.message]).toEqual([
      400,
      'Please upload a credit/debit card in your dashboard.',
    ]);
  });

  it('pays on credit terms only within the balance, taken in the same transaction', async () => {
    const none = await readyToPay();
    const refused = await place(none, { paymentType: 'term' });
    expect([refused.status, refused.body.error.message]).toEqual([
      409,
      'Term Balance is too low to place this order!',
    ]);

    const a = await readyToPay();
    const total = (await a.c.get('/api/checkout/payment')).body.quote.total;
    // Enough for one order, not two: two carts race for it.
    await t.app.ctx.db
      .update(companies)
      .set({ termBalance: total + 100 })
      .where(eq(companies.id, a.companyId));
    const second = await signedInCompany(t);
    // A second user of the same company, with their own cart.
    const [u2] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, a.companyId));
    expect(u2?.termBalance).toBe(total + 100);
    const ok = await place(a, { paymentType: 'term' });
    expect(ok.status).toBe(201);
    expect(ok.body.order).toMatchObject({ payStatus: 'Term', paymentType: 'term' });
    const [after] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, a.companyId));
    expect(after?.termBalance).toBe(100);
    expect(second.companyId).not.toBe(a.companyId);
  });

  it('lets only one order take the last use of a promo code', async () => {
    await t.app.ctx.db.insert(promoCodes).values({ code: 'LASTONE', percent: 10, usesLeft: 1 });
    const a = await readyToPay();
    const b = await readyToPay();
    await withCard(a);
    await withCard(b);
    for (const who of [a, b])
      expect((await who.c.post('/api/checkout/promo', { code: 'lastone' })).status).toBe(200);
    const [ra, rb] = await Promise.all([
      place(a, { paymentType: 'default_card' }),
      place(b, { paymentType: 'default_card' }),
    ]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(loser.body.error.message).toBe('This code has no remaining uses');
    const [promo] = await t.app.ctx.db.select().from(promoCodes).where(eq(promoCodes.code, 'LASTONE'));
    expect(promo?.usesLeft).toBe(0);
    expect(
      await t.app.ctx.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promo!.id)),
    ).toHaveLength(1);
    // The loser paid nothing: its hold (if it got that far) was released.
    const loserId = loser === ra ? a.companyId : b.companyId;
    await t.app.ctx.jobs.drain();
    expect((await gatewayPayments(loserId)).filter((s) => s === 'captured')).toEqual([]);
    const winner = ra.status === 201 ? ra : rb;
    expect(winner.body.order.discount).toBeGreaterThan(0);
  });

  it("opens the hosted card page with the buyer's email filled in", async () => {
    const a = await readyToPay();
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, a.userId));
    const started = await a.c.post('/api/checkout/card-session', {}, key());
    expect(started.status).toBe(200);
    const sessionId = started.body.url.split('/').pop();
    // The page belongs to the gateway: anyone holding the link reads it, signed in or not.
    const page = await t.client().get(`/api/sandbox/checkout/${sessionId}`);
    expect(page.status).toBe(200);
    expect(page.body.customerEmail).toBe(user!.email);
  });

  it('places a new-card order once when the webhook races the return page', async () => {
    const a = await readyToPay();
    const started = await a.c.post('/api/checkout/card-session', {}, key());
    expect(started.status).toBe(200);
    const sessionId = started.body.url.split('/').pop();
    // Before paying there is nothing to place.
    const early = await place(a, { paymentType: 'new_card', sessionId });
    expect(early.status).toBe(402);
    await cards().completeCheckoutSession(sessionId, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    const event = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    });
    const webhook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignatureHeader(
            Buffer.from(event),
            SANDBOX_WEBHOOK_SECRET,
            Math.floor(Date.now() / 1000),
          ),
        },
        payload: event,
      });
    const returnKey = { headers: { 'idempotency-key': `new_card:${sessionId}` } };
    const [hook, page] = await Promise.all([
      webhook(),
      place(a, { paymentType: 'new_card', sessionId }, returnKey),
    ]);
    expect(hook.statusCode).toBe(200);
    expect([200, 201]).toContain(page.status);
    expect(page.body.order).toMatchObject({ paymentType: 'new_card', payStatus: 'Paid', cardLast4: '4242' });
    // A replayed event and a reload change nothing.
    expect((await webhook()).statusCode).toBe(200);
    const reload = await place(a, { paymentType: 'new_card', sessionId }, returnKey);
    expect([reload.status, reload.body.order.id]).toEqual([200, page.body.order.id]);
    expect(await gatewayPayments(a.companyId)).toEqual(['captured']);
    // A forged callback is refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: event,
    });
    expect(forged.statusCode).toBe(400);
    // Another company cannot place with this session.
    const b = await readyToPay();
    const stolen = await place(b, { paymentType: 'new_card', sessionId });
    expect(stolen.status).toBe(404);
  });

  it('places a PayPal order after approval: authorized, then captured', async () => {
    const a = await readyToPay();
    const started = await a.c.post('/api/checkout/paypal', {}, key());
    expect(started.status).toBe(200);
    const { paypalOrderId } = started.body;
    const notYet = await place(a, { paymentType: 'paypal', paypalOrderId });
    expect([notYet.status, notYet.body.error.message]).toEqual([
      402,
      'There was an error with your Paypal payment.',
    ]);
    await wallet().approveSandboxOrder(paypalOrderId);
    const res = await place(a, { paymentType: 'paypal', paypalOrderId });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ paymentType: 'paypal', payStatus: 'Authorized' });
    await t.app.ctx.jobs.drain();
    const rows = await t.app.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, a.companyId), eq(payments.orderId, res.body.order.id)));
    expect(rows.map((r) => r.status)).toEqual(['captured']);
  });

  it('asks for the address before PayPal, and refuses bad input with a 4xx', async () => {
    const who = await signedInCompany(t);
    await mugInCart(t, who);
    const pp = await who.c.post('/api/checkout/paypal', {}, key());
    expect([pp.status, pp.body.error.message]).toEqual([409, 'Please fill out destination address first.']);
    const noKey = await who.c.post('/api/checkout/orders', { paymentType: 'term' });
    expect(noKey.status).toBe(400);
    expect((await place(who, { paymentType: 'cash' })).status).toBe(400);
    expect((await place(who, { paymentType: 'new_card' })).status).toBe(400);
    expect((await t.client().post('/api/checkout/orders', { paymentType: 'term' }, key())).status).toBe(401);
    const unverified = await signedInCompany(t, { verified: false });
    expect((await place(unverified, { paymentType: 'term' })).status).toBe(403);
  });
});
