import { CART_MSG, MSG, type OrderView, SHIP_TO_MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { artworkFiles, bulkOrders, orders, outbox, payments, productTemplates, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { companyGroup, type JobHandler } from '../../providers/jobs/queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { BAD_JSON, multipartBodies, wrongContentTypes } from '../../test/fuzz-inputs';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { peakGrowth } from '../../test/memory';
import { savedMugTemplate, withCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { processBulkOrder, registerBulkOrderJob } from './job';
import { BULK_MSG } from './messages';
import type { PlaceItemsOrders } from './service';
import {
  csv,
  csvRow,
  entriesOf,
  HEADER,
  hugeSharedStrings,
  uploadOrders,
  xlsx,
  xlsxBomb,
  zip,
} from './test-files';

const URL = '/api/bulk-orders';

/**
 * The checkout's item placement as the contract says: the same key answers the first order with
 * created false. PO 'DECLINED' is refused the way a declined card is.
 */
function fakePlacement() {
  const byKey = new Map<string, number>();
  type Request = Parameters<PlaceItemsOrders>[1][number];
  const calls: Array<Request & { companyId: number }> = [];
  let next = 1000;
  const placeOne = ({ key, input }: Request) => {
    if (input.po === 'DECLINED')
      return { error: new AppError(402, 'card_declined', 'Your card was declined.') };
    const known = byKey.get(key);
    if (known) return { placed: { order: { id: known } as OrderView, created: false } };
    next += 1;
    byKey.set(key, next);
    return { placed: { order: { id: next } as OrderView, created: true } };
  };
  const place: PlaceItemsOrders = async (buyer, run) => {
    calls.push(...run.map((r) => ({ ...r, companyId: buyer.companyId })));
    return run.map(placeOne);
  };
  return { place, calls, created: () => byKey.size };
}

describe('bulk orders (/api/bulk-orders)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  const rowOf = async (id: number) =>
    (await t.app.ctx.db.select().from(bulkOrders).where(eq(bulkOrders.id, id)))[0]!;

  /** An artwork file of the company, as Files keeps it; answers its media URL. */
  async function artworkOf(companyId: number, tag: string) {
    await t.app.ctx.db.insert(artworkFiles).values({
      companyId,
      fileName: 'logo.png',
      storageKey: `artwork/${tag}/logo.png`,
      thumbnailKey: `artwork/${tag}/thumb.png`,
      contentType: 'image/png',
      bytes: 10,
      width: 10,
      height: 10,
      sha256: tag,
    });
    return `/media/artwork/${tag}/logo.png`;
  }

  it("takes a CSV: 'Success! Your CSV order is being processed', stored, listed as Received", async () => {
    const a = await signedInCompany(t);
    const bytes = csv(csvRow({ po: 'A1', templateId: 5 }));
    const res = await uploadOrders(a.c, { value: bytes, filename: 'my orders.csv' }, 'term');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Success! Your CSV order is being processed');
    const id = res.body.bulkOrder.id;
    expect(res.body.bulkOrder).toMatchObject({
      name: `CSV Order #${id}`,
      fileName: 'my orders.csv',
      format: 'csv',
      payment: 'term',
      status: 'Received',
      progress: 0,
      fileUrl: `${URL}/${id}/file`,
      resultsUrl: null,
    });
    const row = await rowOf(id);
    expect(row.fileKey).toMatch(new RegExp(`^bulk-orders/${a.companyId}/`));
    expect((await t.app.ctx.storage.get(row.fileKey))?.body.equals(bytes)).toBe(true);

    const list = await a.c.get(URL);
    expect(list.status).toBe(200);
    expect(list.body.bulkOrders.map((b: { id: number }) => b.id)).toEqual([id]);
    const file = await a.c.get(`${URL}/${id}/file`);
    expect([file.status, file.raw.equals(bytes)]).toEqual([200, true]);
  });

  it('places one order per PO, writes the results file and mails a summary', async () => {
    const a = await signedInCompany(t);
    const art = await artworkOf(a.companyId, `a${a.companyId}`);
    const fake = fakePlacement();
    const bytes = csv(
      csvRow({ po: 'P1', sku: '21101', artworkUrl: art, quantity: 2 }),
      csvRow({ po: 'P1', templateId: 9 }),
      csvRow({ po: 'P2', templateId: 9, quantity: 0 }),
      csvRow({ po: 'DECLINED', templateId: 9 }),
      csvRow({ po: 'P3', templateId: 9, shipping: 'Expedited', firstName: '=HYPERLINK("x")' }),
    );
    const id = (await uploadOrders(a.c, { value: bytes })).body.bulkOrder.id;
    const outcome = await processBulkOrder(t.app.ctx, fake.place, id);
    expect(outcome).toMatchObject({ status: 'Completed with errors', ordersPlaced: 2, rowsFailed: 2 });

    const hash = (await rowOf(id)).fileHash;
    expect(fake.calls.map((c) => c.key)).toEqual([
      `bulk:${hash}:P1`,
      `bulk:${hash}:DECLINED`,
      `bulk:${hash}:P3`,
    ]);
    expect(fake.calls[0]!.input).toMatchObject({
      po: 'P1',
      shippingOption: 'Standard',
      paymentType: 'default_card',
      shipTo: { firstName: 'Jane', country: 'US', state: 'CA', zip: '90001' },
      items: [
        { sku: '21101', artworkFileId: expect.any(Number), quantity: 2 },
        { templateId: 9, quantity: 1 },
      ],
    });

    const view = (await a.c.get(URL)).body.bulkOrders[0];
    expect(view).toMatchObject({
      status: 'Completed with errors',
      progress: 100,
      rowsTotal: 5,
      rowsDone: 5,
      ordersPlaced: 2,
    });
    const results = await a.c.get(view.resultsUrl);
    expect(results.status).toBe(200);
    const table = Papa.parse<string[]>(results.raw.toString().trim()).data;
    expect(table[0]).toEqual([...HEADER.split(','), 'status', 'order_id', 'error']);
    const tail = (r: string[]) => r.slice(-3);
    expect(table.slice(1).map(tail)).toEqual([
      ['Ordered', '1001', ''],
      ['Ordered', '1001', ''],
      ['Error', '', 'Quantity must be a whole number from 1 to 999.'],
      ['Error', '', 'Your card was declined.'],
      ['Ordered', '1002', ''],
    ]);
    // A cell Excel would run as a formula comes back as text.
    expect(table[5]![1]).toBe(`'=HYPERLINK("x")`);

    // The page lists each bad row by its spreadsheet row, the column to fix and what is wrong.
    const errors = await a.c.get(`${URL}/${id}/errors`);
    expect([errors.status, errors.body]).toEqual([
      200,
      {
        errors: [
          { row: 4, column: 'quantity', message: 'Quantity must be a whole number from 1 to 999.' },
          { row: 5, column: '', message: 'Your card was declined.' },
        ],
        total: 2,
      },
    ]);
    const other = await signedInCompany(t);
    expect((await other.c.get(`${URL}/${id}/errors`)).status).toBe(404);
    expect((await t.client().get(`${URL}/${id}/errors`)).status).toBe(401);

    await t.app.ctx.jobs.drain();
    const mails = await t.app.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `CSV Order #${id}: Completed with errors`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain('/dashboard/stores/csv');
    expect((await rowOf(id)).status).toBe('Completed with errors');
  });

  it('turns a file into real orders through the checkout, and a second upload of it orders nothing again', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    const [mug] = await t.app.ctx.db
      .insert(productTemplates)
      .values({
        companyId: a.companyId,
        sku: '21101',
        name: 'Mug',
        status: 'saved',
        previewKey: 'mockups/x/0.png',
      })
      .returning();
    const bytes = csv(
      csvRow({ po: 'T1', templateId: mug!.id, quantity: 2 }),
      csvRow({ po: 'T1', templateId: mug!.id }),
      csvRow({ po: 'T2', templateId: mug!.id, shipping: 'Expedited' }),
      csvRow({ po: 'T3', templateId: mug!.id, zip: '' }),
      csvRow({ po: 'T4', templateId: mug!.id }),
      csvRow({ po: 'T4', templateId: 999_999 }),
    );
    const companyOrders = () => t.app.ctx.db.select().from(orders).where(eq(orders.companyId, a.companyId));
    const mark = await lastJobId(t);
    const first = (await uploadOrders(a.c, { value: bytes })).body.bulkOrder.id;
    await t.app.ctx.jobs.drain();
    // The file's job and every job its orders queue take the company's turns, not everyone's.
    const group = [companyGroup(a.companyId)];
    expect(await jobGroupsSince(t, mark)).toEqual({
      'bulk-orders.process': group,
      'checkout.capture': group,
      'mail.send': group,
      'orders.copy-files': group,
    });
    expect(await rowOf(first)).toMatchObject({
      status: 'Completed with errors',
      ordersPlaced: 2,
      rowsFailed: 3,
    });
    const placed = await companyOrders();
    expect(placed.map((o) => o.po).sort()).toEqual(['T1', 'T2']);

    const second = (await uploadOrders(a.c, { value: bytes, filename: 'again.csv' })).body.bulkOrder.id;
    await t.app.ctx.jobs.drain();
    expect(await rowOf(second)).toMatchObject({ status: 'Completed with errors', ordersPlaced: 2 });
    expect(await companyOrders()).toHaveLength(2);
    const results = await a.c.get(`${URL}/${second}/results`);
    const outcome = Papa.parse<string[]>(results.raw.toString().trim())
      .data.slice(1)
      .map((r) => r.slice(-2));
    const t1 = String(placed.find((o) => o.po === 'T1')!.id);
    expect(outcome).toEqual([
      [t1, ''],
      [t1, ''],
      [String(placed.find((o) => o.po === 'T2')!.id), ''],
      ['', SHIP_TO_MSG.zip],
      // The checkout names the bad item: its row says what, the other why it was held back.
      ['', BULK_MSG.otherRow('T4')],
      ['', CART_MSG.templateMissing],
    ]);
  });

  it('refuses an upload from a user without a verified email (403) before storing or queuing it', async () => {
    const a = await signedInCompany(t, { verified: false });
    const res = await uploadOrders(a.c, { value: csv(csvRow({ po: 'U1', templateId: 1 })) });
    expect([res.status, res.body.error]).toEqual([
      403,
      { code: 'email_unverified', message: MSG.unverifiedEmail },
    ]);
    expect(await t.app.ctx.db.select().from(bulkOrders).where(eq(bulkOrders.companyId, a.companyId))).toEqual(
      [],
    );
  });

  it('places nothing when the uploader is no longer verified by the time the job runs', async () => {
    const a = await signedInCompany(t);
    await withCard(t, a);
    const mug = await savedMugTemplate(t, a.companyId);
    const bytes = csv(csvRow({ po: 'V1', templateId: mug.id }), csvRow({ po: 'V2', templateId: mug.id }));
    const id = (await uploadOrders(a.c, { value: bytes })).body.bulkOrder.id;
    await t.app.ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, a.userId));
    await t.app.ctx.jobs.drain();
    expect(await rowOf(id)).toMatchObject({
      status: 'Completed with errors',
      ordersPlaced: 0,
      rowsFailed: 2,
    });
    const db = t.app.ctx.db;
    expect(await db.select().from(orders).where(eq(orders.companyId, a.companyId))).toEqual([]);
    expect(await db.select().from(payments).where(eq(payments.companyId, a.companyId))).toEqual([]);
    const results = Papa.parse<string[]>((await a.c.get(`${URL}/${id}/results`)).raw.toString().trim()).data;
    expect(results.slice(1).map((r) => r.at(-1))).toEqual([MSG.unverifiedEmail, MSG.unverifiedEmail]);
  });

  it('refuses an XLSX hiding 1 GB of shared strings from its directory (413), without unpacking them', async () => {
    const a = await signedInCompany(t);
    const workbook = entriesOf(
      await xlsx([HEADER.split(','), csvRow({ po: 'H1', templateId: 1 }).split(',')]),
    );
    const hidden = { ...hugeSharedStrings(1024 * 1024 * 1024), name: 'xl/sharedStrings.xml', hidden: true };
    const bytes = zip([hidden, ...workbook]);
    const { result: res, grownBytes } = await peakGrowth(() =>
      uploadOrders(a.c, { value: bytes, filename: 'orders.xlsx', contentType: 'application/octet-stream' }),
    );
    expect([res.status, res.body.error?.message]).toEqual([413, BULK_MSG.zipBomb]);
    expect(grownBytes).toBeLessThan(64 * 1024 * 1024);
    expect(await t.app.ctx.db.select().from(bulkOrders).where(eq(bulkOrders.companyId, a.companyId))).toEqual(
      [],
    );
  });

  it('orders nothing twice when the same file is uploaded again', async () => {
    const a = await signedInCompany(t);
    const fake = fakePlacement();
    const bytes = csv(csvRow({ po: 'R1', templateId: 3 }), csvRow({ po: 'R2', templateId: 3 }));
    const first = (await uploadOrders(a.c, { value: bytes })).body.bulkOrder.id;
    const second = (await uploadOrders(a.c, { value: bytes, filename: 'again.csv' })).body.bulkOrder.id;
    expect(second).not.toBe(first);
    await processBulkOrder(t.app.ctx, fake.place, first);
    await processBulkOrder(t.app.ctx, fake.place, second);
    expect(fake.calls).toHaveLength(4);
    expect(fake.created()).toBe(2);
    expect(new Set(fake.calls.map((c) => c.key)).size).toBe(2);
    // A job run again after it finished does nothing.
    expect(await processBulkOrder(t.app.ctx, fake.place, first)).toEqual({ skipped: true });
    expect(fake.calls).toHaveLength(4);
  });

  it('a crash is retried, and after the last try the upload says it failed', async () => {
    const a = await signedInCompany(t);
    const id = (await uploadOrders(a.c, { value: csv(csvRow({ po: 'C1', templateId: 1 })) })).body.bulkOrder
      .id;
    let handler: JobHandler | undefined;
    const ctx = {
      ...t.app.ctx,
      jobs: Object.assign(Object.create(t.app.ctx.jobs), {
        register: (_: string, h: JobHandler) => (handler = h),
      }),
    };
    registerBulkOrderJob(ctx as unknown as AppContext, async () => {
      throw new Error('database went away');
    });
    // The placement crash is the row's (logged), not the job's: the file still completes.
    expect(await handler!({ bulkOrderId: id }, { id: 1, attempts: 1 })).toMatchObject({
      status: 'Completed with errors',
    });

    const crashing = (await uploadOrders(a.c, { value: csv(csvRow({ po: 'C2', templateId: 1 })) })).body
      .bulkOrder.id;
    const storage = Object.assign(Object.create(t.app.ctx.storage), {
      get: async () => Promise.reject(new Error('disk gone')),
    });
    registerBulkOrderJob({ ...ctx, storage } as unknown as AppContext, fakePlacement().place);
    await expect(handler!({ bulkOrderId: crashing }, { id: 2, attempts: 1 })).rejects.toThrow('disk gone');
    expect((await rowOf(crashing)).status).toBe('Processing');
    await expect(handler!({ bulkOrderId: crashing }, { id: 2, attempts: 3 })).rejects.toThrow('disk gone');
    expect(await rowOf(crashing)).toMatchObject({ status: 'Failed', error: BULK_MSG.crashed });
  });

  it('reads an XLSX the same way', async () => {
    const a = await signedInCompany(t);
    const fake = fakePlacement();
    const bytes = await xlsx([
      HEADER.split(','),
      csvRow({ po: 'X1', templateId: 4, zip: '94105', city: 'San Francisco' }).split(','),
    ]);
    const res = await uploadOrders(a.c, {
      value: bytes,
      filename: 'orders.xlsx',
      contentType: 'application/octet-stream',
    });
    expect([res.status, res.body.bulkOrder.format]).toEqual([201, 'xlsx']);
    expect(await processBulkOrder(t.app.ctx, fake.place, res.body.bulkOrder.id)).toMatchObject({
      status: 'Completed',
      ordersPlaced: 1,
    });
    expect(fake.calls[0]!.input.shipTo.zip).toBe('94105');
  });

  it("names another company's artwork as not the company's own file", async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    const theirs = await artworkOf(b.companyId, `b${b.companyId}`);
    const fake = fakePlacement();
    const id = (
      await uploadOrders(a.c, { value: csv(csvRow({ po: 'Z', sku: '21101', artworkUrl: theirs })) })
    ).body.bulkOrder.id;
    expect(await processBulkOrder(t.app.ctx, fake.place, id)).toMatchObject({
      status: 'Completed with errors',
      ordersPlaced: 0,
    });
    expect(fake.calls).toEqual([]);
  });

  it('fails a file of too many rows clearly, and mails the uploader', async () => {
    const a = await signedInCompany(t);
    const rows = Array.from({ length: 10_001 }, (_, i) => csvRow({ po: `P${i}`, templateId: 1 }));
    const id = (await uploadOrders(a.c, { value: csv(...rows) })).body.bulkOrder.id;
    const fake = fakePlacement();
    expect(await processBulkOrder(t.app.ctx, fake.place, id)).toMatchObject({
      status: 'Failed',
      error: BULK_MSG.tooManyRows(10_000),
    });
    expect(fake.calls).toEqual([]);
    expect((await a.c.get(URL)).body.bulkOrders[0]).toMatchObject({
      status: 'Failed',
      error: BULK_MSG.tooManyRows(10_000),
      resultsUrl: null,
    });
  });

  it("keeps each company's uploads to itself: another's file and results answer 404", async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    const id = (await uploadOrders(a.c, { value: csv(csvRow({ po: 'S', templateId: 1 })) })).body.bulkOrder
      .id;
    await processBulkOrder(t.app.ctx, fakePlacement().place, id);
    expect((await a.c.get(`${URL}/${id}/results`)).status).toBe(200);
    expect((await b.c.get(URL)).body.bulkOrders).toEqual([]);
    for (const path of [`${URL}/${id}/file`, `${URL}/${id}/results`, `${URL}/999999/file`]) {
      const res = await b.c.get(path);
      expect([res.status, res.body.error?.message]).toEqual([404, BULK_MSG.notFound]);
    }
    expect((await b.c.get(`${URL}/abc/file`)).status).toBe(400);
  });

  it('needs a session', async () => {
    const c = t.client();
    expect((await c.get(URL)).status).toBe(401);
    expect((await uploadOrders(c, { value: csv(csvRow({ po: 'A', templateId: 1 })) })).status).toBe(401);
  });

  it('answers bad uploads with a 4xx and a clear message, never a 500', async () => {
    const a = await signedInCompany(t);
    const cases: Array<[Parameters<typeof uploadOrders>[1], string | null, number, string]> = [
      [
        { value: Buffer.from('%PDF-1.4\n\u0000\u0001'), filename: 'orders.csv' },
        'default_card',
        415,
        BULK_MSG.fileType,
      ],
      [
        { value: xlsxBomb(101 * 1024 * 1024), filename: 'orders.xlsx' },
        'default_card',
        413,
        BULK_MSG.zipBomb,
      ],
      [{ value: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') }, 'default_card', 413, BULK_MSG.tooLarge],
      [null, 'default_card', 400, BULK_MSG.fileMissing],
      [
        { value: Buffer.from('po,sku\r\nA,1\r\n') },
        'default_card',
        400,
        BULK_MSG.missingColumns([
          'first_name',
          'last_name',
          'street_address',
          'city',
          'state',
          'zip_code',
          'country',
          'shipping_option',
          'quantity',
          'artwork_url',
        ]),
      ],
      [{ value: csv(csvRow({ po: 'A', templateId: 1 })) }, 'paypal', 400, BULK_MSG.payment],
      [{ value: csv(csvRow({ po: 'A', templateId: 1 })) }, null, 400, BULK_MSG.payment],
      [{ value: Buffer.from([0xef, 0xbb, 0xbf]) }, 'default_card', 400, BULK_MSG.empty],
    ];
    for (const [file, payment, status, message] of cases) {
      const res = await uploadOrders(a.c, file, payment);
      expect([res.status, res.body.error?.message], message).toEqual([status, message]);
    }
    const json = await a.c.post(URL, { file: 'x' });
    expect(json.status).toBe(400);
    expect((await a.c.get(URL)).body.bulkOrders).toEqual([]);
  });

  it('answers malformed bodies of every kind with a 4xx', async () => {
    const a = await signedInCompany(t);
    const headers = (contentType?: string, extra?: Record<string, string>) => ({
      cookie: [...a.c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': a.c.cookies.get('csrf')!,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...extra,
    });
    for (const body of [...BAD_JSON, ...wrongContentTypes('{}'), ...multipartBodies(Buffer.from('x'))]) {
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: headers(body.contentType, body.headers),
        payload: body.payload,
      });
      expect(res.statusCode, body.label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, body.label).toBeLessThan(500);
    }
  });

  describe('the sample files', () => {
    const sampleOf = async (c: TestClient, ext: 'csv' | 'xlsx' = 'csv') => {
      const res = await c.get(`${URL}/samples/orders.${ext}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.raw as Buffer;
    };
    const cellsOf = (bytes: Buffer) => Papa.parse<string[]>(bytes.toString('utf8').trim()).data;

    it("names the company's newest templates, and uploaded unchanged it places the orders", async () => {
      const a = await signedInCompany(t);
      await withCard(t, a);
      const older = await savedMugTemplate(t, a.companyId);
      const newer = await savedMugTemplate(t, a.companyId);
      expect((await a.c.get(`${URL}/samples`)).body).toEqual({ holds: 'templates' });
      const bytes = await sampleOf(a.c);
      const rows = cellsOf(bytes);
      const templateAt = rows[0]!.indexOf('template_id');
      expect(rows.slice(1).map((r) => [r[0], r[templateAt]])).toEqual([
        ['PO-1001', String(newer.id)],
        ['PO-1001', String(older.id)],
        ['PO-1002', String(newer.id)],
      ]);

      const id = (await uploadOrders(a.c, { value: bytes, filename: 'sample-orders.csv' })).body.bulkOrder.id;
      await t.app.ctx.jobs.drain();
      expect(await rowOf(id)).toMatchObject({ status: 'Completed', ordersPlaced: 2, rowsFailed: 0 });
      const placed = await t.app.ctx.db.select().from(orders).where(eq(orders.companyId, a.companyId));
      expect(placed.map((o) => o.po).sort()).toEqual(['PO-1001', 'PO-1002']);
      expect((await a.c.get(`${URL}/${id}/errors`)).body).toEqual({ errors: [], total: 0 });
    });

    it('the Excel sample has the same rows, and uploaded unchanged it places the orders too', async () => {
      const a = await signedInCompany(t);
      await withCard(t, a);
      await savedMugTemplate(t, a.companyId);
      const csvRows = cellsOf(await sampleOf(a.c));
      const file = await sampleOf(a.c, 'xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file as unknown as ArrayBuffer);
      const rows: string[][] = [];
      book.worksheets[0]!.eachRow((r) =>
        rows.push(Array.from({ length: csvRows[0]!.length }, (_, i) => String(r.getCell(i + 1).value ?? ''))),
      );
      expect(rows).toEqual(csvRows);
      const id = (await uploadOrders(a.c, { value: file, filename: 'sample-orders.xlsx' })).body.bulkOrder.id;
      await t.app.ctx.jobs.drain();
      expect(await rowOf(id)).toMatchObject({ status: 'Completed', ordersPlaced: 2 });
    });

    it("names the company's newest file when it has no template, and places the orders", async () => {
      const a = await signedInCompany(t);
      await withCard(t, a);
      const art = await artworkOf(a.companyId, `s${a.companyId}`);
      expect((await a.c.get(`${URL}/samples`)).body).toEqual({ holds: 'artwork' });
      const bytes = await sampleOf(a.c);
      const rows = cellsOf(bytes);
      expect(rows.slice(1).map((r) => r.at(-1))).toEqual([
        `${t.app.ctx.config.publicUrl}${art}`,
        `${t.app.ctx.config.publicUrl}${art}`,
      ]);
      const id = (await uploadOrders(a.c, { value: bytes })).body.bulkOrder.id;
      await t.app.ctx.jobs.drain();
      expect(await rowOf(id)).toMatchObject({ status: 'Completed', ordersPlaced: 2 });
    });

    it('says how to fill it in when the company has neither; uploaded unchanged each row says so', async () => {
      const a = await signedInCompany(t);
      await withCard(t, a);
      expect((await a.c.get(`${URL}/samples`)).body).toEqual({ holds: 'none' });
      const bytes = await sampleOf(a.c);
      const rows = cellsOf(bytes);
      const templateAt = rows[0]!.indexOf('template_id');
      expect(rows[1]![templateAt]).toContain('/dashboard/templates');
      const id = (await uploadOrders(a.c, { value: bytes })).body.bulkOrder.id;
      await t.app.ctx.jobs.drain();
      expect(await rowOf(id)).toMatchObject({
        status: 'Completed with errors',
        ordersPlaced: 0,
        rowsFailed: 2,
      });
      expect((await a.c.get(`${URL}/${id}/errors`)).body).toEqual({
        errors: [
          { row: 2, column: 'template_id', message: BULK_MSG.templateId },
          { row: 3, column: 'template_id', message: BULK_MSG.templateId },
        ],
        total: 2,
      });
    });

    it("never names another company's templates or files", async () => {
      const a = await signedInCompany(t);
      const b = await signedInCompany(t);
      const theirs = await savedMugTemplate(t, b.companyId);
      const theirFile = await artworkOf(b.companyId, `o${b.companyId}`);
      // (The Excel sample has the CSV's rows, tested above.)
      const text = (await sampleOf(a.c)).toString('utf8');
      expect(text).not.toContain(theirFile);
      const rows = cellsOf(Buffer.from(text));
      const templateAt = rows[0]!.indexOf('template_id');
      expect(rows.slice(1).map((r) => r[templateAt])).not.toContain(String(theirs.id));
      expect((await a.c.get(`${URL}/samples`)).body).toEqual({ holds: 'none' });
    });

    it('refuses without a session (401)', async () => {
      for (const path of ['samples', 'samples/orders.csv', 'samples/orders.xlsx'])
        expect((await t.client().get(`${URL}/${path}`)).status, path).toBe(401);
    });
  });
});
