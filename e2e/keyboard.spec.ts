import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePng } from './png';
import { uniqueEmail, WIDE, waitForMail } from './support';

// Keyboard only: a new user registers, verifies, signs in, uploads artwork, designs a mug and saves
// it without the mouse. Each step reaches its control with Tab, as a keyboard user does, and the
// control shows a visible focus ring when it gets there.

const PASSWORD = 'press-run-1';
const MUG = '21101';

test.setTimeout(120_000);
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusRing(target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * The focused control is drawn with an outline (Mantine's focus ring or the browser's), on itself
 * or on the field box around it (a password field's box holds its input and the show button).
 */
async function expectFocusRing(target: Locator) {
  const ring = await target.evaluate((el) => {
    const ringed = (e: Element) => {
      const s = getComputedStyle(e);
      return s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
    };
    const box = el.closest('.mantine-Input-input');
    return ringed(el) || (box !== null && ringed(box));
  });
  expect(ring, 'a visible focus ring').toBe(true);
}

test('keyboard only: register, verify, sign in, upload, design a mug and save it', async ({ page }) => {
  await page.setViewportSize(WIDE);
  const email = uniqueEmail('keys');

  await page.goto('/register');
  await tabTo(page, page.getByLabel('Full name or company name'));
  await page.keyboard.type('Kay Board');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByLabel('Confirm password'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verify/);

  // The link in the mail, typed into the address bar.
  const mail = await waitForMail(page.request, email, /verify/i);
  await page.goto(new URL(mail.links.find((l) => l.includes('/confirm_email/'))!).pathname);
  await expect(page.getByText('Your email address has been verified!', { exact: false })).toBeVisible();

  // Sign in from a fresh start.
  await page.context().clearCookies();
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/default/);

  // The builder for the mug, once drawn (the canvas sized to its box): the drop zone is a button
  // that opens the file picker.
  await page.goto(`/product/mockup/?sku=${MUG}`);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-scale', /\d/);
  const dropzone = page.getByTestId('artwork-dropzone');
  // Listen for the picker before tabbing there: Playwright asks the browser to hand it file pickers
  // only once something listens, and does not wait for the browser to agree, so a listener added in
  // the same breath as the Enter could lose that race and the picker open unseen (about one run in
  // four on a busy machine). The Tab presses below are round trips the request is settled by.
  const chooserOpened = page.waitForEvent('filechooser');
  await tabTo(page, dropzone);
  await page.keyboard.press('Enter');
  const chooser = await chooserOpened;
  await chooser.setFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: makePng(600, 300, [29, 53, 87]),
  });
  const row = page.getByTestId('layer-row');
  await expect(row).toHaveCount(1);

  // Choose the layer, then move it with the arrows: 3 × Shift+Right is 30 px.
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  const x = page.getByLabel('X', { exact: true });
  const before = Number(await x.inputValue());
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect(x).toHaveValue(String(before + 30));

  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Keyboard mug');
  // Review Order sits in the header, before the panel: back up to it.
  await tabTo(page, page.getByRole('button', { name: 'Review Order' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-item').filter({ hasText: 'Keyboard mug' })).toHaveCount(1, {
    timeout: 60_000,
  });
});

test('keyboard only: the account menu opens, moves and closes, and gives the focus back', async ({
  page,
}) => {
  const email = uniqueEmail('keys-menu');
  await page.goto('/register');
  await page.getByLabel('Full name or company name').fill('Menu Person');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify/);
  await page.goto('/dashboard/default');

  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  // The open menu takes the focus (Mantine moves it in a moment after the menu shows): an arrow
  // pressed before that reaches the button, which has no use for it, and no item is focused.
  await expect
    .poll(() => menu.evaluate((m) => m.contains(document.activeElement)), {
      message: 'the menu has the focus',
    })
    .toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});
