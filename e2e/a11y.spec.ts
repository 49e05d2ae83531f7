import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePng } from './png';
import { A11Y_STAFF_EMAIL, csrfOf, NARROW, uniqueEmail, WIDE, waitForMail } from './support';

// The standing accessibility test: every route of the web app's route table, signed out and signed
// in (a company with artwork and a template), at 375 and 1440 px, with axe-core's WCAG 2.2 A/AA
// rules (and Label in Name, which axe holds as experimental). Any serious or critical violation fails it, and so does a page without its one <main> and
// one h1, or one that scrolls sideways at 320 px. A route added to web/src/app/router.tsx without
// a sample address below fails it too, so every new screen is held to the same bar.

const PASSWORD = 'press-run-1';
const MUG = '21101';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A sample address for every route pattern of the route table; `{template}` is a saved template,
 * `{order}` a placed order, `{checkoutSession}` and `{paypalOrder}` open payments on the sandbox pages,
 * `{store}` a connected sandbox store, `{sandboxStore}` its sandbox shop, and `{storeApproval}` an
 * open request to connect an Etsy store (the sandbox's approval screen).
 */
const SAMPLES: Record<string, { signedOut?: string[]; signedIn?: string[]; staff?: string[] }> = {
  '/': { signedOut: ['/'], signedIn: ['/'] },
  '/cookies': { signedOut: ['/cookies'] },
  '/privacy': { signedOut: ['/privacy'] },
  '/terms': { signedOut: ['/terms'] },
  '/refund-policy': { signedOut: ['/refund-policy'] },
  '/404': { signedOut: ['/404'], signedIn: ['/404'] },
  '/search': { signedOut: ['/search?q=mug', '/search?q=zzzzqqq'], signedIn: ['/search?q=bottle'] },
  '/login': { signedOut: ['/login'] },
  '/register': { signedOut: ['/register'] },
  '/forgot': { signedOut: ['/forgot'] },
  '/reset/:token?': { signedOut: ['/reset/not-a-real-token'] },
  '/verify': { signedOut: ['/verify?email=someone%40example.com'] },
  '/confirm_email/:key': { signedOut: ['/confirm_email/not-a-real-key'] },
  '/confirm_new_email/:token': {
    signedOut: ['/confirm_new_email/not-a-real-token'],
    signedIn: ['/confirm_new_email/not-a-real-token'],
  },
  '/catalog': {
    signedOut: ['/catalog', '/catalog?collection=nope'],
    signedIn: ['/catalog?collection=best-sellers'],
  },
  '/product/:sku/:variantColor': {
    signedOut: ['/product/21101/11oz-white'],
    signedIn: ['/product/PS1824/x'],
  },
  '/product/mockup/:id?': {
    signedOut: ['/product/mockup/'],
    signedIn: ['/product/mockup/', `/product/mockup/?sku=${MUG}`, `/product/mockup/{template}?sku=${MUG}`],
  },
  '/product/orderreview/*': { signedIn: ['/product/orderreview/null&isPaid=false'] },
  '/product/checkout/*': { signedIn: ['/product/checkout/null&isPaid=false'] },
  '/product/shipping/*': { signedIn: ['/product/shipping'] },
  '/product/confirmation/:id?': {
    signedIn: ['/product/confirmation/{order}', '/product/confirmation/999999'],
  },
  '/sandbox/checkout/:id': {
    signedOut: ['/sandbox/checkout/cs_unknown'],
    signedIn: ['/sandbox/checkout/{checkoutSession}'],
  },
  '/sandbox/paypal/:id': {
    signedOut: ['/sandbox/paypal/unknown'],
    signedIn: ['/sandbox/paypal/{paypalOrder}'],
  },
  '/sandbox/stores/:platform/authorize': {
    signedOut: ['/sandbox/stores/shopify/authorize?state=unknown&redirect_uri=http%3A%2F%2Flocalhost'],
    signedIn: ['{storeApproval}'],
  },
  '/sandbox/stores/:id': { signedOut: ['/sandbox/stores/999999'], signedIn: ['{sandboxStore}'] },
  '/dashboard': { signedIn: ['/dashboard'] },
  default: { signedIn: ['/dashboard/default'] },
  templates: { signedIn: ['/dashboard/templates'] },
  files: { signedIn: ['/dashboard/files'] },
  stores: { signedIn: ['/dashboard/stores'] },
  'stores/csv': { signedIn: ['/dashboard/stores/csv'] },
  'stores/integrations': { signedIn: ['/dashboard/stores/integrations'] },
  'stores/:id': { signedIn: ['/dashboard/stores/{store}', '/dashboard/stores/999999'] },
  billing: {
    signedIn: [
      '/dashboard/billing',
      '/dashboard/billing?tab=statements',
      '/dashboard/billing?tab=history',
      '/dashboard/billing?tab=legal',
    ],
  },
  help: { signedIn: ['/dashboard/help'] },
  orders: { signedIn: ['/dashboard/orders'] },
  'orders/claim/:id': { signedIn: ['/dashboard/orders/claim/{order}', '/dashboard/orders/claim/999999'] },
  'orders/:id': { signedIn: ['/dashboard/orders/{order}', '/dashboard/orders/999999'] },
  support: { signedIn: ['/dashboard/support'] },
  settings: { signedIn: ['/dashboard/settings', '/dashboard/settings?tab=license'] },
  'settings/edit_address': { signedIn: ['/dashboard/settings/edit_address'] },
  '/admin': { staff: ['/admin'] },
  '/admin/promo-codes': { staff: ['/admin/promo-codes'] },
  '/admin/companies': { staff: ['/admin/companies', '/admin/companies?q=zzzzqqq'] },
  '/admin/production': { staff: ['/admin/production', '/admin/production?status=OrderShipped'] },
  '/admin/production/:id': { staff: ['/admin/production/999999'] },
  '/admin/claims': { staff: ['/admin/claims'] },
  '/admin/claims/:id': { staff: ['/admin/claims/999999'] },
  '/admin/error-reports': { staff: ['/admin/error-reports'] },
  '/admin/integration-requests': {
    staff: ['/admin/integration-requests', '/admin/integration-requests?status=all'],
  },
  '/admin/faqs': { staff: ['/admin/faqs'] },
  '/admin/documents': {
    staff: ['/admin/documents', '/admin/documents?status=all&kind=resale_certificate'],
  },
  '/admin/documents/:id': { staff: ['/admin/documents/999999'] },
  '/admin/*': { signedIn: ['/admin/'], staff: ['/admin/nothing-here'] },
  '*': { signedOut: ['/no-such-page'] },
};

/** Every `path:` of the route table, read from its source. */
function routePatterns() {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../web/src/app/router.tsx'), 'utf8');
  return [...source.matchAll(/path: '([^']*)'/g)].map((m) => m[1]!);
}

interface Finding {
  url: string;
  width: number;
  rule: string;
  impact: string;
  nodes: string[];
}

/** Serious and critical axe violations of the page as it is now. */
async function audit(page: Page, url: string): Promise<Finding[]> {
  // label-content-name-mismatch (WCAG 2.5.3 Label in Name) is among axe's experimental rules, which
  // the tags alone leave off: turned on by name, so a control named other than its visible text fails.
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(TAGS)
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      url,
      width: page.viewportSize()!.width,
      rule: v.id,
      impact: v.impact!,
      nodes: v.nodes.slice(0, 6).map((n) => {
        // For contrast, the colours and ratio axe measured say what to change.
        const d = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
        const colours = d?.fgColor ? ` [${d.fgColor} on ${d.bgColor}: ${d.contrastRatio}]` : '';
        return `${n.target.join(' ')}${colours} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`;
      }),
    }));
}

