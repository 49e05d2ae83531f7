import { test as base, expect, type Page } from '@playwright/test';

/**
 * What a browser's console shows when the HTML the server rendered is not what the browser renders
 * (React's production codes 418–425 are the mismatch ones). Preact, which hydrates the public pages,
 * adopts the server's HTML without comparing it and prints nothing: hydration.spec.ts compares each
 * public page as served with the browser's own render instead.
 */
export const HYDRATION_PROBLEM = /hydrat|Minified React error #4(18|19|21|22|23|25)\b|did not match/i;

/**
 * `test` for the specs of the public pages (rendered on the server): every test also fails when a
 * page of its browser context reported a hydration problem in the console.
 */
export const test = base.extend<{ hydrationCheck: undefined }>({
  // A page the server rendered shows before it is live; `goto` and `reload` return once it is
  // (typing into it earlier would be lost, as it would for a person that quick).
  page: async ({ page }, use) => {
    const live = () =>
      page.waitForFunction(
        () => !document.getElementById('ssr-data') || document.documentElement.dataset.live !== undefined,
      );
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      await live();
      return res;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const res = await reload(options);
      await live();
      return res;
    };
    await use(page);
  },
  hydrationCheck: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_PROBLEM.test(m.text()))
          problems.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
      });
      context.on('weberror', (e) => {
        if (HYDRATION_PROBLEM.test(e.error().message)) problems.push(e.error().message);
      });
      await use(undefined);
      expect(problems, 'hydration problems in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The page as the browser alone renders it: a public page's document without the server's HTML
 * (the site's plain shell, which renders the page itself), for tests that answer the page's API
 * calls themselves to show a state (loading, a failing endpoint, made-up products). Other
 * documents (the app's) are left as they are.
 */
export async function clientRendered(page: Page) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document') return route.fallback();
    const served = await route.fetch();
    if (!(await served.text()).includes('id="ssr-data"')) return route.fulfill({ response: served });
    const shell = await route.fetch({ url: new URL('/site.html', request.url()).href });
    return route.fulfill({ response: shell, status: served.status() });
  });
}
