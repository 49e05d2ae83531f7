import { LISTING_SIZE, MOCKUP_MSG } from '@pressrun/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { renderOutcome } from './service';
import { useTestProducts } from './test-products';

/** Listing renders take seconds each on a busy machine: these tests get room for a few. */
const SLOW = 180_000;
/**
 * The listing size these tests draw at: what they check (names, URLs, backgrounds, the handle's
 * pose, the gloss) does not depend on it, and a quarter of the side is a sixteenth of the pixels.
 * Pixel distances and counts below are scaled by `k` from what they are at full size.
 */
const SIZE = 500;
const k = SIZE / LISTING_SIZE;

interface Listing {
  angle: number;
  name: string;
  url: string;
  width: number;
  height: number;
  background: string;
}

const png = (w: number, h: number, colour: string) =>
  sharp({ create: { width: w, height: h, channels: 4, background: colour } })
    .png()
    .toBuffer();

/** Decoded RGB pixels of an image, with a luminance reader. */
async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  };
  const luma = (x: number, y: number) => {
    const [r, g, b] = at(x, y);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  return { width: info.width, height: info.height, at, luma };
}

/** The rightmost column of row y that is not the white background (-1 when the row is empty). */
function rightEdge(img: Awaited<ReturnType<typeof pixels>>, y: number) {
  for (let x = img.width - 1; x >= 0; x--) if (img.luma(x, y) < 240) return x;
  return -1;
}

/** The rows the product covers (anything that is not white), top and bottom. */
function rows(img: Awaited<ReturnType<typeof pixels>>) {
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < img.height; y += 2) {
    let hit = false;
    for (let x = 0; x < img.width; x += 4)
      if (img.luma(x, y) < 230) {
        hit = true;
        break;
      }
    if (hit) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  return { top, bottom };
}

