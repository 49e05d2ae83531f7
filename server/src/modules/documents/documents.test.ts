import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyDocuments, outbox } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { DOC_MSG } from './messages';
import { jpeg, PDF, png, upload } from './test-files';
import { documentType } from './upload';

const URL = '/api/documents';

describe('documents a company hands in (/api/documents)', () => {
  let t: TestApp;

  const companyRow = async (id: number) =>
    (await t.app.ctx.db.select().from(companies).where(eq(companies.id, id)))[0]!;
  const docRow = async (id: number) =>
    (await t.app.ctx.db.select().from(companyDocuments).where(eq(companyDocuments.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ supportEmail: 'support@pressrun.test' });
  });
  afterAll(() => t.close());

  it('shows nothing handed in yet, and no terms', async () => {
    const a = await signedInCompany(t);
    const res = await a.c.get(URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      termsApplication: null,
      resaleCertificate: null,
      terms: { status: null, limit: null, balance: null },
      resaleCertificateApproved: false,
    });
  });

  it("takes a terms application as a PDF: 'Success!', kept privately, terms Under Review, support mailed", async () => {
    const a = await signedInCompany(t);
    const mark = await lastJobId(t);
    const res = await upload(a.c, 'terms_application', { value: PDF, filename: 'Terms Application.pdf' });
    expect(res.status).toBe(201);
    expect(await jobGroupsSince(t, mark)).toEqual({ 'mail.send': [companyGroup(a.companyId)] });
    expect(res.body).toEqual({
      message: 'Success!',
      document: {
        id: expect.any(Number),
        kind: 'terms_application',
        status: 'Under Review',
        reason: '',
        fileName: 'Terms Application.pdf',
        contentType: 'application/pdf',
        createdAt: expect.any(String),
        reviewedAt: null,
        fileUrl: `${URL}/${res.body.document.id}/file`,
      },
    });
    const row = await docRow(res.body.document.id);
    expect(row).toMatchObject({ companyId: a.companyId, userId: a.userId, status: 'Under Review' });
    expect(row.fileKey).toMatch(new RegExp(`^documents/${a.companyId}/[A-Za-z0-9_-]{22}\\.pdf$`));
    expect((await t.app.ctx.storage.get(row.fileKey))?.body.equals(PDF)).toBe(true);
    expect((await companyRow(a.companyId)).termStatus).toBe('Under Review');

    const summary = (await a.c.get(URL)).body;
    expect(summary.termsApplication).toEqual(res.body.document);
    expect(summary.terms).toEqual({ status: 'Under Review', limit: null, balance: null });

    await t.app.ctx.jobs.drain();
    const [mail] = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, 'support@pressrun.test'));
    expect(mail?.subject).toMatch(/^New credit terms application from Co [0-9a-f]+ to review$/);
    expect(mail?.html).toContain(`/admin/documents/${row.id}`);
  });

  it('takes a resale certificate as a PNG or a JPEG, whatever its name says', async () => {
    const a = await signedInCompany(t);
    const image = await png();
    const first = await upload(a.c, 'resale_certificate', {
      value: image,
      filename: 'certificate.pdf',
      contentType: 'application/pdf',
    });
    expect([first.status, first.body.document.contentType]).toEqual([201, 'image/png']);
    const second = await upload(a.c, 'resale_certificate', {
      value: await jpeg(),
      filename: 'scan.jpeg',
      contentType: 'image/jpeg',
    });
    expect([second.status, second.body.document.contentType]).toEqual([201, 'image/jpeg']);
    // The newer one replaces the one still waiting: staff review only the newest.
    expect(await docRow(first.body.document.id)).toMatchObject({
      status: 'Rejected',
      reason: DOC_MSG.replaced,
    });
    expect((await a.c.get(URL)).body.resaleCertificate.id).toBe(second.body.document.id);
    // A certificate does not touch the credit terms.
    expect((await companyRow(a.companyId)).termStatus).toBeNull();
  });

  it('keeps approved terms approved when a new application comes in', async () => {
    const a = await signedInCompany(t);
    await t.app.ctx.db
      .update(companies)
      .set({ termStatus: 'Approved', termLimit: 50_000, termBalance: 50_000 })
      .where(eq(companies.id, a.companyId));
    expect((await upload(a.c, 'terms_application', { value: PDF })).status).toBe(201);
    expect(await companyRow(a.companyId)).toMatchObject({ termStatus: 'Approved', termBalance: 50_000 });
  });

  it('refuses a file that is not a PDF, PNG or JPEG by its content, with a clear message', async () => {
    const a = await signedInCompany(t);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const pngHead = Buffer.concat([(await png()).subarray(0, 16), Buffer.from('not really an image')]);
    const cutPdf = PDF.subarray(0, 60);
    for (const [value, filename] of [
      [Buffer.from('Just some text, named like a PDF.\n'), 'application.pdf'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'certificate.png'],
      [gif, 'certificate.gif'],
      [pngHead, 'broken.png'],
      [cutPdf, 'cut-short.pdf'],
    ] as const) {
      const res = await upload(a.c, 'resale_certificate', { value, filename });
      expect([filename, res.status, res.body.error.message, res.body.error.fields]).toEqual([
        filename,
        415,
        "You can't upload files of this type. Please upload a PDF, PNG or JPG.",
        { file: DOC_MSG.fileType },
      ]);
    }
    expect((await a.c.get(URL)).body.resaleCertificate).toBeNull();
  });

  it('asks for a file when there is none, it is empty, or it comes under another name', async () => {
    const a = await signedInCompany(t);
    for (const res of [
      await upload(a.c, 'terms_application', null),
      await upload(a.c, 'terms_application', { value: Buffer.alloc(0) }),
      await upload(a.c, 'terms_application', { value: PDF, name: 'photo' }),
      await a.c.post(`${URL}/terms_application`, { file: 'x' }),
    ])
      expect([res.status, res.body.error.message]).toEqual([400, DOC_MSG.fileMissing]);
    const two = await a.c.post(`${URL}/terms_application`, undefined, {
      multipart: [
        { name: 'file', value: PDF, filename: 'a.pdf' },
        { name: 'file', value: PDF, filename: 'b.pdf' },
      ],
    });
    expect([two.status, two.body.error.message]).toEqual([413, DOC_MSG.oneFile]);
    expect((await companyRow(a.companyId)).termStatus).toBeNull();
  });

  it('refuses a file over 10 MB, and an unknown kind of document', async () => {
    const a = await signedInCompany(t);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(a.c, 'terms_application', { value: big });
    expect([res.status, res.body.error.message]).toEqual([413, DOC_MSG.tooLarge]);
    const kind = await upload(a.c, 'passport', { value: PDF });
    expect([kind.status, kind.body.error.message]).toEqual([400, DOC_MSG.kind]);
  });

  it("serves a company its own file, privately, and never another company's", async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    const doc = (await upload(a.c, 'terms_application', { value: PDF })).body.document;
    const mine = await a.c.get(doc.fileUrl);
    expect([mine.status, mine.headers['content-type'], mine.headers['cache-control']]).toEqual([
      200,
      'application/pdf',
      'private, no-store',
    ]);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-disposition']).toBe(`inline; filename="document-${doc.id}.pdf"`);
    expect(mine.raw.equals(PDF)).toBe(true);

    const theirs = await b.c.get(doc.fileUrl);
    expect([theirs.status, theirs.body.error.message]).toEqual([404, DOC_MSG.notFound]);
    expect((await b.c.get(URL)).body.termsApplication).toBeNull();
    expect((await a.c.get(`${URL}/999999/file`)).status).toBe(404);
    for (const id of ['abc', '0', '99999999999'])
      expect((await a.c.get(`${URL}/${id}/file`)).status).toBe(400);
  });

  it('answers 401 to a visitor on every signed-in route, and CSRF-checks the upload', async () => {
    const a = await signedInCompany(t);
    const doc = (await upload(a.c, 'resale_certificate', { value: await png() })).body.document;
    const anon = t.client();
    await anon.ensureCsrf();
    expect((await anon.get(URL)).status).toBe(401);
    expect((await anon.get(doc.fileUrl)).status).toBe(401);
    expect((await upload(anon, 'resale_certificate', { value: PDF })).status).toBe(401);
    const forged = await a.c.post(`${URL}/resale_certificate`, undefined, {
      csrf: false,
      multipart: [{ name: 'file', value: PDF, filename: 'x.pdf' }],
    });
    expect(forged.status).toBe(403);
  });

  it('offers a sample certificate and the blank terms application (real PDFs) and a sample CSV order to anyone', async () => {
    const anon = t.client();
    const pdf = await anon.get(`${URL}/samples/resale-certificate.pdf`);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.headers['content-disposition']).toContain('sample-resale-certificate.pdf');
    expect(await documentType(pdf.raw)).toEqual({ contentType: 'application/pdf', ext: 'pdf' });
    // The sample itself is a file the upload takes.
    const a = await signedInCompany(t);
    expect((await upload(a.c, 'resale_certificate', { value: pdf.raw })).status).toBe(201);

    const form = await anon.get(`${URL}/samples/terms-application.pdf`);
    expect([form.status, form.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(await documentType(form.raw)).toEqual({ contentType: 'application/pdf', ext: 'pdf' });
  });

  it('answers a customer or a visitor on the staff routes as if none existed', async () => {
    const a = await signedInCompany(t);
    const doc = (await upload(a.c, 'resale_certificate', { value: PDF })).body.document;
    const anon = t.client();
    await anon.ensureCsrf();
    for (const c of [a.c, anon])
      for (const [method, path, body] of [
        ['GET', '/api/admin/documents', undefined],
        ['GET', `/api/admin/documents/${doc.id}`, undefined],
        ['GET', `/api/admin/documents/${doc.id}/file`, undefined],
        ['POST', `/api/admin/documents/${doc.id}/approve`, {}],
        ['POST', `/api/admin/documents/${doc.id}/reject`, { reason: 'no' }],
      ] as const) {
        const res = await c.request(method, path, body);
        expect([res.status, res.body]).toEqual([
          404,
          { error: { code: 'not_found', message: `No route ${method} ${path}` } },
        ]);
      }
    expect((await docRow(doc.id)).status).toBe('Under Review');
    expect((await companyRow(a.companyId)).resaleCertificateApproved).toBe(false);
  });
});
