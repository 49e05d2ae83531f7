import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { startReceiver } from '../server/src/modules/webhooks/test-receiver';
import { expect, test } from './fixtures';
import { call, cardOnFile, MUG, money, savedTemplate, verifiedUser } from './ordering-steps';
import { makePng } from './png';
import { staffMember } from './staff';
import { csrfOf, NARROW, uniqueEmail, WIDE } from './support';

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

// Connected stores, through the screens and the built-in sandbox stores (the server's sandbox
// adapters stand in for Shopify, WooCommerce and Etsy): connect and approve, publish a template
// with its margin, a test order that becomes a PressRun order, an order on hold and its retry,
// and disconnecting.

/** A shop address nobody else's test uses. */
const shopName = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}`;

/**
 * Stores → Connect Shopify → the store's address → the sandbox's approval screen → Approve: back on
 * Stores with the store listed. Answers the store's row.
 */
async function connectSandboxShopify(page: Page, storeName: string) {
  await page.goto('/dashboard/stores');
  await page.getByRole('button', { name: 'Connect Shopify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect your Shopify store' });
  const shop = shopName('shop');
  await dialog.getByLabel('Shopify store address').fill(shop);
  // The hint reads the address the way the server will.
  await expect(dialog.getByTestId('shop-hint')).toContainText(`${shop}.myshopify.com`);
  await dialog.getByRole('button', { name: 'Continue to Shopify' }).click();

  await expect(page).toHaveURL(/\/sandbox\/stores\/shopify\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'PressRun wants to access your store' })).toBeVisible();
  await expect(page.getByText('Sandbox Shopify', { exact: true })).toBeVisible();
  await page.getByLabel('Shop name').fill(storeName);
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back on Stores: the store is listed, the notification names it, and the address is clean.
  await expect(page).toHaveURL(/\/dashboard\/stores$/);
  await expect(page.getByText(`${storeName} is connected`)).toBeVisible();
  const row = page.getByRole('listitem', { name: storeName });
  await expect(row).toContainText('Connected');
  await expect(row).toContainText(`${shop}.myshopify.com`);
  await expect(row).toContainText('No orders yet');
  return row;
}

/** On the store's page, publishes a saved template at a retail price; answers PressRun's cost (cents). */
async function publish(page: Page, templateName: string, price: string) {
  const section = page.getByRole('region', { name: 'Publish a template' });
  await section.getByRole('textbox', { name: 'Template to publish' }).click();
  await page.getByRole('option', { name: new RegExp(`^${templateName}`) }).click();
  const margin = section.getByTestId('margin');
  await expect(margin).toContainText('PressRun cost $');
  const cost = Math.round(Number(/PressRun cost \$([\d.]+)/.exec((await margin.textContent())!)![1]) * 100);
  await section.getByRole('textbox', { name: 'Retail price' }).fill(price);
  await section.getByRole('button', { name: /^Publish to / }).click();
  await expect(page.getByText(/is now for sale in/)).toBeVisible();
  return cost;
}

/** The store's sandbox shop, opened from its page; a test order of one of `product`, as a customer places it. */
async function placeTestOrder(page: Page, product: string) {
  await page.getByRole('link', { name: 'Open sandbox store' }).click();
  await expect(page).toHaveURL(/\/sandbox\/stores\/\d+$/);
  await page.getByLabel(`Quantity of ${product}`).fill('1');
  await page.getByRole('button', { name: 'Place test order' }).click();
  const placed = page.getByRole('status').filter({ hasText: /^Order .+ placed and sent to PressRun\.$/ });
  await expect(placed).toBeVisible();
  return /^Order (.+) placed/.exec((await placed.textContent())!)![1]!;
}

test.describe('connected stores', () => {
  test('a Shopify store is connected through the approval screen, and a refusal is said on Stores', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await verifiedUser(page, uniqueEmail('connect'), 'Connie Connect');
    await page.goto('/dashboard/stores');
    await expect(page.getByTestId('stores-empty')).toBeVisible();

    // A store address that is not one is refused before leaving.
    await page.getByRole('button', { name: 'Connect Shopify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect your Shopify store' });
    await dialog.getByLabel('Shopify store address').fill('shop.example.com');
    await dialog.getByRole('button', { name: 'Continue to Shopify' }).click();
    await expect(dialog.getByText('That is not a Shopify store address')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Etsy asks for nothing; Cancel on its approval screen comes back with the refusal said.
    await page.getByRole('button', { name: 'Connect Etsy' }).click();
    await expect(page).toHaveURL(/\/sandbox\/stores\/etsy\/authorize\?/);
    await expect(page.getByText('Sandbox Etsy', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/stores$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The store could not be connected.' }),
    ).toBeVisible();
    await expect(page.getByTestId('stores-empty')).toBeVisible();

    const row = await connectSandboxShopify(page, 'Connie’s Mugs');
    await expect(row.getByText('Sandbox')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Connie’s Mugs is connected')).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Connie’s Mugs' })).toBeVisible();
  });

  test('a template is published with its margin shown, and is for sale in the sandbox store', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await verifiedUser(page, uniqueEmail('publish'), 'Pablo Publish');
    await savedTemplate(page, 'Fox mug');
    const row = await connectSandboxShopify(page, 'Pablo’s Prints');
    await row.getByRole('link', { name: 'Manage Pablo’s Prints' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pablo’s Prints' })).toBeVisible();
    await expect(page.getByTestId('links-empty')).toBeVisible();

    const section = page.getByRole('region', { name: 'Publish a template' });
    await section.getByRole('textbox', { name: 'Template to publish' }).click();
    await page.getByRole('option', { name: /^Fox mug/ }).click();
    // Title from the template, its listing photos, the cost and a live margin.
    await expect(section.getByRole('textbox', { name: 'Product title' })).toHaveValue('Fox mug');
    // (A template just saved gets its listing photos in the background: the page waits for them.)
    await expect(section.getByTestId('listing-photos').getByRole('img').first()).toBeVisible({
      timeout: 60_000,
    });
    const margin = section.getByTestId('margin');
    const cost = Math.round(Number(/PressRun cost \$([\d.]+)/.exec((await margin.textContent())!)![1]) * 100);
    expect(cost).toBeGreaterThan(0);
    const price = section.getByRole('textbox', { name: 'Retail price' });
    await price.fill('40.00');
    const kept = 4000 - cost;
    await expect(margin.getByTestId('margin-amount')).toHaveText(
      `${money(kept)} (${Math.round((kept / 4000) * 100)}%)`,
    );
    // Under the cost: said at once, and refused by the server in the same words.
    await price.fill(((cost - 1) / 100).toFixed(2));
    await expect(margin).toContainText('Below PressRun’s cost');
    await section.getByRole('button', { name: 'Publish to Pablo’s Prints' }).click();
    await expect(section.getByText('The retail price must be at least the PressRun cost.')).toBeVisible();

    await price.fill('40.00');
    await section.getByRole('button', { name: 'Publish to Pablo’s Prints' }).click();
    await expect(page.getByText('Fox mug is now for sale in Pablo’s Prints.')).toBeVisible();
    const link = page.getByRole('listitem', { name: 'Fox mug' });
    await expect(link).toContainText('Published');
    await expect(link).toContainText('$40.00');

    await page.getByRole('link', { name: 'Open sandbox store' }).click();
    await expect(page.getByTestId('sandbox-product').filter({ hasText: 'Fox mug' })).toContainText('$40.00');
  });

  test('a test order in the sandbox store becomes a PressRun order, listed with its store, and its tracking goes back', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(WIDE);
    const email = await verifiedUser(page, uniqueEmail('storeorder'), 'Sana Store');
    await cardOnFile(page, email);
    await savedTemplate(page, 'Owl mug');
    const row = await connectSandboxShopify(page, 'Sana’s Shop');
    await row.getByRole('link', { name: 'Manage Sana’s Shop' }).click();
    await publish(page, 'Owl mug', '29.99');
    const number = await placeTestOrder(page, 'Owl mug');

    // PressRun's order, with the store and its order number, in the list and on its page.
    await page.goto('/dashboard/orders');
    const order = page.getByTestId('order-row').filter({ hasText: 'Sana’s Shop' });
    await expect(async () => {
      await page.reload();
      await expect(order).toHaveCount(1, { timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(order.getByTestId('order-store')).toHaveText(`Sana’s Shop · order ${number}`);

    // The store filter keeps it, and puts the store in the address.
    await page.getByTestId('orders-store-filter').click();
    await page.getByRole('option', { name: 'Sana’s Shop' }).click();
    await expect(page).toHaveURL(/[?&]store=\d+/);
    await expect(page.getByTestId('order-row')).toHaveCount(1);

    await order.getByRole('link', { name: /^Order \d+$/ }).click();
    await expect(page.getByTestId('order-from-store')).toHaveText(`From Sana’s Shop, order ${number}`);

    // The store's page lists it as placed, linking to the PressRun order.
    await page.goto('/dashboard/stores');
    await page.getByRole('link', { name: 'Manage Sana’s Shop' }).click();
    const storeOrder = page.getByRole('listitem', { name: `Store order ${number}` });
    await expect(storeOrder).toContainText('Placed');
    const pressRunOrder = storeOrder.getByRole('link', { name: /PressRun order \d+/ });
    const orderId = Number(/(\d+)/.exec((await pressRunOrder.textContent())!)![1]);

    // Staff make and ship it: the tracking goes back to the store, and the order page says so.
    const staff = await staffMember(browser, 'operator', 'Stan Shipper');
    for (const [status, button] of [
      ['Created', 'Move to Ready To Produce'],
      ['ReadyToProduce', 'Move to In Production'],
    ] as const) {
      await staff.goto(`/admin/production?status=${status}`);
      await staff.getByRole('checkbox', { name: `Select order ${orderId}` }).check();
      await staff.getByRole('button', { name: button }).click();
      await expect(staff.getByText(/1 order moved/i)).toBeVisible();
    }
    await staff.goto(`/admin/production/${orderId}`);
    await staff.getByLabel('Tracking number').fill('9400111899223344556677');
    await staff.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(staff.getByText('In Production → Order Shipped')).toBeVisible();
    await staff.context().close();

    await pressRunOrder.click();
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('store-updates')).toContainText(
        /Tracking sent to Sana’s Shop \(.*9400111899223344556677\)/,
        { timeout: 3000 },
      );
    }).toPass({ timeout: 30_000 });
    await page.getByTestId('order-from-store').getByRole('link', { name: 'Sana’s Shop' }).click();
    await page.getByRole('link', { name: 'Open sandbox store' }).click();
    const shipped = page.getByRole('listitem', { name: `Order ${number}` });
    await expect(shipped).toContainText('Fulfilled');
    await expect(shipped.getByTestId('sandbox-order-tracking')).toContainText('9400111899223344556677');
  });

  test('a store order without a card waits under Needs attention, and Retry places it', async ({ page }) => {
    await page.setViewportSize(WIDE);
    const email = await verifiedUser(page, uniqueEmail('held'), 'Hal Held');
    await savedTemplate(page, 'Heron mug');
    const row = await connectSandboxShopify(page, 'Hal’s Herons');
    await row.getByRole('link', { name: 'Manage Hal’s Herons' }).click();
    await publish(page, 'Heron mug', '25.00');
    const number = await placeTestOrder(page, 'Heron mug');

    // No card on file: held, with the reason and the way to Billing.
    await page.goto('/dashboard/stores');
    const attention = page.getByRole('region', { name: 'Needs attention' });
    const held = attention.getByRole('listitem', { name: `Store order ${number}` });
    // The page follows the stores by itself: the hold shows once the order has been tried.
    await expect(held).toBeVisible({ timeout: 30_000 });
    await expect(held.getByTestId('store-order-reason')).toHaveText(
      'There is no default card on file. Add one in Billing, then retry.',
    );
    await expect(held.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/dashboard/billing');
    await expect(page.getByRole('listitem', { name: 'Hal’s Herons' })).toContainText(
      '1 order needs your attention',
    );

    await cardOnFile(page, email);
    await held.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('The order was placed.')).toBeVisible();
    await expect(attention).toHaveCount(0);
    await page.goto('/dashboard/orders');
    await expect(page.getByTestId('order-row').filter({ hasText: `order ${number}` })).toHaveCount(1);
  });

  test('a store is disconnected after a confirmation, and stays listed', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await verifiedUser(page, uniqueEmail('disconnect'), 'Dora Disconnect');
    const row = await connectSandboxShopify(page, 'Dora’s Den');

    await row.getByRole('button', { name: 'Disconnect Dora’s Den' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect Dora’s Den?' });
    await expect(confirm).toContainText(
      'Orders stop coming in from this store; orders already placed are not affected.',
    );
    // Keep connected changes nothing.
    await confirm.getByRole('button', { name: 'Keep connected' }).click();
    await expect(row).toContainText('Connected');

    await row.getByRole('button', { name: 'Disconnect Dora’s Den' }).click();
    await page
      .getByRole('dialog', { name: 'Disconnect Dora’s Den?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect(row).toContainText('Disconnected');
    await expect(row.getByRole('button', { name: 'Connect again Dora’s Den' })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Disconnect/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Dora’s Den' })).toContainText('Disconnected');
  });

  test('at 375 px: a store whose owner revoked PressRun’s access asks to reconnect, and Reconnect mends it', async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await verifiedUser(page, uniqueEmail('phone'), 'Pia Phone');
    const row = await connectSandboxShopify(page, 'Pia’s Pocket');
    await row.getByRole('link', { name: 'Manage Pia’s Pocket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pia’s Pocket' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    // The store owner revokes PressRun's access at the platform.
    await page.getByRole('link', { name: 'Open sandbox store' }).click();
    await page.getByRole('button', { name: 'Revoke PressRun’s access' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke access' }).click();
    await expect(page.getByText('PressRun’s access is revoked')).toBeVisible();

    // PressRun learns it the next time it asks the store (its products, on the store's page).
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Pia’s Pocket' })).toBeVisible();
    await expect(page.getByText('Needs re-authorisation').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to Stores' }).click();
    const store = page.getByRole('listitem', { name: 'Pia’s Pocket' });
    await expect(store).toContainText('Needs re-authorisation');

    // Reconnect: the same shop approves PressRun again, and the store is connected once more.
    await store.getByRole('button', { name: 'Reconnect Pia’s Pocket' }).click();
    await expect(page).toHaveURL(/\/sandbox\/stores\/shopify\/authorize\?/);
    await page.getByLabel('Shop name').fill('Pia’s Pocket');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/dashboard\/stores$/);
    await expect(page.getByRole('listitem', { name: 'Pia’s Pocket' })).toContainText('Connected');
    await expect(page.getByTestId('store')).toHaveCount(1);
  });
});
