import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { seedCatalog } from '../catalog/seed';

/** Listing renders take seconds each on a busy machine. */
const SLOW = 180_000;
/**
 * The listing size these tests draw at: they check what a template keeps and zips, not the pixels
 * (mockups/listings.test.ts checks the renders and the 2000 px default).
 */
const SIZE = 300;
// The demo catalogue's 11 oz white mug (print area 2700 × 1050).
const MUG_SKU = '21101';

interface Listing {
  angle: number;
  name: string;
  url: string;
  width: number;
  height: number;
  background: string;
}

const sizeOf = async (bytes: Uint8Array) => {
  const meta = await sharp(Buffer.from(bytes)).metadata();
  return [meta.width, meta.height];
};

describe("a template's listing renders", () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };
  let b: { c: TestClient; companyId: number };
  let templateId: number;
  let mockupId: string;

  beforeAll(async () => {
    t = await createTestApp({ listingSize: SIZE });
    await seedCatalog(t.app, { images: false });
    a = await signedInCompany(t);
    b = await signedInCompany(t);
  });
  afterAll(() => t.close());

  /** Runs every job, listing renders included (they may be queued to start a moment later). */
  const drainAll = async () => {
    await t.app.ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.type, 'mockup.listings'));
    await t.app.ctx.jobs.drain();
  };

  it(
    'keeps the listing renders that finish after the save, at the mockup’s own URLs',
    async () => {
      const art = await sharp({ create: { width: 900, height: 350, channels: 3, background: '#1d3557' } })
        .png()
        .toBuffer();
      const up = await a.c.post('/api/files', undefined, {
        multipart: [{ name: 'file', value: art, filename: 'art.png', contentType: 'image/png' }],
      });
      expect(up.status).toBe(201);
      const layers = [
        {
          id: 'img',
          type: 'image',
          source: up.body.files[0].url,
          left: 0,
          top: 0,
          width: 2700,
          height: 1050,
          rotation: 0,
        },
      ];
      const created = await a.c.post('/api/templates', { sku: MUG_SKU, layers, name: 'Coffee Club' });
      expect(created.status).toBe(201);
      templateId = created.body.template.id;
      expect(created.body.template.listings).toEqual([]);
      const render = await a.c.post('/api/mockups', { sku: MUG_SKU, layers });
      expect(render.status).toBe(202);
      mockupId = render.body.id;

      // Only the previews are done when the template is saved: the listings come later.
      expect(await t.app.ctx.jobs.runOne()).toBe(true);
      const saved = await a.c.put(`/api/templates/${templateId}`, { layers, mockupId, status: 'saved' });
      expect(saved.status).toBe(200);
      expect(saved.body.template.previewUrl).toMatch(/^\/media\//);
      expect(saved.body.template.listings).toEqual([]);

      await drainAll();
      const mockup = (await a.c.get(`/api/mockups/${mockupId}`)).body;
      expect(mockup.listingStatus).toBe('done');
      const template = (await a.c.get(`/api/templates/${templateId}`)).body.template;
      expect(template.listings).toHaveLength(4);
      // Stable URLs: the template shows the mockup's own listing images, hot-linkable by a store.
      expect(template.listings).toEqual(mockup.listings);
      expect(template.listings.map((l: Listing) => l.name)).toEqual(['Front', 'Angled', 'Right', 'Left']);
      for (const l of template.listings as Listing[])
        expect(l).toMatchObject({ width: SIZE, height: SIZE, background: 'white' });
      // The Templates page list carries them too (the card shows the Front view).
      const listed = (await a.c.get('/api/templates')).body.templates;
      expect(listed.find((x: { id: number }) => x.id === templateId).listings).toEqual(mockup.listings);
    },
    SLOW,
  );

  it(
    'zips the four views per background, at the listing size, with the print file and the mockups',
    async () => {
      const grey = await a.c.post(`/api/mockups/${mockupId}/listings`, { background: 'grey' });
      expect(grey.status).toBe(202);
      await drainAll();

      const res = await a.c.get(`/api/templates/${templateId}/download`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Coffee-Club.zip"');
      const files = unzipSync(new Uint8Array(res.raw));
      const names = Object.keys(files).sort();
      const views = ['front', 'angled', 'right', 'left'];
      expect(names).toEqual(
        [
          'print-file.png',
          'mockup-0.png',
          'mockup-90.png',
          'mockup-270.png',
          ...views.map((v) => `listing-${v}.jpg`),
          ...views.map((v) => `listing-${v}-studio-grey.jpg`),
        ].sort(),
      );
      for (const name of names.filter((n) => n.startsWith('listing-')))
        expect(await sizeOf(files[name]!), name).toEqual([SIZE, SIZE]);
      expect(await sizeOf(files['print-file.png']!)).toEqual([2700, 1050]);

      // The zip's Front is the very image at the template's (and mockup's) listing URL.
      const template = (await a.c.get(`/api/templates/${templateId}`)).body.template;
      const front = (template.listings as Listing[]).find(
        (l) => l.name === 'Front' && l.background === 'white',
      )!;
      const served = await a.c.get(front.url);
      expect(Buffer.from(files['listing-front.jpg']!).equals(served.raw)).toBe(true);
    },
    SLOW,
  );

  it("never zips or shows another company's template or its listing renders", async () => {
    const zip = await b.c.get(`/api/templates/${templateId}/download`);
    expect(zip.status).toBe(404);
    expect(zip.body.error.message).toBe('Template is not available.');
    expect((await b.c.get(`/api/templates/${templateId}`)).status).toBe(404);
    const theirs = await b.c.get('/api/templates');
    expect(theirs.status).toBe(200);
    expect(theirs.body.templates).toEqual([]);
    // Pointing their own template at our render is refused, so it never shows our listings.
    const own = await b.c.post('/api/templates', { sku: MUG_SKU, layers: [] });
    const borrowed = await b.c.put(`/api/templates/${own.body.template.id}`, { layers: [], mockupId });
    expect(borrowed.status).toBe(400);
    const after = (await b.c.get(`/api/templates/${own.body.template.id}`)).body.template;
    expect(after.listings).toEqual([]);
    expect(after.mockupId).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const anon = t.client();
    expect((await anon.get(`/api/templates/${templateId}/download`)).status).toBe(401);
    expect((await anon.get(`/api/templates/${templateId}`)).status).toBe(401);
    expect((await anon.get('/api/templates')).status).toBe(401);
  });
});
