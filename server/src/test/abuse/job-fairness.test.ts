import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkOrders, jobs, orders, payments, users } from '../../db/schema';
import { csv, csvRow, uploadOrders } from '../../modules/bulk-orders/test-files';
import { seedCatalog } from '../../modules/catalog/seed';
import { companyGroup, PUBLIC_GROUP, SYSTEM_GROUP } from '../../providers/jobs/queue';
import { createTestApp, type TestApp } from '../app';
import { signedInCompany } from '../company';
import { jobGroupsSince, lastJobId } from '../jobs';
import { savedMugTemplate, withCard } from '../ordering';

/**
 * One company's bulk upload must not starve everyone's background work: its follow-up jobs are its
 * own group's, and the worker takes turns between groups, so another company's upload, capture
 * and mails wait for at most one of the flooding company's jobs per worker slot (one here: the
 * test app's queue is a single worker).
 */
describe('one company flooding the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
  });
  afterAll(() => t.close());

  /** A company with a card and a mug template, and a CSV file of `count` one-line orders of it. */
  async function customer(count: number) {
    const who = await signedInCompany(t);
    await withCard(t, who);
    const mug = await savedMugTemplate(t, who.companyId);
    const rows = Array.from({ length: count }, (_, i) => csvRow({ po: `PO${i}`, templateId: mug.id }));
    return { ...who, file: csv(...rows) };
  }

  const jobsOf = (group: string) =>
    t.app.ctx.db
      .select({ id: jobs.id, type: jobs.type, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.groupKey, group));

  it("serves another company's upload, capture and mail within one claim per slot of the flood", async () => {
    const a = await customer(60);
    const b = await customer(1);
    const q = t.app.ctx.jobs;

    expect((await uploadOrders(a.c, { value: a.file })).status).toBe(201);
    expect(await q.runOne()).toBe(true); // A's file becomes 60 orders and their follow-ups
    const flood = (await jobsOf(companyGroup(a.companyId))).filter((j) => j.status === 'queued');
    expect(flood.length).toBeGreaterThanOrEqual(180); // a capture, a mail and a file copy per order
    expect((await jobsOf(SYSTEM_GROUP)).filter((j) => j.status === 'queued')).toEqual([]);

    // B's one-row upload is the next job claimed, and is Completed after it.
    expect((await uploadOrders(b.c, { value: b.file })).status).toBe(201);
    expect(await q.runOne()).toBe(true);
    const [upload] = await t.app.ctx.db
      .select()
      .from(bulkOrders)
      .where(eq(bulkOrders.companyId, b.companyId));
    expect(upload!.status).toBe('Completed');

    // B's jobs (the order's capture, confirmation and file copy, the upload's summary) take turns
    // with A's: each waits for one of A's at most.
    const bJobs = (await jobsOf(companyGroup(b.companyId))).filter((j) => j.status === 'queued');
    expect(bJobs.map((j) => j.type).sort()).toEqual([
      'checkout.capture',
      'mail.send', // the order's confirmation
      'mail.send', // the upload's summary
      'orders.copy-files',
    ]);
    for (let claims = 0; claims < 2 * bJobs.length; claims++) await q.runOne();
    const after = await t.app.ctx.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          bJobs.map((j) => j.id),
        ),
      );
    expect(after.map((j) => j.status)).toEqual(['done', 'done', 'done', 'done']);
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.companyId, b.companyId));
    const [payment] = await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment!.status).toBe('captured');

    // A's backlog is still there: B did not wait for it.
    expect(
      (await jobsOf(companyGroup(a.companyId))).filter((j) => j.status === 'queued').length,
    ).toBeGreaterThan(170);
  });

  it("puts a sign-up's mail in the new company's group, and a password reset first in the public one", async () => {
    const mark = await lastJobId(t);
    const c = t.client();
    const email = `fair.${Date.now()}@example.com`;
    const res = await c.post('/api/auth/register', {
      username: 'Jane Doe',
      email,
      password: 'secret-pass-1',
      password_confirmation: 'secret-pass-1',
    });
    expect(res.status).toBe(201);
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(await jobGroupsSince(t, mark)).toEqual({ 'mail.send': [companyGroup(user!.companyId)] });

    const beforeForgot = await lastJobId(t);
    expect((await t.client().post('/api/auth/forgot', { email })).status).toBe(200);
    expect(await jobGroupsSince(t, beforeForgot)).toEqual({ 'auth.reset-mail': [PUBLIC_GROUP] });
    // The job finds the account, and the mail it queues is the account's company's.
    const resetDone = async () =>
      (
        await t.app.ctx.db
          .select()
          .from(jobs)
          .where(and(gt(jobs.id, beforeForgot), eq(jobs.status, 'done')))
      ).length > 0;
    for (let i = 0; i < 5 && !(await resetDone()); i++) await t.app.ctx.jobs.runOne();
    expect(await jobGroupsSince(t, beforeForgot)).toEqual({
      'auth.reset-mail': [PUBLIC_GROUP],
      'mail.send': [companyGroup(user!.companyId)],
    });
  });
});
