import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearOfScrollHints, csrfOf, NARROW, uniqueEmail, WIDE, waitForMail } from './support';

// The catalogue — home → featured product → catalogue → each group → a product →
// variant and colour (URL and price follow) → Start Order; signed in, Start Designing.
// Texts are written out word for word, not taken from the app's constants.

const PASSWORD = 'press-run-1';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/**
 * Accepts the cookie banner, which every test's new browser context shows (it slides in after the
 * page renders; consent is remembered from then on).
 */
async function acceptCookies(page: Page) {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
}

const price = (page: Page) => page.getByTestId('product-price');

test('a visitor browses: home → featured product → catalogue → every group → a product', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/');
  await acceptCookies(page);
  const featured = page.getByTestId('featured-product').first();
  await expect(featured).toBeVisible();
  await featured.click();
  await expect(page).toHaveURL(/\/product\/21101\/11oz-white$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ceramic Coffee Mug' })).toBeVisible();

  // The product page links back to the catalogue.
  await page.getByRole('link', { name: 'Back to catalogue' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByTestId('catalog-heading')).toHaveText('Best Sellers');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  await expect(page.getByTestId('product-tile').first()).toContainText(/Starting at \$\d+\.\d\d/);

  const sidebar = page.getByRole('navigation', { name: 'Catalogue' }).first();
  const groups: Array<[string, RegExp]> = [
    ['All Products', /Ceramic Coffee Mug/],
    ['New Arrivals', /Color-Changing Mug/],
    ['Drinkware', /Skinny Tumbler with Straw/],
    ['Coffee Mugs', /Jumbo Coffee Mug/],
    ['Travel Mugs', /Stainless Steel Travel Mug/],
    ['Water Bottles', /Aluminum Sports Bottle/],
    ['Shot Glasses', /Frosted Shot Glass/],
    ['Lattes', /Ceramic Latte Mug/],
    ['Beer Steins', /Ceramic Beer Stein/],
    ['Enamel Cups', /Enamel Camp Mug/],
    ['Accessories', /Sublimation Tote Bag/],
    ['Home & Office', /Premium Matte Poster/],
    ['Best Sellers', /Ceramic Coffee Mug/],
  ];
  for (const [name, expected] of groups) {
    await sidebar.getByRole('link', { name, exact: true }).click();
    await expect(page.getByTestId('catalog-heading')).toHaveText(name);
    await expect(page.getByTestId('catalog-count')).toHaveText(/^\d+ products?$/);
    await expect(page.locator('main')).toContainText(expected);
    // Only listed (_default) products: one tile per product. The names as the page holds them:
    // tiles far below the view are not laid out yet (content-visibility), and a browser gives no
    // innerText for what it has not laid out.
    const names = (await page.getByTestId('tile-name').allTextContents()).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every(Boolean), names.join(', ')).toBe(true);
    expect(new Set(names).size, names.join(', ')).toBe(names.length);
  }
  await sidebar.getByRole('link', { name: 'All Products', exact: true }).click();
  await expect(page.getByTestId('product-tile')).toHaveCount(26);

  // A product: Coffee Mugs → the ceramic mug.
  await sidebar.getByRole('link', { name: 'Coffee Mugs', exact: true }).click();
  await page.getByRole('link', { name: 'Ceramic Coffee Mug' }).click();
  await expect(page).toHaveURL(/\/product\/21101\/11oz-white$/);
  await expect(price(page)).toHaveText('$6.95');
  await expect(page.getByTestId('shipping-prices')).toContainText('$5.99');
  // The table prices one item; the note says how the quote prices more (not a per-item figure).
  await expect(page.getByTestId('shipping-note')).toHaveText(
    'Prices are for an order of one item. An order of two or more items ships as one parcel, priced from the carrier’s rate for its weight and destination: you see it at order review, before you pay.',
  );
  await expect(page.getByTestId('shipping-prices')).not.toContainText('$4.99');
  await expect(page.getByTestId('product-specs')).toContainText('2700 × 1050 px');
  await expect(page.getByTestId('product-specs')).toContainText('3.8 in tall × 3.2 in diameter');
  await expect(page.getByTestId('product-specs')).toContainText('AAA-grade ceramic');
  await expect(page.getByTestId('product-bullets').locator('li')).toHaveCount(5);
  await expect(page.getByRole('radio')).toHaveCount(12);
  // Signed out, the way back is the home page and the catalogue, never the dashboard.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/catalog');
  await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  // The variant dropdown: the URL and the price follow; the colour is kept when the size has it.
  await page.setViewportSize(WIDE);
  await page.getByTestId('variant-select').selectOption('15 oz');
  await expect(page).toHaveURL(/\/product\/21501\/15oz-white$/);
  await expect(price(page)).toHaveText('$8.50');
  await expect(page.getByRole('radio')).toHaveCount(11);
  await page.getByRole('radio', { name: 'Black' }).click();
  await expect(page).toHaveURL(/\/product\/21502\/15oz-black$/);
  await expect(price(page)).toHaveText('$9.50');
  await expect(page.getByTestId('colour-name')).toHaveText('Black');
  // The angle views.
  await page.getByRole('tab', { name: 'Handle left' }).click();
  await expect(page.getByTestId('product-image')).toHaveAttribute('alt', /handle left/);

  // A visitor starts an order by registering.
  await page.getByRole('link', { name: 'Start Order' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('posters hide the legacy sizes; old skus and unknown skus', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/product/PS1824/18x24-white');
  await acceptCookies(page);
  await expect(price(page)).toHaveText('$14.50');
  const options = await page.getByTestId('variant-select').locator('option').allTextContents();
  expect(options).toEqual(['11 × 17 in', '18 × 24 in', '24 × 36 in']);
  await page.getByTestId('variant-select').selectOption('24 × 36 in');
  await expect(page).toHaveURL(/\/product\/PS2436\/24x36-white$/);
  await expect(price(page)).toHaveText('$21.00');

  // An old sku lands on the product's own address.
  await page.goto('/product/21108-3/whatever');
  await expect(page).toHaveURL(/\/product\/21108\/11oz-orange$/);
  await expect(page.getByTestId('colour-name')).toHaveText('Orange');

  await page.goto('/product/NOPE-404/11oz-white');
  await expect(page.getByText('Sorry, this product does not exist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');
});

test('a tumbler at both widths, and the search', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/product/91102/20oz-blush-pink');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Skinny Tumbler with Straw' })).toBeVisible();
  // On a phone: the product is shown, and nothing runs off the side.
  await page.setViewportSize(NARROW);
  await expect(page.getByRole('heading', { level: 1, name: 'Skinny Tumbler with Straw' })).toBeVisible();
  await expect(price(page)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize(WIDE);

  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByText('Please enter something to search for.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('x'.repeat(257));
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByText('Must be at most 256 characters.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('pink');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=pink$/);
  await expect(page.getByTestId('search-count')).toHaveText(/^\d+ products found$/);
  const first = page.getByTestId('product-tile').first();
  await expect(first).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('zeppelin');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByText('No products match your search')).toBeVisible();

  // The catalogue's search box goes to the same page.
  await page.goto('/catalog');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('21108');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByTestId('product-tile').first()).toHaveAttribute(
    'href',
    '/product/21108/11oz-orange',
  );
});

test('signed in: Dashboard in the header and Start Designing goes to the builder', async ({ page }) => {
  const email = uniqueEmail('cat');
  await page.request.get('/api/health');
  const res = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    data: { username: 'Cathy Catalog', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(page.request, email, /verify/i);
  const link = new URL(mail.links.find((l) => l.includes('/confirm_email/'))!);
  await page.goto(link.pathname);
  await expect(page.getByText('Your email address has been verified! Directing to log in ...')).toBeVisible();

  await page.setViewportSize(WIDE);
  await page.goto('/catalog');
  await acceptCookies(page);
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ceramic Latte Mug' }).click();
  await expect(page).toHaveURL(/\/product\/61201\/12oz-pink$/);
  const start = page.getByRole('link', { name: 'Start Designing' });
  await expect(start).toHaveAttribute('href', '/product/mockup/?sku=61201');
  await expect(page.getByRole('link', { name: 'Start Order' })).toHaveCount(0);
  await start.click();
  await expect(page).toHaveURL(/\/product\/mockup\/\?sku=61201$/);
});

test('at 375 px every catalogue chip can be reached, and the row shows when there are more', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await page.goto('/catalog');
  await acceptCookies(page);
  const chips = page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link');
  await expect(chips).toHaveCount(13);
  const more = page.getByTestId('scroll-more-end');
  const before = page.getByTestId('scroll-more-start');
  await expect(more).toBeVisible();
  await expect(before).toBeHidden();

  // By keyboard: Tab walks every chip, and each one reached is on screen, clear of the fades.
  await chips.first().focus();
  for (let i = 1; i < 13; i++) {
    await page.keyboard.press('Tab');
    const chip = chips.nth(i);
    await expect(chip).toBeFocused();
    await expect.poll(() => clearOfScrollHints(chip)).toBe(true);
  }
  await expect(more).toBeHidden();
  await expect(before).toBeVisible();
  // By touch or mouse: the arrows move the row.
  await before.click();
  await expect(more).toBeVisible();
  await more.click();
  await expect(before).toBeVisible();
  // A chip opens its group.
  await chips.filter({ hasText: 'Enamel Cups' }).click();
  await expect(page.getByTestId('catalog-heading')).toHaveText('Enamel Cups');
});

test("the product page's picture is a sized WebP, fetched first; the app's files come compressed and immutable", async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/assets/'))
      scripts.push(r.url());
  });
  await page.goto('/product/21101/11oz-white');
  const image = page.getByTestId('product-image');
  await expect(image).toHaveAttribute('width', '800');
  await expect(image).toHaveAttribute('height', '800');
  await expect(image).toHaveAttribute('src', /\/api\/catalog\/images\/[a-f0-9]+-800\.webp$/);
  await expect(image).toHaveAttribute('srcset', /-400\.webp 400w, .*-1000\.webp 1000w$/);
  await expect(image).toHaveAttribute('sizes', /.+/);
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  // The browser picked one of the srcset's WebP copies and drew it.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-\d+\.webp$/);
  // The thumbnails below are lazy and sized.
  const thumb = page.getByRole('tab', { name: 'Handle left' }).locator('img');
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  await expect(thumb).toHaveAttribute('width', '200');

  // The entry script, as the browser asked for it: Brotli, cached for a year.
  expect(scripts.length).toBeGreaterThan(0);
  const entry = await page.request.get(scripts[0]!, { headers: { 'accept-encoding': 'br' } });
  expect(entry.headers()['content-encoding']).toBe('br');
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('without JavaScript a product page is whole: name, price, picture, canonical address and product data', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto('/product/21101/11oz-white');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ceramic Coffee Mug');
  await expect(page.getByTestId('product-price')).toHaveText('$6.95');
  await expect(page.locator('main img').first()).toHaveAttribute('src', /\/api\/catalog\/images\//);
  await expect(page).toHaveTitle('Ceramic Coffee Mug · 11 oz · White · PressRun');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^http:\/\/localhost:\d+\/product\/21101\/11oz-white$/,
  );
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({
    '@type': 'Product',
    sku: '21101',
    offers: { price: '6.95', priceCurrency: 'USD' },
  });
  // A sku nobody has is a 404, with the not-found message.
  const missing = await page.goto('/product/NOPE-404/11oz-white');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Sorry, this product does not exist')).toBeVisible();
  await context.close();
});
