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

const lowPriority = (href: string) =>
  `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`;

/**
 * Writes a rendered page into the built site.html: the page's own head tags replace the default
 * title and description, its stylesheets and chunks are linked, the HTML goes inside the root
 * element and the data beside it. (Replacements are functions, so a `$` in a page is never read
 * as a pattern.)
 */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  assets: { css: string[]; js: string[] } = { css: [], js: [] },
): string {
  // The page is readable before its script runs, so on a slow line its picture and font come
  // first: the script that makes it live (the entry and every chunk) is fetched at low priority.
  let html = template
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) =>
      lowPriority(href),
    );
  if (page.head) {
    html = html.replace(/\s*<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  }
  const links = [
    ...assets.js.map(lowPriority),
    ...assets.css.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`),
  ];
  const head = [page.head, ...links].filter(Boolean).join('\n    ');
  if (head) html = html.replace('</head>', () => `    ${head}\n  </head>`);
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>${page.data}`);
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
