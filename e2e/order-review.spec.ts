import { expect, test } from './fixtures';
import {
  call,
  cardOnFile,
  designMug,
  expectInViewportWithoutScrolling,
  fillCaAddress,
  fillCaAddressAndWaitForTotals,
  money,
  ORDER_REVIEW_PATH,
  totalsShown,
  verifiedUser,
} from './ordering-steps';
import { csrfOf, NARROW, WIDE } from './support';

// Order review without manual steps: totals as soon as the address is complete, again on each
// change, held on the server across a reload and forgotten by Edit; the paid mode; and on a phone
// the step's finishing button always on screen.

test.setTimeout(240_000);
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

const CHECKOUT = '/product/checkout/null&isPaid=false';

test('order review prices on its own, keeps the totals across a reload, and Edit forgets them on the server', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page);
  await designMug(page, 'Review mug'); // Review Order: on order review with the template in the cart
  const quotes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/checkout/quote')) quotes.push(r.postData() ?? '');
  });

  await page.goto(ORDER_REVIEW_PATH);
  await expect(page.getByTestId('order-item')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('summary-total')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  // A complete address is priced without pressing anything: once, not once per key.
  await page.setViewportSize(WIDE);
  const standard = await fillCaAddressAndWaitForTotals(page);
  expect(quotes).toHaveLength(1);
  await expect(page.getByTestId('summary-tax')).not.toHaveText('$0.00');
  await expect(page.getByLabel('City')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();

  // Expedited and a quantity price again, without Edit.
  const shipping = await page.getByTestId('summary-shipping').textContent();
  await page.getByText('Expedited', { exact: true }).click();
  await expect(page.getByTestId('summary-shipping')).not.toHaveText(shipping!);
  const expedited = await totalsShown(page);
  expect(expedited).not.toBe(standard);
  await page.getByLabel('Quantity').fill('2');
  await expect(page.getByTestId('summary-total')).not.toHaveText(expedited);
  const two = await totalsShown(page);
  const held = await call(page, 'GET', '/api/checkout');
  expect([held.shippingOption, money(held.quote.total)]).toEqual(['Expedited', two]);

  // A reload shows the same address and totals, read back from the server.
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('San Francisco');
  expect(await totalsShown(page)).toBe(two);
  await expect(page.getByLabel('City')).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Expedited' })).toBeChecked();

  // Edit forgets them on the server too: a reload shows the empty form, checkout sends back here.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('City')).toBeEnabled();
  await expect(page.getByTestId('summary-total')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect.poll(async () => (await call(page, 'GET', '/api/checkout')).shipTo).toBeNull();
  const heldRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/checkout');
  await page.reload();
  expect((await (await heldRead).json()).shipTo).toBeNull();
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByLabel('City')).toHaveValue('');
  const payment = await page.request.get('/api/checkout/payment');
  expect(payment.status()).toBe(409);
  await page.goto(CHECKOUT);
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/);

  // Paid already: the thank-you, the held totals, no item inputs and no shipping options.
  await fillCaAddressAndWaitForTotals(page);
  await page.goto('/product/orderreview/null&isPaid=true');
  await expect(
    page.getByText('Thank you for your payment. Please fill out the shipping address and submit your order.'),
  ).toBeVisible();
  await totalsShown(page);
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await expect(page.getByLabel('Quantity')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByLabel('Custom PO (optional)')).toHaveCount(0);
  await expect(page.getByText('Shipping option')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Expedited' })).toHaveCount(0);

  // On a phone: order review's Checkout and the payment step's button are on screen as they open.
  await page.setViewportSize(NARROW);
  await page.goto(ORDER_REVIEW_PATH);
  await totalsShown(page);
  await expectInViewportWithoutScrolling(page, 'Checkout');
  await expect(page.getByTestId('sticky-total')).toHaveText(two);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/product\/checkout\/null&isPaid=false$/);
  await page.getByRole('radio', { name: 'New Card' }).check();
  await expectInViewportWithoutScrolling(page, 'Continue to payment');
  await cardOnFile(page, email);
  await page.reload();
  await expect(page.getByTestId('payment-default_card')).toContainText('ENDS IN 4242');
  await expectInViewportWithoutScrolling(page, 'Submit Order');
  await expect(page.getByTestId('sticky-total')).toHaveText(two);
  // The bar covers nothing: scrolled to the end, the page's last line is above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = (await page.getByRole('navigation', { name: 'Footer' }).boundingBox())!;
  const bar = (await page.getByRole('region', { name: 'Order total and next step' }).boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y);
  await page.evaluate(() => window.scrollTo(0, 0));
});

test('a slow answer never overwrites a newer one, and the server holds the newest choice', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page);
  await designMug(page, 'Race mug'); // Review Order: on order review with the template in the cart
  await page.goto(ORDER_REVIEW_PATH);
  const standard = await fillCaAddressAndWaitForTotals(page);

  // Expedited is answered slowly; Standard is chosen again meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/checkout/quote', async (route) => {
    if (route.request().postDataJSON().shippingOption === 'Expedited') await held;
    await route.continue();
  });
  await page.getByText('Expedited', { exact: true }).click();
  await expect(page.getByTestId('order-summary-totals')).toHaveAttribute('aria-busy', 'true');
  await page.getByText('Standard', { exact: true }).click();
  release();
  expect(await totalsShown(page)).toBe(standard);
  await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
  const after = await page.request.get('/api/checkout', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
  });
  expect((await after.json()).shippingOption).toBe('Standard');
});

test('order review shows what the rate provider said next to the form, and asks again by hand', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page);
  await designMug(page, 'Refused mug'); // Review Order: on order review with the template in the cart
  // The form takes the held address once the page has read it: typing starts after that answer.
  const held = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/checkout' && r.request().method() === 'GET',
  );
  await page.goto(ORDER_REVIEW_PATH);
  await held;
  let refuse = true;
  await page.route('**/api/checkout/quote', async (route) => {
    if (!refuse) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'shipping_unavailable',
          message: 'There was a problem attempting to retrieve a shipping rate for this order.',
        },
      }),
    });
  });
  await fillCaAddress(page);
  const problem = page.getByRole('alert').filter({ hasText: 'Form Submission Error' });
  await expect(problem).toContainText('There was a problem attempting to retrieve a shipping rate');
  await expect(page.getByLabel('City')).toBeEnabled();
  refuse = false;
  await page.getByRole('button', { name: 'Calculate Order Total' }).click();
  await totalsShown(page);
  await expect(problem).toHaveCount(0);
});
