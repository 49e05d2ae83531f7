import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { queueMail, renderMail } from '../../providers/mail';
import { createTestApp, type TestApp } from '../../test/app';

describe('dev mailbox (embedded mode, no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const body = renderMail({
      brand: 'PressRun',
      publicUrl: 'http://localhost:3000',
      supportEmail: 'support@pressrun.example',
      heading: 'Hello <b>there</b>',
      paragraphs: ["It's here"],
      action: { label: 'Open', url: 'http://localhost:3000/reset/abc' },
    });
    await queueMail(t.app.ctx.jobs, { to: 'a@example.com', subject: 'First', ...body }, companyGroup(1));
    await queueMail(
      t.app.ctx.jobs,
      { to: 'b@example.com', subject: 'Second <script>', ...body },
      companyGroup(1),
    );
    await t.app.ctx.jobs.drain();
  });
  afterAll(() => t.close());

  it('lists mails newest first as JSON, with their links', async () => {
    const res = await t.client().get('/api/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Second <script>',
      'First',
    ]);
    expect(res.body.messages[0].links).toEqual(['http://localhost:3000/reset/abc']);
    expect(res.body.messages[0].html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
  });

  it('shows them as a page with everything escaped', async () => {
    const res = await t.client().get('/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Second &lt;script&gt;');
    expect(res.body).not.toContain('Second <script>');
  });

  it('answers only this machine by default: the mails hold reset links', async () => {
    const remote = t.client();
    remote.ip = '203.0.113.7';
    expect((await remote.get('/api/dev/mailbox')).status).toBe(404);
    expect((await remote.get('/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(
      404,
    );
  });

  it("is gone with DEV_MAILBOX=off, and open to anyone with 'on'", async () => {
    const off = await createTestApp({ devMailbox: 'off' });
    expect((await off.client().get('/api/dev/mailbox')).status).toBe(404);
    await off.close();
    const on = await createTestApp({ devMailbox: 'on' });
    const remote = on.client();
    remote.ip = '203.0.113.7';
    expect((await remote.get('/api/dev/mailbox')).status).toBe(200);
    await on.close();
  });
});

describe('mail jobs', () => {
  it('keep no copy of the mail (its one-time links) once it is delivered', async () => {
    const t = await createTestApp();
    await queueMail(
      t.app.ctx.jobs,
      {
        to: 'a@example.com',
        subject: 'S',
        text: 't',
        html: 'h',
        links: ['l'],
      },
      companyGroup(1),
    );
    await t.app.ctx.jobs.drain();
    const rows = await t.app.ctx.db.select().from(jobs);
    expect(rows.map((r) => [r.status, r.payload])).toEqual([['done', {}]]);
    await t.close();
  });
});
