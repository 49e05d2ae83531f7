import { quoteOrder } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, promoCodes } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, mugInCart } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { findProduct } from '../catalog/service';

const MUG = '21101';

describe('/api/checkout', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };

  async function mugQuote(over: { state?: string; certificate?: boolean; promoPercent?: number } = {}) {
    const p = (await findProduct(t.app.ctx, MUG))!;
    return quoteOrder({
      items: [
        {
          sku: MUG,
          unitPrice: p.price,
          quantity: 1,
          shippingUs: p.shippingUs,
          shippingIntl: p.shippingIntl,
          shippingExpedited: p.shippingExpedited,
        },
      ],
      destination: { country: 'US', state: over.state ?? 'CA' },
      shippingOption: 'Standard',
      resaleCertificateApproved: over.certificate ?? false,
      promoPercent: over.promoPercent ?? null,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    a = await signedInCompany(t);
    await mugInCart(t, a);
    await t.app.ctx.db.insert(promoCodes).values([
      { code: 'TENOFF', percent: 10, usesLeft: 5 },
      { code: 'GONE', percent: 10, usesLeft: 0 },
      { code: 'OFF', percent: 50, usesLeft: 5, active: false },
    ]);
  });
  afterAll(() => t.close());

  it('prices one mug to California on the server: catalogue price, shipping, 3 % fee and 11 % tax', async () => {
    const res = await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO, shippingOption: 'Standard' });
    expect(res.status).toBe(200);
    const expected = await mugQuote();
    expect(res.body.quote).toMatchObject({
      items: expected.items,
      shipping: expected.shipping,
      fee: expected.fee,
      tax: expected.tax,
      total: expected.total,
      carrier: 'USPS',
      method: 'GroundAdvantage',
    });
    expect(res.body.quote.tax).toBeGreaterThan(0);
    // The form is held for the next visit (/product/shipping resumes it).
    const held = (await a.c.get('/api/checkout')).body;
    expect(held.shipTo).toMatchObject({ firstName: 'Ada', state: 'CA', country: 'US' });
  });

  it('charges no tax outside California, nor to a company with an approved resale certificate', async () => {
    const ny = await a.c.post('/api/checkout/quote', {
      shipTo: { ...CA_SHIP_TO, state: 'NY', zip: '10001', city: 'New York' },
    });
    expect(ny.body.quote.tax).toBe(0);
    expect(ny.body.quote.taxExempt).toBe(false);
    await t.app.ctx.db
      .update(companies)
      .set({ resaleCertificateApproved: true })
      .where(eq(companies.id, a.companyId));
    const exempt = await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO });
    expect(exempt.body.quote.tax).toBe(0);
    // The summary says why: the approved certificate.
    expect(exempt.body.quote.taxExempt).toBe(true);
    expect(exempt.body.quote.total).toBe((await mugQuote({ certificate: true })).total);
    await t.app.ctx.db
      .update(companies)
      .set({ resaleCertificateApproved: false })
      .where(eq(companies.id, a.companyId));
  });

  it('ignores prices and totals sent by the client', async () => {
    const res = await a.c.post('/api/checkout/quote', {
      shipTo: CA_SHIP_TO,
      total: 1,
      items: 1,
      unitPrice: 1,
      tax: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.quote.total).toBe((await mugQuote()).total);
  });

  it("lists the form's errors with each field's message; a US zip and state must be real", async () => {
    const res = await a.c.post('/api/checkout/quote', { shipTo: { country: 'US' } });
    expect(res.status).toBe(400);
    expect(Object.values(res.body.error.fields)).toEqual([
      'First Name is Required',
      'Last Name is Required',
      'Street Address is Required',
      'City is Required',
      'State/Province is Required',
      'Zip Code is Required',
    ]);
    const badState = await a.c.post('/api/checkout/quote', { shipTo: { ...CA_SHIP_TO, state: 'ZZ' } });
    expect(badState.status).toBe(400);
    expect(badState.body.error.message).toBe('Please choose a US state.');
  });

  it('applies a promo code once it is valid, and the quote takes its percent off the items', async () => {
    const invalid = await a.c.post('/api/checkout/promo', { code: 'NOPE' });
    expect([invalid.status, invalid.body.error.message]).toEqual([400, 'Invalid Code']);
    const inactive = await a.c.post('/api/checkout/promo', { code: 'off' });
    expect(inactive.body.error.message).toBe('Invalid Code');
    const gone = await a.c.post('/api/checkout/promo', { code: 'GONE' });
    expect([gone.status, gone.body.error.message]).toEqual([409, 'This code has no remaining uses']);
    const ok = await a.c.post('/api/checkout/promo', { code: ' tenoff ' });
    expect(ok.body).toEqual({ message: 'Discount has been applied!', code: 'TENOFF', percent: 10 });
    const quote = (await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).body.quote;
    const expected = await mugQuote({ promoPercent: 10 });
    expect(quote.discount).toBe(expected.discount);
    expect(quote.total).toBe(expected.total);
    expect((await a.c.delete('/api/checkout/promo')).status).toBe(200);
    expect((await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).body.quote.discount).toBe(0);
  });

  it('says the cart is empty for a company that has nothing in it (never another company’s cart)', async () => {
    const b = await signedInCompany(t);
    const res = await b.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO });
    expect([res.status, res.body.error.message]).toEqual([409, 'Your cart is empty.']);
  });

  it('needs a verified email and a session', async () => {
    const u = await signedInCompany(t, { verified: false });
    expect((await u.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(403);
    expect((await t.client().post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(401);
    expect((await t.client().get('/api/checkout')).status).toBe(401);
  });
});