/**
 * Waits until the page has drawn its latest change and every entrance transition (drawers,
 * notifications, skeleton fades) has finished, so colours are judged as they end up. Endless
 * animations (a loader's spin) never finish and are not waited for.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ending = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.allSettled(ending.map((a) => a.finished));
  });
}

/** Pages audited at once: each in its own tab, so the browser's renderers work side by side. */
const AT_ONCE = 3;

/** Runs `fn` on every address, AT_ONCE at a time, each tab of the page's context at `size`. */
async function inTabs<T>(
  page: Page,
  urls: string[],
  size: { width: number; height: number },
  fn: (tab: Page, url: string) => Promise<T[]>,
) {
  const tabs = [
    page,
    ...(await Promise.all(Array.from({ length: AT_ONCE - 1 }, () => page.context().newPage()))),
  ];
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    tabs.map(async (tab) => {
      await tab.setViewportSize(size);
      while (next < urls.length) out.push(...(await fn(tab, urls[next++]!)));
    }),
  );
  await Promise.all(tabs.slice(1).map((t) => t.close()));
  return out;
}

/**
 * Opens each address at both widths, waits for it to settle, and audits it; at 375 px the page is
 * then made 320 px wide and must not scroll sideways.
 */
async function auditAll(page: Page, urls: string[]) {
  const findings: Finding[] = [];
  for (const size of [NARROW, WIDE]) {
    findings.push(
      ...(await inTabs(page, urls, size, async (tab, url) => {
        await tab.goto(url);
        await tab.waitForLoadState('networkidle');
        // Every page has its main landmark (axe calls a missing one only 'moderate') and one h1 (a
        // redirect or a lazy page may still be on its way: both are awaited). Soft, so one page's
        // miss does not hide the others' findings.
        const at = `${url} @${size.width}px`;
        await expect.soft(tab.locator('main').first(), `${at}: its <main> landmark`).toBeVisible();
        await expect.soft(tab.locator('h1:visible'), `${at}: one h1 heading`).toHaveCount(1);
        await transitionsDone(tab);
        const found = await audit(tab, url);
        if (size === NARROW && !MAY_SCROLL_SIDEWAYS.test(url)) found.push(...(await sidewaysAt320(tab, url)));
        return found;
      })),
    );
  }
  return findings;
}

