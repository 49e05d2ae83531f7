import type { Page } from '@playwright/test';
import { clientRendered, expect, test } from './fixtures';
import { SUPPORT_EMAIL } from './support';

// The public site.
// Featured products are answered here (shape of GET /api/catalog/featured) so the home page is tested
// independently of the seeded catalogue; the last test also looks at the real one.

const FEATURED = [
  {
    sku: '11101',
    product: '11 oz White Ceramic Mug',
    collections: ['Coffee Mugs'],
    url: '/product/11101/11oz-white',
    // An image that fails to load falls back to a drawn placeholder.
    imageUrl: '/media/no-such-image.png',
    price: 799,
  },
  {
    sku: '30101',
    product: '20 oz Stainless Travel Mug',
    collections: ['Drinkware', 'Travel Mugs'],
    url: '/product/30101/20oz-silver',
    imageUrl: '/media/no-such-image.png',
    price: 1899,
  },
];

/**
 * Answers the featured-products call the home page makes (the catalogue is another capability); the
 * page is then rendered by the browser, since the server's HTML carries the real products.
 */
async function featured(page: Page, body: unknown, status = 200) {
  await clientRendered(page);
  await page.route('**/api/catalog/featured', (r) => r.fulfill({ status, json: body }));
}

/** Pretends a user is signed in: the header only asks the session endpoint. */
async function signedIn(page: Page) {
  await page.route('**/api/auth/session', (r) =>
    r.fulfill({
      json: {
        user: {
          id: 1,
          name: 'Ada Lovelace',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          role: '1',
          staff_role: null,
          company_id: 1,
          company_name: 'Ada Prints',
          email_verified: true,
        },
      },
    }),
  );
}

async function acceptCookies(page: Page) {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
}

const header = (page: Page) => page.locator('header');

