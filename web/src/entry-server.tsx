/**
 * The server's render of the public pages (built with `vite build --ssr`, loaded by the server):
 * the same pages and tree as the site's entry (site/main.tsx), rendered for a signed-out visitor, with the data
 * the page showed, so the browser hydrates it without asking again.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { type ServerGet, setServerGet } from './app/api';
import { absoluteUrl, HeadCollector, type PageHead } from './app/head';
import { queryDefaults } from './app/query';
import { codesOf, firstReads, routePathOf } from './app/router';
import { pageShapeFor } from './app/shell/PageSkeleton';
import { ShellSkeleton } from './app/shell/ShellSkeleton';
import { SiteNavProvider, staticNav } from './app/site-nav';
import { SSR_DATA_ID } from './app/ssr-data';
import { setSiteYear } from './components/site';
import { dashboardWelcome } from './features/dashboard';
import { NOT_FOUND, SITE_PAGES, type SitePage } from './site/pages';
import { SiteApp } from './site/SiteApp';

/**
 * The queries the server answers for a page (the catalogue and the site's facts, the footer's year
 * among them; never the session).
 */
const SERVER_QUERIES = new Set(['catalog', 'site']);

export interface RenderedPage {
  status: number;
  /** the tags for the document's head: title, description, canonical, Open Graph, structured data */
  head: string;
  /** the page's HTML, for inside the root element */
  html: string;
  /** the script element carrying the page's data */
  data: string;
  /** the page's source file, by which the server finds its stylesheets and chunks in the build */
  module: string | null;
}

/**
 * The public page the server renders at a path: one of the site's pages, or the not-found page for
 * an address that is no page at all. The app's own pages (dashboard, builder, staff …) get the
 * app's document and render in the browser.
 */
export function publicPageAt(pathname: string): SitePage | null {
  // The app's route table decides (it ranks fixed segments before parameters).
  const path = routePathOf(pathname);
  if (path === undefined || path === '*') return NOT_FOUND;
  return SITE_PAGES.find((p) => p.pattern === path) ?? null;
}

/**
 * Renders one public page. `get` answers the page's API reads in the server's own process; `origin`
 * is the site's public address (canonical URLs); `year` the server's year now, which the footer
 * names (the server keeps the page for that year). Null when the path is not a public page.
 */
export async function render(
  url: string,
  { get, origin, year }: { get: ServerGet; origin: string; year: number },
): Promise<RenderedPage | null> {
  const address = new URL(url, origin);
  const sitePage = publicPageAt(address.pathname);
  if (!sitePage) return null;
  const { default: Page } = await sitePage.load();
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  setSiteYear(queryClient, year);

  let head: PageHead | null = null;
  const tree = () => (
    <HeadCollector.Provider
      value={(h) => {
        head = h;
      }}
    >
      <SiteApp queryClient={queryClient} nav={staticNav(address)} Page={Page} />
    </HeadCollector.Provider>
  );

  // First render: the page's components name the queries they read; the server answers those, then
  // renders again with the data (twice at most for queries that only appear once data has come).
  // (Every render is handed the same function, so renders running at once share it safely.)
  setServerGet(get);
  let html = '';
  for (let pass = 0; pass < 3; pass++) {
    html = await toHtml(tree());
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && SERVER_QUERIES.has(String(q.queryKey[0])));
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }

  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => SERVER_QUERIES.has(String(q.queryKey[0])) && q.state.status !== 'pending',
  });
  // An error crosses as its status and message (an Error's message is not in its JSON).
  for (const q of state.queries) {
    const e = q.state.error as { status?: number; code?: string; message?: string } | null;
    if (e) q.state.error = { status: e.status, code: e.code, message: e.message } as never;
  }
  const page = head as PageHead | null;
  return {
    status: page?.status ?? 200,
    head: page ? headTags(page, origin) : '',
    html,
    data: `<script type="application/json" id="${SSR_DATA_ID}">${escapeJson(JSON.stringify(state))}</script>`,
    module: sitePage.src,
  };
}

/** What the app's document carries for an address inside the dashboard frame (see appShell). */
export interface AppShell {
  /** the frame in outline, for inside the root element */
  html: string;
  /** the source files (the build manifest's keys) of the frame's and the page's code */
  modules: string[];
  /** the API reads the frame's first view makes (the document asks for them at once) */
  reads: string[];
  /** what the document depends on: the same key, the same document (unless personal) */
  key: string;
  /** it names the signed-in visitor: sent to them alone, never kept for another */
  personal: boolean;
}

/** Who the app's document is for, when the request carries a session: the names the pages greet. */
export interface Viewer {
  first_name: string;
  name: string;
}

/**
 * The app renders in the browser, but a dashboard address need not open on a blank page while its
 * scripts arrive: its document shows the frame in outline (the same ShellSkeleton the app draws
 * while the session is checked, in the page's shape) and preloads the frame's and the page's code
 * with the entry. For a signed-in visitor the dashboard's home is outlined with its own welcome,
 * the first thing the page says. Null for an address outside the frame (the builder, staff pages, …).
 */
export async function appShell(
  pathname: string,
  viewer?: () => Promise<Viewer | null>,
): Promise<AppShell | null> {
  const codes = codesOf(pathname);
  if (!codes.some((c) => c.frame)) return null;
  const shape = pageShapeFor(pathname);
  // Who is signed in is read only for the page that greets them.
  const reader = pathname === '/dashboard/default' ? await viewer?.() : null;
  const heading = reader ? dashboardWelcome(reader) : undefined;
  const html = await toHtml(
    <SiteNavProvider value={staticNav(new URL(pathname, 'http://localhost'))}>
      <ShellSkeleton shape={shape} heading={heading} />
    </SiteNavProvider>,
  );
  const modules = codes.map((c) => c.src);
  const reads = firstReads(codes).map((r) => r.url);
  return { html, modules, reads, key: `${shape} ${modules.join(' ')}`, personal: heading !== undefined };
}

async function toHtml(node: ReactNode): Promise<string> {
  // prerender waits for every lazy page and Suspense boundary, so the HTML is the whole page.
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** Inside a script element, `<` would let the data close it; JSON reads \u003c as the same text. */
const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, '');

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function headTags(h: PageHead, origin: string): string {
  const canonical = h.canonical ? absoluteUrl(origin, h.canonical) : '';
  const image = h.image ? absoluteUrl(origin, h.image) : '';
  const tags = [
    `<title>${escapeAttr(h.title)}</title>`,
    `<meta name="description" content="${escapeAttr(h.description)}" />`,
    canonical && `<link rel="canonical" href="${escapeAttr(canonical)}" />`,
    `<meta property="og:type" content="${h.jsonLd ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeAttr(h.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(h.description)}" />`,
    canonical && `<meta property="og:url" content="${escapeAttr(canonical)}" />`,
    image && `<meta property="og:image" content="${escapeAttr(image)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    h.status === 404 && '<meta name="robots" content="noindex" />',
    h.jsonLd &&
      `<script type="application/ld+json" data-for="${escapeAttr(h.canonical ?? '')}">${escapeJson(JSON.stringify(h.jsonLd(origin)))}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
