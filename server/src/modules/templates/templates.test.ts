import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany as companyClient } from '../../test/company';
import { seedCatalog } from '../catalog/seed';
import * as repo from './repo';
import { ABANDONED_AFTER_MS } from './service';

// Skus of the demo catalogue; 21101 is the 11 oz white mug (print area 2700 × 1050).
const SKU = '22001';
const MUG_SKU = '21101';

const imageLayer = (over: Record<string, unknown> = {}) => ({
  id: 'img1',
  type: 'image',
  source: '/media/artwork/abc/logo.png',
  left: 100,
  top: 50,
  width: 400,
  height: 300,
  rotation: 15,
  ...over,
});
const textLayer = {
  id: 'txt1',
  type: 'text',
  source: 'Hello',
  left: 10,
  top: 20,
  width: 200,
  height: 58,
  rotation: 0,
  fontSize: 48,
  fontFamily: 'Oswald',
  fill: '#e63946',
};

describe('/api/templates', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };
  let b: { c: TestClient; companyId: number };
  const png = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#457b9d' } })
      .png()
      .toBuffer();

  /** Gives a template a finished render's images, as a finished mockup would. */
  async function withImages(companyId: number, id: number) {
    const storage = t.app.ctx.storage;
    const keys = {
      preview: `mockups/t${id}/0.png`,
      p90: `mockups/t${id}/90.png`,
      print: `mockups/t${id}/print.png`,
    };
    await storage.put(keys.preview, await png(80, 60), 'image/png');
    await storage.put(keys.p90, await png(80, 60), 'image/png');
    await storage.put(keys.print, await png(120, 50), 'image/png');
    await repo.update(t.app.ctx.db, companyId, id, {
      previewKey: keys.preview,
      mockups: [
        { key: keys.preview, width: 80, height: 60, angle: 0 },
        { key: keys.p90, width: 80, height: 60, angle: 90 },
      ],
      printFile: { key: keys.print, width: 120, height: 50, dpi: 300 },
    });
  }

  async function create(c: TestClient, body: Record<string, unknown> = {}) {
    const res = await c.post('/api/templates', { sku: SKU, layers: [imageLayer()], ...body });
    expect(res.status).toBe(201);
    return res.body.template;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    a = await companyClient(t);
    b = await companyClient(t);
  });
  afterAll(() => t.close());

  describe('without a session', () => {
    it('answers 401 on every route', async () => {
      const c = t.client();
      await c.ensureCsrf();
      const calls = [
        c.get('/api/templates'),
        c.get('/api/templates/1'),
        c.post('/api/templates', { sku: SKU }),
        c.put('/api/templates/1', { layers: [] }),
        c.patch('/api/templates/1', { name: 'x' }),
        c.delete('/api/templates/1'),
        c.get('/api/templates/1/download'),
        c.post('/api/templates/1/preview', undefined, {
          multipart: [{ name: 'file', value: 'x', filename: 'p.png' }],
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(401);
        expect(res.body.error.message).toBe('Not authorized');
      }
    });
  });

  describe('an unverified email', () => {
    it('may not design: creating or saving a template answers 403 with the verify-your-email message', async () => {
      const u = await companyClient(t, { verified: false });
      const res = await u.c.post('/api/templates', { sku: SKU, layers: [imageLayer()] });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Please check your mail box to verify your email address');
      expect((await u.c.put('/api/templates/1', { layers: [] })).status).toBe(403);
    });
  });

  describe('POST /api/templates', () => {
    it('starts a draft with its layers, exactly as sent', async () => {
      const tpl = await create(a.c, { layers: [imageLayer(), textLayer] });
      expect(tpl).toMatchObject({ sku: SKU, status: 'draft', name: null, previewUrl: null, mockups: [] });
      expect(tpl.layers).toEqual([imageLayer(), textLayer]);
    });

    it('refuses bad input with a clear message', async () => {
      const noSku = await a.c.post('/api/templates', { layers: [] });
      expect(noSku.status).toBe(400);
      expect(noSku.body.error.message).toBe('Please choose a product.');
      const blank = await a.c.post('/api/templates', { sku: '  ' });
      expect(blank.body.error.message).toBe('Please choose a product.');
      const badLayer = await a.c.post('/api/templates', { sku: SKU, layers: [imageLayer({ width: -4 })] });
      expect(badLayer.status).toBe(400);
      const badType = await a.c.post('/api/templates', { sku: SKU, layers: [imageLayer({ type: 'video' })] });
      expect(badType.status).toBe(400);
      const tooMany = await a.c.post('/api/templates', {
        sku: SKU,
        layers: Array.from({ length: 51 }, (_, i) => imageLayer({ id: `l${i}` })),
      });
      expect(tooMany.status).toBe(400);
      const unknown = await a.c.post('/api/templates', { sku: 'NO-SUCH-SKU' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toBe('Sorry, this product does not exist');
      const notJson = await a.c.request('POST', '/api/templates', undefined, {
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
    });
  });

  describe('GET /api/templates/:id', () => {
    it('returns the company template', async () => {
      const tpl = await create(a.c);
      const res = await a.c.get(`/api/templates/${tpl.id}`);
      expect(res.status).toBe(200);
      expect(res.body.template.id).toBe(tpl.id);
      expect(res.body.template.layers).toEqual([imageLayer()]);
    });

    it("answers 'Template is not available.' for another company's, a missing or a malformed id", async () => {
      const tpl = await create(a.c);
      for (const url of [`/api/templates/${tpl.id}`, '/api/templates/999999']) {
        const res = await b.c.get(url);
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe('Template is not available.');
      }
      const bad = await a.c.get('/api/templates/abc');
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('Template is not available.');
    });
  });

  describe('PUT /api/templates/:id', () => {
    it('saves layers, name, description and status', async () => {
      const tpl = await create(a.c, { layers: [] });
      const moved = imageLayer({ left: 321.5, top: 12.25, width: 222, height: 111, rotation: -30 });
      const res = await a.c.put(`/api/templates/${tpl.id}`, {
        layers: [textLayer, moved],
        name: 'Summer mug',
        description: 'Logo on the front',
        status: 'saved',
      });
      expect(res.status).toBe(200);
      expect(res.body.template).toMatchObject({
        name: 'Summer mug',
        description: 'Logo on the front',
        status: 'saved',
      });
      // Reopening restores the design exactly, in the same order.
      const again = await a.c.get(`/api/templates/${tpl.id}`);
      expect(again.body.template.layers).toEqual([textLayer, moved]);
    });

    it('refuses bad layers and an unknown render', async () => {
      const tpl = await create(a.c);
      const bad = await a.c.put(`/api/templates/${tpl.id}`, { layers: [imageLayer({ rotation: 'x' })] });
      expect(bad.status).toBe(400);
      const missing = await a.c.put(`/api/templates/${tpl.id}`, { layers: [], status: 'published' });
      expect(missing.status).toBe(400);
      const unknown = await a.c.put(`/api/templates/${tpl.id}`, { layers: [], mockupId: 'nope' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toBe('That mockup does not exist.');
    });

    it("cannot touch another company's template", async () => {
      const tpl = await create(a.c);
      const res = await b.c.put(`/api/templates/${tpl.id}`, { layers: [] });
      expect(res.status).toBe(404);
      expect((await a.c.get(`/api/templates/${tpl.id}`)).body.template.layers).toEqual([imageLayer()]);
    });
  });

  describe('PATCH /api/templates/:id (rename)', () => {
    it('renames, and an empty name falls back to Template N', async () => {
      const tpl = await create(a.c);
      const res = await a.c.patch(`/api/templates/${tpl.id}`, { name: '  Coffee club  ' });
      expect(res.status).toBe(200);
      expect(res.body.template.name).toBe('Coffee club');
      const cleared = await a.c.patch(`/api/templates/${tpl.id}`, { name: '' });
      expect(cleared.body.template.name).toBeNull();
    });

    it('refuses a missing or overlong name, and other companies', async () => {
      const tpl = await create(a.c);
      const none = await a.c.patch(`/api/templates/${tpl.id}`, {});
      expect(none.status).toBe(400);
      expect(none.body.error.message).toBe('Please enter a template name.');
      const long = await a.c.patch(`/api/templates/${tpl.id}`, { name: 'x'.repeat(257) });
      expect(long.status).toBe(400);
      expect(long.body.error.message).toBe('Must be at most 256 characters.');
      const other = await b.c.patch(`/api/templates/${tpl.id}`, { name: 'mine now' });
      expect(other.status).toBe(404);
      expect((await a.c.get(`/api/templates/${tpl.id}`)).body.template.name).toBeNull();
    });
  });

  describe('GET /api/templates (list)', () => {
    it('lists only templates with a preview, newest first, each with its images', async () => {
      const { c, companyId } = await companyClient(t);
      const first = await create(c);
      const second = await create(c);
      const draft = await create(c);
      await withImages(companyId, first.id);
      await withImages(companyId, second.id);
      const res = await c.get('/api/templates');
      expect(res.status).toBe(200);
      expect(res.body.templates.map((x: { id: number }) => x.id)).toEqual([second.id, first.id]);
      const shown = res.body.templates[0];
      expect(shown.previewUrl).toBe(`/media/mockups/t${second.id}/0.png`);
      expect(shown.mockups.map((m: { angle: number }) => m.angle)).toEqual([0, 90]);
      expect(shown.printFile).toMatchObject({ width: 120, height: 50, dpi: 300 });
      // A fresh draft is hidden but kept: its builder may still be open.
      expect((await c.get(`/api/templates/${draft.id}`)).status).toBe(200);
      // Another company sees none of them.
      const other = await b.c.get('/api/templates');
      expect(other.body.templates.map((x: { id: number }) => x.id)).not.toContain(first.id);
    });

    it('deletes drafts abandoned without a preview when the list loads', async () => {
      const { c, companyId } = await companyClient(t);
      const old = await create(c);
      const recent = await create(c);
      const kept = await create(c);
      await withImages(companyId, kept.id);
      const { productTemplates } = await import('../../db/schema');
      const { eq } = await import('drizzle-orm');
      const longAgo = new Date(Date.now() - ABANDONED_AFTER_MS - 60_000);
      await t.app.ctx.db
        .update(productTemplates)
        .set({ updatedAt: longAgo })
        .where(eq(productTemplates.id, old.id));
      await t.app.ctx.db
        .update(productTemplates)
        .set({ updatedAt: longAgo })
        .where(eq(productTemplates.id, kept.id));
      const res = await c.get('/api/templates');
      expect(res.body.templates.map((x: { id: number }) => x.id)).toEqual([kept.id]);
      expect((await c.get(`/api/templates/${old.id}`)).status).toBe(404);
      expect((await c.get(`/api/templates/${recent.id}`)).status).toBe(200);
    });
  });

  describe('DELETE /api/templates/:id', () => {
    it('deletes and answers with the remaining list', async () => {
      const { c, companyId } = await companyClient(t);
      const keep = await create(c);
      const gone = await create(c);
      await withImages(companyId, keep.id);
      await withImages(companyId, gone.id);
      const res = await c.delete(`/api/templates/${gone.id}`);
      expect(res.status).toBe(200);
      expect(res.body.templates.map((x: { id: number }) => x.id)).toEqual([keep.id]);
      expect((await c.get(`/api/templates/${gone.id}`)).status).toBe(404);
    });

    it("answers 404 for another company's template and leaves it alone", async () => {
      const tpl = await create(a.c);
      const res = await b.c.delete(`/api/templates/${tpl.id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Template is not available.');
      expect((await a.c.get(`/api/templates/${tpl.id}`)).status).toBe(200);
      expect((await a.c.delete('/api/templates/0')).status).toBe(400);
    });
  });

  describe('GET /api/templates/:id/download', () => {
    it('zips the print file and the mockups', async () => {
      const tpl = await create(a.c);
      await a.c.patch(`/api/templates/${tpl.id}`, { name: 'Coffee Club #1' });
      await withImages(a.companyId, tpl.id);
      const res = await a.c.get(`/api/templates/${tpl.id}/download`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Coffee-Club-1.zip"');
      const files = unzipSync(new Uint8Array(res.raw));
      expect(Object.keys(files).sort()).toEqual(['mockup-0.png', 'mockup-90.png', 'print-file.png']);
      const meta = await sharp(Buffer.from(files['print-file.png']!)).metadata();
      expect([meta.width, meta.height]).toEqual([120, 50]);
      expect(strFromU8(files['mockup-0.png']!.slice(1, 4))).toBe('PNG');
    });

    it('answers 404 when there is nothing to download, and for other companies', async () => {
      const tpl = await create(a.c);
      const empty = await a.c.get(`/api/templates/${tpl.id}/download`);
      expect(empty.status).toBe(404);
      expect(empty.body.error.message).toBe('This template has no files to download yet.');
      await withImages(a.companyId, tpl.id);
      const other = await b.c.get(`/api/templates/${tpl.id}/download`);
      expect(other.status).toBe(404);
      expect(other.body.error.message).toBe('Template is not available.');
      expect((await a.c.get('/api/templates/x/download')).status).toBe(400);
    });
  });

  describe('dashboard checklist', () => {
    it('turns "create a product template" complete once a template with a preview exists', async () => {
      const { c, companyId } = await companyClient(t);
      const summary = async () => (await c.get('/api/dashboard/summary')).body.checklist.template;
      const tpl = await create(c);
      expect(await summary()).toBe(false);
      await withImages(companyId, tpl.id);
      expect(await summary()).toBe(true);
    });
  });

  describe('POST /api/templates/:id/preview (no mockup for the product)', () => {
    const part = (value: Buffer | string, filename = 'preview.png') => [
      { name: 'file', value, filename, contentType: 'image/png' },
    ];

    it('stores a flat picture of the design as the preview, and the zip carries it', async () => {
      const tpl = await create(a.c);
      const res = await a.c.post(`/api/templates/${tpl.id}/preview`, undefined, {
        multipart: part(await png(400, 200)),
      });
      expect(res.status).toBe(200);
      expect(res.body.template.previewUrl).toMatch(/^\/media\/templates\/\d+\/\d+-[\w-]+\.png$/);
      expect(res.body.template.mockups).toEqual([]);
      const listed = await a.c.get('/api/templates');
      expect(listed.body.templates.map((x: { id: number }) => x.id)).toContain(tpl.id);
      const zip = await a.c.get(`/api/templates/${tpl.id}/download`);
      expect(Object.keys(unzipSync(new Uint8Array(zip.raw)))).toEqual(['preview.png']);
      // Deleting the template deletes its flat preview too.
      const key = res.body.template.previewUrl.replace('/media/', '');
      expect(await t.app.ctx.storage.get(key)).not.toBeNull();
      await a.c.delete(`/api/templates/${tpl.id}`);
      expect(await t.app.ctx.storage.get(key)).toBeNull();
    });

    it('refuses what is not a PNG, a huge picture and a request that is not multipart', async () => {
      const tpl = await create(a.c);
      const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      const notPng = await a.c.post(`/api/templates/${tpl.id}/preview`, undefined, { multipart: part(jpeg) });
      expect(notPng.status).toBe(400);
      expect(notPng.body.error.message).toBe('The preview must be a PNG image.');
      const huge = await a.c.post(`/api/templates/${tpl.id}/preview`, undefined, {
        multipart: part(await png(1700, 10)),
      });
      expect(huge.status).toBe(413);
      expect(huge.body.error.message).toBe('The preview is too large.');
      const json = await a.c.post(`/api/templates/${tpl.id}/preview`, { file: 'x' });
      expect(json.status).toBe(415);
    });

    it("answers 404 for another company's template", async () => {
      const tpl = await create(a.c);
      const res = await b.c.post(`/api/templates/${tpl.id}/preview`, undefined, {
        multipart: part(await png(40, 20)),
      });
      expect(res.status).toBe(404);
      expect((await a.c.get(`/api/templates/${tpl.id}`)).body.template.previewUrl).toBeNull();
    });
  });

  describe('previews from a mockup render', () => {
    it("takes the finished render's images: at once, or when the template is next read", async () => {
      const { c } = await companyClient(t);
      const up = await c.post('/api/files', undefined, {
        multipart: [
          { name: 'file', value: await png(600, 300), filename: 'logo.png', contentType: 'image/png' },
        ],
      });
      expect(up.status).toBe(201);
      const art = up.body.files[0];
      const layers = [
        imageLayer({ source: art.url, left: 100, top: 100, width: 600, height: 300, rotation: 0 }),
      ];
      const tpl = await create(c, { sku: MUG_SKU, layers });
      const render = await c.post('/api/mockups', { sku: MUG_SKU, layers });
      expect(render.status).toBe(202);

      // Saved while the render still runs: no preview yet, so not listed yet.
      const saved = await c.put(`/api/templates/${tpl.id}`, {
        layers,
        mockupId: render.body.id,
        status: 'saved',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.template).toMatchObject({
        mockupId: render.body.id,
        previewUrl: null,
        status: 'saved',
      });
      expect((await c.get('/api/templates')).body.templates).toEqual([]);

      await t.app.ctx.jobs.drain();
      const listed = (await c.get('/api/templates')).body.templates;
      expect(listed.map((x: { id: number }) => x.id)).toEqual([tpl.id]);
      const done = (await c.get(`/api/mockups/${render.body.id}`)).body;
      expect(listed[0].previewUrl).toBe(done.previews.find((p: { angle: number }) => p.angle === 0).url);
      expect(listed[0].mockups.map((m: { angle: number }) => m.angle).sort()).toEqual([0, 270, 90]);
      expect(listed[0].printFile).toMatchObject({ width: 2700, height: 1050 });

      // The same design again comes from the cache, finished: the preview is attached at once.
      const again = await c.post('/api/mockups', { sku: MUG_SKU, layers });
      expect(again.status).toBe(200);
      const other = await create(c, { sku: MUG_SKU, layers });
      const put = await c.put(`/api/templates/${other.id}`, { layers, mockupId: again.body.id });
      expect(put.body.template.previewUrl).toBe(listed[0].previewUrl);

      // Another company cannot borrow the render.
      const theirs = await create(b.c);
      const borrowed = await b.c.put(`/api/templates/${theirs.id}`, { layers: [], mockupId: render.body.id });
      expect(borrowed.status).toBe(400);
      expect(borrowed.body.error.message).toBe('That mockup does not exist.');
    }, 60_000);

    it('deletes a flat preview that a render replaces, but never the shared render images', async () => {
      const { c } = await companyClient(t);
      const storage = t.app.ctx.storage;
      const up = await c.post('/api/files', undefined, {
        multipart: [
          { name: 'file', value: await png(300, 200), filename: 'a.png', contentType: 'image/png' },
        ],
      });
      const layers = (left: number) => [
        imageLayer({ source: up.body.files[0].url, left, top: 100, width: 300, height: 200, rotation: 0 }),
      ];
      const flatPreview = async (id: number) => {
        const res = await c.post(`/api/templates/${id}/preview`, undefined, {
          multipart: [
            { name: 'file', value: await png(40, 20), filename: 'p.png', contentType: 'image/png' },
          ],
        });
        expect(res.status).toBe(200);
        return res.body.template.previewUrl.replace('/media/', '') as string;
      };
      const done = await c.post('/api/mockups', { sku: MUG_SKU, layers: layers(10) });
      await t.app.ctx.jobs.drain();

      // A finished render replaces the flat preview: its file goes.
      const tpl = await create(c, { sku: MUG_SKU, layers: layers(10) });
      const flat = await flatPreview(tpl.id);
      const rendered = await c.put(`/api/templates/${tpl.id}`, {
        layers: layers(10),
        mockupId: done.body.id,
      });
      expect(rendered.body.template.previewUrl).toMatch(/^\/media\/mockups\//);
      expect(await storage.get(flat)).toBeNull();

      // So does one still rendering (the old picture no longer shows the design).
      const flat2 = await flatPreview(tpl.id);
      const pending = await c.post('/api/mockups', { sku: MUG_SKU, layers: layers(20) });
      expect(pending.status).toBe(202);
      const waiting = await c.put(`/api/templates/${tpl.id}`, {
        layers: layers(20),
        mockupId: pending.body.id,
      });
      expect(waiting.body.template).toMatchObject({ mockupId: pending.body.id, previewUrl: null });
      expect(await storage.get(flat2)).toBeNull();

      // Render images are shared through the cache: dropping or deleting them keeps the files.
      const other = await create(c, { sku: MUG_SKU, layers: layers(10) });
      const shared = (
        await c.put(`/api/templates/${other.id}`, { layers: layers(10), mockupId: done.body.id })
      ).body.template.previewUrl.replace('/media/', '');
      await c.put(`/api/templates/${other.id}`, { layers: layers(10), mockupId: null });
      await c.put(`/api/templates/${other.id}`, { layers: layers(10), mockupId: done.body.id });
      await c.delete(`/api/templates/${other.id}`);
      expect(await storage.get(shared)).not.toBeNull();
    }, 60_000);
  });
});
