import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  call,
  confirmed,
  designMug,
  lookAtMail,
  money,
  PASSWORD,
  readyToPay,
  SHIP_TO,
  stepsOnOneLine,
  verifiedUser,
} from './ordering-steps';
import { csrfOf, NARROW, STAFF_EMAIL, WIDE, waitForMail } from './support';

// Ordering, part two: the payment step with each of the four payment types, the sandbox's hosted
// card page and PayPal approval page, the confirmation page and its mail. Texts are written out word for word.

test.setTimeout(300_000);
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

const CHECKOUT = '/product/checkout/null&isPaid=false';

/**
 * A staff member (an address in STAFF_EMAILS, verified) signed in in a browser context of their own:
 * makes the promo code and sets the company's credit. A retried test finds the account made.
 */
async function staff(page: Page) {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const request = context.request;
  const headers = async () => ({ 'x-csrf-token': await csrfOf(context, request) });
  const registered = await request.post('/api/auth/register', {
    headers: await headers(),
    data: { username: 'Sam Staff', email: STAFF_EMAIL, password: PASSWORD, password_confirmation: PASSWORD },
  });
  if (registered.status() === 201) {
    const mail = await waitForMail(request, STAFF_EMAIL, /verify/i);
    const key = new URL(mail.links.find((l) => l.includes('/confirm_email/'))!).pathname.split('/').pop()!;
    const verified = await request.post('/api/auth/verify-email', {
      headers: await headers(),
      data: { key },
    });
    expect(verified.status(), 'staff email verified').toBeLessThan(300);
  }
  const login = await request.post('/api/auth/login', {
    headers: await headers(),
    data: { email: STAFF_EMAIL, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return {
    post: async (url: string, data: unknown) => request.post(url, { headers: await headers(), data }),
    put: async (url: string, data: unknown) => request.put(url, { headers: await headers(), data }),
    get: (url: string) => request.get(url),
  };
}

test('checkout: pays by default card (with a promo), new card (a declined card first), PayPal and credit terms', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const staffApi = await staff(page);
  const promo = await staffApi.post('/api/admin/promo-codes', { code: 'E2E10', percent: 10, usesLeft: 5 });
  expect([201, 409]).toContain(promo.status()); // 409: made by an earlier try of this test

  const email = await verifiedUser(page);
  await designMug(page, 'Harbour mug');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const { templates } = await call(page, 'GET', '/api/templates');
  const templateId = templates[0].id as number;

  // 1. Default card, added from checkout, with a promo applied at order review.
  await call(page, 'POST', '/api/checkout/quote', { shipTo: SHIP_TO, shippingOption: 'Standard' });
  await page.goto('/product/shipping');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible(); // the held address, priced
  await page.getByLabel('Promo code').fill('e2e10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount has been applied!')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/product\/checkout\/null&isPaid=false$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Please upload a credit/debit card in your dashboard.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Billing Method' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Billing Method' });
  await modal.getByRole('button', { name: 'Save Card' }).click();
  await expect(modal.getByText('Cardholder name is required')).toBeVisible();
  await modal.getByLabel('Cardholder name').fill('Ada Lovelace');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Billing address').fill('1 Market St, San Francisco, CA 94105');
  await modal.getByLabel('Card number').fill('4242 4242 4242 4242');
  await modal.getByLabel('Expiry (MM/YY)').fill('12/40');
  await modal.getByLabel('CVC').fill('123');
  await modal.getByRole('button', { name: 'Save Card' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('payment-default_card')).toContainText('ENDS IN 4242');
  const step = await call(page, 'GET', '/api/checkout/payment');
  expect(step.quote.discount).toBeGreaterThan(0);
  await expect(page.getByTestId('summary-total')).toHaveText(money(step.quote.total));
  await page.setViewportSize(NARROW);
  await stepsOnOneLine(page);
  await page.setViewportSize(WIDE);
  await stepsOnOneLine(page);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const first = await confirmed(page, /Default Card\s*ENDS IN 4242/);
  await page.setViewportSize(NARROW);
  await stepsOnOneLine(page);
  // The confirmation leads on to the order's own page.
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${first}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${first}` })).toBeVisible();
  await page.setViewportSize(WIDE);
  const mail = await waitForMail(page.request, email, new RegExp(`order ${first} has been received`));
  expect(mail.text).toContain('Thank you for shopping with us!');
  expect(mail.text).toContain(`Total: ${money(step.quote.total)}`);
  // Its button opens the order's page, and it pictures the item (a file /media serves to anyone).
  const orderUrl = mail.links.find((l) => l.endsWith(`/dashboard/orders/${first}`));
  expect(orderUrl, 'the mail links the order detail page').toBeTruthy();
  expect(mail.html).toMatch(/<img src="http:\/\/localhost:\d+\/media\/order-previews\//);
  await lookAtMail(page, mail, 'order-confirmation');
  await lookAtMail(page, await waitForMail(page.request, email, /verify/i), 'verify-email');
  await page.goto(new URL(orderUrl!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${first}` })).toBeVisible();

  // 2. New card on the sandbox's hosted page: a declined card first, which takes nothing.
  const total2 = await readyToPay(page, templateId);
  await page.goto(CHECKOUT);
  await page.getByRole('radio', { name: 'New Card' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole('button', { name: `Pay ${money(total2)}` })).toBeVisible();
  // Filled with the buyer's email, as Stripe Checkout fills customer_email.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  expect((await call(page, 'GET', '/api/cart')).cart.count).toBe(1);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  const second = await confirmed(page, /New Card\s*ENDS IN 4242/);
  await lookAtMail(
    page,
    await waitForMail(page.request, email, new RegExp(`order ${second} has been received`)),
    'order-confirmation-new-card',
  );

  // 3. PayPal: approved on the sandbox's PayPal page, then Submit Order.
  await readyToPay(page, templateId);
  await page.goto(CHECKOUT);
  await page.getByRole('radio', { name: 'Paypal' }).check();
  await page.getByRole('button', { name: 'Continue to Paypal' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\//);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/checkout\/paypal\?token=/);
  await expect(page.getByText('Please click Submit Order to finish your order.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await confirmed(page, /Paypal/);

  // 4. Credit terms: offered once staff set a balance; too low a balance is refused.
  const total4 = await readyToPay(page, templateId);
  await page.goto(CHECKOUT);
  await expect(page.getByRole('radio', { name: 'Default Card' })).toBeChecked();
  await expect(page.getByText('Credit Terms')).toHaveCount(0);
  const found = await (await staffApi.get(`/api/admin/companies?q=${encodeURIComponent(email)}`)).json();
  const companyId = found.companies[0].id as number;
  const setCredit = (balance: number) =>
    staffApi.put(`/api/admin/companies/${companyId}/credit-terms`, { balance });
  expect((await setCredit(total4 / 100 - 1)).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('payment-term')).toContainText(
    'Term Balance is too low to place this order!',
  );
  expect((await setCredit(1000)).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('payment-term')).toContainText('Balance: $1,000.00');
  await page.getByRole('radio', { name: 'Credit Terms' }).check();
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await confirmed(page, /Credit Terms/);
});
