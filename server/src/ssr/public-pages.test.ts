import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@pressrun/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { seedCatalog } from '../modules/catalog/seed';
import { createTestApp, type TestApp } from '../test/app';
import { signedInCompany } from '../test/company';
import { PublicPages, type ServerEntry } from './public-pages';
import {
  EARLY_READS,
  EARLY_READS_CSP,
  fillAppTemplate,
  fillTemplate,
  inlineStylesheets,
  mainPicturePreload,
  pageAssets,
  SCRIPT_LOADER,
  SCRIPT_LOADER_CSP,
} from './template';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// The web app's server entry, straight from its source (Vitest compiles it as the build would).
const entryFile = path.join(repoRoot, 'web/src/entry-server.tsx');
const sourceEntry = () => import(/* @vite-ignore */ entryFile) as Promise<ServerEntry>;

/** A web build folder holding just the two documents: the app's and the one the pages are written into. */
function webDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-ssr-'));
  for (const doc of ['index.html', 'site.html'])
    fs.copyFileSync(path.join(repoRoot, 'web', doc), path.join(dir, doc));
  return dir;
}

const jsonLdOf = (html: string) => {
  const m = html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/);
  return m ? JSON.parse(m[1]!) : null;
};

describe('public pages rendered on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: webDist() }, { serverEntry: sourceEntry });
    await seedCatalog(t.app, { images: false });
  }, 120_000);
  afterAll(() => t.close());

  it('a product page carries its name, price, image, canonical URL, Open Graph tags and Product data', async () => {
    const res = await t.client().get('/product/21101/11oz-white');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.raw.toString();
    expect(html).toContain('Ceramic Coffee Mug');
    expect(html).toContain('$6.95');
    expect(html).toMatch(/<img[^>]+src="\/api\/catalog\/images\/[a-f0-9]{24}[^"]*"/);
    expect(html).toContain('<title>Ceramic Coffee Mug · 11 oz · White · PressRun</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/product/21101/11oz-white" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/api\/catalog\/images\//,
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    // The page's own tags replace the document's defaults: one title, one description.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: '21101',
      url: 'http://localhost:3000/product/21101/11oz-white',
      offers: { '@type': 'Offer', price: '6.95', priceCurrency: 'USD' },
    });
    // The data the page showed rides along, so hydrating asks for nothing again.
    const data = JSON.parse(
      html.match(/<script type="application\/json" id="ssr-data">([^<]*)<\/script>/)![1]!,
    );
    const keys = data.queries.map((q: { queryKey: unknown[] }) => q.queryKey.join('/'));
    expect(keys).toEqual(expect.arrayContaining(['catalog/product/21101', 'site']));
  });

  it('an unknown product is a 404 with the not-found page, and no structured data', async () => {
    const res = await t.client().get('/product/NOPE-404/11oz-white');
    expect(res.status).toBe(404);
    expect(res.raw.toString()).toContain(MSG.productNotFound);
    expect(res.raw.toString()).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLdOf(res.raw.toString())).toBeNull();
  });

  it('an unknown path is a 404 with the not-found page', async () => {
    const res = await t.client().get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.raw.toString()).toContain('<title>Page not found · PressRun</title>');
  });

  it('the home page, the catalogue, search and the sign-in pages arrive as complete HTML', async () => {
    const c = t.client();
    const home = await c.get('/');
    expect(home.status).toBe(200);
    expect(home.raw.toString()).toContain('Print-on-demand that');
    expect(home.raw.toString()).toContain('<link rel="canonical" href="http://localhost:3000/" />');
    const catalog = await c.get('/catalog?collection=coffee-mugs');
    expect(catalog.status).toBe(200);
    expect(catalog.raw.toString()).toContain('Ceramic Coffee Mug');
    expect(catalog.raw.toString()).toContain('href="http://localhost:3000/catalog?collection=coffee-mugs"');
    const search = await c.get('/search?q=mug');
    expect(search.raw.toString()).toContain('Ceramic Coffee Mug');
    expect((await c.get('/login')).raw.toString()).toContain('Welcome back');
    expect((await c.get('/register')).raw.toString()).toContain('Create your account');
    expect((await c.get('/terms')).status).toBe(200);
  });

  it('the signed-in pages get the app document (the browser renders them), a dashboard address with the frame in outline', async () => {
    const res = await t.client().get('/dashboard/orders');
    expect(res.status).toBe(200);
    const html = res.raw.toString();
    expect(html).not.toContain('ssr-data');
    expect(html).toMatch(/<div id="root"><div class="[^"]+" data-testid="shell-skeleton">/);
    expect(html).toMatch(/data-testid="page-skeleton" data-shape="list"/);
    expect(html).toContain('aria-label="PressRun home"');
    // Who is signed in, and the frame's first reads, are asked for before the app's code arrives.
    expect(html).toContain(`<script data-reads="/api/dashboard/summary /api/cart">${EARLY_READS}</script>`);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Outside the frame (staff pages, the builder) the document is sent as it is.
    for (const path of ['/admin', '/product/mockup/12']) {
      const plain = (await t.client().get(path)).raw.toString();
      expect(plain).toContain('<div id="root"></div>');
      expect(plain).not.toContain('data-reads');
    }
  });

  it("the dashboard's home is outlined with the signed-in user's own welcome, sent to them alone", async () => {
    const ada = await signedInCompany(t);
    const zoe = await signedInCompany(t);
    await t.app.ctx.db.update(users).set({ firstName: 'zoë' }).where(eq(users.id, zoe.userId));
    const welcomeOf = (html: string) => /<h1 [^>]*data-first-view="true">([^<]*)<\/h1>/.exec(html)?.[1];

    const first = await ada.c.get('/dashboard/default');
    expect(welcomeOf(first.raw.toString())).toBe('Welcome to your Dashboard, Test!');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // Nothing kept for one is sent to another.
    const second = await zoe.c.get('/dashboard/default');
    expect(welcomeOf(second.raw.toString())).toBe('Welcome to your Dashboard, Zoë!');
    expect(second.headers.etag).not.toBe(first.headers.etag);

    const visitor = await t.client().get('/dashboard/default');
    const outline = visitor.raw.toString();
    expect(welcomeOf(outline)).toBeUndefined();
    expect(outline).toMatch(/data-testid="page-skeleton" data-shape="checklist"/);
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('pages revalidate: no-cache with an ETag, and a 304 while unchanged', async () => {
    const c = t.client();
    const first = await c.get('/catalog');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await c.get('/catalog', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it("the footer names the server's year, and a page kept from last year is rendered again at New Year", async () => {
    // Only the clock is faked: the page is rendered (and kept) on 31 December, then asked on 1 January
    // with the catalogue unchanged.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2025, 11, 31, 23, 59));
      const before = await t.client().get('/refund-policy');
      expect(before.raw.toString()).toContain('© 2025 PressRun. All rights reserved.');
      expect((await t.client().get('/refund-policy')).headers.etag).toBe(before.headers.etag);
      // The sign-in pages' side panel names it too.
      expect((await t.client().get('/login')).raw.toString()).toContain('© 2025 PressRun. Print-on-demand');

      vi.setSystemTime(new Date(2026, 0, 1, 0, 1));
      const after = await t.client().get('/refund-policy', {
        headers: { 'if-none-match': before.headers.etag as string },
      });
      expect(after.status).toBe(200);
      const html = after.raw.toString();
      expect(html).toContain('© 2026 PressRun. All rights reserved.');
      expect(html).not.toContain('© 2025');
      expect((await t.client().get('/login')).raw.toString()).toContain('© 2026 PressRun. Print-on-demand');
      // The year goes out with the page's data, so the browser hydrates the year the HTML shows.
      const data = JSON.parse(
        html.match(/<script type="application\/json" id="ssr-data">([^<]*)<\/script>/)![1]!,
      );
      const year = data.queries.find((q: { queryKey: unknown[] }) => q.queryKey.join('/') === 'site/year');
      expect(year?.state.data).toBe(2026);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the HTML is the same whoever asks (a session never changes the cached page)', async () => {
    const visitor = await t.client().get('/catalog');
    const withCookies = await t.client().get('/catalog', {
      headers: { cookie: 'access=whatever; refresh=whatever' },
    });
    expect(withCookies.raw.toString()).toBe(visitor.raw.toString());
  });
});

describe('the page cache', () => {
  it('keeps a page until the catalogue version changes, and renders one address once at a time', async () => {
    let version = 'v1';
    let renders = 0;
    const entry: ServerEntry = {
      render: async (url) => {
        renders++;
        await new Promise((r) => setImmediate(r));
        return { status: 200, head: '<title>x</title>', html: `<p>${url} ${version}</p>`, data: '' };
      },
    };
    const pages = new PublicPages({
      app: null as never,
      webDist: webDist(),
      origin: 'http://localhost:3000',
      version: async () => version,
      entry: async () => entry,
      log: { warn() {}, error() {} } as never,
    });
    const [a, b] = await Promise.all([pages.page('/catalog'), pages.page('/catalog')]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(a!.body).toContain('<div id="root"><p>/catalog v1</p></div>');
    await pages.page('/catalog');
    expect(renders).toBe(1);
    version = 'v2';
    const c = await pages.page('/catalog');
    expect(renders).toBe(2);
    expect(c!.body).toContain('v2');
    expect(c!.etag).not.toBe(a!.etag);
  });
});

describe('the page cache across New Year', () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a page for the year it was rendered in, and hands the render the server's year", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const years: number[] = [];
    const entry: ServerEntry = {
      render: async (url, { year }) => {
        years.push(year);
        return { status: 200, head: '<title>x</title>', html: `<p>${url} © ${year}</p>`, data: '' };
      },
    };
    const pages = new PublicPages({
      app: null as never,
      webDist: webDist(),
      origin: 'http://localhost:3000',
      version: async () => 'v1',
      entry: async () => entry,
      log: { warn() {}, error() {} } as never,
    });
    vi.setSystemTime(new Date(2025, 11, 31, 23, 59, 59));
    const old = await pages.page('/terms');
    expect(await pages.page('/terms')).toBe(old);
    vi.setSystemTime(new Date(2026, 0, 1, 0, 0, 1));
    const renewed = await pages.page('/terms');
    expect(years).toEqual([2025, 2026]);
    expect(renewed!.body).toContain('<p>/terms © 2026</p>');
    expect(renewed!.etag).not.toBe(old!.etag);
  });
});

describe("a page's stylesheets and chunks", () => {
  it("links the page chunk's stylesheets and chunks beyond the entry's, from the build's manifest", () => {
    const manifest = {
      'site.html': { file: 'assets/site.js', imports: ['_shared.js'], css: ['assets/site.css'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_layout.js': { file: 'assets/layout.js', imports: ['_shared.js'], css: ['assets/layout.css'] },
      'src/Page.tsx': {
        file: 'assets/page.js',
        imports: ['_layout.js', '_shared.js'],
        css: ['assets/page.css'],
      },
    };
    expect(pageAssets(manifest, 'src/Page.tsx')).toEqual({
      css: ['/assets/page.css', '/assets/layout.css'],
      js: ['/assets/page.js', '/assets/layout.js'],
    });
    expect(pageAssets(null, 'src/Page.tsx')).toEqual({ css: [], js: [] });
    const html = fillTemplate(
      '<html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
      { status: 200, head: '<title>Page</title>', html: '<p>$& $1</p>', data: '<script></script>' },
      pageAssets(manifest, 'src/Page.tsx'),
    );
    expect(html).toBe(
      '<html lang="en"><head>    <title>Page</title>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/page.css">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/layout.css">\n' +
        '  </head><body><div id="root"><p>$& $1</p></div><script></script></body></html>',
    );
  });
});

describe("a page's scripts and main picture", () => {
  const template =
    '<html><head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n' +
    '    <script type="module" crossorigin src="/assets/site.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/shared.js">\n' +
    '  </head><body><div id="root"></div></body></html>';
  const picture =
    '<img src="/i/a-800.webp" srcSet="/i/a-400.webp 400w, /i/a-800.webp 800w" sizes="92vw" loading="eager" fetchPriority="high" alt="A mug"/>';

  it('are asked for by the loader once the first view is painted, not by the parser', () => {
    const html = fillTemplate(
      template,
      { status: 200, head: '', html: '<p>Hello</p>', data: '<script type="application/json"></script>' },
      { css: [], js: ['/assets/page.js'] },
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('src="/assets/site.js"');
    expect(html).toContain(
      '<div id="root"><p>Hello</p></div><script type="application/json"></script>' +
        `<script data-scripts="/assets/site.js /assets/shared.js /assets/page.js">${SCRIPT_LOADER}</script>`,
    );
  });

  it("preload the page's main picture after the viewport's tag, with its srcset and sizes", () => {
    const html = fillTemplate(template, { status: 200, head: '', html: `<main>${picture}</main>`, data: '' });
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width" />\n' +
        '    <link rel="preload" as="image" href="/i/a-800.webp" imagesrcset="/i/a-400.webp 400w, /i/a-800.webp 800w" imagesizes="92vw" fetchpriority="high">',
    );
    // A page without a main picture preloads none; a picture fetched at the usual priority is not one.
    expect(mainPicturePreload('<img src="/i/b.webp" loading="lazy" alt=""/>')).toBeNull();
    expect(mainPicturePreload('<p>No picture</p>')).toBeNull();
  });

  it('the loader is the one inline script the Content-Security-Policy allows', async () => {
    const t = await createTestApp({ webDist: webDist() }, { serverEntry: sourceEntry });
    try {
      const res = await t.client().get('/login');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${SCRIPT_LOADER_CSP} ${EARLY_READS_CSP};`);
      const hash = crypto.createHash('sha256').update(SCRIPT_LOADER).digest('base64');
      expect(SCRIPT_LOADER_CSP).toBe(`'sha256-${hash}'`);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe("the app's document for a dashboard address", () => {
  it('shows the outline, asks for the first reads at once and starts the entry, the frame and the page once it is painted', () => {
    const template =
      '<html><head>\n    <meta charset="UTF-8" />\n' +
      '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/query.js">\n' +
      '  </head><body><div id="root"></div></body></html>';
    const html = fillAppTemplate(
      template,
      { html: '<div>outline $&</div>', reads: ['/api/cart'] },
      { js: ['/assets/dashboard.js'], css: ['/assets/dashboard.css'] },
    );
    expect(html).toBe(
      '<html><head>\n    <meta charset="UTF-8" />\n' +
        `    <script data-reads="/api/cart">${EARLY_READS}</script>\n` +
        '    <link rel="stylesheet" crossorigin href="/assets/dashboard.css">\n' +
        '  </head><body><div id="root"><div>outline $&</div></div>' +
        `<script data-scripts="/assets/index.js /assets/query.js /assets/dashboard.js">${SCRIPT_LOADER}</script>` +
        '</body></html>',
    );
  });

  it("finds the frame's and the page's chunks and stylesheets beyond the app entry's", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_query.js'] },
      '_query.js': { file: 'assets/query.js' },
      'src/app/shell/DashboardLayout.tsx': {
        file: 'assets/dashboard.js',
        imports: ['_query.js', '_icon.js'],
        css: ['assets/dashboard.css'],
      },
      'src/features/dashboard/DashboardHomePage.tsx': {
        file: 'assets/dashboard.js',
        imports: ['_query.js'],
        css: ['assets/dashboard.css'],
      },
      '_icon.js': { file: 'assets/icon.js' },
    };
    expect(
      pageAssets(
        manifest,
        ['src/app/shell/DashboardLayout.tsx', 'src/features/dashboard/DashboardHomePage.tsx'],
        'index.html',
      ),
    ).toEqual({ css: ['/assets/dashboard.css'], js: ['/assets/dashboard.js', '/assets/icon.js'] });
  });
});

describe("the app's entry in stages", () => {
  it("links the stages' stylesheets and hands each script to the loader once", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', dynamicImports: ['_providers.js', 'src/app/start.tsx'] },
      '_providers.js': {
        file: 'assets/providers.js',
        imports: ['index.html'],
        css: ['assets/providers.css'],
      },
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['_providers.js'] },
      'src/features/dashboard/DashboardHomePage.tsx': { file: 'assets/home.js', css: ['assets/home.css'] },
    };
    const assets = pageAssets(manifest, ['src/features/dashboard/DashboardHomePage.tsx'], 'index.html');
    expect(assets).toEqual({
      css: ['/assets/home.css', '/assets/providers.css'],
      js: ['/assets/home.js', '/assets/providers.js', '/assets/start.js'],
    });
    // The document preloads the stages itself, as the build writes it.
    const template =
      '<html><head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/providers.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/start.js">\n' +
      '  </head><body><div id="root"></div></body></html>';
    const html = fillAppTemplate(template, { html: '<div>outline</div>', reads: [] }, assets);
    expect(html).toContain(
      `<script data-scripts="/assets/index.js /assets/providers.js /assets/start.js /assets/home.js">`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/providers.css">');
  });

  it("leaves the site's entry's dynamic imports (every public page) alone", () => {
    const manifest = {
      'site.html': { file: 'assets/site.js', dynamicImports: ['src/Home.tsx', 'src/Other.tsx'] },
      'src/Home.tsx': { file: 'assets/home.js' },
      'src/Other.tsx': { file: 'assets/other.js' },
    };
    expect(pageAssets(manifest, 'src/Home.tsx')).toEqual({ css: [], js: ['/assets/home.js'] });
  });
});

describe("a page's stylesheets, inline", () => {
  it('are written into the document, except one that cannot be read', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/a.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/missing.css"></head>';
    const sheets: Record<string, string> = { '/assets/a.css': 'body{font:url(/assets/f.woff2)}' };
    expect(inlineStylesheets(html, (f) => sheets[f] ?? null)).toBe(
      '<head><style>body{font:url(/assets/f.woff2)}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/a.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/missing.css"></head>',
    );
  });
});
