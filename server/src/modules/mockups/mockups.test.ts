import { LAYER_MSG, MAX_LAYERS, MOCKUP_MSG, MSG } from '@pressrun/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { renderOutcome } from './service';
import { useTestProducts } from './test-products';

const png = (w: number, h: number, colour: string) =>
  sharp({ create: { width: w, height: h, channels: 4, background: colour } })
    .png()
    .toBuffer();

// Each test draws real print files and previews (seconds of CPU alone): beside the browser tests on
// two cores they may take several times as long, which is slow, not wrong.
describe('mockups API', { timeout: 90_000 }, () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };
  let b: { c: TestClient; companyId: number };
  let artworkUrl: string;
  let artworkId: number;
  let otherArtworkUrl: string;

  const uploadTo = async (c: TestClient, colour: string) => {
    const res = await c.post('/api/files', undefined, {
      multipart: [
        { name: 'file', filename: 'art.png', value: await png(900, 350, colour), contentType: 'image/png' },
      ],
    });
    return res.body.files[0];
  };
  const design = (source: string, text = 'Best Mom Ever') => [
    { id: 'img', type: 'image', source, left: 0, top: 0, width: 2700, height: 1050, rotation: 0 },
    {
      id: 'txt',
      type: 'text',
      source: text,
      left: 850,
      top: 420,
      width: 1000,
      height: 200,
      rotation: 0,
      fontSize: 120,
      fill: '#ffffff',
      align: 'center',
    },
  ];
  const mockupJobs = async () =>
    (await t.app.ctx.db.select({ n: count() }).from(jobs).where(eq(jobs.type, 'mockup.render')))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    await useTestProducts(t.app.ctx);
    a = await signedInCompany(t);
    b = await signedInCompany(t);
    const art = await uploadTo(a.c, '#1d3557');
    artworkUrl = art.url;
    artworkId = art.id;
    otherArtworkUrl = (await uploadTo(b.c, '#e63946')).url;
  });
  afterAll(() => t.close());

  it('renders nothing for an unverified email (403 with the verify-your-email message)', async () => {
    const u = await signedInCompany(t, { verified: false });
    const res = await u.c.post('/api/mockups', { sku: 'TEST-MUG', layers: [] });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Please check your mail box to verify your email address');
  });

  it('renders a design as a job: queued, then three previews and the print file', async () => {
    const mark = await lastJobId(t);
    const res = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: design(artworkUrl) });
    expect(res.status).toBe(202);
    expect(await jobGroupsSince(t, mark)).toEqual({ 'mockup.render': [companyGroup(a.companyId)] });
    expect(res.body).toMatchObject({
      status: 'queued',
      progress: 0,
      previews: [],
      printFile: null,
      cached: false,
    });

    await t.app.ctx.jobs.drain();
    const done = await a.c.get(`/api/mockups/${res.body.id}`);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('done');
    expect(done.body.progress).toBe(100);
    expect(done.body.previews.map((p: { angle: number }) => p.angle)).toEqual([0, 90, 270]);
    expect(done.body.printFile).toMatchObject({ width: 2700, height: 1050, dpi: 300 });

    const preview = await t.client().get(done.body.previews[1].url);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['cache-control']).toContain('immutable');
    const meta = await sharp(preview.raw).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    const print = await sharp((await t.client().get(done.body.printFile.url)).raw).metadata();
    expect([print.width, print.height, print.density]).toEqual([2700, 1050, 300]);

    expect(await renderOutcome(t.app.ctx, a.companyId, res.body.id)).toMatchObject({
      state: 'done',
      previewKey: expect.stringMatching(/^mockups\/[0-9a-f]{64}\/preview-0\.png$/),
    });
  });

  it('never renders an unchanged design twice: the same design answers 200 from the cache', async () => {
    const before = await mockupJobs();
    // Same design, same file by id instead of URL, different layer ids: still the same render.
    const layers = design(String(artworkId)).map((l) => ({ ...l, id: `${l.id}-2` }));
    const res = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'done', cached: true, progress: 100 });
    expect(res.body.previews).toHaveLength(3);
    expect(await mockupJobs()).toBe(before);
  });

  it('joins a render of the same design that is still running', async () => {
    const first = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: design(artworkUrl, 'Twice') });
    const second = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: design(artworkUrl, 'Twice') });
    expect(second.status).toBe(202);
    expect(second.body.id).toBe(first.body.id);
    await t.app.ctx.jobs.drain();
  });

  it('renders flat products, and text-only designs', async () => {
    const res = await a.c.post('/api/mockups', {
      sku: 'TEST-PAD',
      layers: [
        {
          id: 't',
          type: 'text',
          source: 'Hello',
          left: 100,
          top: 100,
          width: 2000,
          height: 600,
          rotation: -8,
          fontSize: 400,
          fontFamily: 'Oswald',
          fill: '#e63946',
        },
      ],
    });
    expect(res.status).toBe(202);
    await t.app.ctx.jobs.drain();
    const done = (await a.c.get(`/api/mockups/${res.body.id}`)).body;
    expect(done.status).toBe('done');
    expect(done.printFile).toMatchObject({ width: 2775, height: 2325 });
  });

  it("shows 'Error Code 500' with the file-name hints when rendering fails", async () => {
    const art = await uploadTo(a.c, '#06d6a0');
    const res = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: design(art.url, 'Gone') });
    // The artwork's bytes vanish before the job runs.
    await t.app.ctx.storage.delete(art.url.replace(/^\/media\//, ''));
    await t.app.ctx.jobs.drain();
    const failed = (await a.c.get(`/api/mockups/${res.body.id}`)).body;
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(MOCKUP_MSG.failed);
    expect(failed.error).toMatch(/^Error Code 500/);
    expect(await renderOutcome(t.app.ctx, a.companyId, res.body.id)).toEqual({
      state: 'failed',
      error: MOCKUP_MSG.failed,
    });
  });

  it('refuses bad input with clear messages', async () => {
    const noSku = await a.c.post('/api/mockups', { layers: [] });
    expect(noSku.status).toBe(400);
    expect(noSku.body.error.message).toBe(MOCKUP_MSG.skuRequired);
    const blankSku = await a.c.post('/api/mockups', { sku: '  ', layers: [] });
    expect(blankSku.body.error.message).toBe(MOCKUP_MSG.skuRequired);
    const badLayer = await a.c.post('/api/mockups', {
      sku: 'TEST-MUG',
      layers: [{ id: 'x', type: 'video' }],
    });
    expect(badLayer.status).toBe(400);
    const badColour = await a.c.post('/api/mockups', {
      sku: 'TEST-MUG',
      layers: [
        {
          id: 't',
          type: 'text',
          source: 'x',
          left: 0,
          top: 0,
          width: 10,
          height: 10,
          rotation: 0,
          fill: 'red;',
        },
      ],
    });
    expect(badColour.status).toBe(400);
    const unknown = await a.c.post('/api/mockups', { sku: 'NOPE', layers: [] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(MSG.productNotFound);
    const noMockup = await a.c.post('/api/mockups', { sku: 'TEST-NOMOCKUP', layers: [] });
    expect(noMockup.status).toBe(422);
    expect(noMockup.body.error.message).toBe(MOCKUP_MSG.noMockup);
    const external = await a.c.post('/api/mockups', {
      sku: 'TEST-MUG',
      layers: design('https://evil.example/a.png'),
    });
    expect(external.status).toBe(400);
    expect(external.body.error.fields['layers.0.source']).toBe(MOCKUP_MSG.artworkMissing);
    const malformed = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: design('/media/%E0%A4%A') });
    expect(malformed.status).toBe(400);
  });

  it('refuses layers far larger than the product, or too many of them, before rendering anything', async () => {
    const before = await mockupJobs();
    // TEST-MUG's print area is 2700 × 1050: a layer may measure at most 4 × 2700 on a side.
    const [img] = design(artworkUrl);
    const huge = await a.c.post('/api/mockups', {
      sku: 'TEST-MUG',
      layers: [
        { ...img, width: 10_801, height: 300 },
        { ...img, id: 'tall', height: 20_000 },
      ],
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error.message).toBe(LAYER_MSG.tooLargeForProduct(10_800));
    expect(Object.keys(huge.body.error.fields)).toEqual(['layers.0.width', 'layers.1.height']);
    const ok = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: [{ ...img, width: 10_800 }] });
    expect(ok.status).toBe(202);
    // Beyond any product: refused by the schema, whatever the sku.
    const absurd = await a.c.post('/api/mockups', {
      sku: 'TEST-MUG',
      layers: [{ ...img, width: 30_000, height: 40_001 }],
    });
    expect(absurd.status).toBe(400);
    expect(absurd.body.error.message).toBe(LAYER_MSG.tooLarge);
    const many = await a.c.post('/api/mockups', {
      sku: 'TEST-MUG',
      layers: Array.from({ length: MAX_LAYERS + 1 }, (_, i) => ({ ...img, id: `l${i}` })),
    });
    expect(many.status).toBe(400);
    expect(many.body.error.message).toBe(LAYER_MSG.tooMany);
    expect(await mockupJobs()).toBe(before + 1);
  });

  it("cannot use another company's artwork or see another company's render", async () => {
    const theirs = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: design(otherArtworkUrl) });
    expect(theirs.status).toBe(400);
    expect(theirs.body.error.message).toBe(MOCKUP_MSG.artworkMissing);
    const mine = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: design(artworkUrl) });
    const peek = await b.c.get(`/api/mockups/${mine.body.id}`);
    expect(peek.status).toBe(404);
    expect(peek.body.error.message).toBe(MOCKUP_MSG.notFound);
    expect(await renderOutcome(t.app.ctx, b.companyId, mine.body.id)).toEqual({ state: 'unknown' });
    expect((await a.c.get('/api/mockups/no such id!')).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const anon = t.client();
    expect((await anon.post('/api/mockups', { sku: 'TEST-MUG', layers: [] })).status).toBe(401);
    expect((await anon.get('/api/mockups/abc')).status).toBe(401);
  });
});
