import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { savedMugTemplate, withCard } from '../../test/ordering';
import { seedCatalog } from '../catalog/seed';
import { DELIVER_JOB } from '../webhooks/deliver';

/** An event as the receiver applies it, after standardwebhooks verified it. */
interface Verified {
  webhookId: string;
  // biome-ignore lint/suspicious/noExplicitAny: the event as a receiver reads it
  event: any;
}

/**
 * A store's webhook receiver on 127.0.0.1: verifies every delivery with the standardwebhooks
 * package and the endpoint's whsec_ secret (400 when the signature does not hold), applies each
 * webhook-id once (replays and retries of one event carry the same id), and can be stopped and
 * started again on the same port, as a store's server goes down and comes back.
 */
function verifyingReceiver() {
  const state = { secret: '', port: 0 };
  const applied: Verified[] = [];
  const duplicates: string[] = [];
  const refused: string[] = [];
  let server: http.Server | null = null;

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const event = new Webhook(state.secret).verify(body, req.headers as Record<string, string>);
        const webhookId = String(req.headers['webhook-id']);
        if (applied.some((v) => v.webhookId === webhookId)) duplicates.push(webhookId);
        else applied.push({ webhookId, event });
        res.statusCode = 204;
      } catch (err) {
        refused.push((err as Error).message);
        res.statusCode = 400;
      }
      res.end();
    });
  };

  return {
    state,
    applied,
    duplicates,
    refused,
    get url() {
      return `http://127.0.0.1:${state.port}/pressrun/hooks`;
    },
    async start() {
      const s = http.createServer(handle);
      await new Promise<void>((resolve) => s.listen(state.port, '127.0.0.1', resolve));
      state.port = (s.address() as AddressInfo).port;
      server = s;
    },
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  street1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};

/**
 * A store integration's whole path through HTTP: with the company's API key, quote and place an
 * order, receive order.created on a local receiver that verifies the signature with standardwebhooks,
 * ship the order in the staff console and receive order.shipped with the tracking; stop the
 * receiver and see the retries in the delivery log; start it again and replay.
 */
