import { expect, test } from './fixtures';
import { call, designMug, uploadInBuilder, verifiedUser } from './ordering-steps';
import { makePng } from './png';
import { csrfOf, WIDE } from './support';

// Ordering, part one: the cart (Add to Cart, badge, modal) and order review (shipping-to form with
// its errors, Calculate Order Total, lock and Edit). Texts are written out word for word.

test.setTimeout(180_000);
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

test('cart and order review: add, change, fill the address with its errors, calculate, lock and edit', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page);
  await designMug(page, 'Harbour mug');

  // Review Order has put it in the cart.
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // A second template, from the Templates page (Review Order of another design adds that one).
  await page.goto(`/product/mockup/?sku=21101`);
  await uploadInBuilder(page, makePng(600, 300, [29, 53, 87]));
  await page.getByLabel('Name').fill('Lighthouse mug');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  // Listed once its mockup has rendered.
  await expect
    .poll(async () => JSON.stringify(await call(page, 'GET', '/api/templates')), { timeout: 60_000 })
    .toContain('Lighthouse mug');
  await page.goto('/dashboard/templates');
  const card = page.getByTestId('template-card').filter({ hasText: 'Lighthouse mug' });
  await card.getByRole('button', { name: /Add to Cart/ }).click({ timeout: 60_000 });
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  // The cart modal: lines, quantity, subtotal.
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await expect(modal.getByTestId('cart-line')).toHaveCount(2);
  const subtotal = await modal.getByTestId('cart-subtotal').textContent();
  await modal.getByLabel('Quantity of Harbour mug').fill('3');
  await expect(modal.getByTestId('cart-subtotal')).not.toHaveText(subtotal!);
  await modal.getByRole('button', { name: 'Begin Checkout' }).click();
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/);

  // Order review.
  await expect(page.getByRole('heading', { level: 1, name: 'Order review' })).toBeVisible();
  await expect(page.getByTestId('order-item')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Calculate Order Total' })).toHaveCount(0);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('textbox', { name: /^Street address(?! 2)/ }).fill('1 Market St');
  // Shown once street, first and last name are filled; the rest is listed as missing.
  await page.getByRole('button', { name: 'Calculate Order Total' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Form Submission Error' });
  await expect(problems).toContainText('City is Required');
  await expect(problems).toContainText('State/Province is Required');
  await expect(problems).toContainText('Zip Code is Required');

  await page.getByLabel('City').fill('San Francisco');
  await page.getByRole('textbox', { name: /^State/ }).fill('Califor');
  await page.getByRole('option', { name: 'California' }).click();
  // Complete now: priced without pressing Calculate again.
  await page.getByLabel('Zip code').fill('94105');
  await expect(page.getByTestId('summary-total')).not.toHaveText('$0.00');
  await expect(page.getByTestId('summary-tax')).not.toHaveText('$0.00');
  await expect(page.getByLabel('City')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove Harbour mug' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();

  // The totals are the server's: the same as the quote API answers for this cart and address.
  const api = await page.request.post('/api/checkout/quote', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    data: {
      shipTo: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        country: 'US',
      },
      shippingOption: 'Standard',
    },
  });
  const { quote } = (await api.json()) as { quote: { total: number } };
  await expect(page.getByTestId('summary-total')).toHaveText(`$${(quote.total / 100).toFixed(2)}`);

  // Edit reopens the form and clears the totals.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('City')).toBeEnabled();
  await expect(page.getByTestId('summary-total')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  // Edit took the address back on the server too: /product/shipping opens the empty form.
  const heldRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/checkout');
  await page.goto('/product/shipping');
  expect((await (await heldRead).json()).shipTo).toBeNull();
  await expect(page.getByLabel('City')).toHaveValue('');
});
