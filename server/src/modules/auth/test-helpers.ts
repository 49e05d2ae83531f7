import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { TestApp, TestClient } from '../../test/app';

/** A unique address per call, so tests never collide on 'Email has already been taken'. */
export const uniqueEmail = (tag = 'user') => `${tag}.${crypto.randomBytes(5).toString('hex')}@example.com`;

export const PASSWORD = 'secret-pass-1';

export async function signUp(c: TestClient, body: Record<string, unknown> = {}) {
  const email = (body.email as string) ?? uniqueEmail();
  const res = await c.post('/api/auth/register', {
    username: 'Jane Doe',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...body,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, user: res.body.user, body: res.body };
}

/** Runs the queued jobs (mail is sent by a job) and returns the mails to `to`, newest first. */
export async function mailsTo(t: TestApp, to: string) {
  await t.app.ctx.jobs.drain();
  return t.app.ctx.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

/** The last path segment of the newest mail's link with this subject (the key or the token). */
export async function tokenFromMail(t: TestApp, to: string, subject: string, linkPrefix: string) {
  const mail = (await mailsTo(t, to)).find((m) => m.subject === subject);
  if (!mail) throw new Error(`no mail '${subject}' to ${to}`);
  const link = mail.links.find((l) => l.startsWith(linkPrefix));
  if (!link) throw new Error(`no link ${linkPrefix}… in '${subject}'`);
  return decodeURIComponent(link.slice(linkPrefix.length));
}
