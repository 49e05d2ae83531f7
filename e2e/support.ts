import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** Takes a full-page screenshot into e2e/screenshots (looked at by people, not compared). */
export async function snap(page: Page, name: string) {
  await page.screenshot({
    path: `${process.env.E2E_SCREENSHOTS ?? '/tmp/pressrun-screens'}/${name}.png`,
    fullPage: true,
  });
}
