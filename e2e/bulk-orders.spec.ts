import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cardOnFile, savedTemplate, verifiedUser } from './ordering-steps';
import { makePng } from './png';
import { csrfOf, uniqueEmail, WIDE } from './support';

// The reseller's first hour on the CSV orders page: the sample file is theirs (it names their own
// template or file), so uploading it unchanged places orders; a file with bad rows lists each
// one's row, column and message on the page; a file whose every row failed never reads as a success.

test.describe.configure({ timeout: 180_000 });

const SUCCESS = 'Success! Your CSV order is being processed';

/** Follows a link the way a person does (a click), and answers the downloaded file. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return readFile((await file.path())!);
}

/** Drops a file on the page; answers once the server has accepted it with its success text. */
async function upload(page: Page, name: string, buffer: Buffer) {
  const accepted = page.waitForResponse(
    (r) => r.url().endsWith('/api/bulk-orders') && r.request().method() === 'POST',
  );
  await page
    .getByTestId('upload-bulk-orders')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer });
  const res = await accepted;
  expect([res.status(), (await res.json()).message]).toEqual([201, SUCCESS]);
}

const outcome = (page: Page) => page.getByTestId('bulk-outcome');

test('the sample CSV of a user with a template, uploaded unchanged, places its orders', async ({ page }) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page, uniqueEmail('bulk-sample'), 'Sam Sample');
  await cardOnFile(page, email);
  const templateId = await savedTemplate(page, 'Bulk mug');

  await page.goto('/dashboard/stores/csv');
  await expect(page.getByTestId('sample-hint')).toContainText('filled in with your newest templates');
  const sample = await download(page, 'Download a sample CSV');
  const rows = sample.toString('utf8').trim().split(/\r?\n/);
  const templateAt = rows[0]!.split(',').indexOf('template_id');
  expect(rows.slice(1).map((r) => r.split(',')[templateAt])).toEqual([
    String(templateId),
    String(templateId),
  ]);

  await upload(page, 'sample-orders.csv', sample);
  // Followed without a reload: the orders it placed, in place of 'being processed'.
  await expect(outcome(page)).toContainText(/CSV Order #\d+: 2 orders placed/, { timeout: 60_000 });
  await expect(outcome(page)).toContainText('Every row was ordered.');
  await expect(page.getByText(SUCCESS)).toBeHidden();
  await expect(page.getByTestId('bulk-order-row').first()).toContainText('Completed');

  await outcome(page).getByRole('link', { name: 'See your orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  const orders = page.getByTestId('order-row');
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: 'PO-1001' })).toHaveCount(1);
  await expect(orders.filter({ hasText: 'PO-1002' })).toHaveCount(1);
});

test('a file with a bad row lists its row, column and message on the page', async ({ page }) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page, uniqueEmail('bulk-rows'), 'Rhea Rows');
  await cardOnFile(page, email);
  // A file in My Files: the sample orders the mug with it.
  const stored = await page.request.post('/api/files', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    multipart: {
      file: { name: 'logo.png', mimeType: 'image/png', buffer: makePng(600, 300, [33, 90, 160]) },
    },
  });
  expect(stored.status()).toBe(201);

  await page.goto('/dashboard/stores/csv');
  await expect(page.getByTestId('sample-hint')).toContainText('filled in with your newest file');
  const rows = (await download(page, 'Download a sample CSV')).toString('utf8').trim().split(/\r?\n/);
  const header = rows[0]!.split(',');
  // Row 3 of the spreadsheet (PO-1002) asks for no mugs at all.
  const cells = rows[2]!.split(',');
  cells[header.indexOf('quantity')] = '0';
  const file = [rows[0], rows[1], cells.join(',')].join('\r\n');

  await upload(page, 'one-bad-row.csv', Buffer.from(file));
  await expect(outcome(page)).toContainText(/CSV Order #\d+: 1 order placed, 1 row not ordered/, {
    timeout: 60_000,
  });
  const errors = outcome(page).getByTestId('bulk-row-errors');
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toHaveText(
    ['3', 'quantity', 'Quantity must be a whole number from 1 to 999.'].join(''),
  );

  // The list keeps them: after a reload the upload still shows its rows' errors.
  await page.reload();
  const upload1 = page.getByTestId('bulk-order-row').first();
  await expect(upload1).toContainText('1 order placed · 1 row with errors');
  await upload1.getByRole('button', { name: 'Show row errors' }).click();
  await expect(page.getByTestId('bulk-row-errors').getByRole('row').nth(1)).toContainText('quantity');
});

test('with no template or file the sample says how to fill it; uploaded unchanged, every row fails clearly', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page, uniqueEmail('bulk-none'), 'Nora None');
  await page.goto('/dashboard/stores/csv');
  const hint = page.getByTestId('sample-hint');
  await expect(hint).toContainText('You have no templates or files yet');
  await expect(hint.getByRole('link', { name: 'Create a template' })).toHaveAttribute(
    'href',
    '/dashboard/templates',
  );
  const sample = await download(page, 'Download a sample CSV');
  expect(sample.toString('utf8')).toContain('Put the number of one of your templates here');

  await upload(page, 'sample-orders.csv', sample);
  await expect(outcome(page)).toContainText(/no orders were placed — every row has an error/, {
    timeout: 60_000,
  });
  await expect(page.getByText(SUCCESS)).toBeHidden();
  const errors = outcome(page).getByTestId('bulk-row-errors').getByRole('row');
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(1)).toContainText('2template_id');
  await expect(page.getByTestId('bulk-order-row').first()).toContainText(
    'No orders placed · 2 rows with errors',
  );
  await expect(errors.nth(2)).toContainText(
    'template_idtemplate_id must be the number of one of your templates',
  );
});
