import { expect, type Page } from '@playwright/test';
import { call, cardOnFile, confirmed, SHIP_TO, savedTemplate } from './ordering-steps';
import { makePng } from './png';

/** Claim steps a spec can reuse: a shipped order of two items, a damaged claim, staff settling it. */

/**
 * Places (by the default card) an order of two mug lines, the first of two units and the second
 * of one, and has `staff` ship it; answers its id. The page is a verified customer's.
 */
export async function shippedTwoItemOrder(page: Page, staff: Page, email: string) {
  const first = await savedTemplate(page, 'Harbour mug');
  const second = await savedTemplate(page, 'Meadow mug');
  await cardOnFile(page, email);
  await call(page, 'POST', '/api/cart/items', { templateId: first, quantity: 2 });
  await call(page, 'POST', '/api/cart/items', { templateId: second, quantity: 1 });
  await call(page, 'POST', '/api/checkout/quote', { shipTo: SHIP_TO, shippingOption: 'Standard' });
  await page.goto('/product/checkout/null&isPaid=false');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const id = await confirmed(page, /Default Card\s*ENDS IN 4242/);
  for (const to of ['ReadyToProduce', 'InProduction'])
    await call(staff, 'POST', `/api/admin/production/orders/${id}/move`, { to });
  await call(staff, 'POST', `/api/admin/production/orders/${id}/ship`, {
    carrier: 'USPS',
    trackingNumber: '9400111899223344550000',
  });
  return id;
}

/** The order's lines as its owner sees them (first placed first). */
export async function orderLines(page: Page, orderId: number) {
  const detail = await call(page, 'GET', `/api/orders/${orderId}`);
  return detail.order.items as Array<{ id: number; quantity: number; sku: string }>;
}

/**
 * Files a 'Damaged' claim through the claim form about `quantity` units of the order's line at
 * `line` (0-based, in the order's order), with `photos` photos; answers the claim's id.
 */
export async function fileDamagedClaim(
  page: Page,
  orderId: number,
  opts: {
    line?: number;
    quantity?: number;
    photos?: number;
    email?: string;
    beforeSubmit?: () => Promise<void>;
  } = {},
) {
  const { line = 0, quantity = 1, photos = 2 } = opts;
  await page.goto(`/dashboard/orders/claim/${orderId}`);
  await expect(page.getByTestId('claim-item').first()).toBeVisible();
  await page.getByTestId('claim-reason').click();
  await page.getByRole('option', { name: 'Damaged' }).click();
  const item = page.getByTestId('claim-item').nth(line);
  await item.getByRole('checkbox').check();
  await item.getByTestId('claim-item-quantity').fill(String(quantity));
  await page.getByLabel('Remarks').fill('One mug arrived in pieces: the handle broke off in the box.');
  if (opts.email) await page.getByTestId('claim-email').fill(opts.email);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('claim-photo').click(),
  ]);
  await chooser.setFiles(
    Array.from({ length: photos }, (_, i) => ({
      name: `broken-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: makePng(320, 240, [200 - i * 60, 80, 60 + i * 60]),
    })),
  );
  await expect(page.getByTestId('claim-photo-chosen')).toHaveCount(photos);
  await expect(page.getByTestId('claim-submit')).toBeEnabled();
  await opts.beforeSubmit?.();
  await page.getByTestId('claim-submit').click();
  await expect(page.getByTestId('claim-filed')).toBeVisible();
  const detail = await call(page, 'GET', `/api/orders/${orderId}`);
  return detail.claim.id as number;
}

/** Staff settle a claim on its page with one decision per item, in the items' order; answers the message shown. */
export async function staffResolvePerItem(
  staff: Page,
  claimId: number,
  decisions: Array<'Reprint' | 'Refund' | 'Credit'>,
) {
  await staff.goto(`/admin/claims/${claimId}`);
  const rows = staff.getByTestId('claim-decision');
  await expect(rows).toHaveCount(decisions.length);
  for (const [i, d] of decisions.entries()) await rows.nth(i).getByText(d, { exact: true }).click();
  const settle = staff.getByTestId('claim-decisions').getByRole('button').first();
  const label = (await settle.textContent())?.trim() ?? '';
  await settle.click();
  await staff.getByRole('dialog').getByRole('button', { name: label }).click();
  const done = staff.getByTestId('claim-settled');
  await expect(done).toBeVisible();
  return (await done.textContent()) ?? '';
}

/** Staff settle every item of a claim as account credit of its share; answers the message shown. */
export async function staffResolveAsCredit(staff: Page, claimId: number) {
  await staff.goto(`/admin/claims/${claimId}`);
  const count = await staff.getByTestId('claim-decision').count();
  return staffResolvePerItem(staff, claimId, Array(count).fill('Credit'));
}
