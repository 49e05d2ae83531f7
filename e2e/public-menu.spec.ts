import { expect, test } from './fixtures';
import { NARROW } from './support';

// The public pages' slide menu on a phone, as a keyboard and screen-reader user meets it: a modal
// dialog that takes the focus, keeps the page behind still, closes with Escape or a tap beside it,
// and gives the focus back to the burger.

test.use({ viewport: NARROW });

test('the slide menu takes the focus, locks the page, and closes with Escape or a tap beside it', async ({
  page,
}) => {
  await page.goto('/terms');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'PressRun home' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await expect.poll(() => menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // The page behind neither scrolls nor takes the focus (Tab past the last item goes to the browser's
  // own controls, as from any modal dialog, and on into the menu again).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const where = await menu.evaluate(
      (d) => d.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(where).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');

  await burger.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  // A tap on the dimmed page beside the panel closes it too.
  await burger.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(menu).toBeHidden();
});
