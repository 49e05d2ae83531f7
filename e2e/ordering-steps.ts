import { expect, type Page } from '@playwright/test';
import { makePng } from './png';
import { csrfOf, type Mail, NARROW, uniqueEmail, WIDE, waitForMail } from './support';

// Steps the ordering specs share: a verified customer, a mug designed and saved in the builder, and
// the calls that take a cart to the payment step and read the confirmation.

export const PASSWORD = 'press-run-1';
export const MUG = '21101';
/** The 11 oz mug's print area, in pixels. */
const MUG_AREA = { width: 2700, height: 1050 };

/**
 * Registers, verifies with the mailed link's key and stays signed in, all through the API (in the
 * page's cookie jar); answers the address. The page is not opened: the caller's first goto does.
 * Following the link in a browser has tests of its own (the account journey, the keyboard journey).
 */
export async function verifiedUser(page: Page, email = uniqueEmail('order'), username = 'Olive Order') {
  const res = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': await csrfOf(page.context(), page.request) },
    data: { username, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(page.request, email, /verify/i);
  const link = new URL(mail.links.find((l) => l.includes('/confirm_email/'))!);
  const verified = await page.request.post('/api/auth/verify-email', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    data: { key: link.pathname.split('/').pop() },
  });
  expect(verified.status(), 'the mailed key verifies the email').toBe(200);
  return email;
}

/** Order review's address, where the builder's Review Order lands. */
export const ORDER_REVIEW = /\/product\/orderreview\/null&isPaid=false$/;

/** Chooses an artwork file in the builder's drop zone and waits for it to be placed as a layer. */
export async function uploadInBuilder(page: Page, buffer: Buffer, name = 'logo.png') {
  const layers = await page.getByTestId('layer-row').count();
  await page
    .getByTestId('artwork-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/png', buffer });
  await expect(page.getByTestId('layer-row')).toHaveCount(layers + 1, { timeout: 30_000 });
}

/**
 * Presses Review Order (the template is named `name` first, when given): it lands on order review
 * with the template in the cart, shown once at quantity 1.
 */
export async function reviewOrder(page: Page, name?: string) {
  if (name !== undefined) await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page).toHaveURL(ORDER_REVIEW, { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Order review' })).toBeVisible();
  const item = page.getByTestId('order-item').filter({ hasText: name || 'Ceramic Coffee Mug' });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  return item;
}

/** Designs a mug in the builder and presses Review Order: order review shows it in the cart. */
export async function designMug(page: Page, name: string, art = makePng(600, 300, [230, 57, 70])) {
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await uploadInBuilder(page, art);
  await reviewOrder(page, name);
}

/**
 * A saved mug template with a 600 × 300 artwork in the middle of its print area, made through the
 * API the builder uses (artwork upload, draft, mockup render, save); answers its id once its render
 * has given it a preview, so the cart takes it. The cart is left alone. Designing in the builder
 * has tests of its own (designMug's callers, templates-builder.spec.ts).
 */
export async function savedTemplate(page: Page, name: string, art = makePng(600, 300, [230, 57, 70])) {
  const headers = async () => ({ 'x-csrf-token': await csrfOf(page.context(), page.request) });
  const stored = await page.request.post('/api/files', {
    headers: await headers(),
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: art } },
  });
  expect(stored.status(), 'artwork uploaded').toBe(201);
  const [file] = (await stored.json()).files as Array<{ url: string; width: number; height: number }>;
  const layers = [
    {
      id: 'logo',
      type: 'image',
      source: file!.url,
      left: (MUG_AREA.width - file!.width) / 2,
      top: (MUG_AREA.height - file!.height) / 2,
      width: file!.width,
      height: file!.height,
      rotation: 0,
    },
  ];
  const { template } = await call(page, 'POST', '/api/templates', { sku: MUG, layers, name });
  const render = await call(page, 'POST', '/api/mockups', { sku: MUG, layers });
  await call(page, 'PUT', `/api/templates/${template.id}`, {
    layers,
    name,
    mockupId: String(render.id),
    status: 'saved',
  });
  await expect
    .poll(async () => (await call(page, 'GET', `/api/templates/${template.id}`)).template.previewUrl, {
      timeout: 60_000,
    })
    .toBeTruthy();
  return template.id as number;
}

