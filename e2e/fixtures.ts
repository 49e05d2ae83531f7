import { test as base, expect } from '@playwright/test';

/**
 * What React and the app print when the HTML the server rendered is not what the browser renders
 * (the app names it 'Hydration error'; React's production codes 418–425 are the mismatch ones).
 */
export const HYDRATION_PROBLEM = /hydrat|Minified React error #4(18|19|21|22|23|25)\b|did not match/i;

/**
 * `test` for the specs of the public pages (rendered on the server): every test also fails when a
 * page of its browser context reported a hydration problem in the console.
 */
export const test = base.extend<{ hydrationCheck: undefined }>({
  hydrationCheck: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_PROBLEM.test(m.text()))
          problems.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
      });
      context.on('weberror', (e) => {
        if (HYDRATION_PROBLEM.test(e.error().message)) problems.push(e.error().message);
      });
      await use(undefined);
      expect(problems, 'hydration problems in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
