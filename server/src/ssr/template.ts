/** What the web app's server entry renders for one page (see web/src/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  data: string;
}

/**
 * Writes a rendered page into the built index.html: the page's own head tags replace the default
 * title and description, the HTML goes inside the root element and the data beside it. Mantine's
 * light scheme is named on <html> so the first paint has its colours before any script runs.
 * (Replacements are functions, so a `$` in a page is never read as a pattern.)
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  let html = template.replace(/<html([^>]*)>/, (_m, attrs: string) =>
    attrs.includes('data-mantine-color-scheme')
      ? `<html${attrs}>`
      : `<html${attrs} data-mantine-color-scheme="light">`,
  );
  if (page.head) {
    html = html
      .replace(/\s*<title>[\s\S]*?<\/title>/, '')
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', () => `    ${page.head}\n  </head>`);
  }
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>${page.data}`);
}
