import { createHash } from 'node:crypto';

/** What the web app's server entry renders for one page (see web/src/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  data: string;
  /** the page's source file (its key in the build's manifest) */
  module?: string | null;
}

/** The build's manifest (`vite build --manifest`): each source's chunk, its static imports and stylesheets. */
export type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The document the public pages are written into: the site's small entry, not the app's. */
export const SITE_DOCUMENT = 'site.html';
/** The app's document: every other address of the web app (dashboard, builder, staff pages …). */
export const APP_DOCUMENT = 'index.html';

/** What the server's render gives for an app address inside the dashboard frame (web/src/entry-server.tsx). */
export interface AppShell {
  html: string;
  modules: string[];
  /** the API reads the frame's first view makes, asked for by EARLY_READS */
  reads: string[];
  key: string;
  /** it names the signed-in visitor (their welcome): sent to them alone, never kept */
  personal?: boolean;
}

/**
 * The first thing a dashboard address's document does: ask who is signed in, and for a signed-in
 * visitor the reads the frame's first view makes (its `data-reads`), while the app's scripts are
 * still on their way rather than once they have run. The answers wait on `window.__pressrunEarly`
 * by URL; the app's API client takes each for the first GET of that URL (web/src/app/api.ts). A
 * visitor, or an expired session (which the app refreshes first), gets no reads: nothing is asked
 * that would answer 401. The page's CSP allows exactly this text, by its hash.
 */
export const EARLY_READS = `(() => {
  const ask = (url) => fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const session = ask('/api/auth/session');
  const early = { '/api/auth/session': session };
  const user = session.then((r) => (r.ok ? r.clone().json() : null)).then((s) => Boolean(s?.user), () => false);
  for (const url of document.currentScript.dataset.reads.split(' ').filter(Boolean))
    early[url] = user.then((signedIn) => (signedIn ? ask(url).catch(() => null) : null));
  window.__pressrunEarly = early;
})();`;

/** The Content-Security-Policy source that lets EARLY_READS run. */
export const EARLY_READS_CSP = `'sha256-${createHash('sha256').update(EARLY_READS).digest('base64')}'`;

/**
 * The stylesheets and chunks a page needs beyond its document's entry (which the document links
 * already): its stylesheets must be there before the first paint, or the server's HTML shows
 * unstyled until the page's script has loaded them; its chunks are preloaded so hydration does not
 * wait on them. `modules` is the page's source file, or several (the dashboard's frame and page).
 */
export function pageAssets(
  manifest: Manifest | null,
  modules: string | string[] | null | undefined,
  document = SITE_DOCUMENT,
) {
  const css = new Set<string>();
  const js = new Set<string>();
  if (!manifest || !modules) return { css: [], js: [] };
  const entry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  walk(document, entry);
  const page = new Set<string>();
  const roots = typeof modules === 'string' ? [modules] : [...modules];
  // The app's entry imports its stages itself as it runs (web/src/main.tsx): their stylesheets are
  // linked like the page's. (The site's entry imports a page only when it is the one shown.)
  if (document === APP_DOCUMENT) roots.push(...(manifest[document]?.dynamicImports ?? []));
  for (const module of roots) walk(module, page);
  for (const key of page) {
    if (entry.has(key)) continue;
    js.add(`/${manifest[key]!.file}`);
    for (const c of manifest[key]!.css ?? []) css.add(`/${c}`);
  }
  return { css: [...css], js: [...js] };
}

/**
 * A page's scripts start once its first view is on screen. A public page's HTML is the whole page
 * (links work and the sign-in forms keep what is typed), and a dashboard address's shows the frame
 * in outline, so on a slow line the picture and the font should have the connection to themselves,
 * and the scripts that make the page live come after. This inline script (the page's CSP allows
 * exactly this text, by its hash) waits until the browser reports the paint of what the view is
 * waiting for: the page's main picture (its `fetchpriority="high"` image) or the element marked
 * `data-first-view` (the outline's heading, drawn in the page's font). It asks for that element's
 * own paint (Element Timing): the page's largest paint is not always it (a short name makes the
 * outline's heading smaller than the line below it, and the scripts then waited the full 3 s).
 * A browser without Element Timing reports the largest paint (`largest-contentful-paint`) instead,
 * and on a page with nothing awaited the first paint of its text counts. Then it imports
 * the entry and preloads the page's chunks, as the document's own tags would have done at once,
 * two chunks a task: each request costs a slow phone some milliseconds of its main thread, and
 * twenty-odd in one task held it as long as evaluating a script. A browser that reports neither
 * waits for the picture to load and the next frame. Half a second after the picture has loaded,
 * or 3 s after the document (a hidden tab paints nothing), it starts anyway. The scripts are the
 * `data-scripts` of the element, the entry first.
 */
export const SCRIPT_LOADER = `(() => {
  const [entry, ...chunks] = document.currentScript.dataset.scripts.split(' ');
  let started = false;
  const preload = (from) => {
    for (const href of chunks.slice(from, from + 2)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + 2 < chunks.length) setTimeout(() => preload(from + 2));
  };
  const start = () => {
    if (started) return;
    started = true;
    import(entry);
    preload(0);
  };
  const picture = document.querySelector('#root img[fetchpriority="high"]');
  const awaited = picture || document.querySelector('#root [data-first-view]');
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  const types = PerformanceObserver.supportedEntryTypes || [];
  const paints = awaited && types.includes('element') ? 'element'
    : types.includes('largest-contentful-paint') ? 'largest-contentful-paint' : null;
  if (paints) {
    awaited?.setAttribute('elementtiming', 'first-view');
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((paint) => !awaited || paint.element === awaited)) {
        observer.disconnect();
        setTimeout(start);
      }
    }).observe({ type: paints, buffered: true });
    if (picture) {
      const later = () => setTimeout(start, 500);
      if (picture.complete) later();
      picture.addEventListener('load', later);
      picture.addEventListener('error', start);
    }
  } else if (picture && !picture.complete) {
    picture.addEventListener('load', afterPaint);
    picture.addEventListener('error', afterPaint);
  } else afterPaint();
  setTimeout(start, 3000);
})();`;

