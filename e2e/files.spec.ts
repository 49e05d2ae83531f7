import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NARROW, uniqueEmail, WIDE } from './support';

// My Files. Texts are written out word for word, not taken from the app's constants.

const PASSWORD = 'press-run-1';
const EMPTY = 'No Artwork Found. Try Uploading an Artwork!';
const WRONG_TYPE = "You can't upload files of this type. Please upload an image.";

/** A solid-colour PNG of w × h (or one whose header merely claims that size: an image bomb). */
function png(w: number, h: number, rgb: [number, number, number], bomb = false) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3).map((_, i) => rgb[i % 3]!)]);
  const raw = bomb ? Buffer.alloc(64) : Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signUp(page: Page) {
  await page.request.get('/api/health');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')!.value;
  const res = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': csrf },
    data: {
      username: 'Files Tester',
      email: uniqueEmail('files'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(res.status()).toBe(201);
}

const fileInput = (page: Page) => page.getByTestId('artwork-dropzone').locator('input[type=file]');
const cards = (page: Page) => page.getByTestId('artwork-card');

test('My Files: upload several, wrong type, image bomb, rename, copy the URL, delete', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(WIDE);
  await signUp(page);
  await page.goto('/dashboard/files');
  await expect(page.getByRole('heading', { name: 'My Files' })).toBeVisible();
  await expect(page.getByText(EMPTY)).toBeVisible();

  // The button opens the file picker; several files at once.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  await (await chooser).setFiles([
    { name: 'Summer Logo (final).png', mimeType: 'image/png', buffer: png(300, 200, [230, 57, 70]) },
    { name: 'badge#2.png', mimeType: 'image/png', buffer: png(120, 120, [29, 53, 87]) },
  ]);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('2 artworks uploaded.')).toBeVisible();
  // Names are stripped of everything but letters and digits (the two went up side by side, in either order).
  expect((await page.getByTestId('artwork-name').allTextContents()).sort()).toEqual([
    'SummerLogofinal',
    'badge2',
  ]);
  const logo = cards(page).filter({ hasText: 'SummerLogofinal' });
  await expect(logo.getByTestId('artwork-resolution')).toHaveText('300 × 200');
  await expect(logo.getByText('Created On')).toBeVisible();

  // The image links to the file itself.
  const href = await logo.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/media\/artwork\/.+\/SummerLogofinal\.png$/);
  const served = await page.request.get(href!);
  expect(served.headers()['content-type']).toBe('image/png');

  // A text file named .png is refused by its content, with the file-type message.
  await fileInput(page).setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just text'),
  });
  await expect(page.getByTestId('upload-item').filter({ hasText: 'notes.png' })).toContainText(WRONG_TYPE);
  // A PDF is refused before it is sent.
  await fileInput(page).setInputFiles({
    name: 'brief.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByTestId('upload-item').filter({ hasText: 'brief.pdf' })).toContainText(WRONG_TYPE);
  // An image bomb is refused with a clear message, and the page (and server) carry on.
  await fileInput(page).setInputFiles({
    name: 'bomb.png',
    mimeType: 'image/png',
    buffer: png(40000, 40000, [0, 0, 0], true),
  });
  await expect(page.getByTestId('upload-item').filter({ hasText: 'bomb.png' })).toContainText(
    'This image is too large to process (40000 × 40000 pixels).',
  );
  await expect(cards(page)).toHaveCount(2);

  // Inline rename: a check saves, an x cancels.
  await page.getByRole('button', { name: 'Rename badge2' }).click();
  await page.getByLabel('Artwork name').fill('Team Badge');
  await page.getByRole('button', { name: 'Cancel rename' }).click();
  await expect(page.getByRole('button', { name: 'Rename badge2' })).toBeVisible();
  await page.getByRole('button', { name: 'Rename badge2' }).click();
  await page.getByLabel('Artwork name').fill('Team Badge');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('button', { name: 'Rename Team Badge' })).toBeVisible();
  // An empty name falls back to 'Artwork N' (N counts from the oldest).
  await page.getByRole('button', { name: 'Rename Team Badge' }).click();
  await page.getByLabel('Artwork name').fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('artwork-name').filter({ hasText: /^Artwork [12]$/ })).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('artwork-name').filter({ hasText: /^Artwork [12]$/ })).toHaveCount(1);
  const fallback = (
    await page
      .getByTestId('artwork-name')
      .filter({ hasText: /^Artwork/ })
      .textContent()
  )?.trim();

  // Copy Artwork Url puts the file's full address on the clipboard.
  await page.getByRole('button', { name: 'Actions for SummerLogofinal' }).click();
  await page.getByRole('menuitem', { name: 'Copy Artwork Url' }).click();
  await expect(page.getByText('Artwork URL copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(href!, page.url()).toString());

  // Delete asks first.
  await page.getByRole('button', { name: 'Actions for SummerLogofinal' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this artwork?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Actions for SummerLogofinal' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(cards(page)).toHaveCount(1);
  expect((await page.request.get(href!)).status()).toBe(404);

  // With the older file gone, the unnamed one is now the first: 'Artwork 1'.
  await expect(page.getByTestId('artwork-name')).toHaveText(['Artwork 1']);
  expect(fallback).toMatch(/^Artwork [12]$/);
  await page.getByRole('button', { name: 'Actions for Artwork 1' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(EMPTY)).toBeVisible();
});

test('My Files on a phone: upload by the button and by drag and drop', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await signUp(page);
  await page.goto('/dashboard/files');
  await expect(page.getByText(EMPTY)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  await (await chooser).setFiles({
    name: 'phone.png',
    mimeType: 'image/png',
    buffer: png(640, 480, [69, 123, 157]),
  });
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId('artwork-resolution')).toHaveText('640 × 480');

  // Drag and drop onto the drop zone.
  const b64 = png(200, 100, [230, 57, 70]).toString('base64');
  const dataTransfer = await page.evaluateHandle((data) => {
    const dt = new DataTransfer();
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    dt.items.add(new File([bytes], 'dropped art.png', { type: 'image/png' }));
    return dt;
  }, b64);
  await page.getByTestId('artwork-dropzone').dispatchEvent('drop', { dataTransfer });
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'droppedart' }).getByTestId('artwork-resolution')).toHaveText(
    '200 × 100',
  );
});
