import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePng } from './png';
import { csrfOf, NARROW, nextPaint, SUPPORT_EMAIL, uniqueEmail, WIDE, waitForMail } from './support';

// Dead ends a new user could hit: every screen leads somewhere, and says what it means.

const PASSWORD = 'press-run-1';
const MUG = '21101';
/** The demo catalogue's round coaster and round keychain: a square print area, a round face. */
const ROUND_COASTER = 'CT3701';
const ROUND_KEYCHAIN = 'KC2020';
const UNVERIFIED_TEXT = 'Please check your mail box to verify your email address';

test.setTimeout(120_000);
test.use({ actionTimeout: 20_000 });
// The cookie banner is tested elsewhere; here it would only cover the screens being looked at.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

async function signUp(page: Page, name: string) {
  const email = uniqueEmail('dead');
  const res = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': await csrfOf(page.context(), page.request) },
    data: { username: name, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function verifiedUser(page: Page, name = 'Nora Newcomer') {
  const email = await signUp(page, name);
  const mail = await waitForMail(page.request, email, /verify/i);
  const link = new URL(mail.links.find((l) => l.includes('/confirm_email/'))!);
  await page.goto(link.pathname);
  await expect(page.getByText('Your email address has been verified! Directing to log in ...')).toBeVisible();
  return email;
}

/** Alpha (0..255) of the canvas guides at a print-area point: > 0 where the guides shade it. */
async function guideAlpha(page: Page, x: number, y: number) {
  const canvas = page.getByTestId('design-canvas');
  const scale = Number(await canvas.getAttribute('data-scale'));
  const ox = Number(await canvas.getAttribute('data-origin-x'));
  const oy = Number(await canvas.getAttribute('data-origin-y'));
  return canvas.evaluate(
    (el, p) => {
      const layers = el.querySelectorAll('canvas');
      const guides = layers[layers.length - 1]!;
      const ratio = guides.width / guides.clientWidth;
      const ctx = guides.getContext('2d')!;
      return ctx.getImageData(Math.round(p.x * ratio), Math.round(p.y * ratio), 1, 1).data[3]!;
    },
    { x: ox + x * scale, y: oy + y * scale },
  );
}

test('a new user: Custom Builder → pick a product → design → Review Order ends on a real page', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page);
  await page.goto('/');
  await page.locator('header').getByRole('link', { name: 'Custom Builder' }).click();
  await expect(page).toHaveURL(/\/product\/mockup\/$/);
  await expect(page.getByText('Sorry, this product does not exist')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a product to design' })).toBeVisible();
  const picker = page.getByTestId('product-picker');
  await expect(picker.getByTestId('product-tile').first()).toBeVisible();

  // The groups narrow the choice; a tile opens the builder with that product.
  const groupTab = (name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
  await groupTab('Home & Office').click();
  await expect(picker.getByRole('link', { name: 'Hardboard Coaster' })).toBeVisible();
  await expect(picker.getByRole('link', { name: 'Ceramic Coffee Mug' })).toHaveCount(0);
  await groupTab('All').click();
  await picker.getByRole('link', { name: 'Ceramic Coffee Mug' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/mockup/\\?sku=${MUG}$`));
  await expect(page.getByTestId('design-canvas')).toBeVisible();

  await page
    .getByTestId('artwork-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(600, 300, [29, 53, 87]) });
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  await page.getByLabel('Name').fill('Welcome mug');
  await page.getByRole('button', { name: 'Review Order' }).click();

  // Saved (said in passing) and in the cart: order review, inside the dashboard frame.
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/, { timeout: 60_000 });
  await expect(page.getByText('“Welcome mug” is in My Templates and in your cart.')).toBeVisible();
  await expect(page.getByTestId('order-item').filter({ hasText: 'Welcome mug' })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Order' })).toBeVisible();
  // Back: the same design, to keep designing.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/product/mockup/\\d+\\?sku=${MUG}$`));
  await expect(page.getByTestId('layer-row')).toHaveCount(1);

  // The other order pages are in the same frame, with ways on: checkout with nothing to pay for
  // goes back to order review, and an order that is not theirs says so and leads back.
  await page.goto('/product/checkout/null&isPaid=false');
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/);
  await page.goto('/product/confirmation/12');
  await expect(page.getByRole('heading', { level: 1, name: 'That order does not exist.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/default',
  );
});

test('signed out, Custom Builder shows the products and asks for an account first', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Custom Builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a product to design' })).toBeVisible();
  await expect(page.getByTestId('picker-signin')).toBeVisible();
  const tile = page.getByTestId('product-picker').getByRole('link', { name: 'Ceramic Coffee Mug' });
  await expect(tile).toHaveAttribute(
    'href',
    `/register?next=${encodeURIComponent(`/product/mockup/?sku=${MUG}`)}`,
  );
});

test('round products show their round outline in the builder', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page, 'Rhoda Round');
  for (const sku of [ROUND_COASTER, ROUND_KEYCHAIN]) {
    const product = (await (await page.request.get(`/api/catalog/products/${sku}`)).json()).product;
    const { widthPx: w, heightPx: h } = product.printArea;
    await page.goto(`/product/mockup/?sku=${sku}`);
    const canvas = page.getByTestId('design-canvas');
    await expect(canvas).toHaveAttribute('data-outline', 'shaped');
    await expect(page.getByTestId('outline-note')).toBeVisible();
    // The corners of the square print area are shaded (the product is round), its middle is not.
    await expect.poll(() => guideAlpha(page, w * 0.04, h * 0.96)).toBeGreaterThan(100);
    await expect.poll(() => guideAlpha(page, w * 0.96, h * 0.04)).toBeGreaterThan(100);
    expect(await guideAlpha(page, w / 2, h * 0.6)).toBe(0);
    if (sku === ROUND_COASTER) {
      // Artwork filling the square print area: the corners the coaster cuts off show shaded.
      await page
        .getByTestId('artwork-dropzone')
        .locator('input[type=file]')
        .setInputFiles({ name: 'full.png', mimeType: 'image/png', buffer: makePng(w, h, [29, 53, 87]) });
      await expect(page.getByTestId('layer-row')).toHaveCount(1);
      await page.getByTestId('design-canvas').click({ position: { x: 3, y: 3 } });
    }
  }
  // A mug's print area is the rectangle itself: nothing inside it is shaded.
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-outline', 'rectangle');
  await expect(page.getByTestId('outline-note')).toHaveCount(0);
  await expect.poll(() => guideAlpha(page, 270, 890)).toBe(0);
  expect(await guideAlpha(page, 2430, 160)).toBe(0);
});