/** Saves a sandbox test card on file through the API (the first one becomes the default). */
export async function cardOnFile(page: Page, email: string, number = '4242 4242 4242 4242') {
  return call(page, 'POST', '/api/billing/cards', {
    cardholderName: 'Olive Order',
    email,
    billingAddress: '1 Market St, San Francisco, CA 94105',
    number,
    expMonth: '12',
    expYear: '2040',
    cvc: '123',
  });
}

export const SHIP_TO = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};
export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A JSON call as the signed-in page makes it (the csrf header of its own cookie). */
export async function call(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const res = await page.request.fetch(url, {
    method,
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    data,
  });
  expect(res.status(), `${method} ${url}`).toBeLessThan(300);
  return res.json();
}

/** The template in the cart (once) and the address held: what order review leaves behind. */
export async function readyToPay(page: Page, templateId: number) {
  await call(page, 'PUT', `/api/cart/templates/${templateId}`);
  await call(page, 'POST', '/api/checkout/quote', { shipTo: SHIP_TO, shippingOption: 'Standard' });
  const step = await call(page, 'GET', '/api/checkout/payment');
  return step.quote.total as number;
}

/** Ends on the confirmation page of a new order; answers its id. */
export async function confirmed(page: Page, payment: RegExp) {
  await expect(page).toHaveURL(/\/product\/confirmation\/\d+$/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for shopping with us!' }),
  ).toBeVisible();
  await expect(page.getByText('Your order has been received.')).toBeVisible();
  await expect(page.getByTestId('order-confirmation')).toContainText(payment);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  return Number(await page.getByTestId('order-id').textContent());
}

/** The three-step indicator fits one line at the current width: every step's box starts at one top. */
export async function stepsOnOneLine(page: Page) {
  const steps = page.getByRole('navigation', { name: 'Order steps' }).getByRole('button');
  await expect(steps).toHaveCount(3);
  const tops = await steps.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size, `step tops ${tops.join(', ')}`).toBe(1);
}

/**
 * Opens a mail's HTML as a mail client would show it, at 375 and 1440 px: no sideways scroll on a
 * phone, and every image loaded. The page is left at 1440 px.
 */
export async function lookAtMail(page: Page, mail: Mail, name: string) {
  // An order's pictures are its own copies, made by a job just after the mail is queued.
  for (const [, src] of mail.html.matchAll(/<img src="([^"]+)"/g))
    await expect.poll(async () => (await page.request.get(src!)).status(), { timeout: 30_000 }).toBe(200);
  for (const size of [NARROW, WIDE]) {
    await page.setViewportSize(size);
    await page.setContent(mail.html, { waitUntil: 'load' });
    const { scrollWidth, broken } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      broken: Array.from(document.images)
        .filter((i) => !i.complete || i.naturalWidth === 0)
        .map((i) => i.src),
    }));
    expect(scrollWidth, `${name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(size.width);
    expect(broken, `${name}: images that did not load`).toEqual([]);
  }
}

export const ORDER_REVIEW_PATH = '/product/orderreview/null&isPaid=false';

/** Types SHIP_TO (California) into order review's open shipping-to form, the zip last. */
export async function fillCaAddress(page: Page) {
  await page.getByLabel('First name').fill(SHIP_TO.firstName);
  await page.getByLabel('Last name').fill(SHIP_TO.lastName);
  await page.getByRole('textbox', { name: /^Street address(?! 2)/ }).fill(SHIP_TO.street1);
  await page.getByLabel('City').fill(SHIP_TO.city);
  await page.getByRole('textbox', { name: /^State/ }).fill('Califor');
  await page.getByRole('option', { name: 'California' }).click();
  await page.getByLabel('Zip code').fill(SHIP_TO.zip);
}

/**
 * Waits until order review shows totals for its address (priced on their own once the address is
 * complete; the form locks and offers Edit) and no newer quote is on its way; answers the total shown.
 */
export async function totalsShown(page: Page) {
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('summary-total')).not.toHaveText('$0.00');
  await expect(page.getByTestId('order-summary-totals')).toHaveAttribute('aria-busy', 'false');
  return (await page.getByTestId('summary-total').textContent())!;
}

/** On order review with the cart as it is: fills the California address and waits for its totals. */
export async function fillCaAddressAndWaitForTotals(page: Page) {
  await fillCaAddress(page);
  return totalsShown(page);
}

/** Whether a step's finishing button is on screen as the page opens, without scrolling (the phone's bar). */
export async function expectInViewportWithoutScrolling(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => window.scrollY), 'not scrolled').toBe(0);
  expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(viewport.width);
}
