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
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The document the public pages are written into: the site's small entry, not the app's. */
export const SITE_DOCUMENT = 'site.html';

/**
 * The stylesheets and chunks a page needs beyond the site entry's (which site.html links already): its
 * stylesheets must be there before the first paint, or the server's HTML shows unstyled until the
 * page's script has loaded them; its chunks are preloaded so hydration does not wait on them.
 */
export function pageAssets(manifest: Manifest | null, module: string | null | undefined) {
  const css = new Set<string>();
  const js = new Set<string>();
  if (!manifest || !module) return { css: [], js: [] };
  const entry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  walk(SITE_DOCUMENT, entry);
  const page = new Set<string>();
  walk(module, page);
  for (const key of page) {
    if (entry.has(key)) continue;
    js.add(`/${manifest[key]!.file}`);
    for (const c of manifest[key]!.css ?? []) css.add(`/${c}`);
  }
  return { css: [...css], js: [...js] };
}

/**
 * The site's scripts start once the page's first view is on screen. The server's HTML is the whole
 * page: links work and the sign-in forms keep what is typed (see the forms), so on a slow line the
 * picture and the font should have the connection to themselves, and the scripts that make the page
 * live come after. This inline script (the page's CSP allows exactly this text, by its hash) waits
 * until the browser reports the page's largest paint (`largest-contentful-paint`): the page's main
 * picture (its `fetchpriority="high"` image) once it is painted, or on a page without one the first
 * paint of its text. Then it preloads the page's chunks together and imports the entry, as the
 * document's own tags would have done at once. A browser that does not report largest paints waits
 * for the picture to load and the next frame. Half a second after the picture has loaded, or 3 s
 * after the document (a hidden tab paints nothing), it starts anyway. The scripts are the
 * `data-scripts` of the element, the entry first.
 */
export const SITE_LOADER = `(() => {
  const [entry, ...chunks] = document.currentScript.dataset.scripts.split(' ');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  const picture = document.querySelector('#root img[fetchpriority="high"]');
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((paint) => !picture || paint.element === picture)) {
        observer.disconnect();
        setTimeout(start);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
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

/** The Content-Security-Policy source that lets SITE_LOADER (and no other inline script) run. */
export const SITE_LOADER_CSP = `'sha256-${createHash('sha256').update(SITE_LOADER).digest('base64')}'`;

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
 * SITE_LOADER instead of being asked for by the parser. (Replacements are functions, so a `$` in a
 * page is never read as a pattern.)
 */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  assets: { css: string[]; js: string[] } = { css: [], js: [] },
): string {
  // The entry first, then every chunk it or the page imports.
  const scripts: string[] = [];
  let html = template
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => {
      scripts.unshift(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
      scripts.push(href);
      return '';
    });
  if (page.head) {
    html = html.replace(/\s*<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  }
  // After the viewport's tag: before it the browser would choose from the srcset for a desktop's width.
  const picture = mainPicturePreload(page.html);
  if (picture)
    html = html.replace(/<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}\n    ${picture}`);
  const links = assets.css.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`);
  const head = [page.head, ...links].filter(Boolean).join('\n    ');
  if (head) html = html.replace('</head>', () => `    ${head}\n  </head>`);
  if (scripts.length) scripts.push(...assets.js);
  const loader = scripts.length
    ? `<script data-scripts="${attr(scripts.join(' '))}">${SITE_LOADER}</script>`
    : '';
  return html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${page.html}</div>${page.data}${loader}`,
  );
}

/**
 * Puts the page's stylesheets into the document itself: on a phone's slow connection each linked
 * stylesheet is a round trip before the first paint, while together they are a few kilobytes
 * (compressed with the page). Their `url()`s are absolute, so they read the same inline. A sheet
 * that cannot be read stays linked.
 */
export function inlineStylesheets(html: string, read: (file: string) => string | null): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g,
    (link, file: string) => {
      const css = read(file);
      if (css === null || css.includes('</')) return link;
      // The disabled link stays for the page's script: Vite's loader finds it and does not fetch the
      // sheet again when it loads the page's chunk; a disabled stylesheet is never fetched.
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="${file}" disabled>`;
    },
  );
}
