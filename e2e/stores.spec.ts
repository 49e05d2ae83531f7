import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { startReceiver } from '../server/src/modules/webhooks/test-receiver';
import { expect, test } from './fixtures';
import { call, cardOnFile, MUG, verifiedUser } from './ordering-steps';
import { makePng } from './png';
import { staffMember } from './staff';
import { csrfOf, uniqueEmail, WIDE } from './support';

// Stores, through the screens: a spreadsheet of orders becomes orders, the integration
// wizard is walked to its thanks, and the API key made with the account is copied from Stores.

test.describe.configure({ timeout: 180_000 });

/** Uploads an artwork file through the API, as My Files does; answers its address as Files shows it. */
async function artworkUrl(page: Page) {
  const res = await page.request.post('/api/files', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    multipart: {
      file: { name: 'store-logo.png', mimeType: 'image/png', buffer: makePng(600, 300, [33, 90, 160]) },
    },
  });
  expect(res.status()).toBe(201);
  const [file] = (await res.json()).files as Array<{ url: string }>;
  return new URL(file!.url, test.info().project.use.baseURL).toString();
}

/** Follows a link the way a person does (a click), and answers the downloaded file's text. */
async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile((await file.path())!, 'utf8');
}

/** A CSV row from cells, quoting what needs it. */
const csvLine = (cells: string[]) =>
  cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',');

test('a spreadsheet of three orders, one with a bad row, becomes two orders and a results file', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page, uniqueEmail('bulk'), 'Bea Bulk');
  await cardOnFile(page, email);
  const art = await artworkUrl(page);

  // Stores → Upload orders.
  await page.goto('/dashboard/stores');
  await page.getByRole('link', { name: 'Upload orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/stores\/csv$/);
  await expect(page.getByText('No CSV documents found.')).toBeVisible();

  // The sample CSV is the template the customer fills in.
  const sample = await download(page, page.getByRole('link', { name: 'Download a sample CSV' }));
  const header = sample.split(/\r?\n/)[0]!.split(',');
  expect(header).toEqual(expect.arrayContaining(['po', 'sku', 'quantity', 'artwork_url', 'zip_code']));
  const row = (values: Record<string, string>) => csvLine(header.map((h) => values[h] ?? ''));
  const base = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    street_address: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip_code: '94105',
    country: 'United States',
    shipping_option: 'Standard',
    sku: MUG,
    quantity: '1',
    artwork_url: art,
  };
  const grace = {
    ...base,
    first_name: 'Grace',
    last_name: 'Hopper',
    city: 'Brooklyn',
    state: 'NY',
    zip_code: '11201',
  };
  const filled = [
    header.join(','),
    row({ ...base, po: 'BULK-A', quantity: '2' }),
    row({ ...base, po: 'BULK-A', sku: '21102' }),
    row({ ...grace, po: 'BULK-B', shipping_option: 'Expedited' }),
    row({ ...base, po: 'BULK-C' }),
    // The bad row: a zip code that is not one; its whole order waits for a corrected file.
    row({ ...base, po: 'BULK-C', zip_code: 'ABCDE' }),
  ].join('\r\n');

  const input = page.getByTestId('upload-bulk-orders').locator('input[type=file]');
  // A file that is not a spreadsheet is refused with the file-type message, in a banner that closes.
  await input.setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: makePng(10, 10) });
  const refused = page.getByText("You can't upload files of this type. Please upload .csv or .xlsx.");
  await expect(refused).toBeVisible();
  await page
    .getByRole('button', { name: /close|dismiss/i })
    .first()
    .click();
  await expect(refused).toBeHidden();

  // The success text answers the upload; on the page it gives way to the outcome once the
  // file is processed (which may be before a test could see it).
  const accepted = page.waitForResponse(
    (r) => r.url().endsWith('/api/bulk-orders') && r.request().method() === 'POST',
  );
  await input.setInputFiles({ name: 'store-orders.csv', mimeType: 'text/csv', buffer: Buffer.from(filled) });
  expect((await (await accepted).json()).message).toBe('Success! Your CSV order is being processed');
  const upload = page.getByTestId('bulk-order-row').first();
  await expect(upload).toContainText(/CSV Order #\d+/);
  await expect(upload).toContainText('store-orders.csv');
  // The list follows the file by itself, from Received through Processing to its result.
  await expect(upload).toContainText('Completed with errors', { timeout: 60_000 });
  await expect(upload).toContainText('2 orders placed · 2 rows with errors');
  await expect(upload).toContainText(/\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M/);
  // The frame's count of orders placed follows without a reload.
  await expect(page.getByTestId('orders-placed')).toHaveText('2');

  // The results file: the input and, per row, its status, order id and error.
  const results = (await download(page, upload.getByRole('link', { name: 'Download results' })))
    .trim()
    .split(/\r?\n/);
  expect(results[0]).toBe(`${header.join(',')},status,order_id,error`);
  expect(results).toHaveLength(6);
  const statusOf = (line: string) => line.match(/,(Ordered|Error),(\d*),(.*)$/)!;
  const [a1, a2, b, c1, c2] = results.slice(1).map(statusOf);
  expect([a1![1], a2![1], b![1], c1![1], c2![1]]).toEqual([
    'Ordered',
    'Ordered',
    'Ordered',
    'Error',
    'Error',
  ]);
  expect(a1![2]).toBe(a2![2]);
  expect(b![2]).not.toBe(a1![2]);
  expect(c2![3]).toMatch(/zip/i);
  expect(c1![3]).toContain('Not ordered: another row of PO BULK-C has an error.');
  // The uploaded file itself is there to download again.
  expect(await download(page, upload.getByRole('link', { name: /CSV Order #\d+/ }))).toBe(filled);

  // Two orders in the orders list, by their POs; none for the PO with the bad row.
  await page.goto('/dashboard/orders');
  const orders = page.getByTestId('order-row');
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: 'BULK-A' })).toHaveCount(1);
  await expect(orders.filter({ hasText: 'BULK-B' })).toHaveCount(1);
  await expect(orders.filter({ hasText: 'BULK-C' })).toHaveCount(0);
  const placed = await call(page, 'GET', `/api/orders/${a1![2]}`);
  expect(JSON.stringify(placed)).toContain('BULK-A');

  // Stores shows the upload and where it stands.
  await page.goto('/dashboard/stores');
  await expect(page.getByTestId('recent-bulk-order')).toContainText('Completed with errors');
});

