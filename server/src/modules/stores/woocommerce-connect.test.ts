import { STORE_MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { orders, storeConnections } from '../../db/schema';
import { hmacBase64 } from '../../providers/stores/hmac';
import { sampleOrder, startTestSite, type TestSite } from '../../providers/stores/woocommerce/test-site';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { savedMugTemplate, type Who, withCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { type Actor, moveOrder } from '../orders/status';

/**
 * The real WooCommerce adapter through the stores module, against a stand-in WooCommerce site:
 * the key exchange's two requests (the keys posted server to server, then the browser back), a
 * signed order webhook, and the tracking sent back as the order ships.
 */
describe('a WooCommerce store, connected for real', () => {
  let t: TestApp;
  let site: TestSite;
  let who: Who;
  const HOME = 'https://shop.example.com';
  // Nothing listens there: the site's ping to a new webhook fails fast, as WooCommerce ignores.
  const PUBLIC_URL = 'https://127.0.0.1:9';

  beforeAll(async () => {
    site = await startTestSite({ home: HOME, name: 'Dana’s Woo' });
    const stores = loadConfig({ WOOCOMMERCE_APP_NAME: 'PressRun', WOOCOMMERCE_BASE_URL: site.url }).stores;
    t = await createTestApp({ publicUrl: PUBLIC_URL, stores });
    await seedCatalog(t.app, { images: false });
    who = await signedInCompany(t);
    await withCard(t, who);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  async function begin() {
    const begun = await who.c.post('/api/stores/connect', {
      platform: 'woocommerce',
      shop: 'shop.example.com',
    });
    expect(begun.status).toBe(200);
    return site.authorize(begun.body.url);
  }
  const path = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };

  it('refuses the browser coming back before the keys arrived, and a denial', async () => {
    const wc = await begin();
    const early = await who.c.get(path(wc.redirect));
    expect(new URL(early.headers.location as string, 'http://x').searchParams.get('connect_error')).toBe(
      STORE_MSG.connectFailed,
    );
    const denied = site.authorize(
      (await who.c.post('/api/stores/connect', { platform: 'woocommerce', shop: HOME })).body.url,
      'deny',
    );
    const res = await who.c.get(path(denied.redirect));
    expect(new URL(res.headers.location as string, 'http://x').searchParams.get('connect_error')).toBe(
      STORE_MSG.connectFailed,
    );
  });

  it('connects through both requests, places a signed order webhook and sends the tracking back', async () => {
    const wc = await begin();
    // WooCommerce's server posts the keys: no cookies, answered 200 at once.
    const posted = await t.app.inject({
      method: 'POST',
      url: path(wc.post!.url),
      headers: wc.post!.headers,
      payload: wc.post!.body,
    });
    expect(posted.statusCode).toBe(200);
    const back = await who.c.get(path(wc.redirect));
    expect(back.status).toBe(302);
    const storeId = Number(
      new URL(back.headers.location as string, 'http://x').searchParams.get('connected'),
    );
    const [store] = await t.app.ctx.db
      .select()
      .from(storeConnections)
      .where(eq(storeConnections.id, storeId));
    expect(store).toMatchObject({
      platform: 'woocommerce',
      mode: 'live',
      status: 'connected',
      name: 'Dana’s Woo',
    });
    const hook = [...site.webhooks.values()].find((h) => h.topic === 'order.created')!;
    expect(hook.delivery_url).toBe(`${PUBLIC_URL}/api/stores/hooks/woocommerce/${storeId}`);

    // The browser's return cannot be replayed.
    const again = await who.c.get(path(wc.redirect));
    expect(new URL(again.headers.location as string, 'http://x').searchParams.get('connect_error')).toBe(
      STORE_MSG.connectExpired,
    );

    // A store product linked to a template; an order for it arrives signed with the store's secret.
    const template = await savedMugTemplate(t, who.companyId);
    const order = sampleOrder();
    for (const l of order.line_items)
      expect(
        (
          await who.c.post(`/api/stores/${storeId}/links`, {
            templateId: template.id,
            storeProductId: String(l.product_id),
            storeVariantId: l.variation_id ? String(l.variation_id) : String(l.product_id),
          })
        ).status,
      ).toBe(201);
    site.orders.set(order.id, order);
    const body = Buffer.from(JSON.stringify(order));
    const headers = {
      'content-type': 'application/json',
      'x-wc-webhook-topic': 'order.created',
      'x-wc-webhook-source': `${HOME}/`,
      'x-wc-webhook-signature': hmacBase64(hook.secret, body),
    };
    const url = `/api/stores/hooks/woocommerce/${storeId}`;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'x-wc-webhook-signature': hmacBase64('wrong', body) },
      payload: body,
    });
    expect(bad.statusCode).toBe(401);
    const ping = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook_id=7',
    });
    expect(ping.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, headers, payload: body })).statusCode).toBe(200);
    await t.app.ctx.jobs.drain();
    const [placed] = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, storeId));
    expect(placed).toMatchObject({ storeOrderNumber: `#${order.number}`, storePlatform: 'woocommerce' });

    const staff: Actor = { kind: 'staff', id: null, name: 'Grace Hopper' };
    for (const to of ['ReadyToProduce', 'InProduction'] as const)
      await t.app.ctx.db.transaction((tx) =>
        moveOrder(tx, { orderId: placed!.id, to, actor: staff, reason: to }),
      );
    await t.app.ctx.db.transaction((tx) =>
      moveOrder(tx, {
        orderId: placed!.id,
        to: 'OrderShipped',
        actor: staff,
        reason: 'shipped',
        set: { trackingNumber: '9400222', trackingCarrier: 'USPS', shippedAt: new Date() },
      }),
    );
    await t.app.ctx.jobs.drain();
    const notes = site.notes.get(order.id) ?? [];
    expect(notes.some((n) => n.note.includes('9400222'))).toBe(true);

    // Disconnecting removes PressRun's webhooks from the store.
    expect((await who.c.delete(`/api/stores/${storeId}`)).status).toBe(204);
    expect([...site.webhooks.values()].filter((h) => h.delivery_url.includes(`/${storeId}`))).toEqual([]);
  });
});
