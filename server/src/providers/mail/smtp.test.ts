import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { companyGroup } from '../jobs/queue';
import { MAIL_JOB, queueMail, registerMailJob, renderMail } from './index';
import { SmtpMailer } from './smtp';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server; `rejectNext` makes it refuse that many messages with a temporary error. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { rejectNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.rejectNext > 0) {
          state.rejectNext--;
          const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = () => ({
  to: 'customer@example.com',
  subject: 'Verify your email address',
  ...renderMail({
    brand: 'PressRun',
    publicUrl: 'http://localhost:3000',
    supportEmail: 'support@pressrun.example',
    heading: 'Welcome to PressRun!',
    paragraphs: ['Please confirm your email address.'],
    action: { label: 'Verify email address', url: 'http://localhost:3000/confirm_email/abc123' },
  }),
});

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers a message with its text and HTML parts', async () => {
    const mailer = new SmtpMailer(smtp.url, 'PressRun <no-reply@pressrun.example>');
    await mailer.send(message());
    const [got] = smtp.received.splice(0);
    expect(got!.from).toBe('no-reply@pressrun.example');
    expect(got!.to).toEqual(['customer@example.com']);
    expect(got!.raw).toMatch(/^Subject: Verify your email address/m);
    expect(got!.raw).toContain('text/plain');
    expect(got!.raw).toContain('text/html');
    expect(got!.raw).toContain('confirm_email/abc123');
  });

  it('fails loudly when the server refuses', async () => {
    smtp.state.rejectNext = 1;
    const mailer = new SmtpMailer(smtp.url, 'PressRun <no-reply@pressrun.example>');
    await expect(mailer.send(message())).rejects.toThrow(/busy/);
  });
});

describe('mail job', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    [t, smtp] = await Promise.all([createTestApp(), startSmtp()]);
    // Deliver through the real SMTP adapter instead of the outbox.
    registerMailJob(t.app.ctx.jobs, new SmtpMailer(smtp.url, 'PressRun <no-reply@pressrun.example>'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is retried after the mail server fails, and delivered once it answers', async () => {
    smtp.state.rejectNext = 1;
    const id = await queueMail(t.app.ctx.jobs, message(), companyGroup(1));
    await t.app.ctx.jobs.drain();
    const [failed] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(failed).toMatchObject({ type: MAIL_JOB, status: 'queued', attempts: 1 });
    expect(failed!.lastError).toMatch(/busy/);
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now()); // backed off, not hammering
    expect(smtp.received).toHaveLength(0);

    // Time passes: the retry is due.
    await t.app.ctx.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await t.app.ctx.jobs.drain();
    const [done] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['customer@example.com']);
  });
});