test('the integration wizard is walked to its thanks, and staff see the request', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page, uniqueEmail('wizard'), 'Wanda Wizard');
  await page.goto('/dashboard/stores');
  await page.getByRole('link', { name: 'Start an Integration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/stores\/integrations$/);

  await expect(page.getByRole('heading', { name: "What's your name?" })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Wanda Wizard');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Which stores do you sell on?' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'Shopify' }).click();
  await page.getByRole('checkbox', { name: 'Etsy' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Expected units sold per month').fill('about 500 mugs');
  // Back reactivates the slide before, with its answers kept.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('checkbox', { name: 'Shopify' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Expected units sold per month')).toHaveValue('about 500 mugs');
  await page.getByRole('button', { name: 'Next' }).click();

  const company = page.getByLabel('Company Name');
  await company.fill('');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Request Keys' }).click();
  await expect(page.getByText('Company Name is required.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(company).toBeFocused();
  const companyName = `Wizard Mugs ${Date.now()}`;
  await company.fill(companyName);
  await page.getByLabel('Email').fill('orders@wizard-mugs.example');
  await page.getByRole('button', { name: 'Request Keys' }).click();
  await expect(
    page.getByText('Thanks! Your request has been submitted. Please allow us 24 hours to send your API Keys'),
  ).toBeVisible();
  await expect(page.getByText('You can follow your request on the Stores page.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Stores' }).last().click();
  await expect(page.getByText(`Shopify, Etsy · ${companyName}`)).toBeVisible();

  const staff = await staffMember(browser, 'admin', 'Ivy Integrations');
  await staff.goto('/admin/integration-requests');
  await expect(staff.getByText(companyName)).toBeVisible();
  await staff.context().close();
});

test('the API key made with the account is shown once on Stores, copied, and works', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(WIDE);
  await verifiedUser(page, uniqueEmail('apikey'), 'Kim Key');
  await page.goto('/dashboard/stores');
  const secret = page.getByTestId('api-key-secret');
  await expect(secret).toHaveText(/^pr_live_\w{20,}$/);
  const key = (await secret.textContent())!;
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  // The copied key is the one the public API takes (no cookies with it).
  const api = await page.request.get('/api/v1/products', { headers: { authorization: `Bearer ${key}` } });
  expect(api.status()).toBe(200);

  // Shown once: after a reload only its name and prefix are listed.
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  await expect(page.getByTestId('api-key')).toHaveCount(1);
  const prefix = (await page.getByTestId('api-key').locator('code').textContent())!.replace('…', '');
  expect(key.startsWith(prefix)).toBe(true);
});

test('a webhook endpoint added on Stores gets signed events; the log shows a failed try and sends again', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await page.setViewportSize(WIDE);
    await verifiedUser(page, uniqueEmail('hooks'), 'Hugo Hooks');
    await page.goto('/dashboard/stores');
    const card = page.getByRole('region', { name: 'Webhooks' });
    await card.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
    // A URL that is not one, then the receiver.
    await form.getByLabel('Endpoint URL').fill('not a url');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByText(/valid|URL/).first()).toBeVisible();
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await form.getByRole('checkbox', { name: 'Order created' }).check();
    await form.getByRole('checkbox', { name: /Order shipped/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await card.getByRole('button', { name: 'I have saved it' }).click();

    const endpoint = page.getByRole('listitem', { name: `Endpoint ${receiver.url}` });
    await endpoint.getByRole('button', { name: 'Send test' }).click();
    // The endpoint's last deliveries follow by themselves: the test event arrives, signed.
    await expect(endpoint.getByLabel('Last deliveries')).toContainText('Succeeded', { timeout: 30_000 });
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    const event = new Webhook(secret).verify(first!.body, first!.headers as Record<string, string>) as {
      type: string;
    };
    expect(event.type).toBe('webhook.test');

    // The receiver fails: the delivery waits for its next try, with the answer and the time it took.
    receiver.state.answer = 503;
    await endpoint.getByRole('button', { name: 'Send test' }).click();
    await endpoint.getByRole('button', { name: 'Delivery log' }).click();
    const log = endpoint.getByRole('table', { name: 'Delivery log' });
    const failedRow = log.getByRole('row').nth(1);
    await expect(failedRow).toContainText('HTTP 503', { timeout: 30_000 });
    await expect(failedRow).toContainText('Next try');
    await expect(failedRow).toContainText(/\d+ ms/);

    // Back up: Send again delivers it now.
    receiver.state.answer = 200;
    await failedRow.getByRole('button', { name: /Send delivery \d+ again/ }).click();
    await expect(failedRow).toContainText('Succeeded', { timeout: 30_000 });
    await expect(failedRow).toContainText('HTTP 200');
    const last = receiver.received.at(-1)!;
    expect(() => new Webhook(secret).verify(last.body, last.headers as Record<string, string>)).not.toThrow();
  } finally {
    await receiver.close();
  }
});
