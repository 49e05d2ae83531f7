import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MUG, ORDER_REVIEW, PASSWORD, reviewOrder, uploadInBuilder, verifiedUser } from './ordering-steps';
import { makePng } from './png';
import { uniqueEmail, WIDE, waitForMail } from './support';

// The reseller's first hour: store-sized artwork is placed (scaled to the print area), Review Order
// takes the design straight to order review in the cart, and Start Order comes back to the builder.

test.setTimeout(180_000);
test.use({ actionTimeout: 20_000 });

/** The 11 oz mug's print area, as the notice states it. */
const AREA = { width: 2700, height: 1050 };
const notice = (w: number, h: number) =>
  `This product accepts dimensions no greater than ${AREA.width} pixels × ${AREA.height} pixels. Your image dimensions are ${w} pixels × ${h} pixels`;

/** The selected layer's size on the print area, as the properties panel shows it. */
async function layerSize(page: Page) {
  const panel = page.getByTestId('layer-properties');
  const read = async (label: string) => Number(await panel.getByLabel(label, { exact: true }).inputValue());
  return {
    left: await read('X'),
    top: await read('Y'),
    width: await read('Width'),
    height: await read('Height'),
  };
}

const cartLines = async (page: Page) => {
  const res = await page.request.get('/api/cart');
  return (await res.json()).cart.items as Array<{ templateId: number; quantity: number }>;
};

test('a 3000 × 2000 artwork is placed scaled with a notice; Review Order puts it in the cart once', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page, uniqueEmail('review'), 'Rita Reseller');
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await uploadInBuilder(page, makePng(3000, 2000, [29, 53, 87]), 'store-logo.png');

  // Placed, scaled to fit the print area with its proportions (3000:2000 → 1575 × 1050), centred;
  // said as a notice, not an error.
  const placed = page.getByTestId('place-notice');
  await expect(placed).toContainText(notice(3000, 2000));
  await expect(placed).toContainText('placed scaled down to fit the print area (1575 × 1050 pixels)');
  await expect(placed).toHaveAttribute('role', 'status');
  expect(await layerSize(page)).toEqual({ left: 562.5, top: 0, width: 1575, height: 1050 });
  // The file itself is kept whole: its full resolution is what prints.
  const files = (await (await page.request.get('/api/files')).json()).files;
  expect(files[0]).toMatchObject({ width: 3000, height: 2000 });

  // One undo takes the placed image away (and its notice); redo brings both back.
  await page.getByRole('button', { name: 'Undo (Ctrl+Z)' }).click();
  await expect(page.getByTestId('layer-row')).toHaveCount(0);
  await expect(placed).toBeHidden();
  await page.getByRole('button', { name: 'Redo (Ctrl+Shift+Z)' }).click();
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  await expect(placed).toBeVisible();

  // Review Order, double-clicked: order review with the template in the cart, once, quantity 1.
  await page.getByLabel('Name').fill('Store logo mug');
  await page.getByRole('button', { name: 'Review Order' }).dblclick();
  await expect(page).toHaveURL(ORDER_REVIEW, { timeout: 90_000 });
  await expect(page.getByText('Template saved', { exact: true })).toBeVisible();
  const item = page.getByTestId('order-item').filter({ hasText: 'Store logo mug' });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await cartLines(page)).toHaveLength(1);

  // A reload shows the cart's order review, the same item. (The server is drawing the listing
  // photos meanwhile: on a busy machine the page can take a while.)
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Order review' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await expect(page.getByTestId('order-item')).toContainText('Store logo mug');

  // Back to the builder for the same template, Review Order again: still one line.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/product/mockup/\\d+\\?sku=${MUG}$`));
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  await reviewOrder(page);
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  const lines = await cartLines(page);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.quantity).toBe(1);
});

/** Signs up on the register page as a visitor sent there by Start Order. */
async function startOrderAndSignUp(page: Page, email: string) {
  await page.goto(`/product/${MUG}/11oz-white`);
  await page.getByRole('link', { name: 'Start Order' }).click();
  await expect(page).toHaveURL(/\/register/);
  await page.getByLabel('Full name or company name').fill('Vera Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify\?email=/);
}

test('Start Order: after signing up and verifying the email, the visitor is in that product’s builder', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const email = uniqueEmail('visitor');
  await startOrderAndSignUp(page, email);
  const mail = await waitForMail(page.request, email, /verify/i);
  await page.goto(new URL(mail.links.find((l) => l.includes('/confirm_email/'))!).pathname);
  await expect(page.getByText('Your email address has been verified!', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/mockup/\\?sku=${MUG}$`), { timeout: 15_000 });
  await expect(page.getByTestId('design-canvas')).toBeVisible();

  // Once there, the way back is used up: the next sign-in goes to the dashboard.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default$/);
});

test('Start Order: a visitor who signs in instead comes back to that product’s builder', async ({ page }) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page, uniqueEmail('returning'), 'Ron Returning');
  await page.context().clearCookies();
  await page.goto(`/product/${MUG}/11oz-white`);
  await page.getByRole('link', { name: 'Start Order' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The address changes first; the registration form stays up until the sign-in page's code is in.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/mockup/\\?sku=${MUG}$`));
  await expect(page.getByTestId('design-canvas')).toBeVisible();
});
