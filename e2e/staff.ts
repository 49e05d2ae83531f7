import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { verifiedUser } from './ordering-steps';
import { uniqueEmail, WIDE } from './support';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** `npm run staff -- …` against the running app's data folder, as an operator would type it. */
export async function staffCommand(...args: string[]) {
  const { stdout } = await run('npm', ['run', '--silent', 'staff', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return stdout;
}

/**
 * A new account given a staff role by the staff command while it is signed in, in its own browser
 * context: the role is read afresh, so it needs no new sign-in.
 * Close its context at the end of the test (a staff page left open, say on a PDF, keeps working).
 */
export async function staffMember(browser: Browser, role: 'operator' | 'admin', name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const email = await verifiedUser(page, uniqueEmail(role), name);
  expect(await staffCommand('grant', email, role)).toMatch(new RegExp(role));
  await page.setViewportSize(WIDE);
  return page;
}
