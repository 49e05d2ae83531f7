import crypto, { randomUUID } from 'node:crypto';
import { ACCOUNT_CREDIT_MSG } from '@pressrun/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCredits, companies, logins, payments, refunds, users } from '../../db/schema';
import type { SandboxCardGateway } from '../../providers/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, mugInCart, savedMugTemplate, type Who, withCard } from '../../test/ordering';
import { pdfText } from '../../test/pdf-text';
import { insertKey } from '../api-keys/repo';
import { seedCatalog } from '../catalog/seed';
import { issueCredit, spendCredit } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.app, { images: false });
});
afterAll(() => t.close());

const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const place = (who: Who, body: unknown) => who.c.post('/api/checkout/orders', body, key());
const give = (who: Omit<Who, 'c'>, amount: number) =>
  issueCredit(t.app.ctx.db, { companyId: who.companyId, amount, reason: 'Misprinted mug' });
const balance = async (who: Who) => (await who.c.get('/api/account-credit')).body.balance as number;
const ledger = (who: Omit<Who, 'c'>) =>
  t.app.ctx.db.select().from(accountCredits).where(eq(accountCredits.companyId, who.companyId));

/** A mug in the cart, the address held and the total calculated: the quote's answer. */
async function quoted(who: Who) {
  await mugInCart(t, who);
  const res = await who.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO });
  expect(res.status).toBe(200);
  return res.body as { quote: { total: number }; credit: { available: number; used: number; toPay: number } };
}

/** Another user of the same company, signed in (each user has a cart of their own). */
async function colleague(who: Who): Promise<Who> {
  const db = t.app.ctx.db;
  const tag = crypto.randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      companyId: who.companyId,
      username: `colleague ${tag}`,
      firstName: 'Grace',
      email: `${tag}@example.com`,
      passwordHash: 'x',
      emailVerified: true,
    })
    .returning();
  const sid = `test-${tag}`;
  await db.insert(logins).values({ companyId: who.companyId, userId: user!.id, familyId: sid });
  const c = t.client();
  c.cookies.set(
    'access',
    t.app.ctx.signer.sign({ sid, userId: user!.id, companyId: who.companyId, role: '1', staffRole: null }),
  );
  await c.ensureCsrf();
  return { c, companyId: who.companyId, userId: user!.id };
}

/** What the sandbox card gateway holds for the company: amount and status of each payment. */
async function gateway(who: Omit<Who, 'c'>) {
  const rows = await t.app.ctx.db.select().from(payments).where(eq(payments.companyId, who.companyId));
  const cards = t.app.ctx.payments.providers.cards as SandboxCardGateway;
  const out: Array<{ amount: number; status: string }> = [];
  for (const r of rows)
    if (r.providerRef) out.push({ amount: r.amount, status: await cards.getPaymentStatus(r.providerRef) });
  return out;
}

describe('GET /api/account-credit', () => {
  it("answers the company's own balance, and 401 without a session", async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    expect(await balance(a)).toBe(0);
    await give(a, 1500);
    await give(a, 250);
    expect(await balance(a)).toBe(1750);
    expect(await balance(b)).toBe(0);
    expect((await t.client().get('/api/account-credit')).status).toBe(401);
  });
});

