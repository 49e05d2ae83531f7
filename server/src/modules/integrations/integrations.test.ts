import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationRequests, outbox } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { INTEGRATION_MSG } from './messages';

const URL = '/api/integration-requests';
const ADMIN = '/api/admin/integration-requests';

const answers = (extra: Record<string, unknown> = {}) => ({
  name: 'Dana Reyes',
  stores: ['shopify', 'etsy'],
  budget: 'About 500 units',
  companyName: 'Reyes Prints',
  email: 'dana@reyes.example',
  ...extra,
});

describe('integration requests', () => {
  let t: TestApp;
  let staff: TestClient;
  let supportEmail: string;

  const rowOf = async (id: number) =>
    (await t.app.ctx.db.select().from(integrationRequests).where(eq(integrationRequests.id, id)))[0]!;
  const supportMails = () => t.app.ctx.db.select().from(outbox).where(eq(outbox.to, supportEmail));

  beforeAll(async () => {
    t = await createTestApp();
    supportEmail = t.config.supportEmail;
    staff = (await signedInCompany(t, { staffRole: 'operator' })).c;
  });
  afterAll(() => t.close());

  describe('POST /api/integration-requests', () => {
    it("stores the wizard's answers as Received and mails support the request", async () => {
      const a = await signedInCompany(t);
      const before = (await supportMails()).length;
      const mark = await lastJobId(t);
      const res = await a.c.post(URL, answers({ phone: ' 555-0100 ' }));
      expect(res.status).toBe(201);
      expect(await jobGroupsSince(t, mark)).toEqual({ 'mail.send': [companyGroup(a.companyId)] });
      expect(res.body.message).toBe(
        'Thanks! Your request has been submitted. Please allow us 24 hours to send your API Keys',
      );
      expect(res.body.request).toMatchObject({
        name: 'Dana Reyes',
        stores: ['shopify', 'etsy'],
        budget: 'About 500 units',
        companyName: 'Reyes Prints',
        email: 'dana@reyes.example',
        phone: '555-0100',
        status: 'Received',
        handledAt: null,
      });
      const row = await rowOf(res.body.request.id);
      expect(row).toMatchObject({ companyId: a.companyId, userId: a.userId, status: 'Received' });

      await t.app.ctx.jobs.drain();
      const mails = await supportMails();
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1)!;
      expect(mail.subject).toBe('API keys requested by Reyes Prints');
      for (const part of ['Dana Reyes', 'Shopify, Etsy', 'About 500 units', 'dana@reyes.example', '555-0100'])
        expect(mail.text).toContain(part);
      expect(mail.html).toContain('/admin/integration-requests');
    });

    it('takes every store the request holds, and only the company and email are required', async () => {
      const a = await signedInCompany(t);
      const all = ['shopify', 'etsy', 'woocommerce', 'bigcommerce', 'amazon', 'ebay'];
      const res = await a.c.post(URL, { stores: all, companyName: 'Solo', email: 'solo@example.com' });
      expect(res.status).toBe(201);
      expect(res.body.request).toMatchObject({ name: '', budget: '', phone: '', stores: all });
    });

    it('keeps each text to one line, so nothing breaks the mail', async () => {
      const a = await signedInCompany(t);
      const res = await a.c.post(URL, answers({ companyName: 'Reyes\r\nBcc: x@evil.example  Prints' }));
      expect(res.status).toBe(201);
      expect(res.body.request.companyName).toBe('Reyes Bcc: x@evil.example Prints');
    });

    it.each([
      ['no company name', { companyName: '' }, 'companyName', INTEGRATION_MSG.companyName],
      ['a blank company name', { companyName: '   ' }, 'companyName', INTEGRATION_MSG.companyName],
      ['no email', { email: undefined }, 'email', INTEGRATION_MSG.email],
      ['a malformed email', { email: 'dana@' }, 'email', INTEGRATION_MSG.email],
      ['a number for the email', { email: 42 }, 'email', INTEGRATION_MSG.email],
      ['a long email', { email: `${'d'.repeat(250)}@x.example` }, 'email', INTEGRATION_MSG.emailLong],
      [
        'a long company name',
        { companyName: 'C'.repeat(257) },
        'companyName',
        INTEGRATION_MSG.companyNameLong,
      ],
      ['a long name', { name: 'N'.repeat(257) }, 'name', INTEGRATION_MSG.nameLong],
      ['a long budget', { budget: '9'.repeat(257) }, 'budget', INTEGRATION_MSG.budgetLong],
      ['a long phone', { phone: '5'.repeat(41) }, 'phone', INTEGRATION_MSG.phone],
      ['an unknown store', { stores: ['shopify', 'myspace'] }, 'stores.1', INTEGRATION_MSG.stores],
      ['stores as text', { stores: 'shopify' }, 'stores', INTEGRATION_MSG.stores],
      ['a store twice', { stores: ['etsy', 'etsy'] }, 'stores', INTEGRATION_MSG.storesTwice],
    ])('refuses %s with a clear 400', async (_what, change, field, message) => {
      const a = await signedInCompany(t);
      const res = await a.c.post(URL, answers(change));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields?.[field]).toBe(message);
      expect((await a.c.get(URL)).body.requests).toEqual([]);
    });

    it('keeps 256 characters, the most the form allows', async () => {
      const a = await signedInCompany(t);
      const email = `${'d'.repeat(256 - '@x.example'.length)}@x.example`;
      const res = await a.c.post(
        URL,
        answers({ companyName: 'C'.repeat(256), name: 'N'.repeat(256), email }),
      );
      expect(res.status).toBe(201);
      expect(res.body.request.email).toBe(email);
    });

    it('refuses a body that is not an object, and a NUL in the text, with a 400', async () => {
      const a = await signedInCompany(t);
      for (const body of [[], 'x', null]) {
        const res = await a.c.post(URL, body);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toEqual(expect.any(String));
      }
      const nul = await a.c.post(URL, answers({ name: 'a\u0000b' }));
      expect(nul.status).toBe(400);
    });

    it('answers every field of the wrong kind with a 400, never a 500', async () => {
      const a = await signedInCompany(t);
      for (const field of ['name', 'stores', 'budget', 'companyName', 'email', 'phone'])
        for (const bad of [42, true, {}, [1], 'x'.repeat(10_000)]) {
          if (field === 'stores' && Array.isArray(bad)) continue;
          const res = await a.c.post(URL, answers({ [field]: bad }));
          expect(res.status, `${field} = ${JSON.stringify(bad).slice(0, 20)}`).toBe(400);
          expect(res.body.error.fields?.[field] ?? res.body.error.message).toEqual(expect.any(String));
        }
      const broken = await a.c.request('POST', URL, undefined, {
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect((await a.c.get(URL)).body.requests).toEqual([]);
    });

    it('needs a session, and the csrf check', async () => {
      const anon = t.client();
      const res = await anon.post(URL, answers());
      expect(res.status).toBe(401);
      const a = await signedInCompany(t);
      expect((await a.c.post(URL, answers(), { csrf: false })).status).toBe(403);
      expect((await a.c.get(URL)).body.requests).toEqual([]);
    });
  });

  describe('GET /api/integration-requests', () => {
    it("lists the company's own requests newest first, never another company's", async () => {
      const a = await signedInCompany(t);
      const b = await signedInCompany(t);
      const first = (await a.c.post(URL, answers({ name: 'First' }))).body.request;
      const second = (await a.c.post(URL, answers({ name: 'Second' }))).body.request;
      await b.c.post(URL, answers({ name: 'Other company' }));

      const mine = (await a.c.get(URL)).body.requests;
      expect(mine.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
      expect(mine[0]).toEqual(second);
      const theirs = (await b.c.get(URL)).body.requests;
      expect(theirs.map((r: { name: string }) => r.name)).toEqual(['Other company']);
    });

    it('needs a session', async () => {
      const res = await t.client().get(URL);
      expect(res.status).toBe(401);
    });
  });

  describe('staff', () => {
    it('lists requests newest first by status, and marks keys issued once with who and when', async () => {
      const a = await signedInCompany(t);
      const older = (await a.c.post(URL, answers({ name: 'Older' }))).body.request;
      const newer = (await a.c.post(URL, answers({ name: 'Newer' }))).body.request;

      const waiting = (await staff.get(ADMIN)).body;
      const ids = waiting.requests.map((r: { id: number }) => r.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(waiting.requests.find((r: { id: number }) => r.id === newer.id)).toMatchObject({
        companyId: a.companyId,
        account: expect.stringMatching(/^Co /),
        status: 'Received',
        handledByName: null,
      });

      const done = await staff.put(`${ADMIN}/${older.id}/handled`);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ id: older.id, status: 'Keys Issued', handledByName: 'Test' });
      expect(Date.parse(done.body.handledAt)).toBeGreaterThan(Date.parse(older.createdAt) - 1000);
      const row = await rowOf(older.id);
      expect(row.handledBy).not.toBeNull();

      const again = await staff.put(`${ADMIN}/${older.id}/handled`);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(INTEGRATION_MSG.alreadyIssued);

      const stillWaiting = (await staff.get(ADMIN)).body.requests.map((r: { id: number }) => r.id);
      expect(stillWaiting).toContain(newer.id);
      expect(stillWaiting).not.toContain(older.id);
      const issued = (await staff.get(`${ADMIN}?status=Keys%20Issued`)).body.requests;
      expect(issued.map((r: { id: number }) => r.id)).toContain(older.id);
      expect(issued.every((r: { status: string }) => r.status === 'Keys Issued')).toBe(true);
      const every = (await staff.get(`${ADMIN}?status=all`)).body.requests.map((r: { id: number }) => r.id);
      expect(every).toEqual(expect.arrayContaining([older.id, newer.id]));

      // The company sees it too.
      const mine = (await a.c.get(URL)).body.requests;
      expect(mine.find((r: { id: number }) => r.id === older.id).status).toBe('Keys Issued');
    });

    it('pages the list with a cursor', async () => {
      const a = await signedInCompany(t);
      for (let i = 0; i < 51; i++) await a.c.post(URL, answers({ name: `Bulk ${i}` }));
      const first = (await staff.get(ADMIN)).body;
      expect(first.requests).toHaveLength(50);
      expect(first.next).toEqual(expect.any(String));
      const second = (await staff.get(`${ADMIN}?before=${first.next}`)).body;
      expect(second.requests.length).toBeGreaterThan(0);
      expect(Math.max(...second.requests.map((r: { id: number }) => r.id))).toBeLessThan(Number(first.next));
    });

    it('answers bad input with a 400 or 404, never a 500', async () => {
      expect((await staff.get(`${ADMIN}?status=Done`)).body.error.message).toBe(INTEGRATION_MSG.status);
      expect((await staff.get(`${ADMIN}?before=abc`)).status).toBe(400);
      for (const id of ['abc', '0', '99999999999']) {
        const res = await staff.put(`${ADMIN}/${id}/handled`);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(INTEGRATION_MSG.notFound);
      }
      const missing = await staff.put(`${ADMIN}/2147483647/handled`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe(INTEGRATION_MSG.notFound);
    });

    it('is an unknown path to a customer or a signed-out visitor, and changes nothing', async () => {
      const a = await signedInCompany(t);
      const mine = (await a.c.post(URL, answers())).body.request;
      for (const c of [a.c, t.client()]) {
        const list = await c.get(ADMIN);
        expect(list.status).toBe(404);
        expect(list.body.error.message).toBe(`No route GET ${ADMIN}`);
        const mark = await c.put(`${ADMIN}/${mine.id}/handled`);
        expect(mark.status).toBe(404);
      }
      expect((await rowOf(mine.id)).status).toBe('Received');
    });
  });
});
