import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types
import { firstLine, flakyTests, playwrightFailures, vitestFailures } from './test-report.mjs';

// Trimmed from real reports: Vitest's JSON reporter and Playwright's.
const vitestReport = {
  testResults: [
    {
      name: '/repo/server/src/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'orders places one', status: 'passed', failureMessages: [] },
        {
          fullName: 'orders answers a double click once',
          status: 'failed',
          failureMessages: ['\u001b[31mAssertionError: expected 2 to be 1\u001b[39m\n    at a.test.ts:12:3'],
        },
      ],
    },
    {
      name: '/repo/server/src/b.test.ts',
      status: 'failed',
      message: 'Cannot find module ./gone',
      assertionResults: [],
    },
    {
      name: '/repo/server/src/c.test.ts',
      status: 'passed',
      assertionResults: [{ fullName: 'x', status: 'passed' }],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'cart.spec.ts',
      specs: [
        { title: 'adds', tests: [{ status: 'expected', results: [{}] }] },
        { title: 'retries', tests: [{ status: 'flaky', results: [{ error: { message: 'x' } }, {}] }] },
      ],
      suites: [
        {
          title: 'checkout',
          specs: [
            {
              title: 'pays',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { error: { message: 'Timeout 5000ms exceeded.\nCall log:' } },
                    { error: { message: '\n  Error: expect(locator).toBeVisible() failed\n\nLocator: …' } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe("the test run's closing lines", () => {
  it('name each failed Vitest test with its first line of error, and a file that did not load', () => {
    expect(vitestFailures(vitestReport, 'unit and API tests', '/repo')).toEqual([
      'unit and API tests: server/src/a.test.ts › orders answers a double click once — AssertionError: expected 2 to be 1',
      'unit and API tests: server/src/b.test.ts — Cannot find module ./gone',
    ]);
  });

  it("name each failed Playwright test with its last try's error, and each flaky one", () => {
    expect(playwrightFailures(playwrightReport)).toEqual([
      'cart.spec.ts › checkout › pays — Error: expect(locator).toBeVisible() failed',
    ]);
    expect(flakyTests(playwrightReport)).toEqual(['cart.spec.ts › retries']);
  });

  it('keep a message to one short line', () => {
    expect(firstLine(`${'a'.repeat(300)}\nb`)).toHaveLength(240);
    expect(firstLine(undefined)).toBe('');
  });
});
