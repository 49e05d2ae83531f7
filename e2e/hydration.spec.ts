import type { Page } from '@playwright/test';
import { clientRendered, expect, test } from './fixtures';

/**
 * Preact, which hydrates the public pages, adopts the server's HTML as it is and reports no
 * mismatch: were the browser's first render to differ from the server's, the page would quietly
 * keep the server's version until something re-rendered it. So each public page is loaded twice,
 * once as the server rendered it and once rendered by the browser alone, and once both have
 * settled (data loaded, session asked, every part live) their HTML must be the same.
 */
const PAGES = [
  '/',
  '/catalog',
  '/catalog?collection=new-arrivals',
  '/search?q=mug',
  '/login',
  '/register',
  '/terms',
  '/privacy',
  '/cookies',
  '/refund-policy',
  '/no-such-page',
];

/** The page's markup without what only one of the two ways writes. */
async function settledMarkup(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.documentElement.dataset.live !== undefined);
  return page.evaluate(() => {
    // Generated ids (React's server writes `_R_…_`, Preact `P0-0`) as the n-th one met, so a label
    // and its field still have to agree.
    const ids = new Map<string, string>();
    const generated = (value: string) =>
      value
        .split(' ')
        .map((v) =>
          /^(_R_\w+_|P\d+-\d+)$/.test(v) ? (ids.get(v) ?? ids.set(v, `id${ids.size}`).get(v)!) : v,
        )
        .join(' ');
    // Tags with their attributes in a fixed order (the two ways write them in different orders), a
    // style as the browser reads it, and a field's value as it shows (the server writes a value
    // attribute, Preact sets the property); no comments (React's server writes them between
    // adjacent texts), no preload links (it writes them for the first pictures) and no
    // `elementtiming` (the served page's script loader marks the element whose paint it awaits).
    const write = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.tagName === 'LINK') return '';
      const attributes = Array.from(node.attributes)
        .filter((a) => !['value', 'selected', 'checked', 'elementtiming'].includes(a.name))
        .map((a) => {
          if (a.name === 'style') return `style="${(node as HTMLElement).style.cssText}"`;
          return `${a.name}="${generated(a.value)}"`;
        });
      if (
        node instanceof HTMLInputElement ||
        node instanceof HTMLSelectElement ||
        node instanceof HTMLTextAreaElement
      )
        attributes.push(`(value)="${node.value}"`);
      if (node instanceof HTMLInputElement) attributes.push(`(checked)="${node.checked}"`);
      if (node instanceof HTMLOptionElement) attributes.push(`(selected)="${node.selected}"`);
      const children = Array.from(node.childNodes).map(write).join('');
      return `<${node.tagName.toLowerCase()} ${attributes.sort().join(' ')}>${children}</>`;
    };
    const root = document.getElementById('root')!;
    root.normalize();
    return write(root);
  });
}

/** The first place two markups part, a few tags either side (empty when they are the same). */
function difference(served: string, rendered: string) {
  const a = served.split('><');
  const b = rendered.split('><');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return '';
  const around = (tags: string[]) => tags.slice(Math.max(0, i - 2), i + 3).join('><');
  return `served:   …${around(a)}…\nrendered: …${around(b)}…`;
}

test("every public page: the server's HTML is what the browser renders", async ({ page, context }) => {
  // Twelve pages, each loaded twice and left to settle.
  test.setTimeout(180_000);
  const rendered = await context.newPage();
  await clientRendered(rendered);
  await page.goto('/catalog');
  const product = await page.getByTestId('product-tile').nth(5).getAttribute('href');
  for (const path of [...PAGES, product!]) {
    await page.goto(path);
    const served = await settledMarkup(page);
    await rendered.goto(path);
    const own = await settledMarkup(rendered);
    expect(served.length, path).toBeGreaterThan(500);
    expect(
      difference(served, own),
      `${path}: where the served page differs from the browser's own render`,
    ).toBe('');
  }
});
