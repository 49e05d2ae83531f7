import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { call, designMug, MUG, verifiedUser } from './ordering-steps';
import { makePng } from './png';
import { uniqueEmail, WIDE } from './support';

// Mockups a reseller can list: the builder's help with a mug's shape and with image
// size, a design duplicated to the 15 oz mug, a text-only design that reaches order review, and
// the 2000 px listing photos arriving in the builder and in the template's zip.

test.describe.configure({ timeout: 180_000 });

const MUG_15OZ = '21501';

const imageSize = async (bytes: Buffer) => {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
};

test('the builder shows the handle and seam, fits and fills an image, and warns below 150 DPI', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page, uniqueEmail('fit'), 'Fiona Fit');
  await page.goto(`/product/mockup/?sku=${MUG}`);
  const canvas = page.getByTestId('design-canvas');
  // The 11 oz mug's print stops either side of the handle: both ends are marked, and the seam.
  await expect(canvas).toHaveAttribute('data-handle-zones', /^0-\d+(\.\d+)? \d+(\.\d+)?-2700$/);
  await expect(canvas).toHaveAttribute('data-seam', 'apart');
  await expect(page.getByTestId('wrap-note')).toBeVisible();

  // A small image, placed, then made to fill the print area: it would print soft, and says so.
  await page
    .getByTestId('artwork-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: makePng(900, 500, [40, 120, 90]) });
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  await expect(page.getByTestId('low-dpi-warning')).toHaveCount(0);
  const properties = page.getByTestId('layer-properties');
  await properties.getByTestId('fill-area').click();
  await expect(page.getByTestId('low-dpi-warning')).toContainText(
    'Low resolution: this image will print at 100 DPI. Use an image of at least 1350 × 750 px for sharp prints.',
  );
  await expect(page.getByTestId('layer-low-dpi')).toContainText('100 DPI');
  // Scale to fit: the whole image inside the print area, centred.
  await properties.getByTestId('scale-to-fit').click();
  await expect(page.getByTestId('low-dpi-warning')).toContainText(/print at \d+ DPI/);
  await expect(page.getByTestId('layer-exceeds')).toHaveCount(0);
});

test('a design is duplicated to the 15 oz mug, and a text-only design reaches order review', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page, uniqueEmail('dup'), 'Dora Duplicate');
  await designMug(page, 'Sunrise mug');

  await page.goto('/dashboard/templates');
  const card = page.getByTestId('template-card').filter({ hasText: 'Sunrise mug' });
  await expect(card.getByTestId('template-product')).toContainText('11 oz');
  await card.getByRole('button', { name: 'Template actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: /^Duplicate/ });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('duplicate-variant').click();
  await page.getByRole('option', { name: '15 oz' }).click();
  await expect(dialog.getByTestId('duplicate-sku')).toHaveText(`Sku ${MUG_15OZ}`);
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/mockup/\\d+\\?sku=${MUG_15OZ}$`));
  await expect(
    page.getByText('Template duplicated. Check how the design sits on the new product, then save it.'),
  ).toBeVisible();
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/, { timeout: 60_000 });
  // Listed once its mockups have rendered.
  await expect
    .poll(async () => JSON.stringify(await call(page, 'GET', '/api/templates')), { timeout: 60_000 })
    .toContain('Sunrise mug (copy)');
  await page.goto('/dashboard/templates');
  await expect(page.getByTestId('template-card').filter({ hasText: 'Sunrise mug (copy)' })).toContainText(
    '15 oz',
  );

  // Text and nothing else is a design that can be ordered.
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await expect(page.getByRole('button', { name: 'Review Order' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add text' }).click();
  await expect(page.getByRole('button', { name: 'Review Order' })).toBeEnabled();
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/, { timeout: 60_000 });
});

test('listing photos arrive in the builder, change background, and the zip holds them at 2000 px with the print file', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await verifiedUser(page, uniqueEmail('listing'), 'Lena Listing');
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await page
    .getByTestId('artwork-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(1200, 600, [230, 57, 70]) });
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  await page.getByLabel('Name').fill('Listing mug');
  await page.getByText('Mockup', { exact: true }).click();

  // The previews come first, then the four 2000 px listing photos, each as it is drawn: the Front
  // (the design facing the camera) first, then the views showing the handle.
  const photos = page.getByTestId('listing-photos');
  for (const view of ['front', 'angled', 'right', 'left'])
    await expect(photos.getByTestId(`listing-view-${view}`).locator('img')).toBeVisible({ timeout: 120_000 });
  await expect(photos.getByTestId('listing-status')).toContainText('ready');
  await expect(photos.locator('[data-testid^="listing-view-"]').first()).toHaveAttribute(
    'data-testid',
    'listing-view-front',
  );
  const front = photos.getByTestId('listing-download-front');
  await expect(front).toHaveAttribute('download', 'listing-mug-front.jpg');
  const frontUrl = (await front.getAttribute('href'))!;
  const image = await page.request.get(frontUrl);
  expect(image.status()).toBe(200);
  expect(await imageSize(await image.body())).toEqual({ width: 2000, height: 2000 });

  // Studio grey: drawn on request, at other stable addresses.
  await photos.getByText('Studio grey').click();
  await expect(photos.getByTestId('listing-view-front').locator('img')).toBeVisible({ timeout: 120_000 });
  await expect(photos.getByTestId('listing-download-front')).not.toHaveAttribute('href', frontUrl);

  // Saved: the zip holds the listing photos and the print file.
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page).toHaveURL(/\/product\/orderreview\/null&isPaid=false$/, { timeout: 60_000 });
  let template: { id: number; listings: Array<{ url: string }> } | undefined;
  await expect
    .poll(
      async () => {
        const { templates } = await call(page, 'GET', '/api/templates');
        template = templates.find((t: { name: string }) => t.name === 'Listing mug');
        return template?.listings.length ?? 0;
      },
      { timeout: 120_000 },
    )
    .toBe(8);
  expect(template!.listings.map((l) => l.url)).toContain(frontUrl);
  await page.goto('/dashboard/templates');
  const card = page.getByTestId('template-card').filter({ hasText: 'Listing mug' });
  await expect(card.getByTestId('template-card-listing')).toHaveAttribute('src', frontUrl);
  await card.getByRole('button', { name: 'Template actions' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('template-download').click(),
  ]);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const names = Object.keys(zip).sort();
  for (const view of ['front', 'angled', 'right', 'left']) {
    expect(names).toContain(`listing-${view}.jpg`);
    expect(names).toContain(`listing-${view}-studio-grey.jpg`);
    expect(await imageSize(Buffer.from(zip[`listing-${view}.jpg`]!))).toEqual({ width: 2000, height: 2000 });
  }
  const printFile = names.find((n) => n.startsWith('print-file'));
  expect(printFile).toBeDefined();
  expect(await imageSize(Buffer.from(zip[printFile!]!))).toEqual({ width: 2700, height: 1050 });
});
