import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, settings } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { seedFaqs } from './index';
import { FAQ_MSG } from './messages';
import { FAQ_SEEDED_KEY } from './seed';
import { STARTER_FAQS } from './starter';

const PUBLIC = '/api/faqs';
const ADMIN = '/api/admin/faqs';

interface Faq {
  id: number;
  question: string;
  answer: string;
  position: number;
  published: boolean;
  updatedAt: string;
}

describe('FAQ', () => {
  let t: TestApp;
  let staff: TestClient;
  let customer: TestClient;

  const all = async (): Promise<Faq[]> => (await staff.get(ADMIN)).body.faqs;
  const questions = async (c: TestClient = customer): Promise<string[]> =>
    (await c.get(PUBLIC)).body.faqs.map((f: { question: string }) => f.question);
  const add = async (question: string, extra: Record<string, unknown> = {}): Promise<Faq> => {
    const res = await staff.post(ADMIN, { question, answer: `About ${question}`, ...extra });
    expect(res.status).toBe(201);
    return res.body.faq;
  };

  beforeAll(async () => {
    // Tests run with SEED=false: the seeder is called by the tests that are about it.
    t = await createTestApp();
    staff = (await signedInCompany(t, { staffRole: 'operator' })).c;
    customer = (await signedInCompany(t)).c;
  });
  afterAll(() => t.close());

  describe('the starter set', () => {
    it('is seeded once, in order, even when two processes start together', async () => {
      expect((await customer.get(PUBLIC)).body).toEqual({ faqs: [] });
      const runs = await Promise.all([seedFaqs(t.app.ctx), seedFaqs(t.app.ctx)]);
      expect(runs.map((r) => r.seeded).sort()).toEqual([0, STARTER_FAQS.length]);
      expect(STARTER_FAQS.length).toBeGreaterThanOrEqual(8);
      expect(await questions()).toEqual(STARTER_FAQS.map((f) => f.question));
      expect((await seedFaqs(t.app.ctx)).seeded).toBe(0);
      expect(await all()).toHaveLength(STARTER_FAQS.length);
    });

    it('keeps to the rules the app enforces', () => {
      const text = STARTER_FAQS.map((f) => `${f.question} ${f.answer}`).join('\n');
      for (const fact of [
        'USPS Ground Advantage',
        'USPS Priority',
        'DHL eCommerce',
        'within 14 business days of delivery',
        'within 30 days after the estimated delivery date',
        'Orders cancelled after 24 hours are not refunded',
        'Created or Ready To Produce',
        'In Production are not refundable',
        'resale certificate',
        '2-3 business days',
        'CSV',
        'Shopify',
      ])
        expect(text).toContain(fact);
      for (const f of STARTER_FAQS) {
        expect(f.question.length).toBeLessThanOrEqual(300);
        expect(f.answer.length).toBeLessThanOrEqual(5000);
      }
    });
  });

  describe('GET /api/faqs', () => {
    it('shows anyone, signed in or not, the published entries in order, without the console fields', async () => {
      const hidden = await add('Hidden draft?', { published: false });
      const anon = t.client();
      const res = await anon.get(PUBLIC);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body.faqs.some((f: { id: number }) => f.id === hidden.id)).toBe(false);
      expect(Object.keys(res.body.faqs[0]).sort()).toEqual(['answer', 'id', 'question']);
      expect(await questions(anon)).toEqual(await questions(customer));
      await staff.delete(`${ADMIN}/${hidden.id}`);
    });
  });

  describe('the staff console', () => {
    it('lists every entry, published or not, with its position', async () => {
      const draft = await add('Draft only?', { published: false });
      const listed = await all();
      expect(listed.at(-1)).toMatchObject({ id: draft.id, published: false });
      const positions = listed.map((f) => f.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(Number.isNaN(Date.parse(listed[0]!.updatedAt))).toBe(false);
      await staff.delete(`${ADMIN}/${draft.id}`);
    });

    it('adds an entry at the end, published by default, trimmed', async () => {
      const res = await staff.post(ADMIN, {
        question: '  Do you print on both sides? ',
        answer: ' Yes.\n\nOn mugs. ',
      });
      expect(res.status).toBe(201);
      expect(res.body.faq).toMatchObject({
        question: 'Do you print on both sides?',
        answer: 'Yes.\n\nOn mugs.',
        published: true,
      });
      expect((await questions()).at(-1)).toBe('Do you print on both sides?');
      expect((await all()).at(-1)!.id).toBe(res.body.faq.id);
    });

    it('takes a 300-character question and a 5,000-character answer', async () => {
      const res = await staff.post(ADMIN, { question: 'Q'.repeat(300), answer: 'A'.repeat(5000) });
      expect(res.status).toBe(201);
      expect((await staff.delete(`${ADMIN}/${res.body.faq.id}`)).status).toBe(204);
    });

    it.each([
      [{ answer: 'x' }, FAQ_MSG.question],
      [{ question: '   ', answer: 'x' }, FAQ_MSG.question],
      [{ question: 42, answer: 'x' }, FAQ_MSG.question],
      [{ question: 'Q'.repeat(301), answer: 'x' }, FAQ_MSG.questionLong],
      [{ question: 'Why?' }, FAQ_MSG.answer],
      [{ question: 'Why?', answer: '' }, FAQ_MSG.answer],
      [{ question: 'Why?', answer: 'A'.repeat(5001) }, FAQ_MSG.answerLong],
      [{ question: 'Why?', answer: 'x', published: 'yes' }, FAQ_MSG.published],
    ])('refuses a new entry with its message: %j', async (body, message) => {
      const before = (await all()).length;
      const res = await staff.post(ADMIN, body);
      expect([res.status, res.body.error.message]).toEqual([400, message]);
      expect(await all()).toHaveLength(before);
    });

    it('edits the question and answer, and publishes and hides an entry', async () => {
      const made = await add('Old question?');
      const edited = await staff.patch(`${ADMIN}/${made.id}`, {
        question: 'New question?',
        answer: 'New answer.',
      });
      expect(edited.status).toBe(200);
      expect(edited.body.faq).toMatchObject({
        id: made.id,
        question: 'New question?',
        answer: 'New answer.',
      });
      expect(edited.body.faq.position).toBe(made.position);
      expect(Date.parse(edited.body.faq.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));

      const hidden = await staff.patch(`${ADMIN}/${made.id}`, { published: false });
      expect(hidden.body.faq).toMatchObject({ question: 'New question?', published: false });
      expect(await questions()).not.toContain('New question?');
      await staff.patch(`${ADMIN}/${made.id}`, { published: true });
      expect((await questions()).at(-1)).toBe('New question?');
      await staff.delete(`${ADMIN}/${made.id}`);
    });

    it('refuses a bad edit with its message, and an entry that does not exist', async () => {
      const made = await add('Edit me?');
      for (const [body, message] of [
        [{}, FAQ_MSG.nothingToChange],
        [{ question: '' }, FAQ_MSG.question],
        [{ answer: 'A'.repeat(5001) }, FAQ_MSG.answerLong],
        [{ published: 1 }, FAQ_MSG.published],
      ] as const) {
        const res = await staff.patch(`${ADMIN}/${made.id}`, body);
        expect([res.status, res.body.error.message]).toEqual([400, message]);
      }
      const missing = await staff.patch(`${ADMIN}/999999`, { question: 'Where?' });
      expect([missing.status, missing.body.error.message]).toEqual([404, FAQ_MSG.notFound]);
      const malformed = await staff.patch(`${ADMIN}/abc`, { question: 'Where?' });
      expect([malformed.status, malformed.body.error.message]).toEqual([400, FAQ_MSG.notFound]);
      expect((await all()).find((f) => f.id === made.id)!.question).toBe('Edit me?');
      await staff.delete(`${ADMIN}/${made.id}`);
    });

    it('deletes an entry once', async () => {
      const made = await add('Delete me?');
      expect((await staff.delete(`${ADMIN}/${made.id}`)).status).toBe(204);
      expect(await questions()).not.toContain('Delete me?');
      const again = await staff.delete(`${ADMIN}/${made.id}`);
      expect([again.status, again.body.error.message]).toEqual([404, FAQ_MSG.notFound]);
      expect((await staff.delete(`${ADMIN}/0`)).status).toBe(400);
    });

    it('reorders by the full list of ids, and the Support page follows', async () => {
      const ids = (await all()).map((f) => f.id);
      const reversed = [...ids].reverse();
      const res = await staff.put(`${ADMIN}/order`, { ids: reversed });
      expect(res.status).toBe(200);
      expect(res.body.faqs.map((f: Faq) => f.id)).toEqual(reversed);
      expect(res.body.faqs.map((f: Faq) => f.position)).toEqual(reversed.map((_, i) => i + 1));
      const byId = new Map((await all()).map((f) => [f.id, f.question]));
      expect(await questions()).toEqual(reversed.map((id) => byId.get(id)));
      // A new entry still goes to the end of the new order.
      const last = await add('Last one?');
      expect((await all()).at(-1)!.id).toBe(last.id);
    });

    it('refuses a reorder made from a stale list (409), so no entry is lost or misplaced', async () => {
      const before = (await all()).map((f) => f.id);
      // Someone else added an entry after this list was loaded.
      const theirs = await add('Added meanwhile?');
      const stale = await staff.put(`${ADMIN}/order`, { ids: [...before].reverse() });
      expect([stale.status, stale.body.error.message]).toEqual([409, FAQ_MSG.stale]);
      // ...or deleted one.
      await staff.delete(`${ADMIN}/${theirs.id}`);
      const gone = await add('Gone soon?');
      const withGone = (await all()).map((f) => f.id);
      await staff.delete(`${ADMIN}/${gone.id}`);
      const deleted = await staff.put(`${ADMIN}/order`, { ids: withGone });
      expect(deleted.status).toBe(409);
      // An id that is not an entry, or one left out.
      expect((await staff.put(`${ADMIN}/order`, { ids: [...before, 999999] })).status).toBe(409);
      expect((await staff.put(`${ADMIN}/order`, { ids: before.slice(1) })).status).toBe(409);
      expect((await all()).map((f) => f.id)).toEqual(before);
    });

    it('refuses a malformed reorder with its message', async () => {
      const ids = (await all()).map((f) => f.id);
      for (const [body, message] of [
        [{}, FAQ_MSG.ids],
        [{ ids: 'all' }, FAQ_MSG.ids],
        [{ ids: [ids[0], 'x'] }, FAQ_MSG.ids],
        [{ ids: [ids[0], -1] }, FAQ_MSG.ids],
        [{ ids: [ids[0], 1.5] }, FAQ_MSG.ids],
        [{ ids: [...ids, ids[0]] }, FAQ_MSG.duplicateId],
        [{ ids: Array.from({ length: 201 }, (_, i) => i + 1) }, FAQ_MSG.tooMany],
      ] as const) {
        const res = await staff.put(`${ADMIN}/order`, body);
        expect([res.status, res.body.error.message]).toEqual([400, message]);
      }
      expect((await all()).map((f) => f.id)).toEqual(ids);
    });

    it('answers customers and signed-out visitors as if no such route existed, and changes nothing', async () => {
      const made = await add('Staff only?');
      const anon = t.client();
      await anon.ensureCsrf();
      for (const c of [customer, anon]) {
        for (const [method, path, res] of [
          ['GET', ADMIN, await c.get(ADMIN)],
          ['POST', ADMIN, await c.post(ADMIN, { question: 'Sneaky?', answer: 'x' })],
          ['PATCH', `${ADMIN}/${made.id}`, await c.patch(`${ADMIN}/${made.id}`, { published: false })],
          ['DELETE', `${ADMIN}/${made.id}`, await c.delete(`${ADMIN}/${made.id}`)],
          ['PUT', `${ADMIN}/order`, await c.put(`${ADMIN}/order`, { ids: [made.id] })],
          // Bad input too: nothing is read before the gate.
          ['POST', ADMIN, await c.post(ADMIN, { question: '' })],
        ] as const) {
          const unknown = await c.request(method, `/api/admin/no-such-${method}`, {});
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ error: { code: 'not_found', message: `No route ${method} ${path}` } });
          expect(unknown.body.error.message).toBe(`No route ${method} /api/admin/no-such-${method}`);
        }
      }
      const found = (await all()).find((f) => f.id === made.id);
      expect(found).toMatchObject({ question: 'Staff only?', published: true });
      expect((await all()).some((f) => f.question === 'Sneaky?')).toBe(false);
    });
  });

  describe('the seeder after staff have worked', () => {
    it('does not bring the starter set back when staff deleted every entry', async () => {
      for (const f of await all()) expect((await staff.delete(`${ADMIN}/${f.id}`)).status).toBe(204);
      expect((await seedFaqs(t.app.ctx)).seeded).toBe(0);
      expect(await all()).toEqual([]);
      expect((await customer.get(PUBLIC)).body).toEqual({ faqs: [] });
    });

    it('leaves a list staff wrote before seeding ever ran alone, and remembers it ran', async () => {
      const db = t.app.ctx.db;
      await db.delete(settings).where(eq(settings.key, FAQ_SEEDED_KEY));
      const mine = await add('Our own question?');
      expect((await seedFaqs(t.app.ctx)).seeded).toBe(0);
      expect((await all()).map((f) => f.id)).toEqual([mine.id]);
      expect(await db.select().from(settings).where(eq(settings.key, FAQ_SEEDED_KEY))).toHaveLength(1);
      // And on an empty table with no record, it seeds.
      await db.delete(faqs);
      await db.delete(settings).where(eq(settings.key, FAQ_SEEDED_KEY));
      expect((await seedFaqs(t.app.ctx)).seeded).toBe(STARTER_FAQS.length);
    });
  });
});