/** The builder is a canvas workspace: it must work at 320 px, but it may scroll sideways there. */
const MAY_SCROLL_SIDEWAYS = /^\/product\/mockup\/.*sku=/;

/**
 * At 320 px (a phone, or 1280 px at 400 % zoom: the same page made narrower) no page but the
 * builder scrolls sideways. Measured on the open page made 320 px wide, once it has laid itself
 * out again in its web font (not a wider fallback); the page is left at 375 px.
 */
async function sidewaysAt320(tab: Page, url: string): Promise<Finding[]> {
  await tab.setViewportSize({ width: 320, height: 720 });
  await tab.evaluate(() => document.fonts.ready);
  await transitionsDone(tab);
  const wide = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await tab.setViewportSize(NARROW);
  return wide > 0
    ? [{ url, width: 320, rule: `scrolls ${wide}px sideways`, impact: 'serious', nodes: [] }]
    : [];
}

function report(findings: Finding[]) {
  return findings
    .map((f) => `${f.url} @${f.width}px ${f.impact} ${f.rule}\n    ${f.nodes.join('\n    ')}`)
    .join('\n');
}

/**
 * An order placed (paid with a new card on the sandbox's page) and, with the template back in the
 * cart and the address held, a card checkout and a PayPal approval left open: the payment pages
 * and the confirmation are then seen as a customer sees them.
 */
async function paymentsUnderWay(page: Page, templateId: number) {
  const send = async (url: string, data: unknown, headers: Record<string, string> = {}) => {
    const res = await page.request.post(url, {
      headers: { 'x-csrf-token': await csrfOf(page.context()), ...headers },
      data,
    });
    expect(res.status(), url).toBeLessThan(300);
    return res.json();
  };
  const shipTo = {
    firstName: 'Ada',
    lastName: 'Access',
    street1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'US',
  };
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });
  await send('/api/checkout/quote', { shipTo });
  const paid = (await send('/api/checkout/card-session', {}, key())).url.split('/').pop() as string;
  await send(`/api/sandbox/checkout/${paid}/pay`, {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  const placed = await send('/api/checkout/orders', { paymentType: 'new_card', sessionId: paid }, key());
  await send('/api/cart/items', { templateId });
  await send('/api/checkout/quote', { shipTo });
  const open = (await send('/api/checkout/card-session', {}, key())).url.split('/').pop() as string;
  const paypal = await send('/api/checkout/paypal', {}, key());
  return {
    order: String(placed.order.id),
    checkoutSession: open,
    paypalOrder: paypal.paypalOrderId as string,
  };
}

/**
 * A sandbox Shopify store connected through the API the screens use (connect, approve, the
 * callback), and an Etsy connection left at its approval screen.
 */
async function storesUnderWay(page: Page) {
  const send = async (url: string, data: unknown) => {
    const res = await page.request.post(url, {
      headers: { 'x-csrf-token': await csrfOf(page.context()) },
      data,
    });
    expect(res.status(), url).toBeLessThan(300);
    return res.json();
  };
  const approval = async (platform: string, shop?: string) =>
    new URL((await send('/api/stores/connect', shop ? { platform, shop } : { platform })).url);
  const shopify = await approval('shopify', `a11y-${Date.now().toString(36)}`);
  const q = shopify.searchParams;
  const { redirect } = await send('/api/sandbox/stores/shopify/approve', {
    state: q.get('state'),
    redirectUri: q.get('redirect_uri'),
    name: 'Ada’s Access Shop',
  });
  // The callback connects the store and sends the browser on to Stores.
  expect((await page.request.get(redirect)).status()).toBeLessThan(400);
  const [store] = (await (await page.request.get('/api/stores')).json()) as Array<{
    id: number;
    sandboxUrl: string;
  }>;
  const etsy = await approval('etsy');
  return {
    store: String(store!.id),
    sandboxStore: store!.sandboxUrl,
    storeApproval: `${etsy.pathname}${etsy.search}`,
  };
}

const samples = (kind: 'signedOut' | 'signedIn' | 'staff') =>
  Object.values(SAMPLES).flatMap((s) => s[kind] ?? []);

test.setTimeout(600_000);
// Every tab of the test's browser context: the cookie banner already answered (it is audited on its
// own below; on every page it would repeat the same nodes), and less motion asked for.
test.use({ reducedMotion: 'reduce' });
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

test('every route of the route table has a sample address here', () => {
  const missing = routePatterns().filter((p) => !(p in SAMPLES));
  expect(missing, 'add these routes to SAMPLES in e2e/a11y.spec.ts').toEqual([]);
});

test('signed out: no serious or critical axe violation on any page, at 375 and 1440 px', async ({ page }) => {
  const urls = samples('signedOut');
  const findings = await auditAll(page, urls);
  expect(findings, report(findings)).toEqual([]);
});

test('the cookie banner has no serious or critical axe violation', async ({ page, context }) => {
  await context.clearCookies();
  await page.addInitScript(() => localStorage.removeItem('cookie-consent'));
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    const findings = await audit(page, '/ (cookie banner)');
    expect(findings, report(findings)).toEqual([]);
  }
});

