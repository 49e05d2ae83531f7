import { STATEMENT_MSG, statementMonth, statementMonths } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany as newCompany } from '../../test/company';
import { seedCatalog } from '../catalog/seed';
import { placedOrder } from '../refunds/test-orders';
import { statementOf } from './service';
import {
  accountCredit,
  dayOf,
  pageCount,
  pdfText,
  refundOf,
  termOrder,
  termPayment,
  type Who,
} from './test-data';

let clock: number | null = null;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock ?? Date.now() });
  await seedCatalog(t.app, { images: false });
});
afterAll(() => t.close());

const now = () => new Date();

/** A company whose account was opened two years ago, so all 12 months have a statement. */
async function signedInCompany(app: TestApp) {
  const who = await newCompany(app);
  await app.app.ctx.db
    .update(companies)
    .set({ createdAt: new Date(Date.UTC(2024, 0, 1)) })
    .where(eq(companies.id, who.companyId));
  return who;
}
/** 'Order 12' as a whole word, so order 1 is not found in 'Order 12'. */
const orderWord = (id: number) => new RegExp(`\\bOrder ${id}\\b`);

describe('GET /api/statements', () => {
  it('lists the last 12 months, this month first, each with its PDF address', async () => {
    const { c } = await signedInCompany(t);
    const res = await c.get('/api/statements');
    expect(res.status).toBe(200);
    const expected = statementMonths(now());
    expect(res.body.statements).toHaveLength(12);
    expect(res.body.statements).toEqual(
      expected.map((m) => ({
        timeRange: m.timeRange,
        label: m.label,
        fileName: m.fileName,
        url: `/api/statements/${m.timeRange}`,
      })),
    );
  });

  it('follows the clock across a year boundary', async () => {
    clock = Date.parse('2027-01-20T08:00:00Z');
    try {
      // Signed in by the same clock, as a real sign-in then would be.
      const { c } = await signedInCompany(t);
      const res = await c.get('/api/statements');
      expect(res.status).toBe(200);
      const labels = res.body.statements.map((s: { label: string }) => s.label);
      expect(labels[0]).toBe('January 2027');
      expect(labels[1]).toBe('December 2026');
      expect(labels[11]).toBe('February 2026');
    } finally {
      clock = null;
    }
  });

  it('needs a session', async () => {
    const res = await t.client().get('/api/statements');
    expect(res.status).toBe(401);
  });
});

