import { expect, test } from './fixtures';
import {
  confirmed,
  expectInViewportWithoutScrolling,
  fillCaAddressAndWaitForTotals,
  MUG,
  reviewOrder,
  totalsShown,
  uploadInBuilder,
  verifiedUser,
} from './ordering-steps';
import { makePng } from './png';
import { NARROW, WIDE } from './support';

// A new reseller's first order without a detour: store artwork larger than the print area is placed,
// Review Order opens order review with the design in the cart, the totals come on their own and
// follow every change, a reload keeps them, the card page knows the buyer's email, and the
// confirmation leads to the order. On a phone every step's finishing button is on screen as it opens.

test.setTimeout(300_000);
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

test('from a new account: large artwork → Review Order → totals on their own → new card → View order', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page);

  // The builder places a 3000 × 2000 logo scaled into the mug's print area, with the notice.
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await uploadInBuilder(page, makePng(3000, 2000, [29, 53, 87]), 'store-logo.png');
  await expect(page.getByTestId('place-notice')).toContainText(
    'This product accepts dimensions no greater than',
  );
  await reviewOrder(page, 'First hour mug');
  // The short 'Template saved' notice goes by itself (a pointer resting on it would keep it).
  await expect(page.getByText('Template saved')).toBeHidden();

  // Order review on a phone: a complete address is priced without pressing anything.
  await page.setViewportSize(NARROW);
  const standard = await fillCaAddressAndWaitForTotals(page);
  await page.getByText('Expedited', { exact: true }).click();
  await expect(page.getByTestId('summary-total')).not.toHaveText(standard);
  const expedited = await totalsShown(page);
  // The page as it opens, at its top: the browser would otherwise put the reloaded page back where
  // it was scrolled to, at a moment of its own choosing once the page is tall enough; and the app's
  // router restores the position it saved as the page unloaded, which is the top once scrolled there.
  await page.evaluate(() => {
    history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
  });
  await page.reload();
  expect(await totalsShown(page)).toBe(expedited);
  await expect(page.getByRole('radio', { name: 'Expedited' })).toBeChecked();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectInViewportWithoutScrolling(page, 'Checkout');
  await page.getByRole('button', { name: 'Checkout' }).click();

  // The payment step: a new card, on the hosted page that already has the buyer's email.
  await expect(page).toHaveURL(/\/product\/checkout\/null&isPaid=false$/);
  await page.getByRole('radio', { name: 'New Card' }).check();
  await expectInViewportWithoutScrolling(page, 'Continue to payment');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: `Pay ${expedited}` }).click();

  // The confirmation leads to the order.
  const id = await confirmed(page, /New Card\s*ENDS IN 4242/);
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${id}` })).toBeVisible();
  await expect(page.getByText(/Ceramic Coffee Mug/).first()).toBeVisible();
});
