import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cardOnFile, confirmed, money, readyToPay, savedTemplate, verifiedUser } from './ordering-steps';
import { makePng } from './png';
import { staffMember } from './staff';
import { WIDE, waitForMail } from './support';

// Orders and production, as the people using them see it: a customer places two orders; a staff
// member made with `npm run staff` moves one through production to shipped with a tracking
// number; the customer follows it, files a claim with a photo and cancels the other order; staff
// resolve the claim with a reprint, which the customer then finds among their orders.

test.setTimeout(400_000);
test.use({ actionTimeout: 30_000 });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

const CHECKOUT = '/product/checkout/null&isPaid=false';
/** Selects one order in the staff queue of a status and moves it on with the bulk button. */
async function moveInQueue(staff: Page, status: string, id: number, button: string) {
  await staff.goto(`/admin/production?status=${status}`);
  await staff.getByRole('checkbox', { name: `Select order ${id}` }).check();
  await staff.getByRole('button', { name: button }).click();
  await expect(staff.getByText(/1 order moved/i)).toBeVisible();
}

test('orders: two orders placed, one produced, shipped, tracked and claimed (reprinted), the other cancelled and refunded', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page);
  const templateId = await savedTemplate(page, 'Lighthouse mug');
  await cardOnFile(page, email);

  // Two orders by the default card, each through the payment step's Submit Order.
  const ids: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < 2; i++) {
    totals.push(await readyToPay(page, templateId));
    await page.goto(CHECKOUT);
    await page.getByRole('button', { name: 'Submit Order' }).click();
    ids.push(await confirmed(page, /Default Card\s*ENDS IN 4242/));
  }
  const [shipped, cancelled] = ids as [number, number];

  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(2);

  // Staff: Created → Ready To Produce → In Production, then shipped with a tracking number.
  const staff = await staffMember(browser, 'operator', 'Otto Operator');
  await staff.goto('/admin/production');
  await expect(staff.getByRole('checkbox', { name: `Select order ${shipped}` })).toBeVisible();
  await moveInQueue(staff, 'Created', shipped, 'Move to Ready To Produce');
  await moveInQueue(staff, 'ReadyToProduce', shipped, 'Move to In Production');
  await staff.goto(`/admin/production/${shipped}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${shipped}` })).toBeVisible();
  await staff.getByLabel('Tracking number').fill('9400111899223344556677');
  await staff.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(staff.getByText('In Production → Order Shipped')).toBeVisible();
  const slip = await staff.request.get(`/api/admin/production/orders/${shipped}/packing-slip.pdf`);
  expect(slip.headers()['content-type']).toContain('application/pdf');
  expect((await slip.body()).subarray(0, 4).toString()).toBe('%PDF');

  // The customer follows it: the timeline, the tracking link and the mail.
  const mail = await waitForMail(page.request, email, new RegExp(`order ${shipped} has shipped`));
  expect(mail.text).toContain('9400111899223344556677');
  await page.goto(`/dashboard/orders/${shipped}`);
  await expect(page.getByTestId('order-event')).toHaveCount(4);
  await expect(page.getByTestId('tracking-link')).toHaveAttribute(
    'href',
    /usps\.com.*9400111899223344556677/,
  );

  // …files a claim with a photo…
  await page.getByRole('link', { name: 'File a claim' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/claim/${shipped}$`));
  await expect(page.getByTestId('claim-submit')).toBeDisabled();
  await page.getByTestId('claim-reason').click();
  await page.getByRole('option', { name: /misprinted/i }).click();
  await page.getByLabel('Remarks').fill('The print is smudged on the left side.');
  await page.getByTestId('claim-email').fill(email);
  await expect(page.getByTestId('claim-submit')).toBeDisabled();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('claim-photo').click(),
  ]);
  await chooser.setFiles({
    name: 'smudge.png',
    mimeType: 'image/png',
    buffer: makePng(400, 300, [120, 120, 120]),
  });
  await expect(page.getByTestId('claim-submit')).toBeEnabled();
  await page.getByTestId('claim-submit').click();
  await expect(
    page.getByText(`A representative will contact you at ${email}`, { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders$/, { timeout: 15_000 });

  // …and cancels the other order, which is refunded in full (placed minutes ago, not in production).
  await page.goto(`/dashboard/orders/${cancelled}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('cancel-refund')).toContainText(money(totals[1]!));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order ${cancelled} has been cancelled`)).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  // The page says it was cancelled and that the money went back, not that tracking is to come.
  await expect(page.getByTestId('order-cancelled')).toContainText('This order was cancelled');
  await expect(page.getByTestId('order-cancelled-refund')).toHaveText(
    `${money(totals[1]!)} was refunded the way you paid.`,
  );
  await expect(page.getByText(/Tracking Number not available/)).toHaveCount(0);
  await waitForMail(page.request, email, new RegExp(`order ${cancelled} has been cancelled`));

  // Staff resolve the claim with a reprint; the customer finds the new order, at no charge.
  await staff.goto('/admin/claims');
  await staff
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /^Claim \d+$/ })
    .click();
  await expect(staff.getByRole('img', { name: /photo/i })).toBeVisible();
  await staff.getByRole('button', { name: 'Reprint' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Reprint' }).click();
  await expect(staff.getByText(/RESOLVED|Resolved/).first()).toBeVisible();
  const outcome = await waitForMail(page.request, email, new RegExp(`claim for order ${shipped}`, 'i'));
  const reprint = Number(
    outcome.text
      .match(/order (\d+)/g)
      ?.map((m) => m.split(' ')[1])
      .find((n) => Number(n) !== shipped),
  );
  expect(reprint).toBeGreaterThan(shipped);

  await page.goto('/dashboard/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(3);
  const rows = page.getByTestId('order-row');
  const inOrder = (...orderIds: number[]) => orderIds.map((n) => new RegExp(`Order ${n}(?!\\d)`));
  // By status (the default): the reprint (Created), the shipped one, the cancelled one last.
  await expect(rows).toContainText(inOrder(reprint, shipped, cancelled));
  await page.getByTestId('orders-sort').click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  await expect(page).toHaveURL(/[?&]sort=oldest/);
  await expect(rows).toContainText(inOrder(shipped, cancelled, reprint));
  // The choice is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('orders-sort')).toHaveValue('Oldest first');
  await expect(rows).toContainText(inOrder(shipped, cancelled, reprint));
  await page.getByTestId('orders-sort').click();
  await page.getByRole('option', { name: 'Total: low to high' }).click();
  await expect(rows.first()).toContainText(`Order ${reprint}`);
  await page.goto(`/dashboard/orders/${reprint}`);
  await expect(page.getByTestId('totals-total')).toHaveText('$0.00');
  await page.goto(`/dashboard/orders/${shipped}`);
  await expect(page.getByTestId('order-claim')).toContainText(/resolved/i);
  await staff.context().close();
});