/** The Content-Security-Policy source that lets SCRIPT_LOADER (and no other inline script) run. */
export const SCRIPT_LOADER_CSP = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/** A page's stylesheet linked as Vite links the entry's (the form `inlineStylesheets` looks for). */
const stylesheetLink = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A preload, near the top of the head, of the page's main picture (the `<img fetchpriority="high">` of
 * its HTML, with the same srcset and sizes, so the browser picks the same file): the head carries a
 * few KB of styles, and the picture is then asked for with the document's first bytes rather than
 * once the parser reaches the body.
 */
export function mainPicturePreload(pageHtml: string): string | null {
  const img = /<img\s[^>]*fetchpriority="high"[^>]*>/i.exec(pageHtml)?.[0];
  const src = img && attrOf(img, 'src');
  if (!img || !src) return null;
  const srcset = attrOf(img, 'srcset');
  const sizes = attrOf(img, 'sizes');
  return [
    `<link rel="preload" as="image" href="${src}"`,
    srcset ? ` imagesrcset="${srcset}"` : '',
    srcset && sizes ? ` imagesizes="${sizes}"` : '',
    ' fetchpriority="high">',
  ].join('');
}

/**
 * Writes a rendered page into the built site.html: the page's own head tags replace the default
 * title and description, its stylesheets are linked, the HTML goes inside the root element and the
 * data beside it. The document's script and module preloads, and the page's chunks, are handed to
 * SCRIPT_LOADER instead of being asked for by the parser. (Replacements are functions, so a `$` in a
 * page is never read as a pattern.)
 */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  assets: { css: string[]; js: string[] } = { css: [], js: [] },
): string {
  let { html, scripts } = takeScripts(template);
  if (page.head) {
    html = html.replace(/\s*<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  }
  // After the viewport's tag: before it the browser would choose from the srcset for a desktop's width.
  const picture = mainPicturePreload(page.html);
  if (picture)
    html = html.replace(/<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}\n    ${picture}`);
  const links = assets.css.map(stylesheetLink);
  const head = [page.head, ...links].filter(Boolean).join('\n    ');
  if (head) html = html.replace('</head>', () => `    ${head}\n  </head>`);
  const loader = scriptLoader(scripts, assets.js);
  return html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${page.html}</div>${page.data}${loader}`,
  );
}

/** A document without its script and module preloads, and those scripts: the entry first, then every chunk it imports. */
function takeScripts(template: string): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  const html = template
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => {
      scripts.unshift(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
      scripts.push(href);
      return '';
    });
  return { html, scripts };
}

/**
 * SCRIPT_LOADER handed the document's scripts and the page's chunks, each once (the app's document
 * preloads its entry's stages itself); nothing when there is no entry.
 */
const scriptLoader = (scripts: string[], chunks: string[]) =>
  scripts.length
    ? `<script data-scripts="${attr([...new Set([...scripts, ...chunks])].join(' '))}">${SCRIPT_LOADER}</script>`
    : '';

/**
 * The app's document for a dashboard address: the frame's outline inside the root element (the app
 * replaces it when it renders), the frame's first reads asked for at once (EARLY_READS, first in the
 * head), and the frame's and the page's stylesheets linked beside the entry's. The outline is painted
 * from the document and its stylesheets alone, so the scripts (the entry's, and the frame's and the
 * page's chunks together, rather than each once the code before it has run) start once it is on
 * screen (SCRIPT_LOADER), as on the public pages.
 */
export function fillAppTemplate(
  template: string,
  shell: { html: string; reads: string[] },
  assets: { css: string[]; js: string[] },
): string {
  const reads = `<script data-reads="${attr(shell.reads.join(' '))}">${EARLY_READS}</script>`;
  let { html, scripts } = takeScripts(template);
  html = html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${reads}`);
  // Vite's loader finds these links when the chunks load and asks for nothing again.
  const links = assets.css.map(stylesheetLink);
  if (links.length) html = html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
  const loader = scriptLoader(scripts, assets.js);
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${shell.html}</div>${loader}`);
}

/**
 * Puts the page's stylesheets into the document itself: on a phone's slow connection each linked
 * stylesheet is a round trip before the first paint, while together they are a few kilobytes
 * (compressed with the page). Their `url()`s are absolute, so they read the same inline. A sheet
 * that cannot be read, or longer than `maxLength`, stays linked.
 */
export function inlineStylesheets(
  html: string,
  read: (file: string) => string | null,
  maxLength = Number.POSITIVE_INFINITY,
): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g,
    (link, file: string) => {
      const css = read(file);
      if (css === null || css.includes('</') || css.length > maxLength) return link;
      // The disabled link stays for the page's script: Vite's loader finds it and does not fetch the
      // sheet again when it loads the page's chunk; a disabled stylesheet is never fetched.
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="${file}" disabled>`;
    },
  );
}
