import { expect, type Page } from '@playwright/test';
import { makePng } from './png';
import { csrfOf, uniqueEmail, waitForMail } from './support';

// Steps the ordering specs share: a verified customer, and a mug designed and saved in the builder.

export const PASSWORD = 'press-run-1';
export const MUG = '21101';

/** Registers, verifies by the mailed link and stays signed in; answers the address. */
export async function verifiedUser(page: Page, email = uniqueEmail('order')) {
  const res = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': await csrfOf(page.context(), page.request) },
    data: { username: 'Olive Order', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(page.request, email, /verify/i);
  await page.goto(new URL(mail.links.find((l) => l.includes('/confirm_email/'))!).pathname);
  await expect(page.getByText('Your email address has been verified!', { exact: false })).toBeVisible();
  return email;
}

/** Designs a mug in the builder and saves it: Review Order lands on 'Template saved'. */
export async function designMug(page: Page, name: string) {
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await page
    .getByTestId('artwork-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(600, 300, [230, 57, 70]) });
  await expect(page.getByTestId('layer-row')).toHaveCount(1);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByTestId('template-saved')).toBeVisible();
}
