import { fileDamagedClaim, orderLines, shippedTwoItemOrder, staffResolvePerItem } from './claim-steps';
import { expect, test } from './fixtures';
import { call, verifiedUser } from './ordering-steps';
import { staffMember } from './staff';
import { WIDE } from './support';

// A mug owner's breakage: one of two mugs of one line arrives broken; they claim it as damaged with
// two photos, naming that item only; staff reprint just that item, and the reprint holds only it.

test.setTimeout(300_000);
test.use({ actionTimeout: 30_000 });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

test('claims: a damaged mug of a two-item order, two photos, reprinted alone', async ({ page, browser }) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page);
  const staff = await staffMember(browser, 'operator', 'Otto Operator');
  const orderId = await shippedTwoItemOrder(page, staff, email);
  const [mugs, other] = await orderLines(page, orderId);
  expect([mugs?.quantity, other?.quantity]).toEqual([2, 1]);

  const claimId = await fileDamagedClaim(page, orderId, {
    line: 0,
    quantity: 1,
    photos: 2,
    beforeSubmit: async () => {
      await expect(page.getByTestId('claim-item')).toHaveCount(2);
    },
  });

  // Staff see the one item and both photos, and reprint it.
  await staff.goto(`/admin/claims/${claimId}`);
  await expect(staff.getByTestId('claim-item')).toHaveCount(1);
  await expect(staff.getByTestId('claim-item')).toContainText('1 of 2 ×');
  await expect(staff.getByRole('img', { name: /^Photo \d of 2/ })).toHaveCount(2);
  const message = await staffResolvePerItem(staff, claimId, ['Reprint']);
  const reprintId = Number(message.match(/reprinting as order (\d+)/)?.[1]);
  expect(reprintId).toBeGreaterThan(orderId);
  await expect(staff.getByTestId('claim-outcome')).toContainText('Reprint');

  // The reprint holds only that item, one unit, at no charge.
  await page.setViewportSize(WIDE);
  await page.goto(`/dashboard/orders/${reprintId}`);
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await expect(page.getByTestId('order-item')).toContainText('Quantity 1');
  await expect(page.getByTestId('totals-total')).toHaveText('$0.00');
  const reprint = await call(page, 'GET', `/api/orders/${reprintId}`);
  expect(reprint.order.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([
    [mugs!.sku, 1],
  ]);
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByTestId('order-claim')).toContainText(/resolved/i);
  await staff.context().close();
});
