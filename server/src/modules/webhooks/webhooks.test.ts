import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { companyGroup } from '../../providers/jobs/queue';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { jobGroupsSince, lastJobId } from '../../test/jobs';
import { attemptDelivery, DELIVER_JOB, MAX_ATTEMPTS, RETRY_SCHEDULE_MS, retryDelay } from './deliver';
import { SENDS_PER_MINUTE } from './routes';
import { startReceiver } from './test-receiver';

const BASE = '/api/webhooks';
const ALL = ['order.created', 'order.status_changed', 'order.shipped', 'order.cancelled', 'claim.resolved'];

type Who = Awaited<ReturnType<typeof signedInCompany>>;

describe('/api/webhooks', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let a: Who;
  let b: Who;

  beforeAll(async () => {
    t = await createTestApp({ allowPrivateWebhooks: true });
    receiver = await startReceiver();
    a = await signedInCompany(t);
    b = await signedInCompany(t);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.state.answer = 200;
  });

  /** Makes every queued delivery due now and runs the queue (retries wait hours otherwise). */
  async function deliverDue() {
    await t.app.ctx.db.execute(
      sql`update jobs set run_at = now() where type = ${DELIVER_JOB} and status = 'queued'`,
    );
    return t.app.ctx.jobs.drain();
  }

  async function register(who: Who, events = ALL, url = receiver.url) {
    const res = await who.c.post(`${BASE}/endpoints`, { url, events });
    expect(res.status).toBe(201);
    return res.body as { endpoint: { id: number }; secret: string };
  }

  async function deliveriesOf(endpointId: number) {
    return t.app.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveries.id);
  }

  describe('endpoints', () => {
    it('creates one with a whsec_ secret of 24 random bytes shown once, and lists it without the secret', async () => {
      const who = await signedInCompany(t);
      const { endpoint, secret } = await register(who, ['order.created', 'order.created', 'order.shipped']);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
      expect(endpoint).toMatchObject({ url: receiver.url, events: ['order.created', 'order.shipped'] });
      const list = await who.c.get(`${BASE}/endpoints`);
      expect(list.status).toBe(200);
      expect(list.body.endpoints).toHaveLength(1);
      expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
      expect(list.body.endpoints[0]).toMatchObject({ id: endpoint.id, disabledAt: null, lastDeliveries: [] });
    });

    it('refuses bad input with a clear 400', async () => {
      const cases: Array<[unknown, string]> = [
        [
          { url: 'ftp://example.com/x', events: ['order.created'] },
          'Enter a valid URL starting with https:// or http://.',
        ],
        [
          { url: 'not a url', events: ['order.created'] },
          'Enter a valid URL starting with https:// or http://.',
        ],
        [
          { url: 'https://u:p@example.com/', events: ['order.created'] },
          'The URL must not contain a user name or password.',
        ],
        [
          { url: `https://example.com/${'x'.repeat(2001)}`, events: ['order.created'] },
          'The URL is too long (2,000 characters at most).',
        ],
        [{ url: receiver.url, events: [] }, 'Choose at least one event.'],
        [{ url: receiver.url, events: ['order.exploded'] }, expect.stringContaining('Events must be among')],
        [{ url: receiver.url }, 'Choose at least one event.'],
        [{ events: ['order.created'] }, 'Enter a valid URL starting with https:// or http://.'],
      ];
      for (const [body, message] of cases) {
        const res = await a.c.post(`${BASE}/endpoints`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.message).toEqual(message);
      }
    });

    it('refuses loopback, private, link-local addresses and the server itself unless ALLOW_PRIVATE_WEBHOOKS', async () => {
      t.app.ctx.config.allowPrivateWebhooks = false;
      try {
        for (const url of [
          'http://127.0.0.1:9/x',
          'http://localhost/x',
          'https://10.1.2.3/x',
          'https://172.20.0.1/x',
          'https://192.168.1.1/x',
          'http://169.254.169.254/latest/meta-data',
          'http://[::1]/x',
          'http://[fe80::1]/x',
          'http://[::ffff:127.0.0.1]/x',
          'http://0.0.0.0/x',
          `${t.config.publicUrl}/api/health`,
        ]) {
          const res = await a.c.post(`${BASE}/endpoints`, { url, events: ['order.created'] });
          expect(res.status, url).toBe(400);
          expect(res.body.error.message).toMatch(/private, loopback or link-local/);
        }
        // A public address is taken (an address literal: no DNS needed).
        const ok = await a.c.post(`${BASE}/endpoints`, {
          url: 'https://93.184.215.14/hooks',
          events: ['order.created'],
        });
        expect(ok.status).toBe(201);
        await a.c.delete(`${BASE}/endpoints/${ok.body.endpoint.id}`);
      } finally {
        t.app.ctx.config.allowPrivateWebhooks = true;
      }
    });

    it('updates events, disables and enables; bad input 400, unknown 404', async () => {
      const { endpoint } = await register(a, ['order.created']);
      const url = `${BASE}/endpoints/${endpoint.id}`;
      const res = await a.c.patch(url, { events: ['order.shipped', 'claim.resolved'] });
      expect(res.status).toBe(200);
      expect(res.body.endpoint.events).toEqual(['order.shipped', 'claim.resolved']);
      const off = await a.c.patch(url, { enabled: false });
      expect(off.body.endpoint.disabledAt).not.toBeNull();
      const on = await a.c.patch(url, { enabled: true });
      expect(on.body.endpoint).toMatchObject({ disabledAt: null, disabledReason: '' });
      expect((await a.c.patch(url, { events: [] })).status).toBe(400);
      expect((await a.c.patch(url, { enabled: 'yes' })).status).toBe(400);
      expect((await a.c.patch(`${BASE}/endpoints/abc`, { enabled: true })).body.error.message).toBe(
        'Webhook endpoint not found.',
      );
      expect((await a.c.patch(`${BASE}/endpoints/99999999999`, { enabled: true })).status).toBe(400);
      expect((await a.c.patch(`${BASE}/endpoints/999999`, { enabled: true })).status).toBe(404);
      await a.c.delete(url);
    });

    it('deletes one with its delivery log; a second delete is 404', async () => {
      const { endpoint } = await register(a, ['order.created']);
      expect((await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`)).status).toBe(202);
      const res = await a.c.delete(`${BASE}/endpoints/${endpoint.id}`);
      expect(res.status).toBe(204);
      expect(await deliveriesOf(endpoint.id)).toEqual([]);
      expect((await a.c.delete(`${BASE}/endpoints/${endpoint.id}`)).status).toBe(404);
      // The queued attempt finds nothing to send.
      await deliverDue();
      expect(receiver.received).toEqual([]);
    });

    it("never reaches another company's endpoint or delivery (404)", async () => {
      const { endpoint } = await register(a, ['order.created']);
      const test = await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      const id = endpoint.id;
      const attempts: Array<Promise<{ status: number; body: { error: { message: string } } }>> = [
        b.c.patch(`${BASE}/endpoints/${id}`, { events: ['order.shipped'] }),
        b.c.delete(`${BASE}/endpoints/${id}`),
        b.c.post(`${BASE}/endpoints/${id}/rotate`),
        b.c.post(`${BASE}/endpoints/${id}/test`),
        b.c.get(`${BASE}/endpoints/${id}/deliveries`),
        b.c.post(`${BASE}/deliveries/${test.body.delivery.id}/replay`),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toMatch(/^Webhook (endpoint|delivery) not found\.$/);
      }
      expect((await b.c.get(`${BASE}/endpoints`)).body.endpoints).toEqual([]);
      const [row] = await t.app.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      expect(row!.events).toEqual(['order.created']);
      await a.c.delete(`${BASE}/endpoints/${id}`);
    });

    it('caps test sends and replays at SENDS_PER_MINUTE a company (429)', async () => {
      const who = await signedInCompany(t);
      const { endpoint } = await register(who, ['order.created']);
      for (let i = 0; i < SENDS_PER_MINUTE; i++)
        expect((await who.c.post(`${BASE}/endpoints/${endpoint.id}/test`)).status).toBe(202);
      const over = await who.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      expect(over.status).toBe(429);
      expect(over.body.error.code).toBe('rate_limited');
      // Another company is not held back by it.
      const { endpoint: theirs } = await register(b, ['order.created']);
      expect((await b.c.post(`${BASE}/endpoints/${theirs.id}/test`)).status).toBe(202);
      await who.c.delete(`${BASE}/endpoints/${endpoint.id}`);
      await b.c.delete(`${BASE}/endpoints/${theirs.id}`);
    });

    it('answers 401 without a session on every route', async () => {
      const anon = t.client();
      await anon.ensureCsrf();
      const routes: Array<[string, string]> = [
        ['GET', `${BASE}/endpoints`],
        ['POST', `${BASE}/endpoints`],
        ['PATCH', `${BASE}/endpoints/1`],
        ['DELETE', `${BASE}/endpoints/1`],
        ['POST', `${BASE}/endpoints/1/rotate`],
        ['POST', `${BASE}/endpoints/1/test`],
        ['GET', `${BASE}/endpoints/1/deliveries`],
        ['POST', `${BASE}/deliveries/1/replay`],
      ];
      for (const [method, url] of routes) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : { url: receiver.url, events: ALL };
        const res = await anon.request(method as 'GET', url, body);
        expect(res.status, `${method} ${url}`).toBe(401);
      }
    });
  });

  describe('delivery', () => {
    it('signs the Standard Webhooks way: standardwebhooks verifies the test send', async () => {
      const { endpoint, secret } = await register(a, ['order.created']);
      const res = await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      expect(res.status).toBe(202);
      expect(res.body.delivery).toMatchObject({
        eventType: 'webhook.test',
        status: 'pending',
        attempts: 0,
        lastDurationMs: null,
      });
      await deliverDue();
      expect(receiver.received).toHaveLength(1);
      const { headers, body } = receiver.received[0]!;
      expect(headers['webhook-id']).toBe(res.body.delivery.messageId);
      expect(headers['webhook-id']).toMatch(/^msg_/);
      expect(Number(headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
      expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      const verified = new Webhook(secret).verify(body, headers as Record<string, string>);
      expect(verified).toMatchObject({ type: 'webhook.test', data: { endpoint: { id: endpoint.id } } });
      // Another secret does not verify: the check can fail.
      const other = `whsec_${Buffer.alloc(24, 1).toString('base64')}`;
      expect(() => new Webhook(other).verify(body, headers as Record<string, string>)).toThrow();
      const [row] = await deliveriesOf(endpoint.id);
      expect(row).toMatchObject({
        status: 'succeeded',
        attempts: 1,
        lastStatusCode: 200,
        nextAttemptAt: null,
        lastDurationMs: expect.any(Number),
      });
      // The response time is recorded and shown in the log; a receiver on this machine answers fast.
      expect(row!.lastDurationMs).toBeGreaterThanOrEqual(0);
      expect(row!.lastDurationMs).toBeLessThan(5_000);
      const log = await a.c.get(`${BASE}/endpoints/${endpoint.id}/deliveries`);
      expect(log.body.deliveries[0]).toMatchObject({ lastDurationMs: row!.lastDurationMs });
      await a.c.delete(`${BASE}/endpoints/${endpoint.id}`);
    });

    it('rotation: the new secret shown once, both signatures for 24 hours, then only the new one', async () => {
      const { endpoint, secret: old } = await register(a, ['order.created']);
      const rotated = await a.c.post(`${BASE}/endpoints/${endpoint.id}/rotate`);
      expect(rotated.status).toBe(200);
      const fresh = rotated.body.secret as string;
      expect(fresh).toMatch(/^whsec_/);
      expect(fresh).not.toBe(old);
      expect(Date.parse(rotated.body.endpoint.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(
        23.9 * 3_600_000,
      );
      await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      await deliverDue();
      const first = receiver.received[0]!;
      expect(String(first.headers['webhook-signature']).split(' ')).toHaveLength(2);
      for (const s of [old, fresh])
        new Webhook(s).verify(first.body, first.headers as Record<string, string>);

      // 24 hours on, the old secret no longer signs.
      await t.app.ctx.db
        .update(webhookEndpoints)
        .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      await deliverDue();
      const second = receiver.received[1]!;
      expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(1);
      new Webhook(fresh).verify(second.body, second.headers as Record<string, string>);
      expect(() => new Webhook(old).verify(second.body, second.headers as Record<string, string>)).toThrow();
      await a.c.delete(`${BASE}/endpoints/${endpoint.id}`);
    });

    it('retries a failing receiver on the schedule, recording each attempt, then gives up', async () => {
      const { endpoint } = await register(a, ['order.created']);
      receiver.state.answer = 503;
      const mark = await lastJobId(t);
      await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      await deliverDue();
      // The delivery and its retry are the company's jobs.
      expect(await jobGroupsSince(t, mark)).toEqual({ [DELIVER_JOB]: [companyGroup(a.companyId)] });
      let [row] = await deliveriesOf(endpoint.id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: 503,
        lastError: 'HTTP 503',
        lastDurationMs: expect.any(Number),
      });
      const wait = row!.nextAttemptAt!.getTime() - Date.now();
      expect(wait).toBeGreaterThan(0.8 * 5_000 - 1000);
      expect(wait).toBeLessThan(1.2 * 5_000 + 1000);

      await deliverDue();
      [row] = await deliveriesOf(endpoint.id);
      expect(row!.attempts).toBe(2);
      const wait2 = row!.nextAttemptAt!.getTime() - Date.now();
      expect(wait2).toBeGreaterThan(0.8 * 5 * 60_000 - 1000);
      expect(wait2).toBeLessThan(1.2 * 5 * 60_000 + 1000);
      // The same webhook-id on every attempt.
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

      for (let i = 2; i < MAX_ATTEMPTS; i++) await deliverDue();
      [row] = await deliveriesOf(endpoint.id);
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
      expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
      expect(await deliverDue()).toBe(0);
      await a.c.delete(`${BASE}/endpoints/${endpoint.id}`);
    });

    it('records a receiver that is not there, and succeeds once it answers', async () => {
      const { endpoint } = await register(a, ['order.created'], 'http://127.0.0.1:1/hooks');
      await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      await deliverDue();
      const [row] = await deliveriesOf(endpoint.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
      // A refused connection is timed too (it took next to nothing).
      expect(row!.lastDurationMs).toBeGreaterThanOrEqual(0);
      expect(row!.lastDurationMs).toBeLessThan(5_000);
      await a.c.delete(`${BASE}/endpoints/${endpoint.id}`);
    });

    it('gives a receiver that does not answer its timeout, then retries', async () => {
      const { endpoint } = await register(a, ['order.created']);
      receiver.state.answer = 0;
      const sent = await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      const started = Date.now();
      await attemptDelivery(t.app.ctx, sent.body.delivery.id, 300);
      expect(Date.now() - started).toBeLessThan(5_000);
      const [row] = await deliveriesOf(endpoint.id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: null,
        lastError: 'No answer within 0.3 s',
      });
      expect(row!.nextAttemptAt).not.toBeNull();
      // A timeout's response time is the time waited for it.
      expect(row!.lastDurationMs).toBeGreaterThanOrEqual(290);
      expect(row!.lastDurationMs).toBeLessThan(5_000);
      await a.c.delete(`${BASE}/endpoints/${endpoint.id}`);
    });

    it('a 410 disables the endpoint; nothing more is sent to it', async () => {
      const { endpoint } = await register(a, ['order.created']);
      receiver.state.answer = 410;
      await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      await deliverDue();
      expect(receiver.received).toHaveLength(1);
      const list = await a.c.get(`${BASE}/endpoints`);
      const shown = list.body.endpoints.find((e: { id: number }) => e.id === endpoint.id);
      expect(shown.disabledAt).not.toBeNull();
      expect(shown.disabledReason).toBe('The endpoint answered 410 Gone.');
      const rows = await deliveriesOf(endpoint.id);
      expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
      expect(rows[0]).toMatchObject({ lastStatusCode: 410, lastDurationMs: expect.any(Number) });
      // The second was never sent: no attempt, no response time.
      expect(rows[1]).toMatchObject({ attempts: 0, lastDurationMs: null });
      const again = await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('This endpoint is disabled: enable it before sending to it.');
      await a.c.delete(`${BASE}/endpoints/${endpoint.id}`);
    });

    it('replays a delivery with the same webhook-id as a new log entry; the log is newest first and paged', async () => {
      const { endpoint, secret } = await register(a, ['order.created']);
      const sent = await a.c.post(`${BASE}/endpoints/${endpoint.id}/test`);
      await deliverDue();
      const replay = await a.c.post(`${BASE}/deliveries/${sent.body.delivery.id}/replay`);
      expect(replay.status).toBe(202);
      expect(replay.body.delivery.id).not.toBe(sent.body.delivery.id);
      expect(replay.body.delivery.messageId).toBe(sent.body.delivery.messageId);
      await deliverDue();
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
        sent.body.delivery.messageId,
        sent.body.delivery.messageId,
      ]);
      expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
      new Webhook(secret).verify(
        receiver.received[1]!.body,
        receiver.received[1]!.headers as Record<string, string>,
      );

      const page1 = await a.c.get(`${BASE}/endpoints/${endpoint.id}/deliveries?limit=1`);
      expect(page1.status).toBe(200);
      expect(page1.body.deliveries.map((d: { id: number }) => d.id)).toEqual([replay.body.delivery.id]);
      expect(page1.body.nextBefore).toBe(replay.body.delivery.id);
      const page2 = await a.c.get(
        `${BASE}/endpoints/${endpoint.id}/deliveries?limit=1&before=${page1.body.nextBefore}`,
      );
      expect(page2.body.deliveries.map((d: { id: number }) => d.id)).toEqual([sent.body.delivery.id]);
      expect(page2.body.nextBefore).toBeNull();
      expect((await a.c.get(`${BASE}/endpoints/${endpoint.id}/deliveries?limit=0`)).status).toBe(400);
      expect((await a.c.get(`${BASE}/endpoints/${endpoint.id}/deliveries?before=x`)).status).toBe(400);
      expect((await a.c.post(`${BASE}/deliveries/999999/replay`)).status).toBe(404);
      expect((await a.c.post(`${BASE}/deliveries/x/replay`)).status).toBe(400);

      const list = await a.c.get(`${BASE}/endpoints`);
      const shown = list.body.endpoints.find((e: { id: number }) => e.id === endpoint.id);
      expect(shown.lastDeliveries.map((d: { status: string }) => d.status)).toEqual([
        'succeeded',
        'succeeded',
      ]);
      await a.c.delete(`${BASE}/endpoints/${endpoint.id}`);
    });

    it('spreads the retry schedule over about three days with jitter', () => {
      const total = RETRY_SCHEDULE_MS.reduce((s, ms) => s + ms, 0);
      expect(total / 3_600_000).toBeGreaterThan(70);
      expect(total / 3_600_000).toBeLessThan(80);
      expect(retryDelay(1, () => 0)).toBe(4_000);
      expect(retryDelay(1, () => 1)).toBe(6_000);
      expect(retryDelay(MAX_ATTEMPTS)).toBeNull();
    });
  });
});
