import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePng } from './png';
import { csrfOf, uniqueEmail, WIDE, waitForMail } from './support';

// Artwork → mockup builder → product templates.
// The texts below are written out word for word: the tests check them, not the app's constants.

const PASSWORD = 'press-run-1';
/** The demo catalogue's 11 oz white mug: print area 2700 × 1050 px. */
const MUG = { sku: '21101', width: 2700, height: 1050 };

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
test.use({ actionTimeout: 20_000 });

/** A new account, signed in, whose email is verified by following the mailed link. */
async function verifiedUser(page: Page) {
  const email = uniqueEmail('tpl');
  await page.request.get('/api/health');
  const res = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    data: { username: 'Tess Template', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(page.request, email, /verify/i);
  const link = new URL(mail.links.find((l) => l.includes('/confirm_email/'))!);
  await page.goto(link.pathname);
  await expect(page.getByText('Your email address has been verified! Directing to log in ...')).toBeVisible();
  return email;
}

const file = (name: string, buffer: Buffer, mimeType = 'image/png') => ({ name, mimeType, buffer });

/** Drops files on a drop zone the way a browser does (a DataTransfer with File objects). */
async function dropFiles(
  page: Page,
  target: Locator,
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0));
        dt.items.add(new File([bytes], f.name, { type: f.mimeType }));
      }
      return dt;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, b64: f.buffer.toString('base64') })),
  );
  // Only the drop itself: a dragenter would also wake the page-wide drop overlay of My Files.
  await target.dispatchEvent('drop', { dataTransfer });
}

/** The selected layer's numbers, as the properties panel shows them. */
async function layerBox(page: Page) {
  const panel = page.getByTestId('layer-properties');
  const read = async (label: string) => Number(await panel.getByLabel(label, { exact: true }).inputValue());
  return {
    left: await read('X'),
    top: await read('Y'),
    width: await read('Width'),
    height: await read('Height'),
    rotation: await read('Rotate °'),
  };
}

/** Where a print-area point is on the screen (the canvas tells its scale and origin). */
async function toScreen(page: Page, x: number, y: number) {
  const canvas = page.getByTestId('design-canvas');
  const box = (await canvas.boundingBox())!;
  const scale = Number(await canvas.getAttribute('data-scale'));
  const ox = Number(await canvas.getAttribute('data-origin-x'));
  const oy = Number(await canvas.getAttribute('data-origin-y'));
  return { x: box.x + ox + x * scale, y: box.y + oy + y * scale, scale };
}

async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Several steps, as a hand moves: the canvas must follow without React re-rendering each one.
  for (let i = 1; i <= 30; i++) await page.mouse.move(from.x + (dx * i) / 30, from.y + (dy * i) / 30);
  await page.mouse.up();
}

const layerRow = (page: Page, name: string | RegExp) =>
  page.getByTestId('layer-row').filter({ hasText: name });

