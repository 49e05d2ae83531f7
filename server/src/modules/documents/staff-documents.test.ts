import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyDocuments, orders, outbox, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { CA_SHIP_TO, completedCarts, mugInCart, termOrderValues } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { DOC_MSG } from './messages';
import { PDF, png, upload } from './test-files';

const URL = '/api/admin/documents';

describe('staff review documents (/api/admin/documents)', () => {
  let t: TestApp;
  let admin: TestClient;
  let operator: TestClient;

  type Who = Awaited<ReturnType<typeof signedInCompany>>;
  const companyRow = async (id: number) =>
    (await t.app.ctx.db.select().from(companies).where(eq(companies.id, id)))[0]!;
  const handIn = async (who: Who, kind: 'terms_application' | 'resale_certificate', value: Buffer = PDF) => {
    const res = await upload(who.c, kind, { value, filename: `${kind}.pdf` });
    expect(res.status).toBe(201);
    return res.body.document as { id: number };
  };
  const mailsTo = async (to: string) => {
    await t.app.ctx.jobs.drain();
    return t.app.ctx.db.select().from(outbox).where(eq(outbox.to, to));
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    admin = (await signedInCompany(t, { staffRole: 'admin' })).c;
    operator = (await signedInCompany(t, { staffRole: 'operator' })).c;
  });
  afterAll(() => t.close());

  it('lists waiting documents oldest first, by kind, and every status on request', async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    const first = await handIn(a, 'terms_application');
    const second = await handIn(b, 'resale_certificate', await png());
    const res = await operator.get(URL);
    expect(res.status).toBe(200);
    const ids = res.body.documents.map((d: { id: number }) => d.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(res.body.documents.find((d: { id: number }) => d.id === second.id)).toEqual({
      id: second.id,
      kind: 'resale_certificate',
      status: 'Under Review',
      companyId: b.companyId,
      companyName: expect.stringMatching(/^Co /),
      fileName: 'resale_certificate.pdf',
      contentType: 'image/png',
      createdAt: expect.any(String),
      reviewedAt: null,
    });

    const kinds = (await operator.get(`${URL}?kind=terms_application`)).body.documents;
    expect(kinds.every((d: { kind: string }) => d.kind === 'terms_application')).toBe(true);
    expect(kinds.map((d: { id: number }) => d.id)).toContain(first.id);

    await admin.post(`${URL}/${first.id}/reject`, { reason: 'Unsigned.' });
    const waiting = (await operator.get(URL)).body.documents.map((d: { id: number }) => d.id);
    expect(waiting).not.toContain(first.id);
    const rejected = (await operator.get(`${URL}?status=Rejected`)).body.documents;
    expect(rejected[0]).toMatchObject({ id: first.id, status: 'Rejected' });
    const all = (await operator.get(`${URL}?status=all&kind=`)).body.documents.map(
      (d: { id: number }) => d.id,
    );
    expect(all).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(all[0]).toBeGreaterThan(all.at(-1)); // decided and all: newest first
  });

  it('pages with Load more: 50 a page, and the cursor of the next', async () => {
    const a = await signedInCompany(t);
    await t.app.ctx.db.insert(companyDocuments).values(
      Array.from({ length: 60 }, (_, i) => ({
        companyId: a.companyId,
        userId: a.userId,
        kind: 'resale_certificate',
        fileKey: `documents/${a.companyId}/bulk-${i}.pdf`,
        contentType: 'application/pdf',
        fileName: `bulk-${i}.pdf`,
        status: 'Approved',
      })),
    );
    const one = await operator.get(`${URL}?status=Approved`);
    expect(one.body.documents).toHaveLength(50);
    expect(one.body.next).toBe(String(one.body.documents[49].id));
    const two = await operator.get(`${URL}?status=Approved&after=${one.body.next}`);
    expect(two.body.documents.length).toBeGreaterThanOrEqual(10);
    expect(two.body.documents[0].id).toBeLessThan(one.body.documents[49].id);
  });

  it('refuses bad filters and cursors with a 400', async () => {
    for (const q of ['status=Pending', 'kind=passport', 'after=abc', 'after=99999999999'])
      expect((await operator.get(`${URL}?${q}`)).status).toBe(400);
  });

  it('shows one document with its company, terms and uploader, and its file', async () => {
    const a = await signedInCompany(t);
    const doc = await handIn(a, 'resale_certificate', await png());
    const res = await operator.get(`${URL}/${doc.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      document: expect.objectContaining({
        id: doc.id,
        kind: 'resale_certificate',
        status: 'Under Review',
        contentType: 'image/png',
        fileUrl: `${URL}/${doc.id}/file`,
        limit: null,
        reviewedByName: null,
      }),
      company: {
        id: a.companyId,
        name: expect.stringMatching(/^Co /),
        terms: { status: null, limit: null, balance: null },
        resaleCertificateApproved: false,
      },
      uploadedBy: { name: 'Test', email: expect.stringMatching(/@example\.com$/) },
    });
    const file = await operator.get(res.body.document.fileUrl);
    expect([file.status, file.headers['content-type'], file.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);
    const pdf = await handIn(a, 'terms_application');
    const framed = await operator.get(`${URL}/${pdf.id}/file`);
    // The console shows a PDF in a frame of its own pages, and nowhere else.
    expect(framed.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');

    for (const path of [`${URL}/999999`, `${URL}/999999/file`])
      expect([(await operator.get(path)).status, (await operator.get(path)).body.error.message]).toEqual([
        404,
        DOC_MSG.notFound,
      ]);
    expect((await operator.get(`${URL}/abc`)).status).toBe(400);
  });

  it('approves a resale certificate: no California tax from then on, the customer mailed, once', async () => {
    const a = await signedInCompany(t);
    const doc = await handIn(a, 'resale_certificate');
    await mugInCart(t, a);
    const tax = async () => (await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).body.quote.tax;
    expect(await tax()).toBeGreaterThan(0);

    const res = await operator.post(`${URL}/${doc.id}/approve`, {});
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Resale certificate approved. The customer has been mailed.');
    expect(res.body.document).toMatchObject({ status: 'Approved', reviewedByName: 'Test', limit: null });
    expect(res.body.company.resaleCertificateApproved).toBe(true);
    expect(await tax()).toBe(0);
    expect((await a.c.get('/api/documents')).body).toMatchObject({
      resaleCertificate: { id: doc.id, status: 'Approved' },
      resaleCertificateApproved: true,
    });

    const [mail] = await mailsTo((await companyOwner(a)).email);
    expect(mail?.subject).toBe('Your resale certificate was approved');
    expect(mail?.text).toContain('Orders shipped to California no longer carry the estimated sales tax.');

    for (const [path, body] of [
      ['approve', {}],
      ['reject', { reason: 'Changed my mind' }],
    ] as const) {
      const again = await admin.post(`${URL}/${doc.id}/${path}`, body);
      expect([again.status, again.body.error.message]).toEqual([
        409,
        'This document has already been approved.',
      ]);
    }
    expect((await companyRow(a.companyId)).resaleCertificateApproved).toBe(true);
  });

  it('rejects a certificate with a reason the customer reads; the exemption goes', async () => {
    const a = await signedInCompany(t);
    await t.app.ctx.db
      .update(companies)
      .set({ resaleCertificateApproved: true })
      .where(eq(companies.id, a.companyId));
    const doc = await handIn(a, 'resale_certificate');
    for (const body of [{}, { reason: '   ' }, { reason: 5 }, { reason: 'x'.repeat(2001) }]) {
      const res = await operator.post(`${URL}/${doc.id}/reject`, body);
      expect(res.status).toBe(400);
      expect([DOC_MSG.rejectReason, DOC_MSG.reasonLong]).toContain(res.body.error.message);
    }
    const res = await operator.post(`${URL}/${doc.id}/reject`, { reason: ' The certificate has expired. ' });
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({ status: 'Rejected', reason: 'The certificate has expired.' });
    expect((await companyRow(a.companyId)).resaleCertificateApproved).toBe(false);
    expect((await a.c.get('/api/documents')).body.resaleCertificate).toMatchObject({
      status: 'Rejected',
      reason: 'The certificate has expired.',
    });
    const [mail] = await mailsTo((await companyOwner(a)).email);
    expect(mail?.subject).toBe('Your resale certificate was not approved');
    expect(mail?.text).toContain('Reason: The certificate has expired.');
  });

  it('approves a terms application with a limit: Approved, the balance the limit less unpaid term orders', async () => {
    const a = await signedInCompany(t);
    const doc = await handIn(a, 'terms_application');
    // An unpaid term order from before (terms given by the companies console) uses $25.99.
    const [cart] = await completedCarts(t, a, 1);
    await t.app.ctx.db.insert(orders).values({ ...termOrderValues(a, cart!.id, 2599), po: 'OLD' });

    for (const body of [
      {},
      { limit: 0 },
      { limit: -5 },
      { limit: 12.345 },
      { limit: '100' },
      { limit: 1_000_000.01 },
    ]) {
      const res = await admin.post(`${URL}/${doc.id}/approve`, body);
      expect([res.status, res.body.error.message]).toEqual([400, DOC_MSG.limit]);
    }
    const denied = await operator.post(`${URL}/${doc.id}/approve`, { limit: 100 });
    expect([denied.status, denied.body.error.message]).toEqual([403, 'Only a PressRun admin can do this.']);

    const res = await admin.post(`${URL}/${doc.id}/approve`, { limit: 1000.1 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Terms application approved. The customer has been mailed.');
    expect(res.body.document).toMatchObject({ status: 'Approved', limit: 100_010 });
    expect(res.body.company.terms).toEqual({ status: 'Approved', limit: 100_010, balance: 100_010 - 2599 });
    // Checkout offers terms from now on, with that balance.
    await mugInCart(t, a);
    expect((await a.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(200);
    expect((await a.c.get('/api/checkout/payment')).body.termBalance).toBe(100_010 - 2599);

    const [mail] = await mailsTo((await companyOwner(a)).email);
    expect(mail?.subject).toBe('Your credit terms application was approved');
    expect(mail?.text).toContain('approved with a limit of $1000.10');
  });

  it('never leaves a negative balance when the limit is below what is owed', async () => {
    const a = await signedInCompany(t);
    const doc = await handIn(a, 'terms_application');
    const [cart] = await completedCarts(t, a, 1);
    await t.app.ctx.db.insert(orders).values({ ...termOrderValues(a, cart!.id, 50_000), po: 'BIG' });
    const res = await admin.post(`${URL}/${doc.id}/approve`, { limit: 100 });
    expect(res.body.company.terms).toEqual({ status: 'Approved', limit: 10_000, balance: 0 });
  });

  it('declines a terms application; approved terms stay when a later one is declined', async () => {
    const a = await signedInCompany(t);
    const doc = await handIn(a, 'terms_application');
    const denied = await operator.post(`${URL}/${doc.id}/reject`, { reason: 'No' });
    expect(denied.status).toBe(403);
    const res = await admin.post(`${URL}/${doc.id}/reject`, { reason: 'Please complete page 2.' });
    expect(res.status).toBe(200);
    expect(res.body.company.terms.status).toBe('Declined');
    expect((await a.c.get('/api/credit-terms')).body.application).toMatchObject({
      id: doc.id,
      status: 'Rejected',
      reason: 'Please complete page 2.',
    });

    const again = await handIn(a, 'terms_application');
    expect((await companyRow(a.companyId)).termStatus).toBe('Under Review');
    await admin.post(`${URL}/${again.id}/approve`, { limit: 500 });
    const more = await handIn(a, 'terms_application');
    await admin.post(`${URL}/${more.id}/reject`, { reason: 'Not now.' });
    expect(await companyRow(a.companyId)).toMatchObject({ termStatus: 'Approved', termLimit: 50_000 });
  });

  it('decides once when two staff decide at the same moment', async () => {
    const a = await signedInCompany(t);
    const doc = await handIn(a, 'resale_certificate');
    const results = await Promise.all([
      operator.post(`${URL}/${doc.id}/approve`, {}),
      admin.post(`${URL}/${doc.id}/reject`, { reason: 'Blurry.' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    await t.app.ctx.jobs.drain();
    const mails = await t.app.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, (await companyOwner(a)).email)));
    expect(mails).toHaveLength(1);
  });

  async function companyOwner(who: Who) {
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, who.userId));
    return user!;
  }
});