describe('spending account credit at checkout', () => {
  it('shows the credit on the quote and the payment step, and spends it on the order: the card pays the rest', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    await give(a, 1000);
    const q = await quoted(a);
    expect(q.credit).toEqual({ available: 1000, used: 1000, toPay: q.quote.total - 1000 });
    expect((await a.c.get('/api/checkout/payment')).body.credit).toEqual(q.credit);

    const res = await place(a, { paymentType: 'default_card' });
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(order).toMatchObject({ paymentType: 'default_card', total: q.quote.total, creditUsed: 1000 });
    // The card is held for what is left, not for the total.
    expect(await gateway(a)).toEqual([{ amount: q.quote.total - 1000, status: 'authorized' }]);
    const rows = await ledger(a);
    expect(rows.filter((r) => r.kind === 'spent')).toMatchObject([{ amount: -1000, orderId: order.id }]);
    expect(await balance(a)).toBe(0);
    expect((await a.c.get(`/api/orders/${order.id}`)).body.order.creditUsed).toBe(1000);
    await t.app.ctx.jobs.drain();
    expect(await gateway(a)).toEqual([{ amount: q.quote.total - 1000, status: 'captured' }]);

    // The statement shows the credit issued, the order, the card payment of the rest and the credit used.
    const text = await pdfText((await a.c.get('/api/statements/0')).raw);
    expect(text).toContain('Account credit issued: Misprinted mug');
    expect(text).toContain(`Account credit used for order ${order.id}: $10.00`);
    expect(text).toContain(`Payment for order ${order.id}: Default Card ENDS IN 4242`);
    expect(text).toMatch(/Closing balance \$[\d.,]+ \$[\d.,]+ \$0\.00/);
    // The invoice says what the credit covered.
    const invoice = await pdfText((await a.c.get(`/api/invoices/${order.id}`)).raw);
    expect(invoice).toContain('Account credit -$10.00');
  });

  it('places an order the credit covers whole with nothing charged and no payment method needed', async () => {
    const a = await signedInCompany(t); // no card on file
    await give(a, 100_000);
    const q = await quoted(a);
    expect(q.credit).toMatchObject({ used: q.quote.total, toPay: 0 });
    // Neither the hosted card page nor PayPal opens for nothing to pay.
    const page = await a.c.post('/api/checkout/card-session', undefined, key());
    expect([page.status, page.body.error.message]).toEqual([409, ACCOUNT_CREDIT_MSG.covered]);

    const res = await place(a, { paymentType: 'account_credit' });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      paymentType: 'account_credit',
      payStatus: 'Paid',
      creditUsed: q.quote.total,
      cardLast4: null,
    });
    expect(await gateway(a)).toEqual([]);
    expect(await balance(a)).toBe(100_000 - q.quote.total);
  });

  it('refuses account credit as the only payment when it does not cover the order', async () => {
    const a = await signedInCompany(t);
    await give(a, 100);
    await quoted(a);
    const res = await place(a, { paymentType: 'account_credit' });
    expect([res.status, res.body.error.message]).toEqual([409, ACCOUNT_CREDIT_MSG.notCovered]);
    expect(await balance(a)).toBe(100);
    expect((await ledger(a)).filter((r) => r.kind === 'spent')).toEqual([]);
  });

  it('takes the credit once when two orders of the company are placed at the same moment', async () => {
    const a = await signedInCompany(t);
    const b = await colleague(a);
    const qa = await quoted(a);
    await quoted(b);
    // Enough for one order, not two.
    await give(a, qa.quote.total);
    const both = await Promise.all([
      place(a, { paymentType: 'account_credit' }),
      place(b, { paymentType: 'account_credit' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect([ACCOUNT_CREDIT_MSG.changed, ACCOUNT_CREDIT_MSG.notCovered]).toContain(refused.body.error.message);
    const spent = (await ledger(a)).filter((r) => r.kind === 'spent');
    expect(spent).toHaveLength(1);
    expect(await balance(a)).toBe(0);
  });

  it('two order transactions spending the same credit at once: one takes it, the other is refused and writes nothing', async () => {
    const a = await signedInCompany(t);
    await give(a, 1000);
    const db = t.app.ctx.db;
    // Both orders were priced with the whole credit; the ledger's lock and balance check decide.
    const spend = (orderId: number) =>
      db.transaction(async (tx) => {
        await spendCredit(tx, { companyId: a.companyId, orderId, amount: 1000 });
        return orderId;
      });
    const both = await Promise.allSettled([spend(900_001), spend(900_002)]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, message: ACCOUNT_CREDIT_MSG.changed });
    expect((await ledger(a)).filter((r) => r.kind === 'spent')).toHaveLength(1);
    expect(await balance(a)).toBe(0);
  });

  it('of two card orders at once sharing the credit, one spends it and the other is refused with its hold released', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    const b = await colleague(a);
    await quoted(a);
    await quoted(b);
    await give(a, 700);
    const both = await Promise.all([
      place(a, { paymentType: 'default_card' }),
      place(b, { paymentType: 'default_card' }),
    ]);
    const statuses = both.map((r) => r.status).sort();
    // Both read the credit before either took it: the second to take it finds it gone.
    if (statuses[0] === 201 && statuses[1] === 201) {
      // The second read the balance after the first spent it: it paid fully by card.
      expect(both.map((r) => r.body.order.creditUsed).sort()).toEqual([0, 700]);
    } else {
      expect(statuses).toEqual([201, 409]);
      expect(both.find((r) => r.status === 409)!.body.error.message).toBe(ACCOUNT_CREDIT_MSG.changed);
      // The refused order's hold is let go: nothing is taken without an order.
      expect((await gateway(a)).map((g) => g.status).sort()).toEqual(['authorized', 'canceled']);
    }
    expect((await ledger(a)).filter((r) => r.kind === 'spent')).toHaveLength(1);
    expect(await balance(a)).toBe(0);
  });

  it('gives the credit part back as credit when the order is cancelled, once', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    await give(a, 1000);
    const q = await quoted(a);
    const order = (await place(a, { paymentType: 'default_card' })).body.order;
    expect(await balance(a)).toBe(0);
    const res = await a.c.post(`/api/orders/${order.id}/cancel`);
    expect(res.status).toBe(200);
    expect(await a.c.post(`/api/orders/${order.id}/cancel`).then((r) => r.status)).toBe(409);
    // The card's part goes back to the card (its hold released), the credit's part as credit.
    expect(await gateway(a)).toEqual([{ amount: q.quote.total - 1000, status: 'canceled' }]);
    const given = await t.app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given).toMatchObject([
      { amount: q.quote.total - 1000, method: 'card_release', status: 'succeeded' },
    ]);
    expect(await balance(a)).toBe(1000);
    const returned = (await ledger(a)).filter((r) => r.kind === 'returned');
    expect(returned).toMatchObject([{ amount: 1000, orderId: order.id, key: `cancel:${order.id}` }]);
    const events = (await a.c.get(`/api/orders/${order.id}`)).body.events as Array<{ reason: string }>;
    expect(events.map((e) => e.reason).join('|')).toContain('$10.00 as account credit');

    // On the statement the credit comes back as a credit and the balance is the credit held.
    const text = await pdfText((await a.c.get('/api/statements/0')).raw);
    expect(text).toContain(`Account credit returned: $10.00 returned from order ${order.id} (cancelled)`);
    expect(text).toMatch(/Closing balance \$[\d.,]+ \$[\d.,]+ -\$10\.00/);
  });

  it('a whole-credit order cancelled gives all of it back as credit and charges nothing', async () => {
    const a = await signedInCompany(t);
    await give(a, 100_000);
    await quoted(a);
    const order = (await place(a, { paymentType: 'account_credit' })).body.order;
    expect((await a.c.post(`/api/orders/${order.id}/cancel`)).status).toBe(200);
    expect(await balance(a)).toBe(100_000);
    expect(await gateway(a)).toEqual([]);
  });

  it('orders through the public API spend no credit (nor do bulk files, placed the same way)', async () => {
    const a = await signedInCompany(t);
    await give(a, 100_000);
    await withCard(t, a);
    const { key: secret } = await insertKey(t.app.ctx.db, {
      companyId: a.companyId,
      name: 'Shop',
      createdBy: a.userId,
    });
    const tpl = await savedMugTemplate(t, a.companyId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { authorization: `Bearer ${secret}`, 'idempotency-key': randomUUID() },
      payload: {
        po: 'API1',
        shipping: 'standard',
        payment: 'default_card',
        address: {
          first_name: 'Ada',
          last_name: 'L',
          street1: '1 Market St',
          city: 'San Francisco',
          state: 'CA',
          zip: '94105',
          country: 'US',
        },
        items: [{ template_id: tpl!.id, quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await balance(a)).toBe(100_000);
    expect((await ledger(a)).filter((r) => r.kind === 'spent')).toEqual([]);
    expect((await gateway(a)).map((g) => g.status)).toEqual(['authorized']);
  });
});

describe('statements and the account', () => {
  it('start at the month the company was created', async () => {
    const a = await signedInCompany(t);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await t.app.ctx.db.update(companies).set({ createdAt: lastMonth }).where(eq(companies.id, a.companyId));
    const list = await a.c.get('/api/statements');
    expect(list.body.statements.map((s: { timeRange: number }) => s.timeRange)).toEqual([0, 1]);
    expect((await a.c.get('/api/statements/1')).status).toBe(200);
    const before = await a.c.get('/api/statements/2');
    expect(before.status).toBe(404);
    expect(before.body.error.message).toMatch(
      /^There is no statement for \w+ \d{4}: your account was opened later\.$/,
    );
    expect((await t.client().get('/api/statements')).status).toBe(401);
  });

  it('the spend row can only be written once per order', async () => {
    const a = await signedInCompany(t);
    await give(a, 5000);
    const row = { companyId: a.companyId, orderId: 999_999, amount: -100, kind: 'spent', reason: 'x' };
    await t.app.ctx.db.insert(accountCredits).values(row);
    await expect(t.app.ctx.db.insert(accountCredits).values(row)).rejects.toThrow();
    const spent = await t.app.ctx.db
      .select()
      .from(accountCredits)
      .where(and(eq(accountCredits.companyId, a.companyId), eq(accountCredits.kind, 'spent')));
    expect(spent).toHaveLength(1);
  });
});