test('signed in with artwork and a template: no serious or critical axe violation on any page', async ({
  page,
}) => {
  const email = uniqueEmail('a11y');
  const res = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': await csrfOf(page.context(), page.request) },
    data: { username: 'Ada Access', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(page.request, email, /verify/i);
  await page.goto(new URL(mail.links.find((l) => l.includes('/confirm_email/'))!).pathname);
  await expect(page.getByText('Your email address has been verified!', { exact: false })).toBeVisible();

  // A template made in the builder: the company then has artwork, a template and its mockups.
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await page
    .getByTestId('artwork-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(600, 300, [29, 53, 87]) });
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  await page.getByLabel('Name').fill('Access mug');
  // Review Order puts it in the cart too, so order review and the cart modal are seen with an item.
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/, { timeout: 60_000 });
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  const cart = await (await page.request.get('/api/cart')).json();
  const templateId = String(cart.cart.items[0].templateId);
  const payments = await paymentsUnderWay(page, Number(templateId));
  const stores = await storesUnderWay(page);

  const urls = samples('signedIn').map((u) =>
    u
      .replace('{template}', templateId)
      .replace('{order}', payments.order)
      .replace('{checkoutSession}', payments.checkoutSession)
      .replace('{paypalOrder}', payments.paypalOrder)
      .replace('{store}', stores.store)
      .replace('{sandboxStore}', stores.sandboxStore)
      .replace('{storeApproval}', stores.storeApproval),
  );
  const findings = await auditAll(page, urls);
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    await page.goto('/dashboard/default');
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' }).getByTestId('cart-line')).toHaveCount(1);
    await transitionsDone(page);
    findings.push(...(await audit(page, 'cart modal')));
  }
  expect(findings, report(findings)).toEqual([]);
});

test('staff: no serious or critical axe violation on the staff console', async ({ page }) => {
  const headers = async () => ({ 'x-csrf-token': await csrfOf(page.context(), page.request) });
  const registered = await page.request.post('/api/auth/register', {
    headers: await headers(),
    data: {
      username: 'Sam Staff',
      email: A11Y_STAFF_EMAIL,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  if (registered.status() === 201) {
    const mail = await waitForMail(page.request, A11Y_STAFF_EMAIL, /verify/i);
    await page.goto(new URL(mail.links.find((l) => l.includes('/confirm_email/'))!).pathname);
    await expect(page.getByText('Your email address has been verified!', { exact: false })).toBeVisible();
  }
  // Staff from STAFF_EMAILS once verified: the role is read at sign-in.
  const login = await page.request.post('/api/auth/login', {
    headers: await headers(),
    data: { email: A11Y_STAFF_EMAIL, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const urls = samples('staff');
  const findings = await auditAll(page, urls);
  expect(findings, report(findings)).toEqual([]);
});
