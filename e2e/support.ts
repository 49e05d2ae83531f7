import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Waits for the newest mail to `to` whose subject matches (the dev mailbox, embedded mode). */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/mailbox');
        const { messages } = (await res.json()) as { messages: Mail[] };
        found = messages.find((m) => m.to === to && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A unique address per test run, so tests never collide on 'Email has already been taken'. */
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A desktop screen: every test's page starts at this size (the config's viewport). */
export const WIDE = { width: 1440, height: 900 };
/** A phone. */
export const NARROW = { width: 375, height: 812 };

/** The support address the test server is configured with (SUPPORT_EMAIL): the pages must show it. */
export const SUPPORT_EMAIL = 'help@e2e-press.example';
/** The address the test server lists in STAFF_EMAILS: signed up and verified, it is a staff admin. */
export const STAFF_EMAIL = 'staff@e2e-press.example';
/** A second staff address, for the accessibility test's staff pages. */
export const A11Y_STAFF_EMAIL = 'a11y-staff@e2e-press.example';

/**
 * Resolves once the browser has painted twice: whatever the page's last action changed has been
 * rendered, so what is not on screen by then was not shown by that action.
 */
export async function nextPaint(page: Page) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** The csrf cookie a browser context holds (the first API answer hands it out). */
export async function csrfOf(context: BrowserContext, request?: APIRequestContext) {
  if (request) await request.get('/api/health');
  return (await context.cookies()).find((c) => c.name === 'csrf')?.value ?? '';
}

/**
 * Whether an item of a sideways-scrolling row (ScrollRow) is wholly on screen and not under either
 * edge's fade and arrow.
 */
export async function clearOfScrollHints(item: Locator) {
  return item.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.left < 0 || r.right > window.innerWidth) return false;
    return Array.from(document.querySelectorAll('[data-testid^="scroll-more-"]')).every((hint) => {
      const h = hint.getBoundingClientRect();
      // A pixel's rounding either way is not 'under'.
      return r.right <= h.left + 1 || r.left >= h.right - 1;
    });
  });
}
