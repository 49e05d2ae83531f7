import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from './modules/catalog/seed';
import { createTestApp, type TestApp, type TestResponse } from './test/app';
import { signedInCompany } from './test/company';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../web/scripts/precompress.mjs');
const ENTRY = `console.log(${JSON.stringify('PressRun '.repeat(500))});\n`;
const STYLE = `${'.tile { color: navy; }\n'.repeat(300)}`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** The body as the browser reads it, whatever the encoding it came in. */
function decoded(res: TestResponse): string {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(res.raw).toString('utf8');
  if (enc === 'gzip') return zlib.gunzipSync(res.raw).toString('utf8');
  return res.raw.toString('utf8');
}

describe('serving the web app and compressing answers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A built web app as `npm run build -w web` leaves it: hashed assets, index.html, and the
    // .br/.gz copies the build script writes.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), ENTRY);
    fs.writeFileSync(path.join(dist, 'assets/index-def456.css'), STYLE);
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    execFileSync(process.execPath, [PRECOMPRESS, dist]);
    t = await createTestApp({ webDist: dist });
    await seedCatalog(t.app, { images: false });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    t
      .client()
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding, ...headers } : headers });

  describe('the built files', () => {
    it('writes a .br and a .gz copy beside each text file at build', () => {
      for (const f of ['assets/index-abc123.js', 'assets/index-def456.css', 'index.html']) {
        const raw = fs.readFileSync(path.join(dist, f));
        expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${f}.br`)))).toEqual(raw);
        expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${f}.gz`)))).toEqual(raw);
      }
    });

    it('answers a hashed asset in brotli, gzip or plain by Accept-Encoding, immutable', async () => {
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
        ['identity', undefined],
      ] as const) {
        const res = await get('/assets/index-abc123.js', accept);
        expect(res.status, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers['content-type'], accept).toMatch(/^(?:text|application)\/javascript/);
        expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
        expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(decoded(res), accept).toBe(ENTRY);
      }
      const br = await get('/assets/index-abc123.js', 'br');
      expect(br.raw.length).toBeLessThan(ENTRY.length / 10);
      const css = await get('/assets/index-def456.css', 'br, gzip');
      expect(css.headers['content-encoding']).toBe('br');
      expect(css.headers['content-type']).toMatch(/^text\/css/);
      expect(decoded(css)).toBe(STYLE);
    });

    it('revalidates a compressed asset with its ETag', async () => {
      const first = await get('/assets/index-abc123.js', 'br');
      const again = await get('/assets/index-abc123.js', 'br', {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
    });

    it('answers index.html (the page and any app route) compressed and always revalidated', async () => {
      for (const url of ['/', '/catalog', '/product/21101/11oz-white']) {
        const res = await get(url, 'gzip, br');
        expect(res.status, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(decoded(res), url).toBe(INDEX);
      }
      expect((await get('/', undefined)).raw.toString()).toBe(INDEX);
    });
  });

  describe('dynamic answers', () => {
    it('compresses larger JSON answers, br before gzip, and leaves small ones alone', async () => {
      const docs = await get('/api/docs/json', 'gzip, deflate, br');
      expect(docs.status).toBe(200);
      expect(docs.headers['content-encoding']).toBe('br');
      expect(docs.headers.vary).toMatch(/accept-encoding/i);
      const plain = await get('/api/docs/json');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(decoded(docs)).toBe(plain.raw.toString());
      expect((await get('/api/docs/json', 'gzip')).headers['content-encoding']).toBe('gzip');
      expect((await get('/api/docs/json', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
      const health = await get('/api/health', 'br');
      expect(health.status).toBe(200);
      expect(health.headers['content-encoding']).toBeUndefined();
    });

    it('compresses the catalogue once per answer and keeps its ETag and 304', async () => {
      const plain = await get('/api/catalog/products');
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=1', 'gzip'],
        ['*', 'gzip'],
      ] as const) {
        const res = await get('/api/catalog/products', accept);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.etag, accept).toBe(plain.headers.etag);
        expect(res.headers['cache-control'], accept).toBe('public, max-age=60, stale-while-revalidate=600');
        expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
        // Compressed once, by the catalogue: never a second time by the app's compression.
        expect(decoded(res), accept).toBe(plain.raw.toString());
      }
      const again = await get('/api/catalog/products', 'br', { 'if-none-match': String(plain.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
    });

    it('leaves downloads that are already packed (PDF, XLSX) as they are, and CSV readable', async () => {
      const pdf = await get('/static/terms.pdf', 'br, gzip');
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
      expect(pdf.headers['content-encoding']).toBeUndefined();
      expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
      const { c } = await signedInCompany(t);
      const xlsx = await c.get('/api/bulk-orders/samples/orders.xlsx', {
        headers: { 'accept-encoding': 'br' },
      });
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers['content-encoding']).toBeUndefined();
      expect(xlsx.raw.subarray(0, 2).toString()).toBe('PK');
      const csvPlain = await c.get('/api/bulk-orders/samples/orders.csv');
      const csv = await c.get('/api/bulk-orders/samples/orders.csv', {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/attachment/);
      expect(decoded(csv)).toBe(csvPlain.raw.toString());
    });
  });
});