test.describe('home page', () => {
  test('shows hero, benefits, featured products, integrations and footer', async ({ page }) => {
    await featured(page, { products: FEATURED });
    await page.goto('/');
    await expect(page).toHaveTitle(/PressRun/);

    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toContainText('Print-on-demand');
    await expect(page.getByText('Scalable print production and supply chain')).toBeVisible();
    for (const claim of [
      'Factories on both coasts',
      'Fast production turnaround',
      '2-3 day standard shipping',
    ])
      await expect(page.getByRole('heading', { name: claim })).toBeVisible();
    for (const label of ['Factory', 'Production', 'Shipping'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();

    // Featured products: collection, name, image and 'Starting at' price, linking to the product page.
    const cards = page.getByTestId('featured-product');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Coffee Mugs');
    await expect(cards.first()).toContainText('11 oz White Ceramic Mug');
    await expect(cards.first()).toContainText('Starting at $7.99');
    await expect(cards.nth(1)).toContainText('Travel Mugs');
    await expect(cards.nth(1)).toContainText('Starting at $18.99');
    await expect(cards.first().locator('svg, img').first()).toBeVisible();
    await expect(cards.first()).toHaveAttribute('href', '/product/11101/11oz-white');

    // Connecting your store: free API key and over 225 services, with a call to action.
    const integrations = page.locator('#integrations');
    await expect(integrations.getByRole('heading', { name: 'Connecting your store' })).toBeVisible();
    await expect(integrations).toContainText('Free API key on account creation');
    await expect(integrations).toContainText('over 225 services');
    await expect(integrations.getByRole('link', { name: 'Get your free API key' })).toHaveAttribute(
      'href',
      '/register',
    );

    const footer = page.locator('footer');
    for (const [name, href] of [
      ['Terms and conditions', '/terms'],
      ['Privacy policy', '/privacy'],
      ['Cookie policy', '/cookies'],
      ['Refund policy', '/refund-policy'],
      ['Catalogue', '/catalog'],
      ['Get Started', '/register'],
      ['Sign in', '/login'],
    ])
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  test('shows skeletons while featured products load, and leaves the section out when there are none', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await clientRendered(page);
    await page.route('**/api/catalog/featured', async (r) => {
      await held;
      await r.fulfill({ json: { products: [] } });
    });
    await page.goto('/');
    await expect(page.getByTestId('featured-skeleton').first()).toBeVisible();
    release();
    await expect(page.getByTestId('featured-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('featured-product')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Connecting your store' })).toBeVisible();
  });

  test('still renders when the featured endpoint fails', async ({ page }) => {
    await featured(page, { error: { code: 'not_found', message: 'Not found' } }, 404);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('featured-product')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Connecting your store' })).toBeVisible();
  });

  test('Integrations scrolls to the integration block, from the home page and from other pages', async ({
    page,
  }) => {
    await featured(page, { products: FEATURED });
    await page.goto('/');
    await expect(page.locator('#integrations')).not.toBeInViewport();
    await header(page).getByRole('link', { name: 'Integrations' }).click();
    await expect(page.locator('#integrations')).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/terms');
    await header(page).getByRole('link', { name: 'Integrations' }).click();
    await expect(page).toHaveURL(/\/#integrations$/);
    await expect(page.getByRole('heading', { name: 'Connecting your store' })).toBeInViewport();
  });

  test('the cookie banner disappears on Accept and stays gone after reload and logout', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookies');
    await acceptCookies(page);
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    // Logout clears the client state under 'pressrun.'; consent is kept apart so it survives.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('pressrun.')) localStorage.removeItem(k);
    });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test.describe('header', () => {
  test('signed-out visitors see Sign in and Get Started; the links go where they say', async ({ page }) => {
    await page.goto('/');
    const h = header(page);
    await expect(h.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(h.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(h.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(h.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/catalog');
    await expect(h.getByRole('link', { name: 'Custom Builder' })).toHaveAttribute('href', '/product/mockup/');
    await h.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('signed-in users see a Dashboard button instead', async ({ page }) => {
    await signedIn(page);
    await page.goto('/refund-policy');
    const h = header(page);
    await expect(h.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/default');
    await expect(h.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(h.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  });
});

test.describe('legal pages', () => {
  test('terms and conditions has the nine numbered sections', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    const headings = page.locator('article h2');
    await expect(headings).toHaveText([
      '1. Terms',
      '2. Use License',
      '3. Disclaimer',
      '4. Limitations',
      '5. Revisions and Errata',
      '6. Links',
      '7. Site Terms of Use Modifications',
      '8. Governing Law',
      '9. Conclusion',
    ]);
    await expect(page.locator('#governing-law')).toContainText('courts located in California');
  });

  test('the table of contents scrolls to a section on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/terms');
    await acceptCookies(page);
    await page
      .getByRole('navigation', { name: 'Table of contents' })
      .getByRole('link', { name: '8. Governing Law' })
      .click();
    await expect(page.getByRole('heading', { name: '8. Governing Law' })).toBeInViewport();
  });

  test('refund policy states the refund rules, with header and footer', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible();
    for (const h of [
      'What you can claim for',
      'When to file a claim',
      'Cancellations',
      'How we make it right',
      'How refunds are paid',
      'How to file a claim',
    ])
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    const article = page.locator('article');
    for (const rule of [
      'Damaged',
      'Wrong',
      'not arrived within 30 days of the estimated delivery date',
      'within 14 business days of delivery',
      'within 30 days after the estimated delivery date',
      'Orders cancelled after 24 hours are not refunded.',
      'Items in production are not refundable',
      'full refund or a reprint',
      'credit to your PressRun account',
    ])
      await expect(article).toContainText(rule);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  });

  test('privacy and cookie policies render their sections', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    for (const h of [
      'Information we collect',
      'How we use it',
      'Who we share it with',
      'Your rights and choices',
    ])
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    await expect(page.locator('article')).toContainText(SUPPORT_EMAIL);

    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    for (const h of ['Cookies we use', 'Local storage', 'Managing cookies'])
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    for (const name of ['access', 'refresh', 'csrf', 'cookie-consent'])
      await expect(page.locator('article code', { hasText: new RegExp(`^${name}$`) })).toBeVisible();
  });
});

test('an unknown path lands on /404 with the image and ways back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('not-found-image')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("didn't make it off the press");
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/catalog');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('the burger opens the slide menu with the links and account buttons', async ({ page }) => {
    await featured(page, { products: FEATURED });
    await page.goto('/');
    await acceptCookies(page);
    await expect(header(page).getByRole('link', { name: 'Products' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const name of ['Products', 'Integrations', 'Custom Builder', 'Get Started', 'Sign in'])
      await expect(menu.getByRole('link', { name })).toBeVisible();

    // Integrations closes the menu and scrolls to the block.
    await menu.getByRole('link', { name: 'Integrations' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Connecting your store' })).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in, the slide menu offers the Dashboard', async ({ page }) => {
    await signedIn(page);
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/default',
    );
  });
});

test('every public page renders its heading at 1440 and 375 px, the home page with the real featured products', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/terms', '/privacy', '/cookies', '/refund-policy', '/404']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') await expect(page.getByTestId('featured-product').first()).toBeVisible();
    }
  }
});
