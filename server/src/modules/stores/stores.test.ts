import { STORE_MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, sandboxStoreOrders, storeConnections } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { SANDBOX_SHOPIFY_SECRET, sandboxWebhook } from '../../providers/stores';
import { hmacBase64 } from '../../providers/stores/hmac';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { savedMugTemplate, type Who, withCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { type Actor, moveOrder } from '../orders/status';
import { POLL_STORE_JOB } from './poll';

const staff: Actor = { kind: 'staff', id: null, name: 'Grace Hopper' };

describe('connected stores (sandbox platforms)', () => {
  let t: TestApp;
  let who: Who;
  let other: Who;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    who = await signedInCompany(t);
    other = await signedInCompany(t);
    await withCard(t, who);
  });
  afterAll(() => t.close());

  /** Connect → the sandbox approval page → the callback, as the browser goes. */
  async function connect(c: TestClient, platform: string, shop: string | undefined, name: string) {
    const begun = await c.post('/api/stores/connect', { platform, ...(shop ? { shop } : {}) });
    expect(begun.status).toBe(200);
    const url = new URL(begun.body.url);
    expect(url.pathname).toBe(`/sandbox/stores/${platform}/authorize`);
    const approved = await c.post(`/api/sandbox/stores/${platform}/approve`, {
      state: url.searchParams.get('state'),
      redirectUri: url.searchParams.get('redirect_uri'),
      name,
      ...(url.searchParams.get('shop') ? { shop: url.searchParams.get('shop') } : {}),
    });
    expect(approved.status).toBe(200);
    const back = new URL(approved.body.redirect);
    const res = await c.get(`${back.pathname}${back.search}`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.location as string, 'http://x');
    expect(to.searchParams.get('connect_error')).toBeNull();
    return Number(to.searchParams.get('connected'));
  }

  const sandboxIdOf = async (storeId: number) =>
    Number(
      ((await who.c.get('/api/stores')).body as Array<{ id: number; sandboxUrl: string }>)
        .find((s) => s.id === storeId)!
        .sandboxUrl.split('/')
        .pop(),
    );

  it('refuses a malformed shop address with the field named, and no session with 401', async () => {
    const bad = await who.c.post('/api/stores/connect', { platform: 'shopify', shop: 'not a shop!' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      message: STORE_MSG.shopInvalid,
      fields: { shop: STORE_MSG.shopInvalid },
    });
    expect((await t.client().get('/api/stores')).status).toBe(401);
    expect((await who.c.post('/api/stores/connect', { platform: 'amazon' })).status).toBe(400);
  });

  it('connects, publishes a template, and turns a store order into one PressRun order however often it is sent', async () => {
    const storeId = await connect(who.c, 'shopify', 'dana-prints', 'Dana Prints');
    const list = await who.c.get('/api/stores');
    expect(list.body).toEqual([
      expect.objectContaining({
        id: storeId,
        platform: 'shopify',
        name: 'Dana Prints',
        status: 'connected',
        lastOrder: null,
      }),
    ]);
    // Another company sees nothing of it.
    expect((await other.c.get('/api/stores')).body).toEqual([]);
    expect((await other.c.get(`/api/stores/${storeId}/links`)).status).toBe(404);

    const template = await savedMugTemplate(t, who.companyId);
    const quote = await who.c.get(`/api/stores/${storeId}/publish-quote?templateId=${template.id}`);
    expect(quote.status).toBe(200);
    expect(quote.body.cost).toBeGreaterThan(0);
    const tooCheap = await who.c.post(`/api/stores/${storeId}/publish`, {
      templateId: template.id,
      title: 'Mug',
      retailPrice: ((quote.body.cost - 1) / 100).toFixed(2),
    });
    expect(tooCheap.status).toBe(400);
    expect(tooCheap.body.error.fields).toEqual({ retailPrice: STORE_MSG.priceTooLow });
    const publish = (title: string) =>
      who.c.post(`/api/stores/${storeId}/publish`, {
        templateId: template.id,
        title,
        description: 'A mug',
        retailPrice: '24.99',
      });
    const published = await publish('Dana’s mug');
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ templateId: template.id, retailPrice: 2499, published: true });
    // Sent again (a lost answer, a second click): the same product and the same link, not a copy.
    const republished = await publish('Dana’s mug');
    expect(republished.status).toBe(201);
    expect(republished.body.id).toBe(published.body.id);
    const renamed = await publish('Another mug');
    expect(renamed.status).toBe(422);
    expect(renamed.body.error.message).toBe(
      `The store already has a product with SKU PR-${template.id} ("Dana’s mug").`,
    );

    const shop = await sandboxIdOf(storeId);
    const products = (await who.c.get(`/api/sandbox/stores/shop/${shop}`)).body.products as Array<{
      id: string;
      title: string;
    }>;
    const mug = products.find((p) => p.title === 'Dana’s mug')!;
    const placed = await who.c.post(`/api/sandbox/stores/shop/${shop}/orders`, {
      lines: [{ productId: mug.id, quantity: 2 }],
    });
    expect(placed.body).toMatchObject({ number: '#1001', delivered: 'sent' });
    await t.app.ctx.jobs.drain();

    const storeOrders = await who.c.get(`/api/stores/orders?storeId=${storeId}`);
    expect(storeOrders.body).toEqual([
      expect.objectContaining({ number: '#1001', state: 'placed', customer: 'Ada Lovelace' }),
    ]);
    const orderId = storeOrders.body[0].orderId as number;
    const order = await who.c.get(`/api/orders/${orderId}`);
    expect(order.body.order.store).toEqual({
      id: storeId,
      name: 'Dana Prints',
      platform: 'shopify',
      orderNumber: '#1001',
    });
    expect(order.body.order.totalQuantity).toBe(2);
    // The public API names the store too, and filters by it.
    const key = (await who.c.post('/api/api-keys', { name: 'Stores test' })).body.key.reveal as string;
    const v1 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders?store=${storeId}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(v1.json().orders).toEqual([
      expect.objectContaining({
        id: orderId,
        store: { id: storeId, name: 'Dana Prints', platform: 'shopify', order_number: '#1001' },
      }),
    ]);
    const filtered = await who.c.get(`/api/orders?store=${storeId}`);
    expect(filtered.body.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);

    // The same webhook again (a platform retry): still one order.
    const [sent] = await t.app.ctx.db
      .select()
      .from(sandboxStoreOrders)
      .where(eq(sandboxStoreOrders.sandboxStoreId, shop));
    const again = sandboxWebhook('shopify', 'dana-prints.myshopify.com', sent!.order, null);
    const hookUrl = `/api/stores/hooks/shopify/${storeId}`;
    const hook = await t.app.inject({
      method: 'POST',
      url: hookUrl,
      headers: again.headers,
      payload: again.body,
    });
    expect(hook.statusCode).toBe(200);
    await t.app.ctx.jobs.drain();
    expect(await t.app.ctx.db.$count(orders, eq(orders.storeId, storeId))).toBe(1);

    // A tampered body is refused before it is read.
    const tampered = await t.app.inject({
      method: 'POST',
      url: hookUrl,
      headers: again.headers,
      payload: Buffer.from(again.body.toString().replace('Ada', 'Eve')),
    });
    expect(tampered.statusCode).toBe(401);

    // Shopify's privacy webhook: the copy kept as received loses the customer's address.
    const redact = Buffer.from(
      JSON.stringify({
        shop_domain: 'dana-prints.myshopify.com',
        orders_to_redact: [Number(sent!.order.id)],
      }),
    );
    const privacy = (body: Buffer, secret = SANDBOX_SHOPIFY_SECRET) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stores/shopify/compliance',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'customers/redact',
          'x-shopify-hmac-sha256': hmacBase64(secret, body),
        },
        payload: body,
      });
    expect((await privacy(redact, 'wrong')).statusCode).toBe(401);
    expect((await privacy(redact)).statusCode).toBe(200);
    expect((await who.c.get(`/api/stores/orders?storeId=${storeId}`)).body[0].customer).toBe('Redacted');

    // Shipped at PressRun: the store's order is fulfilled with the tracking number.
    for (const to of ['ReadyToProduce', 'InProduction'] as const)
      await t.app.ctx.db.transaction((tx) => moveOrder(tx, { orderId, to, actor: staff, reason: to }));
    await t.app.ctx.db.transaction((tx) =>
      moveOrder(tx, {
        orderId,
        to: 'OrderShipped',
        actor: staff,
        reason: 'shipped',
        set: { trackingNumber: '9400111', trackingCarrier: 'USPS', shippedAt: new Date() },
      }),
    );
    await t.app.ctx.jobs.drain();
    const after = await who.c.get(`/api/sandbox/stores/shop/${shop}`);
    expect(after.body.orders[0]).toMatchObject({
      status: 'fulfilled',
      fulfilment: { carrier: 'USPS', trackingNumber: '9400111' },
    });
    const of = await who.c.get(`/api/stores/orders/of/${orderId}`);
    expect(of.body.updates).toEqual([
      expect.objectContaining({ kind: 'fulfil', status: 'sent', attempts: 1 }),
    ]);
  });

  it('holds an order with an unlinked item, mails once, and places it after the item is linked', async () => {
    const storeId = await connect(who.c, 'woocommerce', 'https://hold.example', 'Hold Shop');
    const shop = await sandboxIdOf(storeId);
    const products = (await who.c.get(`/api/sandbox/stores/shop/${shop}`)).body.products as Array<{
      id: string;
      title: string;
      variants: Array<{ id: string }>;
    }>;
    const gift = products.find((p) => p.title === 'Gift card')!;
    await who.c.post(`/api/sandbox/stores/shop/${shop}/orders`, {
      lines: [{ productId: gift.id, quantity: 1 }],
    });
    await t.app.ctx.jobs.drain();
    const heldRes = await who.c.get(`/api/stores/orders?storeId=${storeId}`);
    const [held] = heldRes.body;
    expect(held).toMatchObject({
      state: 'needs_attention',
      reason: STORE_MSG.unlinkedItem('Gift card'),
      orderId: null,
    });
    const mails = async () =>
      (await t.app.ctx.db.select().from(outbox)).filter(
        (m) => m.subject.includes('needs your attention') && m.subject.includes(held.number),
      );
    expect(await mails()).toHaveLength(1);
    const still = await who.c.post(`/api/stores/orders/${held.id}/retry`);
    expect(still.body.state).toBe('needs_attention');
    await t.app.ctx.jobs.drain();
    expect(await mails()).toHaveLength(1);
    // Another company cannot retry it.
    expect((await other.c.post(`/api/stores/orders/${held.id}/retry`)).status).toBe(404);

    const template = await savedMugTemplate(t, who.companyId);
    const link = await who.c.post(`/api/stores/${storeId}/links`, {
      templateId: template.id,
      storeProductId: gift.id,
      storeVariantId: gift.variants[0]!.id,
    });
    expect(link.status).toBe(201);
    expect(
      (
        await who.c.post(`/api/stores/${storeId}/links`, {
          templateId: template.id,
          storeProductId: gift.id,
          storeVariantId: gift.variants[0]!.id,
        })
      ).status,
    ).toBe(409);
    const retried = await who.c.post(`/api/stores/orders/${held.id}/retry`);
    expect(retried.body).toMatchObject({ state: 'placed', reason: null });
    expect(retried.body.orderId).toBeGreaterThan(0);

    // Cancelled at PressRun: the store is told, and the sandbox shop shows its order cancelled.
    await t.app.ctx.db.transaction((tx) =>
      moveOrder(tx, { orderId: retried.body.orderId, to: 'Disabled', actor: staff, reason: 'cancelled' }),
    );
    await t.app.ctx.jobs.drain();
    const shopNow = await who.c.get(`/api/sandbox/stores/shop/${shop}`);
    expect(shopNow.body.orders[0]).toMatchObject({ number: held.number, status: 'cancelled' });
    const told = await who.c.get(`/api/stores/orders/of/${retried.body.orderId}`);
    expect(told.body.updates).toEqual([
      expect.objectContaining({ kind: 'cancel', status: 'sent', attempts: 1 }),
    ]);
  });

  it('reads Etsy orders by polling, and stops when the store is disconnected', async () => {
    const storeId = await connect(who.c, 'etsy', undefined, 'Etsy Cups');
    const shop = await sandboxIdOf(storeId);
    const template = await savedMugTemplate(t, who.companyId);
    const published = await who.c.post(`/api/stores/${storeId}/publish`, {
      templateId: template.id,
      title: 'Cup',
      retailPrice: '30',
    });
    expect(published.status).toBe(201);
    const products = (await who.c.get(`/api/sandbox/stores/shop/${shop}`)).body.products as Array<{
      id: string;
      title: string;
    }>;
    const sent = await who.c.post(`/api/sandbox/stores/shop/${shop}/orders`, {
      lines: [{ productId: products.find((p) => p.title === 'Cup')!.id, quantity: 1 }],
    });
    expect(sent.body.delivered).toBe('waiting_for_poll');
    await t.app.ctx.jobs.drain();
    expect((await who.c.get(`/api/stores/orders?storeId=${storeId}`)).body).toEqual([]);
    // Two polls overlapping find the same receipt: still one order.
    for (let i = 0; i < 2; i++) {
      await t.app.ctx.jobs.enqueue(POLL_STORE_JOB, { storeId }, { group: companyGroup(who.companyId) });
      await t.app.ctx.jobs.drain();
    }
    const received = (await who.c.get(`/api/stores/orders?storeId=${storeId}`)).body;
    expect(received).toEqual([expect.objectContaining({ state: 'placed', number: sent.body.number })]);

    expect((await other.c.delete(`/api/stores/${storeId}`)).status).toBe(404);
    expect((await who.c.delete(`/api/stores/${storeId}`)).status).toBe(204);
    const [row] = await t.app.ctx.db.select().from(storeConnections).where(eq(storeConnections.id, storeId));
    expect(row).toMatchObject({ status: 'disconnected', authCipher: null });
    expect((await who.c.get(`/api/sandbox/stores/shop/${shop}`)).body.connected).toBe(false);
  });

  it('keeps the credentials encrypted at rest', async () => {
    const rows = await t.app.ctx.db.select().from(storeConnections);
    for (const r of rows.filter((r) => r.authCipher)) {
      expect(r.authCipher).toMatch(/^v1:/);
      expect(r.authCipher).not.toContain('sbx_');
    }
  });
});