describe('end to end: API key, order, signed webhooks, retries and replay', () => {
  let t: TestApp;
  const receiver = verifyingReceiver();

  beforeAll(async () => {
    t = await createTestApp({ allowPrivateWebhooks: true });
    await seedCatalog(t.app, { images: false });
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await t.close();
  });

  /** The job queue as the worker runs it; `due` first makes waiting retries due (no real sleeping). */
  async function runJobs(opts: { due?: boolean } = {}) {
    if (opts.due)
      await t.app.ctx.db.execute(
        sql`update jobs set run_at = now() where type = ${DELIVER_JOB} and status = 'queued'`,
      );
    return t.app.ctx.jobs.drain();
  }

  it('quotes, orders, ships and hears of it; retries while the receiver is down; replays once it is back', async () => {
    // A company with a saved template, a default card and an API key made on its Stores page.
    const who = await signedInCompany(t);
    await withCard(t, who);
    const template = await savedMugTemplate(t, who.companyId);
    const made = await who.c.post('/api/api-keys', { name: 'My store' });
    expect(made.status).toBe(201);
    const key = made.body.key.reveal as string;
    expect(key).toMatch(/^pr_live_/);
    const staff = await signedInCompany(t, { staffRole: 'operator' });

    const api = (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) =>
      t.app
        .inject({
          method,
          url: `/api/v1${url}`,
          headers: { authorization: `Bearer ${key}`, ...headers },
          ...(body !== undefined ? { payload: body as object } : {}),
        })
        .then((r) => ({ status: r.statusCode, body: r.body ? JSON.parse(r.body) : null }));
    const order = (po: string) => ({
      po,
      shipping: 'standard',
      payment: 'default_card',
      address: ADDRESS,
      items: [{ template_id: template!.id, quantity: 2 }],
    });

    // The store registers its receiver through the API; the secret is shown this once.
    const registered = await api('POST', '/webhooks', {
      url: receiver.url,
      events: ['order.created', 'order.status_changed', 'order.shipped', 'order.cancelled'],
    });
    expect(registered.status).toBe(201);
    const hookId = registered.body.webhook.id as number;
    receiver.state.secret = registered.body.secret;
    expect(receiver.state.secret).toMatch(/^whsec_/);

    // Quote, then place with an Idempotency-Key: the same totals; a retry answers the same order.
    const quote = await api('POST', '/quotes', { ...order('E2E-1'), po: undefined, payment: undefined });
    expect(quote.status).toBe(200);
    const idem = randomUUID();
    const placed = await api('POST', '/orders', order('E2E-1'), { 'idempotency-key': idem });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'Created', po: 'E2E-1', totals: quote.body.totals });
    const retried = await api('POST', '/orders', order('E2E-1'), { 'idempotency-key': idem });
    expect([retried.status, retried.body.id]).toEqual([200, placed.body.id]);
    const orderId = placed.body.id as number;

    // order.created reaches the receiver, signed.
    await runJobs();
    expect(receiver.refused).toEqual([]);
    expect(receiver.applied.map((v) => v.event.type)).toEqual(['order.created']);
    expect(receiver.applied[0]!.event.data.order).toMatchObject({
      id: orderId,
      po: 'E2E-1',
      status: 'Created',
      status_version: 1,
      totals: placed.body.totals,
    });

    // Staff move it through production and ship it with tracking in the console.
    for (const to of ['ReadyToProduce', 'InProduction']) {
      const moved = await staff.c.post(`/api/admin/production/orders/${orderId}/move`, { to });
      expect(moved.status, to).toBe(200);
    }
    const shipped = await staff.c.post(`/api/admin/production/orders/${orderId}/ship`, {
      carrier: 'USPS',
      trackingNumber: '9400111202555842761234',
    });
    expect(shipped.status).toBe(200);
    await runJobs();
    expect(receiver.refused).toEqual([]);
    const ofOrder = receiver.applied.filter((v) => v.event.data.order.id === orderId).map((v) => v.event);
    expect(ofOrder.map((e) => [e.type, e.data.order.status])).toEqual([
      ['order.created', 'Created'],
      ['order.status_changed', 'ReadyToProduce'],
      ['order.status_changed', 'InProduction'],
      ['order.shipped', 'OrderShipped'],
    ]);
    // Each event carries the order's status version, growing with every move.
    const versions = ofOrder.map((e) => e.data.order.status_version as number);
    expect(versions.every((v, i) => i === 0 || v > versions[i - 1]!)).toBe(true);
    expect(ofOrder.at(-1).data.order.shipping).toMatchObject({
      carrier: 'USPS',
      tracking_number: '9400111202555842761234',
      tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761234',
      shipped_at: expect.any(String),
    });
    // The API tells the same story.
    const read = await api('GET', `/orders/${orderId}`);
    expect(read.body).toMatchObject({
      status: 'OrderShipped',
      shipping: { tracking_number: '9400111202555842761234' },
    });
    // Every delivery so far succeeded, each timed.
    const log = await api('GET', `/webhooks/${hookId}/deliveries`);
    expect(log.body.deliveries).toHaveLength(4);
    for (const d of log.body.deliveries) {
      expect(d).toMatchObject({
        status: 'succeeded',
        attempts: 1,
        last_status_code: 204,
        next_attempt_at: null,
      });
      expect(d.last_duration_ms).toEqual(expect.any(Number));
    }

    // The receiver goes down; the next event fails and is retried on the schedule.
    await receiver.stop();
    const second = await api('POST', '/orders', order('E2E-2'), { 'idempotency-key': randomUUID() });
    expect(second.status).toBe(201);
    await runJobs();
    const firstTry = (await api('GET', `/webhooks/${hookId}/deliveries?limit=1`)).body.deliveries[0];
    expect(firstTry).toMatchObject({
      event_type: 'order.created',
      status: 'pending',
      attempts: 1,
      last_status_code: null,
      // Refused, or the kept-alive connection to the stopped receiver found closed.
      last_error: expect.stringMatching(/ECONNREFUSED|ECONNRESET|socket hang up/),
    });
    expect(firstTry.last_duration_ms).toEqual(expect.any(Number));
    // The first retry is due in 5 s ±20%.
    const wait1 = Date.parse(firstTry.next_attempt_at) - Date.now();
    expect(wait1).toBeGreaterThan(4_000 - 1_000);
    expect(wait1).toBeLessThan(6_000 + 1_000);

    // Its retry comes due and fails too; the next waits 5 minutes ±20%.
    await runJobs({ due: true });
    const secondTry = (await api('GET', `/webhooks/${hookId}/deliveries?limit=1`)).body.deliveries[0];
    expect(secondTry).toMatchObject({ id: firstTry.id, status: 'pending', attempts: 2 });
    expect(secondTry.last_error).toMatch(/ECONNREFUSED/);
    const wait2 = Date.parse(secondTry.next_attempt_at) - Date.now();
    expect(wait2).toBeGreaterThan(240_000 - 1_000);
    expect(wait2).toBeLessThan(360_000 + 1_000);
    expect(receiver.applied.some((v) => v.event.data.order.id === second.body.id)).toBe(false);

    // The receiver is back; the store replays the delivery without waiting for the retry.
    await receiver.start();
    const replay = await api('POST', `/webhooks/${hookId}/deliveries/${firstTry.id}/replay`);
    expect(replay.status).toBe(202);
    expect(replay.body.delivery).toMatchObject({ message_id: firstTry.message_id, status: 'pending' });
    await runJobs(); // only what is due now: the replay, not the retry waiting its 5 minutes
    expect(receiver.refused).toEqual([]);
    const heard = receiver.applied.at(-1)!;
    expect(heard.webhookId).toBe(firstTry.message_id);
    expect(heard.event).toMatchObject({
      type: 'order.created',
      data: { order: { id: second.body.id, po: 'E2E-2', status: 'Created', status_version: 1 } },
    });
    const after = (await api('GET', `/webhooks/${hookId}/deliveries?limit=2`)).body.deliveries;
    expect(
      after.map((d: { id: number; status: string; attempts: number }) => [d.id, d.status, d.attempts]),
    ).toEqual([
      [replay.body.delivery.id, 'succeeded', 1],
      [firstTry.id, 'pending', 2],
    ]);
    expect(after[0].last_duration_ms).toEqual(expect.any(Number));

    // The waiting retry still goes out when due; the receiver knows the webhook-id and applies it once.
    await runJobs({ due: true });
    const done = (await api('GET', `/webhooks/${hookId}/deliveries?limit=2`)).body.deliveries;
    expect(done.map((d: { status: string }) => d.status)).toEqual(['succeeded', 'succeeded']);
    expect(receiver.duplicates).toEqual([firstTry.message_id]);
    expect(receiver.applied.filter((v) => v.event.data.order.id === second.body.id)).toHaveLength(1);
    expect(receiver.refused).toEqual([]);
  });
});
