import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShippingRateError } from '../../providers/shipping';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, mugInCart, type Who } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';

// Order review held on the server: the address, the option and their totals survive a reload; Edit
// clears them there too, so the payment step cannot go on with an address the user took back.
describe('/api/checkout (held address and totals)', () => {
  let t: TestApp;
  let a: Who;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    a = await signedInCompany(t);
    await mugInCart(t, a);
  });
  afterAll(() => t.close());

  it('holds nothing before a quote', async () => {
    const held = await a.c.get('/api/checkout');
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ shipTo: null, shippingOption: 'Standard', quote: null, problem: null });
  });

  it('holds the address and option after a quote and reads back the same totals', async () => {
    const quoted = await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO, shippingOption: 'Expedited' });
    expect(quoted.status).toBe(200);
    const held = (await a.c.get('/api/checkout')).body;
    expect(held.shipTo).toMatchObject({ firstName: 'Ada', state: 'CA', zip: CA_SHIP_TO.zip });
    expect(held.shippingOption).toBe('Expedited');
    expect(held.quote).toEqual(quoted.body.quote);
    expect(held.problem).toBeNull();
  });

  it('prices the held address again when the cart changed since', async () => {
    const before = (await a.c.get('/api/checkout')).body.quote;
    const line = (await a.c.get('/api/cart')).body.cart.items[0];
    expect((await a.c.patch(`/api/cart/items/${line.id}`, { quantity: 3 })).status).toBe(200);
    const after = (await a.c.get('/api/checkout')).body.quote;
    expect(after.totalQuantity).toBe(3);
    expect(after.total).toBeGreaterThan(before.total);
    expect((await a.c.patch(`/api/cart/items/${line.id}`, { quantity: 1 })).status).toBe(200);
  });

  it('Edit clears the held address and totals, and the payment step then refuses', async () => {
    await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO });
    expect((await a.c.get('/api/checkout/payment')).status).toBe(200);
    const cleared = await a.c.delete('/api/checkout/ship-to');
    expect([cleared.status, cleared.body]).toEqual([200, { ok: true }]);
    const held = (await a.c.get('/api/checkout')).body;
    expect([held.shipTo, held.quote]).toEqual([null, null]);
    const payment = await a.c.get('/api/checkout/payment');
    expect([payment.status, payment.body.error.code]).toEqual([409, 'ship_to_missing']);
    const paying = await a.c.post(
      '/api/checkout/card-session',
      {},
      { headers: { 'idempotency-key': 'edit-then-pay-1' } },
    );
    expect(paying.status).toBe(409);
  });

  it('refuses a bad address with the messages, and holds nothing for it', async () => {
    await a.c.delete('/api/checkout/ship-to');
    const missing = await a.c.post('/api/checkout/quote', { shipTo: { ...CA_SHIP_TO, city: '' } });
    expect([missing.status, Object.values(missing.body.error.fields)]).toEqual([400, ['City is Required']]);
    const zip = await a.c.post('/api/checkout/quote', { shipTo: { ...CA_SHIP_TO, zip: '9410' } });
    expect([zip.status, zip.body.error.message]).toEqual([
      400,
      'Please enter a 5-digit ZIP code (or ZIP+4).',
    ]);
    expect((await a.c.get('/api/checkout')).body.shipTo).toBeNull();
  });

  it('says what the rate provider said: an address it refuses (400) or no answer (503), also on reading back', async () => {
    const shipping = t.app.ctx.shipping;
    const rate = shipping.rate;
    await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO });
    try {
      shipping.rate = async () => {
        throw new ShippingRateError('invalid_address', 'Address not found');
      };
      const refused = await a.c.post('/api/checkout/quote', {
        shipTo: { ...CA_SHIP_TO, street1: '0 Nowhere' },
      });
      expect([refused.status, refused.body.error.message]).toEqual([400, 'Address not found']);
      shipping.rate = async () => {
        throw new ShippingRateError('unavailable', 'timeout');
      };
      const down = await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO });
      expect(down.status).toBe(503);
      expect(down.body.error.message).toMatch(/^There was a problem attempting to retrieve a shipping rate/);
      // The held address stays, without totals, and says why.
      const held = (await a.c.get('/api/checkout')).body;
      expect(held.shipTo).toMatchObject({ street1: CA_SHIP_TO.street1 });
      expect(held.quote).toBeNull();
      expect(held.problem).toBe(down.body.error.message);
    } finally {
      shipping.rate = rate;
    }
  });

  it("never shows nor clears another company's held address", async () => {
    await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO });
    const b = await signedInCompany(t);
    expect((await b.c.get('/api/checkout')).body).toMatchObject({ shipTo: null, quote: null });
    expect((await b.c.delete('/api/checkout/ship-to')).status).toBe(200);
    expect((await a.c.get('/api/checkout')).body.shipTo).toMatchObject({ firstName: 'Ada' });
  });

  it('needs a session and a verified email', async () => {
    expect((await t.client().get('/api/checkout')).status).toBe(401);
    expect((await t.client().delete('/api/checkout/ship-to')).status).toBe(401);
    const u = await signedInCompany(t, { verified: false });
    expect((await u.c.delete('/api/checkout/ship-to')).status).toBe(403);
  });
});
