import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MUG, verifiedUser } from './ordering-steps';
import { NARROW, WIDE } from './support';

// While a dashboard page loads, its frame shows at once and the content area shows grey blocks in
// the page's shape, never a spinner on a blank page; the page then fills in where they were.

/** Holds every request matching `url` until `release` is called. */
async function hold(page: Page, url: string | ((url: URL) => boolean)) {
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const spinner = (page: Page) => page.locator('.mantine-Loader-root');

for (const [label, viewport] of [
  ['wide', WIDE],
  ['phone', NARROW],
] as const) {
  test(`a dashboard page opened cold shows the frame and a page-shaped skeleton (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await verifiedUser(page);
    // The session check is held: the frame cannot know who is signed in yet.
    const releaseSession = await hold(page, '**/api/auth/session');
    await page.goto('/dashboard/orders');
    const skeleton = page.getByTestId('page-skeleton');
    await expect(page.getByTestId('shell-skeleton')).toBeVisible();
    await expect(skeleton).toHaveAttribute('data-shape', 'list');
    await expect(spinner(page)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`dashboard-session-held-${label}.png`) });
    const skeletonTop = (await skeleton.boundingBox())!.y;

    // The session answers; the orders are still on their way: the real frame, the page's heading,
    // and the list's own skeleton where the rows will be.
    const releaseOrders = await hold(page, (url) => url.pathname === '/api/orders');
    releaseSession();
    const heading = page.getByRole('heading', { level: 1, name: 'Orders' });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('shell-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('orders-loading')).toBeVisible();
    await expect(spinner(page)).toHaveCount(0);
    // The page starts where its skeleton started: nothing above it moved.
    expect(Math.abs((await heading.boundingBox())!.y - skeletonTop)).toBeLessThanOrEqual(6);
    await page.screenshot({ path: test.info().outputPath(`dashboard-orders-held-${label}.png`) });

    releaseOrders();
    await expect(page.getByTestId('orders-empty')).toBeVisible();
  });
}

test('the builder shows its panel while the canvas library arrives, then the canvas', async ({ page }) => {
  await verifiedUser(page);
  const releaseCanvas = await hold(page, '**/assets/DesignCanvas-*.js');
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await expect(page.getByRole('button', { name: 'Add text' })).toBeVisible();
  await expect(page.getByTestId('canvas-loading')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('builder-canvas-held-wide.png') });
  releaseCanvas();
  await expect(page.getByTestId('design-canvas')).toBeVisible();
  await expect(page.getByTestId('canvas-loading')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('builder-wide.png') });
  await page.setViewportSize(NARROW);
  await expect(page.getByTestId('design-canvas')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('builder-phone.png'), fullPage: true });
});

for (const [label, viewport] of [
  ['wide', WIDE],
  ['phone', NARROW],
] as const) {
  test(`the dashboard's home opened cold greets the user by name before its code has run, and the page's heading lands on the greeting (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await verifiedUser(page);
    // The app's code is held: what shows is the server's document alone.
    const releaseCode = await hold(
      page,
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    );
    await page.goto('/dashboard/default');
    const welcome = page.getByRole('heading', { level: 1, name: /^Welcome to your Dashboard, \p{Lu}/u });
    await expect(welcome).toBeVisible();
    await expect(page.getByTestId('shell-skeleton')).toBeVisible();
    const outlined = (await welcome.boundingBox())!;
    await page.screenshot({ path: test.info().outputPath(`dashboard-home-outline-${label}.png`) });

    // Everything the app draws from here on is recorded: its first render should be the page itself,
    // with its figures (its code and its first reads were in hand before it), not the page's skeleton
    // or the checklist's placeholders first and the page a moment later.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as { drawn?: string[] }).drawn = seen;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of Array.from(change.addedNodes)) {
            if (!(node instanceof HTMLElement)) continue;
            if (
              node.querySelector('[data-testid="page-skeleton"]') ||
              node.dataset.testid === 'page-skeleton'
            )
              seen.push('page skeleton');
            if (/Loading…/.test(node.textContent ?? '')) seen.push('Loading…');
          }
      }).observe(document.body, { childList: true, subtree: true });
    });
    releaseCode();
    await expect(page.getByTestId('shell-skeleton')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByText(/\d of 4 complete/)).toBeVisible();
    expect(await page.evaluate(() => (window as { drawn?: string[] }).drawn)).toEqual([]);
    const drawn = (await welcome.boundingBox())!;
    // The same words in the same place and size: nothing moved, nothing was drawn twice.
    expect(Math.abs(drawn.y - outlined.y)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(drawn.height - outlined.height)).toBeLessThanOrEqual(0.5);
  });
}

test("the app's start-up code is compiled as it downloads, the code of pages opened later when first run", async ({
  request,
}) => {
  // V8 compiles a function on the main thread when it is first called, unless its file carries this
  // hint: then it compiles the whole file on a background thread as the file streams in.
  const HINT = '//# allFunctionsCalledOnLoad\n';
  // The document of a dashboard address lists the start-up code for its loader to fetch.
  const html = await (await request.get('/dashboard/default')).text();
  const startUp = /data-scripts="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(startUp.length).toBeGreaterThan(4);
  let later = '';
  for (const file of startUp) {
    const code = await (await request.get(file)).text();
    expect(code.startsWith(HINT), file).toBe(true);
    later ||= /MockupBuilderPage-[\w-]+\.js/.exec(code)?.[0] ?? '';
  }
  // The builder's page: a chunk the start-up code names but loads only when the builder opens.
  expect(later).not.toBe('');
  later = `/assets/${later}`;
  expect((await (await request.get(later)).text()).startsWith(HINT)).toBe(false);
});
