import { expect, test } from './fixtures';

test('the app is served and the API answers', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveTitle(/PressRun/);
});