test('artwork, builder and templates: the whole journey', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page);

  // ---- My Files: two uploads (one by drag and drop), one renamed, and the refusals ------------
  await page.goto('/dashboard/files');
  const dropzone = page.getByTestId('artwork-dropzone');
  await dropzone.locator('input[type=file]').setInputFiles(file('teamlogo.png', makePng(900, 500)));
  await expect(page.getByTestId('artwork-card')).toHaveCount(1);
  await dropFiles(page, dropzone, [file('badge.png', makePng(400, 400, [230, 57, 70]))]);
  await expect(page.getByTestId('artwork-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Rename teamlogo' }).click();
  await page.getByLabel('Artwork name').fill('Team logo');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('artwork-name').filter({ hasText: 'Team logo' })).toBeVisible();

  // Wrong type (by name, and by content) and an oversize file.
  await dropzone
    .locator('input[type=file]')
    .setInputFiles(file('notes.txt', Buffer.from('hello'), 'text/plain'));
  await expect(
    page.getByText("You can't upload files of this type. Please upload an image.").first(),
  ).toBeVisible();
  await dropzone
    .locator('input[type=file]')
    .setInputFiles(file('fake.png', Buffer.from('this is not an image at all')));
  await expect(page.getByText("You can't upload files of this type. Please upload an image.")).toHaveCount(2);
  await dropzone
    .locator('input[type=file]')
    // 26 MB travels to the browser as base64 over the DevTools protocol: slow on a busy machine.
    .setInputFiles(file('huge.png', Buffer.concat([makePng(10, 10), Buffer.alloc(26 * 1024 * 1024)])), {
      timeout: 90_000,
    });
  await expect(
    page.getByText('This file is too large. Please upload an image smaller than 25 MB.'),
  ).toBeVisible();
  // A wide banner that is fine to keep, but larger than the mug's print area.
  await dropzone.locator('input[type=file]').setInputFiles(file('banner.png', makePng(3000, 600)));
  await expect(page.getByTestId('artwork-card')).toHaveCount(3);

  // ---- Open a product and start designing --------------------------------------------------
  await page.goto(`/product/${MUG.sku}/11oz-white`);
  await page.getByRole('link', { name: 'Start Designing' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/mockup/\\?sku=${MUG.sku}$`));
  await expect(page.getByRole('button', { name: 'Review Order' })).toBeDisabled();
  await expect(page.getByTestId('design-canvas')).toBeVisible();

  // Larger than the print area: placed scaled down to fit, with the size notice, when picked from
  // the library …
  await page.getByRole('button', { name: 'Artwork Library' }).click();
  const library = page.getByRole('dialog', { name: 'Artwork Library' });
  await library.getByRole('button', { name: 'Choose banner' }).click();
  await library.getByRole('button', { name: 'Use artwork' }).click();
  await expect(library).toBeHidden();
  const dims = (w: number, h: number) =>
    `This product accepts dimensions no greater than ${MUG.width} pixels × ${MUG.height} pixels. Your image dimensions are ${w} pixels × ${h} pixels`;
  await expect(page.getByTestId('place-notice')).toContainText(dims(3000, 600));
  expect(await layerBox(page)).toEqual({ left: 0, top: 255, width: 2700, height: 540, rotation: 0 });
  // One undo takes it away again, and the notice with it.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('layer-row')).toHaveCount(0);
  await expect(page.getByTestId('place-notice')).toBeHidden();
  // … and when uploaded in the builder.
  await page
    .getByTestId('artwork-dropzone')
    .locator('input[type=file]')
    .setInputFiles(file('poster.png', makePng(1200, 1400)));
  await expect(page.getByTestId('place-notice')).toContainText(dims(1200, 1400));
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  expect(await layerBox(page)).toEqual({ left: 900, top: 0, width: 900, height: 1050, rotation: 0 });
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('layer-row')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review Order' })).toBeDisabled();

  // Place the renamed logo and a text layer.
  await page.getByRole('button', { name: 'Artwork Library' }).click();
  await library.getByRole('button', { name: 'Choose Team logo' }).click();
  await library.getByRole('button', { name: 'Use artwork' }).click();
  await expect(library).toBeHidden();
  await expect(layerRow(page, 'teamlogo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review Order' })).toBeEnabled();
  const placed = await layerBox(page);
  expect(placed).toEqual({
    left: (MUG.width - 900) / 2,
    top: (MUG.height - 500) / 2,
    width: 900,
    height: 500,
    rotation: 0,
  });

  // Move the image by dragging it on the canvas. Konva moves the node; React hears of it only when
  // the drag starts and ends, so the page does not re-render on every move (the 60 fps budget).
  const canvas = page.getByTestId('design-canvas');
  const rendersBefore = Number(await canvas.getAttribute('data-renders'));
  const centre = await toScreen(page, placed.left + placed.width / 2, placed.top + placed.height / 2);
  await drag(page, centre, 80, 30);
  expect(Number(await canvas.getAttribute('data-renders')) - rendersBefore).toBeLessThanOrEqual(3);
  const moved = await layerBox(page);
  expect(moved.left).toBeCloseTo(placed.left + 80 / centre.scale, -1);
  expect(moved.top).toBeCloseTo(placed.top + 30 / centre.scale, -1);
  expect(moved.width).toBe(900);

  // Resize it from the bottom-right handle (proportions kept).
  const corner = await toScreen(page, moved.left + moved.width, moved.top + moved.height);
  await drag(page, corner, 45, 25);
  const resized = await layerBox(page);
  expect(resized.width).toBeGreaterThan(960);
  expect(resized.width / resized.height).toBeCloseTo(900 / 500, 1);

  // Undo the resize, redo it.
  await page.keyboard.press('Control+z');
  expect((await layerBox(page)).width).toBe(900);
  await page.keyboard.press('Control+Shift+z');
  expect((await layerBox(page)).width).toBeCloseTo(resized.width, 1);

  // A text layer: words, font, colour; nudged with the keyboard; centred with the toolbar.
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByLabel('Text', { exact: true }).fill('Coffee Club');
  await page.getByRole('textbox', { name: 'Font' }).click();
  await page.getByRole('option', { name: 'Oswald' }).click();
  await page.getByLabel('Colour').fill('#e63946');
  await page.getByTestId('design-canvas').click({ position: { x: 5, y: 5 } });
  await layerRow(page, 'Coffee Club').click();
  await page.getByRole('button', { name: 'Align top' }).click();
  expect((await layerBox(page)).top).toBe(0);
  await page.locator('body').press('Shift+ArrowDown');
  await page.locator('body').press('Shift+ArrowDown');
  await page.locator('body').press('ArrowRight');
  const text = await layerBox(page);
  expect(text.top).toBe(20);

  // ---- The Mockup view: 0°, 90° and 270° ----------------------------------------------------
  await page.getByText('Mockup', { exact: true }).click();
  for (const angle of [0, 90, 270]) {
    await expect(page.getByTestId(`mockup-${angle}`).locator('img')).toBeVisible({ timeout: 90_000 });
  }
  await page.getByText('Artwork', { exact: true }).click();
  await layerRow(page, 'teamlogo').click();
  const savedImage = await layerBox(page);
  await layerRow(page, 'Coffee Club').click();
  const savedText = await layerBox(page);

  await page.getByLabel('Description').fill('Club logo with the name on top');
  // ---- Save: on to order review ------------------------------------------------------------
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/);

  // ---- Templates page: preview, rename, reopen exactly, delete -------------------------------
  await page.goto('/dashboard/templates');
  await expect(page.getByText('Choose a product', { exact: false }).first()).toBeVisible();
  const card = page.getByTestId('template-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('template-name')).toHaveText('Template 1');
  await expect(card.getByText(`Sku ${MUG.sku}`)).toBeVisible();
  await expect(card.getByText('Club logo with the name on top')).toBeVisible();
  await expect(card.getByText(/Created /)).toBeVisible();
  const preview = card.getByRole('img', { name: /Preview of/ });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await card.getByRole('button', { name: 'Rename Template 1' }).click();
  await card.getByLabel('Template name').fill('Coffee club mug');
  await card.getByRole('button', { name: 'Cancel rename' }).click();
  await expect(card.getByTestId('template-name')).toHaveText('Template 1');
  await card.getByRole('button', { name: 'Rename Template 1' }).click();
  await card.getByLabel('Template name').fill('Coffee club mug');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(card.getByTestId('template-name')).toHaveText('Coffee club mug');
  await page.reload();
  await expect(page.getByTestId('template-name')).toHaveText('Coffee club mug');

  // Download: the print file and the mockups.
  await card.getByRole('button', { name: 'Template actions' }).click();
  const href = await page.getByRole('menuitem', { name: 'Download files' }).getAttribute('href');
  await page.keyboard.press('Escape');
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/zip');

  // Reopen: the design is exactly as it was saved.
  await card.getByRole('link', { name: /Open Coffee club mug in the builder/ }).click();
  await expect(page).toHaveURL(new RegExp(`/product/mockup/\\d+\\?sku=${MUG.sku}$`));
  await expect(page.getByTestId('layer-row')).toHaveCount(2);
  await layerRow(page, 'teamlogo').click();
  expect(await layerBox(page)).toEqual(savedImage);
  await layerRow(page, 'Coffee Club').click();
  expect(await layerBox(page)).toEqual(savedText);
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Coffee Club');

  // Leaving through the dashboard link keeps the template.
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await page.goto('/dashboard/templates');
  await expect(page.getByTestId('template-card')).toHaveCount(1);

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Template actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('templates-empty')).toBeVisible();
  await expect(page.getByText('No templates yet')).toBeVisible();
});

test('an empty draft left through the catalogue link is deleted; a missing template says so', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page);
  await page.goto(`/product/mockup/?sku=${MUG.sku}`);
  await page.getByRole('button', { name: 'Add text' }).click();
  // The first layer makes a draft; its id goes into the address.
  await expect(page).toHaveURL(/\/product\/mockup\/\d+\?sku=/);
  const id = new URL(page.url()).pathname.split('/').pop();
  // Text alone is a design that would be kept; with its layer gone the draft prints nothing.
  await page.getByRole('button', { name: 'Delete layer' }).click();
  await expect(page.getByTestId('layer-row')).toHaveCount(0);
  await page.getByRole('button', { name: 'Catalog' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  const res = await page.request.get(`/api/templates/${id}`);
  expect(res.status()).toBe(404);

  await page.goto(`/product/mockup/${id}?sku=${MUG.sku}`);
  await expect(page.getByText('Template is not available.')).toBeVisible();
  await page.goto('/product/mockup/?sku=NO-SUCH-PRODUCT');
  await expect(page.getByText('Sorry, this product does not exist')).toBeVisible();
  await page.goto('/dashboard/templates');
  await expect(page.getByTestId('templates-empty')).toBeVisible();
});

test('an unverified user is sent away from the builder and New Template asks to verify', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.request.get('/api/health');
  const res = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': await csrfOf(page.context()) },
    data: {
      username: 'Una Verified',
      email: uniqueEmail('unv'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(res.status()).toBe(201);
  await page.goto(`/product/mockup/?sku=${MUG.sku}`);
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await page.goto('/dashboard/templates');
  await page.getByRole('button', { name: 'New Template' }).first().click();
  await expect(page.getByText('Please check your mail box to verify your email address')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/templates$/);
});

test('where no mockup can be made the user still goes on, and the template keeps a flat preview', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page);
  // The renderer has no mockup for this product (as for a product imported without one).
  await page.route('**/api/mockups', (route) =>
    route.fulfill({
      status: 422,
      json: {
        error: {
          code: 'no_mockup',
          message: 'A mockup is not available for this product yet. You can still continue without it.',
        },
      },
    }),
  );
  await page.goto(`/product/mockup/?sku=${MUG.sku}`);
  await page
    .getByTestId('artwork-dropzone')
    .locator('input[type=file]')
    .setInputFiles(file('stripe.png', makePng(800, 300, [29, 53, 87])));
  await expect(layerRow(page, 'stripe')).toBeVisible();
  await page.getByText('Mockup', { exact: true }).click();
  await expect(
    page.getByText('A mockup is not available for this product yet.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/);

  await page.goto('/dashboard/templates');
  const preview = page.getByTestId('template-card').getByRole('img', { name: /Preview of/ });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
});