describe('a statement', () => {
  let a: Who;
  let b: Who;
  let m1: ReturnType<typeof statementMonth>;
  let ids: Record<string, number>;
  let cardOrderId: number;
  let cardOrderTotal: number;
  let cardOrderPo: string;

  beforeAll(async () => {
    a = await signedInCompany(t);
    b = await signedInCompany(t);
    m1 = statementMonth(1, now());
    const m2 = statementMonth(2, now());
    // Two months ago: a term order that is still owed, and one that will be refunded in part.
    const owed = await termOrder(t, a, dayOf(m2.start, 10), 1000, 'PO-OLD');
    // Last month: a term order paid off by card, account credit from a claim, a partial refund
    // to credit terms; and rows that must not count (a pending and a failed payment, a refund
    // that has not gone through).
    const paidOff = await termOrder(t, a, dayOf(m1.start, 5), 2599, 'PO-LAST');
    await termPayment(t, a, dayOf(m1.start, 20), 2599, [paidOff.id]);
    await termPayment(t, a, dayOf(m1.start, 20), 777, [], 'failed');
    await accountCredit(t, a, dayOf(m1.start, 21), 500, paidOff.id);
    await refundOf(t, a, dayOf(m1.start, 22), owed.id, 300);
    await refundOf(t, a, dayOf(m1.start, 23), paidOff.id, 999, { status: 'pending', key: 'claim:1' });
    // This month: an order paid by the default card, then cancelled (the hold is released).
    const { order } = await placedOrder(t, 'default_card', a);
    const cancel = await a.c.post(`/api/orders/${order.id}/cancel`, {});
    expect(cancel.status).toBe(200);
    cardOrderId = order.id;
    cardOrderTotal = order.total;
    cardOrderPo = order.po;
    // The other company's own activity last month.
    const theirs = await termOrder(t, b, dayOf(m1.start, 6), 4321, 'PO-THEIRS');
    ids = { owed: owed.id, paidOff: paidOff.id, theirs: theirs.id };
  });

  it("adds up last month: opening, the month's lines in order, closing", async () => {
    const s = await statementOf(t.app.ctx.db, a.companyId, 1, now());
    expect(s.month.label).toBe(m1.label);
    expect(s.opening).toBe(1000);
    expect(s.lines.map((l) => [l.kind, l.amount, l.balance])).toEqual([
      ['order', 2599, 3599],
      ['term_payment', 2599, 1000],
      ['account_credit', 500, 500],
      ['refund', 300, 200],
    ]);
    expect(s).toMatchObject({ charges: 2599, credits: 3399, closing: 200 });
    expect(s.lines[0]!.description).toBe(`Order ${ids.paidOff}, PO PO-LAST (Credit Terms)`);
    expect(s.lines[1]!.description).toBe(`Credit terms payment for order ${ids.paidOff}: card ENDS IN 4242`);
    expect(s.lines[2]!.description).toBe(`Account credit issued: Misprinted mug (order ${ids.paidOff})`);
    expect(s.lines[3]!.description).toBe(`Refund for order ${ids.owed} (cancelled), to credit terms`);
  });

  it("carries last month's closing into this month, where a card order and its cancel net to nothing", async () => {
    const s = await statementOf(t.app.ctx.db, a.companyId, 0, now());
    expect(s.opening).toBe(200);
    // The order spent last month's $5.00 of account credit; the card paid the rest. Cancelled, the
    // card's part went back to the card and the credit's part came back as credit.
    const byCard = cardOrderTotal - 500;
    expect(s.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['order', cardOrderTotal],
      ['account_credit_used', 500],
      ['order_payment', byCard],
      ['refund', byCard],
      ['refund_returned', byCard],
      ['account_credit', 500],
    ]);
    expect(s.lines[0]!.description).toBe(
      `Order ${cardOrderId}, PO ${cardOrderPo} (Default Card ENDS IN 4242 and account credit)`,
    );
    expect(s.lines[1]!.description).toBe(`Account credit used for order ${cardOrderId}: $5.00`);
    expect(s.lines[2]!.description).toBe(`Payment for order ${cardOrderId}: Default Card ENDS IN 4242`);
    // A refund is a credit: it takes from the balance, and its return to the card adds back.
    expect(s.lines.map((l) => l.balance)).toEqual([
      200 + cardOrderTotal,
      200 + cardOrderTotal,
      700,
      700 - byCard,
      700,
      200,
    ]);
    expect(s.lines[4]!.description).toBe(`Card hold released, card ENDS IN 4242, order ${cardOrderId}`);
    expect(s.lines[5]!.description).toBe(
      `Account credit returned: $5.00 returned from order ${cardOrderId} (cancelled)`,
    );
    expect(s.closing).toBe(200);
  });

  it('is a PDF of last month with the company, each line and the balances, shown inline', async () => {
    const res = await a.c.get('/api/statements/1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = `statement-${m1.year}-${String(m1.month).padStart(2, '0')}.pdf`;
    expect(res.headers['content-disposition']).toBe(`inline; filename="${file}"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(res.raw)).toBe(1);
    const text = await pdfText(res.raw);
    const company = (await statementOf(t.app.ctx.db, a.companyId, 1, now())).company;
    for (const s of [
      'Statement',
      m1.label,
      company.name,
      `Account no. ${a.companyId}`,
      'Opening balance',
      '$10.00',
      `Order ${ids.paidOff}`,
      '$25.99',
      'Credit terms payment',
      'Account credit issued: Misprinted mug',
      '$5.00',
      `Refund for order ${ids.owed}`,
      '$3.00',
      'Closing balance',
      '$2.00',
    ])
      expect(text, s).toContain(s);
    expect(text).not.toContain('$7.77');
    expect(text).not.toContain('$9.99');
    expect(text).not.toContain(STATEMENT_MSG.noActivity);
  });

  it('a month with nothing in it is a valid PDF saying so, with the balance it carries', async () => {
    const res = await a.c.get('/api/statements/5');
    expect(res.status).toBe(200);
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const s = await statementOf(t.app.ctx.db, a.companyId, 5, now());
    expect(s).toMatchObject({ opening: 0, closing: 0, lines: [] });
    const text = await pdfText(res.raw);
    expect(text).toContain(STATEMENT_MSG.noActivity);
    expect(text).toContain(statementMonth(5, now()).label);
    expect(text).toContain('Closing balance $0.00');
  });

  it("never shows another company's activity", async () => {
    const mine = await statementOf(t.app.ctx.db, a.companyId, 1, now());
    const names = (lines: Array<{ description: string }>, id: number) =>
      lines.some((l) => new RegExp(`\\border ${id}\\b`, 'i').test(l.description));
    expect(names(mine.lines, ids.theirs)).toBe(false);
    expect(names(mine.lines, ids.paidOff)).toBe(true);
    const theirs = await statementOf(t.app.ctx.db, b.companyId, 1, now());
    expect(theirs.opening).toBe(0);
    expect(theirs.lines.map((l) => [l.kind, l.amount])).toEqual([['order', 4321]]);
    const res = await b.c.get('/api/statements/1');
    const text = await pdfText(res.raw);
    expect(text).toMatch(orderWord(ids.theirs));
    expect(text).not.toContain(mine.company.name);
    expect(text).not.toMatch(orderWord(ids.paidOff));
    // This month's statement of B knows nothing of A's card order.
    const now0 = await pdfText((await b.c.get('/api/statements/0')).raw);
    expect(now0).not.toMatch(orderWord(cardOrderId));
    expect(now0).toContain(STATEMENT_MSG.noActivity);
  });

  it('answers HEAD like GET, without the body', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/statements/0',
      headers: { cookie: `access=${a.c.cookies.get('access')}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.body).toBe('');
  });

  it('refuses a month outside 0-11 with a clear 400', async () => {
    for (const bad of ['12', '-1', 'x', '01', '1.5', '99999999999999999999']) {
      const res = await a.c.get(`/api/statements/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toBe(STATEMENT_MSG.badTimeRange);
    }
  });

  it('needs a session for a statement PDF', async () => {
    for (const url of ['/api/statements/0', '/api/statements/11']) {
      const res = await t.client().get(url);
      expect(res.status).toBe(401);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
