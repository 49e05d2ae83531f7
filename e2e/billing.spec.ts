import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { verifiedUser } from './ordering-steps';
import { clearOfScrollHints, NARROW, WIDE } from './support';

// Billing as a reseller meets it in the first hour: the Default box of Add Billing Method, and the
// tab row on a phone, which shows there is more and lets every tab be reached.

test.setTimeout(120_000);
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

async function fillCard(modal: Locator, email: string, number: string) {
  await modal.getByLabel('Cardholder name').fill('Bill Ing');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Billing address').fill('1 Market St, San Francisco, CA 94105');
  await modal.getByLabel('Card number').fill(number);
  await modal.getByLabel('Expiry (MM/YY)').fill('12/40');
  await modal.getByLabel('CVC').fill('123');
}

const defaultBox = (page: Page, name: string) => page.getByRole('checkbox', { name: `Default: ${name}` });

test('Add Billing Method: the first card is the default; a later one becomes it only when its Default box is checked', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page);
  await page.goto('/dashboard/billing');
  const modal = page.getByRole('dialog', { name: 'Add Billing Method' });
  const box = modal.getByRole('checkbox', { name: 'Make this my default card' });

  // The first card: the box is checked and cannot be unchecked.
  await page.getByRole('button', { name: 'Add Billing Method' }).click();
  await expect(box).toBeChecked();
  await expect(box).toBeDisabled();
  await expect(modal).toContainText('Your first card is your default card');
  await fillCard(modal, email, '4242 4242 4242 4242');
  await modal.getByRole('button', { name: 'Save Card' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Visa ending in 4242 was saved as your default card.')).toBeVisible();

  // A second card: unchecked to begin with; saved so, the default stays.
  await page.getByRole('button', { name: 'Add Billing Method' }).click();
  await expect(box).not.toBeChecked();
  await expect(box).toBeEnabled();
  await fillCard(modal, email, '5555 5555 5555 4444');
  await modal.getByRole('button', { name: 'Save Card' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('card-on-file')).toHaveCount(2);
  await expect(defaultBox(page, 'Visa ending in 4242')).toBeChecked();
  await expect(defaultBox(page, 'Mastercard ending in 4444')).not.toBeChecked();

  // A third with the box checked becomes the default, listed first; the one before is not any more.
  await page.getByRole('button', { name: 'Add Billing Method' }).click();
  await box.check();
  await fillCard(modal, email, '4000 0566 5566 5556');
  await modal.getByRole('button', { name: 'Save Card' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Visa ending in 5556 was saved as your default card.')).toBeVisible();
  await expect(page.getByTestId('card-on-file').first()).toContainText('5556');
  await page.reload();
  await expect(defaultBox(page, 'Visa ending in 5556')).toBeChecked();
  await expect(defaultBox(page, 'Visa ending in 4242')).not.toBeChecked();
  await expect(page.getByTestId('card-on-file')).toHaveCount(3);
});

test('at 375 px every Billing tab can be reached, and the row shows when there are more', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await verifiedUser(page);
  await page.goto('/dashboard/billing');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  const more = page.getByTestId('scroll-more-end');
  const before = page.getByTestId('scroll-more-start');
  await expect(more).toBeVisible();
  await expect(before).toBeHidden();

  // By keyboard: each tab, once reached, is on screen and clear of the fades.
  await page.getByRole('tab', { name: 'Billing Methods' }).focus();
  for (const name of ['Statements', 'Credit Terms', 'Payment History', 'Legal']) {
    await page.keyboard.press('ArrowRight');
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => clearOfScrollHints(tab)).toBe(true);
  }
  await expect(page).toHaveURL(/[?&]tab=legal/);
  await expect(more).toBeHidden();
  await expect(before).toBeVisible();

  // By touch or mouse: the arrow moves the row back.
  await before.click();
  await expect(more).toBeVisible();
  // Wide, the five tabs fit: no hints.
  await page.setViewportSize(WIDE);
  await expect(more).toBeHidden();
  await expect(before).toBeHidden();
});
