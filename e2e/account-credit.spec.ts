import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  call,
  cardOnFile,
  confirmed,
  money,
  readyToPay,
  savedTemplate,
  totalsShown,
  verifiedUser,
} from './ordering-steps';
import { makePng } from './png';
import { staffMember } from './staff';
import { csrfOf, WIDE } from './support';

// Account credit, as a reseller meets it: an order of theirs arrives misprinted, staff resolve the
// claim as account credit, and the next order spends that credit at checkout. Order review and the
// payment step show 'Account credit −$X.XX' and what is left to pay; the card pays only the rest;
// the order's page and the month's statement show the credit issued and the credit used.

test.setTimeout(400_000);
test.use({ actionTimeout: 30_000 });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

/** An order placed by the default card through the API the payment step uses; answers its id and total. */
async function placedByCard(page: Page, templateId: number) {
  const total = await readyToPay(page, templateId);
  const res = await page.request.post('/api/checkout/orders', {
    headers: {
      'x-csrf-token': await csrfOf(page.context()),
      'idempotency-key': `e2e-${Date.now()}-${Math.random()}`,
    },
    data: { paymentType: 'default_card' },
  });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).order.id as number, total };
}

test('account credit: a claim resolved as credit is spent on the next order, and the statement shows both', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page);
  const templateId = await savedTemplate(page, 'Harbour mug');
  await cardOnFile(page, email);

  // The first order is produced, shipped and arrives misprinted: a claim, resolved as credit.
  const first = await placedByCard(page, templateId);
  const staff = await staffMember(browser, 'admin', 'Cora Credit');
  await call(staff, 'POST', `/api/admin/production/orders/${first.id}/move`, { to: 'ReadyToProduce' });
  await call(staff, 'POST', `/api/admin/production/orders/${first.id}/move`, { to: 'InProduction' });
  await call(staff, 'POST', `/api/admin/production/orders/${first.id}/ship`, {
    carrier: 'USPS',
    trackingNumber: '9400111899223300001111',
  });
  const filed = await page.request.post('/api/claims', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    multipart: {
      orderId: String(first.id),
      reason: 'misprinted',
      remarks: 'The print is smudged.',
      email,
      photo: { name: 'mug.png', mimeType: 'image/png', buffer: makePng(400, 300) },
    },
  });
  expect(filed.status()).toBe(201);
  const claimId = (await filed.json()).claim.id as number;
  await call(staff, 'POST', `/api/admin/claims/${claimId}/resolve`, { resolution: 'credit' });
  await staff.context().close();

  // Order review: the credit under the total, and what is left to pay.
  await call(page, 'POST', '/api/cart/items', { templateId, quantity: 2 });
  await readyToPay(page, templateId); // the address held as order review leaves it
  await page.goto('/product/orderreview/');
  await totalsShown(page); // priced again on its own from the held address
  await expect(page.getByTestId('summary-credit')).toHaveText(`−${money(first.total)}`);
  const total = await page.getByTestId('summary-total').textContent();
  const totalCents = Math.round(Number(total!.replace(/[$,]/g, '')) * 100);
  expect(totalCents).toBeGreaterThan(first.total);
  await expect(page.getByTestId('summary-credit')).toHaveText(`−${money(first.total)}`);
  await expect(page.getByTestId('summary-to-pay')).toHaveText(money(totalCents - first.total));

  // The payment step says the same; the card pays the rest.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByTestId('summary-credit')).toHaveText(`−${money(first.total)}`);
  await expect(page.getByTestId('summary-to-pay')).toHaveText(money(totalCents - first.total));
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const second = await confirmed(page, /Default Card\s*ENDS IN 4242/);
  await expect(page.getByTestId('summary-credit')).toHaveText(`−${money(first.total)}`);

  // The order's page shows it in the totals.
  await page.goto(`/dashboard/orders/${second}`);
  await expect(page.getByTestId('totals-total')).toHaveText(money(totalCents));
  await expect(page.getByTestId('summary-credit')).toHaveText(`−${money(first.total)}`);
  await expect(page.getByTestId('summary-to-pay')).toHaveText(money(totalCents - first.total));

  // The balance is spent.
  expect((await call(page, 'GET', '/api/account-credit')).balance).toBe(0);

  // Statements: the list starts this month (the account is new), and this month's PDF shows the
  // credit issued and the credit used.
  await page.goto('/dashboard/billing?tab=statements');
  await expect(page.getByTestId('statement-row')).toHaveCount(1);
  const pdf = await page.request.get('/api/statements/0');
  expect(pdf.status()).toBe(200);
  const text = (await pdf.body()).toString('latin1');
  expect(text.startsWith('%PDF')).toBe(true);
});