describe('listing renders', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };
  let b: { c: TestClient; companyId: number };
  let artworkUrl: string;
  let first: { id: string; listings: Listing[] };

  const design = (source: string) => [
    { id: 'img', type: 'image', source, left: 0, top: 0, width: 2700, height: 1050, rotation: 0 },
  ];
  const listingJobs = async () =>
    (await t.app.ctx.db.select({ n: count() }).from(jobs).where(eq(jobs.type, 'mockup.listings')))[0]!.n;
  /** Listing jobs start a moment after they are queued: make them due now and run everything. */
  const drainListings = async () => {
    await t.app.ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.type, 'mockup.listings'));
    await t.app.ctx.jobs.drain();
  };
  const fetchImage = async (url: string) => {
    const res = await t.client().get(url);
    expect(res.status).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({ listingSize: SIZE });
    await useTestProducts(t.app.ctx);
    a = await signedInCompany(t);
    b = await signedInCompany(t);
    const res = await a.c.post('/api/files', undefined, {
      multipart: [
        {
          name: 'file',
          filename: 'art.png',
          value: await png(900, 350, '#1d3557'),
          contentType: 'image/png',
        },
      ],
    });
    artworkUrl = res.body.files[0].url;
  });
  afterAll(() => t.close());

  it('draws listing renders 2000 px a side unless the configuration says otherwise', () => {
    expect(LISTING_SIZE).toBe(2000);
    expect(loadConfig({}).listingSize).toBe(LISTING_SIZE);
  });

  it(
    'draws every view at the listing size after the previews, named Front, Angled, Right and Left',
    async () => {
      const res = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: design(artworkUrl) });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({
        background: 'white',
        listings: [],
        listingStatus: 'queued',
        listingBackgrounds: [{ background: 'white', status: 'queued' }],
      });

      // The render job comes first: the previews and the print file are there, the listings queued.
      expect(await t.app.ctx.jobs.runOne()).toBe(true);
      const previewed = (await a.c.get(`/api/mockups/${res.body.id}`)).body;
      expect(previewed.status).toBe('done');
      expect(previewed.previews).toHaveLength(3);
      expect(previewed.listings).toEqual([]);
      expect(previewed.listingStatus).toBe('queued');
      expect(await listingJobs()).toBe(1);
      // They start a moment later, so a preview asked for meanwhile goes first.
      expect(await t.app.ctx.jobs.drain()).toBe(0);

      await drainListings();
      const done = (await a.c.get(`/api/mockups/${res.body.id}`)).body;
      expect(done.listingStatus).toBe('done');
      expect(done.listings.map((l: Listing) => [l.angle, l.name])).toEqual([
        [0, 'Front'],
        [45, 'Angled'],
        [90, 'Right'],
        [270, 'Left'],
      ]);
      for (const l of done.listings as Listing[]) {
        expect(l).toMatchObject({ width: SIZE, height: SIZE, background: 'white' });
        const img = await fetchImage(l.url);
        expect(img.headers['content-type']).toBe('image/jpeg');
        expect(img.headers['cache-control']).toContain('immutable');
        const meta = await sharp(img.raw).metadata();
        expect([meta.width, meta.height]).toEqual([SIZE, SIZE]);
      }
      // The previews keep their own size: listing renders do not change them.
      expect(done.previews.map((p: { width: number }) => p.width)).toEqual([400, 400, 400]);
      // Templates see the listing renders with the rest.
      const outcome = await renderOutcome(t.app.ctx, a.companyId, res.body.id);
      expect(outcome.state === 'done' && outcome.listings.length).toBe(4);
      first = done;
    },
    SLOW,
  );

  it(
    "hides a mug's handle behind it on the Front view, shows it at three quarters on the Angled one, and in profile on the Right",
    async () => {
      /** How far past the rim the outline reaches at the handle's height. */
      const reach = (img: Awaited<ReturnType<typeof pixels>>) => {
        const { top, bottom } = rows(img);
        const height = bottom - top;
        return (
          rightEdge(img, Math.round(top + height * 0.4)) - rightEdge(img, Math.round(top + height * 0.06))
        );
      };
      const front = await pixels((await fetchImage(first.listings[0]!.url)).raw);
      expect(Math.abs(reach(front))).toBeLessThan(15 * k);

      const angled = await pixels((await fetchImage(first.listings[1]!.url)).raw);
      const { top, bottom } = rows(angled);
      const height = bottom - top;
      // Near the rim nothing sticks out; at the handle's height the handle reaches past the body.
      const rim = rightEdge(angled, Math.round(top + height * 0.06));
      const handle = rightEdge(angled, Math.round(top + height * 0.4));
      expect(handle - rim).toBeGreaterThan(40 * k);
      // The handle (black on this mug) is really drawn there, not background.
      const y = Math.round(top + height * 0.4);
      expect(angled.luma(handle - Math.max(2, Math.round(8 * k)), y)).toBeLessThan(120);

      const right = await pixels((await fetchImage(first.listings[2]!.url)).raw);
      const r = rows(right);
      const rh = r.bottom - r.top;
      const profile =
        rightEdge(right, Math.round(r.top + rh * 0.4)) - rightEdge(right, Math.round(r.top + rh * 0.06));
      expect(profile).toBeGreaterThan(handle - rim);
    },
    SLOW,
  );

  it(
    'keeps URLs stable: the same design on the same background has the same URLs, another background others',
    async () => {
      // The same design again: answered from the cache, listings included, nothing queued.
      const before = await listingJobs();
      const again = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: design(artworkUrl) });
      expect(again.status).toBe(200);
      expect(again.body.id).not.toBe(first.id);
      expect(again.body.listingStatus).toBe('done');
      expect(again.body.listings.map((l: Listing) => l.url)).toEqual(first.listings.map((l) => l.url));
      expect(await listingJobs()).toBe(before);

      // Another background: new listings, other URLs, drawn by a job.
      const grey = await a.c.post(`/api/mockups/${first.id}/listings`, { background: 'grey' });
      expect(grey.status).toBe(202);
      expect(grey.body.listingStatus).toBe('queued');
      await drainListings();
      const both = (await a.c.get(`/api/mockups/${first.id}`)).body;
      expect(both.listingBackgrounds).toEqual([
        { background: 'white', status: 'done' },
        { background: 'grey', status: 'done' },
      ]);
      const greys = (both.listings as Listing[]).filter((l) => l.background === 'grey');
      expect(greys.map((l) => l.name)).toEqual(['Front', 'Angled', 'Right', 'Left']);
      for (const [i, l] of greys.entries()) expect(l.url).not.toBe(first.listings[i]!.url);
      const greyPixels = await pixels((await fetchImage(greys[0]!.url)).raw);
      expect(greyPixels.at(20, 20)).not.toEqual([255, 255, 255]);

      // Asking again for a background it has changes nothing; the grey URLs are stable too.
      const repeat = await a.c.post(`/api/mockups/${first.id}/listings`, { background: 'GREY' });
      expect(repeat.status).toBe(200);
      const fresh = await a.c.post('/api/mockups', {
        sku: 'TEST-MUG',
        layers: design(artworkUrl),
        background: 'grey',
      });
      expect(fresh.status).toBe(200);
      expect(fresh.body.listings.map((l: Listing) => l.url)).toEqual(greys.map((l) => l.url));
      // A colour is written one way (#abc is #aabbcc), so its URLs are one too.
      const picked = await a.c.post(`/api/mockups/${first.id}/listings`, { background: '#ABC' });
      expect(picked.body.listingBackgrounds.at(-1)).toEqual({ background: '#aabbcc', status: 'queued' });
    },
    SLOW,
  );

  it(
    'steps aside between views for a preview waiting in the queue, then carries on',
    async () => {
      const text = (source: string) => [
        {
          id: 't',
          type: 'text',
          source,
          left: 100,
          top: 100,
          width: 2000,
          height: 600,
          rotation: 0,
          fill: '#e63946',
        },
      ];
      const first = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: text('Listing first') });
      // Only the render runs now: listing jobs of earlier tests wait, and on a slow machine this
      // render's own (due 2 s after it) must not be drawn whole before the preview below is asked for.
      const later = new Date(Date.now() + 3_600_000);
      await t.app.ctx.db.update(jobs).set({ runAt: later }).where(eq(jobs.type, 'mockup.listings'));
      expect(await t.app.ctx.jobs.runOne()).toBe(true);
      expect((await a.c.get(`/api/mockups/${first.body.id}`)).body.status).toBe('done');
      // Only this render's listing job is due (others queued by earlier tests wait).
      await t.app.ctx.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 60_000) })
        .where(and(eq(jobs.type, 'mockup.listings'), sql`${jobs.payload}->>'renderId' = ${first.body.id}`));
      // A preview is asked for while the listing job is due: after one view, the listing job yields.
      const second = await a.c.post('/api/mockups', { sku: 'TEST-MUG', layers: text('Preview next') });
      expect(second.status).toBe(202);
      expect(await t.app.ctx.jobs.runOne()).toBe(true);
      const partial = (await a.c.get(`/api/mockups/${first.body.id}`)).body;
      expect(partial.listings.map((l: Listing) => l.name)).toEqual(['Front']);
      expect(partial.listingStatus).toBe('queued');
      expect(await t.app.ctx.jobs.runOne()).toBe(true);
      expect((await a.c.get(`/api/mockups/${second.body.id}`)).body.status).toBe('done');
      // Then the listing carries on from where it stopped (the preview's own listings can wait).
      await t.app.ctx.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 60_000) })
        .where(and(eq(jobs.type, 'mockup.listings'), sql`${jobs.payload}->>'renderId' = ${first.body.id}`));
      expect(await t.app.ctx.jobs.runOne()).toBe(true);
      const done = (await a.c.get(`/api/mockups/${first.body.id}`)).body;
      expect(done.listingStatus).toBe('done');
      expect(done.listings.map((l: Listing) => l.name)).toEqual(['Front', 'Angled', 'Right', 'Left']);
    },
    SLOW,
  );

  it('refuses bad background colours with a 400 and a clear message', async () => {
    const bad = ['red', '#12345', '#ggg', '#1234567', 'url(x)', '', 12, null, 'white; x'];
    for (const background of bad) {
      const post = await a.c.post('/api/mockups', {
        sku: 'TEST-MUG',
        layers: design(artworkUrl),
        background,
      });
      expect(post.status, String(background)).toBe(400);
      expect(post.body.error.message).toBe(MOCKUP_MSG.badBackground);
      const add = await a.c.post(`/api/mockups/${first.id}/listings`, { background });
      expect(add.status, String(background)).toBe(400);
      expect(add.body.error.message).toBe(MOCKUP_MSG.badBackground);
    }
    expect((await a.c.post(`/api/mockups/${first.id}/listings`, {})).status).toBe(400);
  });

  it("never renders or shows another company's mockup", async () => {
    const before = await listingJobs();
    const theirs = await b.c.post(`/api/mockups/${first.id}/listings`, { background: '#112233' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe(MOCKUP_MSG.notFound);
    expect((await b.c.get(`/api/mockups/${first.id}`)).status).toBe(404);
    expect((await a.c.post('/api/mockups/nope/listings', { background: 'white' })).status).toBe(404);
    expect((await a.c.post('/api/mockups/no such id!/listings', { background: 'white' })).status).toBe(400);
    expect((await t.client().post(`/api/mockups/${first.id}/listings`, { background: 'white' })).status).toBe(
      401,
    );
    expect(await listingJobs()).toBe(before);
    // Nothing was asked for on the render either.
    const mine = (await a.c.get(`/api/mockups/${first.id}`)).body;
    expect(mine.listingBackgrounds.map((r: { background: string }) => r.background)).not.toContain('#112233');
  });

  it(
    'lays a gloss over the print on glazed ceramic, and none on matte stoneware',
    async () => {
      const matte = await a.c.post('/api/mockups', {
        sku: 'TEST-MATTE-MUG',
        layers: design(artworkUrl),
        background: 'white',
      });
      await t.app.ctx.jobs.drain();
      await drainListings();
      const matteListings = (await a.c.get(`/api/mockups/${matte.body.id}`)).body.listings as Listing[];
      /** Bright pixels in the middle of the mug's body, where the dark print covers it. */
      const highlights = async (url: string) => {
        const img = await pixels((await fetchImage(url)).raw);
        const { top, bottom } = rows(img);
        const h = bottom - top;
        let left = img.width;
        const y0 = Math.round(top + h * 0.35);
        for (let x = 0; x < img.width; x++)
          if (img.luma(x, y0) < 200) {
            left = x;
            break;
          }
        let n = 0;
        for (let y = y0; y < top + h * 0.6; y += 2)
          for (let x = left + Math.round(30 * k); x < left + 700 * k; x += 2) if (img.luma(x, y) > 200) n++;
        return n;
      };
      const glossy = await highlights(first.listings[2]!.url);
      const flat = await highlights(matteListings[2]!.url);
      // Counted every other pixel both ways, so the counts go with the area: k² of full size's.
      expect(glossy).toBeGreaterThan(2000 * k * k);
      expect(flat).toBeLessThan(50 * k * k);
    },
    SLOW,
  );

  it(
    'renders flat products at the listing size too',
    async () => {
      const res = await a.c.post('/api/mockups', {
        sku: 'TEST-PAD',
        layers: [
          {
            id: 'img',
            type: 'image',
            source: artworkUrl,
            left: 0,
            top: 0,
            width: 2775,
            height: 2325,
            rotation: 0,
          },
        ],
        background: '#f4e9d8',
      });
      await t.app.ctx.jobs.drain();
      await drainListings();
      const done = (await a.c.get(`/api/mockups/${res.body.id}`)).body;
      expect(done.listingStatus).toBe('done');
      expect(done.listings.map((l: Listing) => [l.name, l.width, l.height, l.background])).toEqual([
        ['Front', SIZE, SIZE, '#f4e9d8'],
        ['Angled', SIZE, SIZE, '#f4e9d8'],
        ['Right', SIZE, SIZE, '#f4e9d8'],
        ['Left', SIZE, SIZE, '#f4e9d8'],
      ]);
      expect(done.listings[0].url).toMatch(/listing-front-f4e9d8\.jpg$/);
    },
    SLOW,
  );

  it('caps the backgrounds waiting to be drawn, like renders, with a clear 429', async () => {
    const waiting = await listingJobs();
    const asks = [];
    for (let i = 0; i < 12; i++)
      asks.push(
        await a.c.post(`/api/mockups/${first.id}/listings`, {
          background: `#0000${String(i).padStart(2, '0')}`,
        }),
      );
    const refused = asks.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.body.error.message).toBe(MOCKUP_MSG.tooManyWaiting);
    // A background already asked for is never refused.
    expect((await a.c.post(`/api/mockups/${first.id}/listings`, { background: 'white' })).status).toBe(200);
    expect(await listingJobs()).toBeLessThanOrEqual(waiting + 10);
    // Nothing more to draw in this file.
    await t.app.ctx.db.delete(jobs).where(eq(jobs.type, 'mockup.listings'));
  });
});