test('an unverified user is told to verify, from Start Designing, the picker and the builder address', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await signUp(page, 'Una Verified');
  const popup = page.getByRole('dialog', { name: 'Verify your email' });

  await page.goto(`/product/${MUG}/11oz-white`);
  await page.getByRole('link', { name: 'Start Designing' }).click();
  await expect(popup).toContainText(UNVERIFIED_TEXT);
  await expect(page).toHaveURL(new RegExp(`/product/${MUG}/11oz-white$`));
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);

  await page.goto('/product/mockup/');
  await page.getByTestId('product-picker').getByRole('link', { name: 'Ceramic Coffee Mug' }).click();
  await expect(popup).toContainText(UNVERIFIED_TEXT);
  await expect(page).toHaveURL(/\/product\/mockup\/$/);
  await popup.getByRole('button', { name: 'OK' }).click();

  // Typed or bookmarked: sent to the dashboard, and told why.
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await expect(popup).toContainText(UNVERIFIED_TEXT);
});

test('an oversize image is placed with a notice said once, in the panel; messages leave the top bar alone and go after 3 s', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page, 'Otto Oversize');
  await page.goto(`/product/mockup/?sku=${MUG}`);
  // Uploaded elsewhere (My Files), then picked: placed scaled down to fit, and said so.
  const form = await page.request.post('/api/files', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    multipart: { file: { name: 'wide.png', mimeType: 'image/png', buffer: makePng(3000, 600) } },
  });
  expect(form.status()).toBe(201);
  await page.getByRole('button', { name: 'Artwork Library' }).click();
  const library = page.getByRole('dialog', { name: 'Artwork Library' });
  await library.getByRole('button', { name: 'Choose wide' }).click();
  await library.getByRole('button', { name: 'Use artwork' }).click();
  const message = 'This product accepts dimensions no greater than 2700 pixels × 1050 pixels';
  await expect(page.getByTestId('place-notice')).toContainText(message);
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  // Counted once the page has drawn what placing it changed (a retrying assertion would wait for a
  // notification to leave).
  await nextPaint(page);
  expect(await page.getByText(message, { exact: false }).count(), 'the message is shown once').toBe(1);
  expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  await expect(page.getByRole('button', { name: 'Review Order' })).toBeVisible();

  // A success message (resending the verification mail, as an unverified user) at both widths.
  await page.context().clearCookies();
  await signUp(page, 'Tess Toast');
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await page.goto('/dashboard/default');
    // The page itself notes when the message comes and goes (a polling assertion would be late).
    await page.evaluate(() => {
      const w = window as unknown as { toast: { shown?: number; gone?: number } };
      w.toast = {};
      new MutationObserver(() => {
        const here = Array.from(document.querySelectorAll('.mantine-Notification-root')).some((n) =>
          n.textContent?.includes('Verification email sent'),
        );
        if (here && w.toast.shown === undefined) w.toast.shown = performance.now();
        if (!here && w.toast.shown !== undefined && w.toast.gone === undefined)
          w.toast.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByTestId('verify-banner')
      .getByRole('button', { name: 'Resend verification email' })
      .click();
    // The pointer leaves the button: a message under the pointer waits (hover pauses it), and on a
    // phone the message opens right over the button.
    await page.mouse.move(5, (page.viewportSize()?.height ?? 600) - 5);
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Verification email sent' });
    await expect(toast).toBeVisible();
    const bar = (await page.locator('header').first().boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y, 'the message starts below the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(toast).toBeHidden({ timeout: 6_000 });
    const { shown, gone } = await page.evaluate(
      () => (window as unknown as { toast: { shown: number; gone: number } }).toast,
    );
    // 3 s on screen, then its 200 ms exit.
    expect(gone - shown, 'gone after 3 s').toBeGreaterThan(2_900);
    expect(gone - shown, 'gone after 3 s').toBeLessThan(3_400);
  }
});

test('a 300-character search wraps; an unknown collection is not found', async ({ page }) => {
  const q = 'x'.repeat(300);
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    await page.goto(`/search?q=${q}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `nothing runs off the page at ${size.width} px`).toBeLessThanOrEqual(0);
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.x + heading.width).toBeLessThanOrEqual(size.width);
  }

  await page.goto('/catalog?collection=nope');
  await expect(page.getByTestId('catalog-heading')).toHaveText('Collection not found');
  await expect(page.getByRole('heading', { name: 'Nope' })).toHaveCount(0);
  await expect(page.getByText('This collection does not exist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
  // A known collection keeps its name.
  await page.goto('/catalog?collection=drinkware');
  await expect(page.getByTestId('catalog-heading')).toHaveText('Drinkware');
});

test('signed out, a product page leads back to Home and Catalogue; the API sample names a real sku', async ({
  page,
}) => {
  await page.goto(`/product/${MUG}/11oz-white`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Catalogue' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.goto('/');
  const sample = page.getByTestId('api-sample-sku');
  await expect(sample).toHaveText(/^"\w+"$/);
  const sku = (await sample.textContent())!.replace(/"/g, '');
  const res = await page.request.get(`/api/catalog/products/${encodeURIComponent(sku)}`);
  expect(res.status(), `sku ${sku} is in the catalogue`).toBe(200);
});

test('a failed verification offers sign-in, a new link and support', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/confirm_email/no-such-key');
  const actions = page.getByTestId('verify-failed-actions');
  await expect(actions.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
    'href',
    '/login?next=%2Fverify',
  );
  await expect(actions.getByRole('link', { name: 'Sign up again' })).toBeVisible();
  await expect(actions.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );

  // Following it: signed in, the check-your-email page offers the resend.
  const email = await signUp(page, 'Vera Retry');
  await page.context().clearCookies();
  await page.goto('/confirm_email/no-such-key');
  await page.getByRole('link', { name: 'Sign in to get a new link' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();

  // Already signed in: the failure page sends a new link itself.
  await page.goto('/confirm_email/no-such-key');
  await page
    .getByTestId('verify-failed-actions')
    .getByRole('button', { name: 'Resend verification email' })
    .click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
});

test('the support address on every page is the server’s SUPPORT_EMAIL', async ({ page }) => {
  for (const path of ['/', '/terms', '/privacy', '/cookies', '/refund-policy']) {
    await page.goto(path);
    await expect(page.locator('footer').getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(page.locator('body')).not.toContainText('support@pressrun.example');
  }
  await page.goto('/privacy');
  await expect(page.locator('article')).toContainText(SUPPORT_EMAIL);

  await signUp(page, 'Sam Support');
  await page.goto('/dashboard/support');
  await expect(page.getByRole('main').getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
});
