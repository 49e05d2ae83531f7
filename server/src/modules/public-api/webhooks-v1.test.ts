import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { insertKey, revokeKey } from '../api-keys/repo';
import { DELIVER_JOB } from '../webhooks/deliver';
import { startReceiver } from '../webhooks/test-receiver';

const BASE = '/api/v1/webhooks';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface Caller {
  companyId: number;
  key: string;
}

/**
 * /api/v1/webhooks: a key registers and manages its company's endpoints, reads the delivery log
 * (with the response time) and replays, in the public API's snake_case shapes.
 */
describe('public API /api/v1/webhooks', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let a: Caller;
  let b: Caller;

  const call = (method: Method, url: string, key: string | null, body?: unknown, headers = {}) =>
    t.app
      .inject({
        method,
        url,
        headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
        ...(body !== undefined ? { payload: body as object } : {}),
      })
      .then((r) => ({ status: r.statusCode, headers: r.headers, body: r.body ? JSON.parse(r.body) : null }));

  async function caller(): Promise<Caller> {
    const who = await signedInCompany(t);
    const { key } = await insertKey(t.app.ctx.db, {
      companyId: who.companyId,
      name: 'Hooks',
      createdBy: who.userId,
    });
    return { companyId: who.companyId, key };
  }

  async function register(who: Caller, events = ['order.created'], url = receiver.url) {
    const res = await call('POST', BASE, who.key, { url, events });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { webhook: { id: number }; secret: string };
  }

  /** Makes every queued delivery due now and runs them (retries wait minutes otherwise). */
  async function deliverDue() {
    await t.app.ctx.db.execute(
      sql`update jobs set run_at = now() where type = ${DELIVER_JOB} and status = 'queued'`,
    );
    return t.app.ctx.jobs.drain();
  }

  beforeAll(async () => {
    t = await createTestApp({ allowPrivateWebhooks: true });
    receiver = await startReceiver();
    a = await caller();
    b = await caller();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.state.answer = 200;
  });

  it('registers an endpoint with its secret shown once, lists, reads, changes and deletes it', async () => {
    const created = await call('POST', BASE, a.key, {
      url: receiver.url,
      events: ['order.created', 'order.created', 'order.shipped'],
    });
    expect(created.status).toBe(201);
    expect(created.headers['ratelimit-limit']).toBe('600');
    const { webhook, secret } = created.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(webhook).toEqual({
      id: expect.any(Number),
      url: receiver.url,
      events: ['order.created', 'order.shipped'],
      enabled: true,
      disabled_at: null,
      disabled_reason: '',
      previous_secret_expires_at: null,
      created_at: expect.any(String),
      last_deliveries: [],
    });

    const list = await call('GET', BASE, a.key);
    expect(list.status).toBe(200);
    expect(list.body.webhooks.map((w: { id: number }) => w.id)).toContain(webhook.id);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
    const one = await call('GET', `${BASE}/${webhook.id}`, a.key);
    expect(one.status).toBe(200);
    expect(one.body.webhook).toEqual(webhook);
    expect(JSON.stringify(one.body)).not.toContain(secret.slice(6));

    const changed = await call('PATCH', `${BASE}/${webhook.id}`, a.key, { events: ['claim.resolved'] });
    expect(changed.status).toBe(200);
    expect(changed.body.webhook.events).toEqual(['claim.resolved']);
    const off = await call('PATCH', `${BASE}/${webhook.id}`, a.key, { enabled: false });
    expect(off.body.webhook).toMatchObject({ enabled: false, disabled_reason: 'Disabled by the company.' });
    expect(off.body.webhook.disabled_at).not.toBeNull();
    const test = await call('POST', `${BASE}/${webhook.id}/test`, a.key);
    expect(test.status).toBe(409);
    expect(test.body.error.message).toBe('This endpoint is disabled: enable it before sending to it.');
    const on = await call('PATCH', `${BASE}/${webhook.id}`, a.key, { enabled: true });
    expect(on.body.webhook).toMatchObject({ enabled: true, disabled_at: null });

    const gone = await call('DELETE', `${BASE}/${webhook.id}`, a.key);
    expect(gone.status).toBe(204);
    expect((await call('GET', `${BASE}/${webhook.id}`, a.key)).status).toBe(404);
    expect((await call('DELETE', `${BASE}/${webhook.id}`, a.key)).status).toBe(404);
  });

  it('sends a signed test, logs it with its response time, pages the log and replays with the same webhook-id', async () => {
    const { webhook, secret } = await register(a);
    const sent = await call('POST', `${BASE}/${webhook.id}/test`, a.key);
    expect(sent.status).toBe(202);
    expect(sent.body.delivery).toEqual({
      id: expect.any(Number),
      endpoint_id: webhook.id,
      message_id: expect.stringMatching(/^msg_/),
      event_type: 'webhook.test',
      status: 'pending',
      attempts: 0,
      next_attempt_at: null,
      last_status_code: null,
      last_error: '',
      last_duration_ms: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    await deliverDue();
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).toMatchObject({
      type: 'webhook.test',
      data: { endpoint: { id: webhook.id } },
    });

    const log = await call('GET', `${BASE}/${webhook.id}/deliveries`, a.key);
    expect(log.status).toBe(200);
    expect(log.body.next_cursor).toBeNull();
    const [done] = log.body.deliveries;
    expect(done).toMatchObject({
      id: sent.body.delivery.id,
      status: 'succeeded',
      attempts: 1,
      last_status_code: 200,
    });
    expect(done.last_duration_ms).toBeGreaterThanOrEqual(0);
    expect(done.last_duration_ms).toBeLessThan(5_000);

    const replay = await call(
      'POST',
      `${BASE}/${webhook.id}/deliveries/${sent.body.delivery.id}/replay`,
      a.key,
    );
    expect(replay.status).toBe(202);
    expect(replay.body.delivery).toMatchObject({
      message_id: sent.body.delivery.message_id,
      status: 'pending',
      attempts: 0,
    });
    expect(replay.body.delivery.id).not.toBe(sent.body.delivery.id);
    await deliverDue();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      sent.body.delivery.message_id,
      sent.body.delivery.message_id,
    ]);

    // Newest first, one a page, the cursor leading to the older one.
    const page1 = await call('GET', `${BASE}/${webhook.id}/deliveries?limit=1`, a.key);
    expect(page1.body.deliveries.map((d: { id: number }) => d.id)).toEqual([replay.body.delivery.id]);
    expect(page1.body.next_cursor).toEqual(expect.any(String));
    const page2 = await call(
      'GET',
      `${BASE}/${webhook.id}/deliveries?limit=1&cursor=${page1.body.next_cursor}`,
      a.key,
    );
    expect(page2.body.deliveries.map((d: { id: number }) => d.id)).toEqual([sent.body.delivery.id]);
    expect(page2.body.next_cursor).toBeNull();
    // The endpoint shows its last deliveries, response times included.
    const one = await call('GET', `${BASE}/${webhook.id}`, a.key);
    expect(one.body.webhook.last_deliveries).toHaveLength(2);
    for (const d of one.body.webhook.last_deliveries) expect(d.last_duration_ms).toEqual(expect.any(Number));
    await call('DELETE', `${BASE}/${webhook.id}`, a.key);
  });

  it('records a failing receiver: status, error, response time and the retry', async () => {
    const { webhook } = await register(a);
    receiver.state.answer = 503;
    await call('POST', `${BASE}/${webhook.id}/test`, a.key);
    await deliverDue();
    const [d] = (await call('GET', `${BASE}/${webhook.id}/deliveries`, a.key)).body.deliveries;
    expect(d).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 503,
      last_error: 'HTTP 503',
    });
    expect(d.last_duration_ms).toEqual(expect.any(Number));
    expect(Date.parse(d.next_attempt_at) - Date.now()).toBeGreaterThan(0);
    await call('DELETE', `${BASE}/${webhook.id}`, a.key);
  });

  it('rotates the secret: the new one shown once, both sign for 24 hours', async () => {
    const { webhook, secret: old } = await register(a);
    const rotated = await call('POST', `${BASE}/${webhook.id}/rotate-secret`, a.key);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(old);
    expect(Date.parse(rotated.body.webhook.previous_secret_expires_at) - Date.now()).toBeGreaterThan(
      23.9 * 3_600_000,
    );
    await call('POST', `${BASE}/${webhook.id}/test`, a.key);
    await deliverDue();
    const got = receiver.received[0]!;
    for (const s of [old, fresh]) new Webhook(s).verify(got.body, got.headers as Record<string, string>);
    expect(JSON.stringify((await call('GET', BASE, a.key)).body)).not.toContain(fresh.slice(6));
    await call('DELETE', `${BASE}/${webhook.id}`, a.key);
  });

  it('refuses bad input with a clear 400, never a 500', async () => {
    const { webhook } = await register(a);
    const cases: Array<[Method, string, unknown, string | RegExp]> = [
      [
        'POST',
        BASE,
        { url: 'ftp://example.com/x', events: ['order.created'] },
        'Enter a valid URL starting with https:// or http://.',
      ],
      [
        'POST',
        BASE,
        { url: 'not a url', events: ['order.created'] },
        'Enter a valid URL starting with https:// or http://.',
      ],
      ['POST', BASE, { events: ['order.created'] }, 'Enter a valid URL starting with https:// or http://.'],
      [
        'POST',
        BASE,
        { url: 'https://u:p@example.com/', events: ['order.created'] },
        'The URL must not contain a user name or password.',
      ],
      [
        'POST',
        BASE,
        { url: receiver.url, events: ['order.exploded'] },
        /^Events must be among order\.created, /,
      ],
      ['POST', BASE, { url: receiver.url, events: [] }, 'Choose at least one event.'],
      ['POST', BASE, { url: receiver.url }, 'Choose at least one event.'],
      ['POST', BASE, { url: 42, events: 'order.created' }, /./],
      ['PATCH', `${BASE}/${webhook.id}`, { events: [] }, 'Choose at least one event.'],
      ['PATCH', `${BASE}/${webhook.id}`, { events: ['nope'] }, /^Events must be among/],
      ['PATCH', `${BASE}/${webhook.id}`, { enabled: 'yes' }, /./],
      [
        'PATCH',
        `${BASE}/${webhook.id}`,
        { url: 'https://example.com/elsewhere' },
        'Only events and enabled can be changed; for another URL, register a new endpoint and delete this one.',
      ],
      ['GET', `${BASE}/abc`, undefined, 'Webhook endpoint not found.'],
      ['GET', `${BASE}/99999999999`, undefined, 'Webhook endpoint not found.'],
      ['GET', `${BASE}/${webhook.id}/deliveries?limit=0`, undefined, /./],
      [
        'GET',
        `${BASE}/${webhook.id}/deliveries?cursor=zzz`,
        undefined,
        'That cursor is not one this API gave out.',
      ],
      ['POST', `${BASE}/${webhook.id}/deliveries/x/replay`, undefined, 'Webhook delivery not found.'],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await call(method, url, a.key, body);
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    }
    // An orders cursor is not a deliveries cursor.
    const ordersCursor = Buffer.from('o5').toString('base64url');
    expect((await call('GET', `${BASE}/${webhook.id}/deliveries?cursor=${ordersCursor}`, a.key)).status).toBe(
      400,
    );
    const badJson = await call('POST', BASE, a.key, '{"url":', { 'content-type': 'application/json' });
    expect(badJson.status).toBe(400);
    const text = await call('POST', BASE, a.key, 'url=x', { 'content-type': 'text/plain' });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    // The endpoint is unchanged by all of it.
    expect((await call('GET', `${BASE}/${webhook.id}`, a.key)).body.webhook).toMatchObject({
      url: receiver.url,
      events: ['order.created'],
      enabled: true,
    });
    await call('DELETE', `${BASE}/${webhook.id}`, a.key);
  });

  it('refuses loopback, private and link-local addresses and the server itself unless ALLOW_PRIVATE_WEBHOOKS', async () => {
    t.app.ctx.config.allowPrivateWebhooks = false;
    try {
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://localhost/x',
        'https://10.1.2.3/x',
        'https://192.168.1.1/x',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/x',
        `${t.config.publicUrl}/api/health`,
      ]) {
        const res = await call('POST', BASE, a.key, { url, events: ['order.created'] });
        expect(res.status, url).toBe(400);
        expect(res.body.error.message).toMatch(/private, loopback or link-local/);
      }
      const ok = await call('POST', BASE, a.key, {
        url: 'https://93.184.215.14/hooks',
        events: ['order.created'],
      });
      expect(ok.status).toBe(201);
      await call('DELETE', `${BASE}/${ok.body.webhook.id}`, a.key);
    } finally {
      t.app.ctx.config.allowPrivateWebhooks = true;
    }
    // With ALLOW_PRIVATE_WEBHOOKS, a local receiver is taken.
    const { webhook } = await register(a, ['order.created'], 'http://127.0.0.1:9/x');
    await call('DELETE', `${BASE}/${webhook.id}`, a.key);
  });

  it("never reaches another company's endpoint or delivery (404), nor a delivery through another endpoint", async () => {
    const { webhook } = await register(a);
    const sent = await call('POST', `${BASE}/${webhook.id}/test`, a.key);
    const id = webhook.id;
    const deliveryId = sent.body.delivery.id;
    const tries: Array<[Method, string, unknown]> = [
      ['GET', `${BASE}/${id}`, undefined],
      ['PATCH', `${BASE}/${id}`, { events: ['order.shipped'] }],
      ['DELETE', `${BASE}/${id}`, undefined],
      ['POST', `${BASE}/${id}/rotate-secret`, undefined],
      ['POST', `${BASE}/${id}/test`, undefined],
      ['GET', `${BASE}/${id}/deliveries`, undefined],
      ['POST', `${BASE}/${id}/deliveries/${deliveryId}/replay`, undefined],
    ];
    for (const [method, url, body] of tries) {
      const res = await call(method, url, b.key, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error.message).toMatch(/^Webhook (endpoint|delivery) not found\.$/);
    }
    expect((await call('GET', BASE, b.key)).body.webhooks).toEqual([]);
    // B's own endpoint cannot reach A's delivery either.
    const theirs = await register(b);
    const cross = await call('POST', `${BASE}/${theirs.webhook.id}/deliveries/${deliveryId}/replay`, b.key);
    expect(cross.status).toBe(404);
    // Nor can A replay its delivery through another of its own endpoints.
    const second = await register(a);
    const wrong = await call('POST', `${BASE}/${second.webhook.id}/deliveries/${deliveryId}/replay`, a.key);
    expect([wrong.status, wrong.body.error.message]).toEqual([404, 'Webhook delivery not found.']);
    // A's endpoint is as it was.
    expect((await call('GET', `${BASE}/${id}`, a.key)).body.webhook.events).toEqual(['order.created']);
    for (const [who, wid] of [
      [a, id],
      [a, second.webhook.id],
      [b, theirs.webhook.id],
    ] as const)
      await call('DELETE', `${BASE}/${wid}`, who.key);
  });

  it('refuses a missing, unknown or revoked key on every route with 401', async () => {
    const { webhook } = await register(a);
    const routes: Array<[Method, string]> = [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}/${webhook.id}`],
      ['PATCH', `${BASE}/${webhook.id}`],
      ['DELETE', `${BASE}/${webhook.id}`],
      ['POST', `${BASE}/${webhook.id}/rotate-secret`],
      ['POST', `${BASE}/${webhook.id}/test`],
      ['GET', `${BASE}/${webhook.id}/deliveries`],
      ['POST', `${BASE}/${webhook.id}/deliveries/1/replay`],
    ];
    const revoked = await insertKey(t.app.ctx.db, { companyId: a.companyId, name: 'Old', createdBy: null });
    // The key works until it is revoked, then stops at once.
    expect((await call('GET', `${BASE}/${webhook.id}`, revoked.key)).status).toBe(200);
    await revokeKey(t.app.ctx.db, a.companyId, revoked.row.id, new Date());
    for (const [method, url] of routes)
      for (const key of [null, 'pr_live_nope', revoked.key]) {
        const body =
          method === 'POST' || method === 'PATCH'
            ? { url: receiver.url, events: ['order.created'] }
            : undefined;
        const res = await call(method, url, key, body);
        expect(res.status, `${method} ${url} ${key}`).toBe(401);
        expect(res.body.error).toMatchObject({
          code: 'unauthorized',
          message: 'Missing or invalid API key.',
        });
      }
    // Nothing was changed by any of them.
    const still = await call('GET', `${BASE}/${webhook.id}`, a.key);
    expect(still.body.webhook).toMatchObject({
      enabled: true,
      events: ['order.created'],
      last_deliveries: [],
    });
    await call('DELETE', `${BASE}/${webhook.id}`, a.key);
  });

  it('is documented in the OpenAPI document with the bearer scheme and examples', async () => {
    const doc = (await call('GET', '/api/docs/json', null)).body;
    const ops: Array<[string, string]> = [
      ['/api/v1/webhooks', 'get'],
      ['/api/v1/webhooks', 'post'],
      ['/api/v1/webhooks/{id}', 'get'],
      ['/api/v1/webhooks/{id}', 'patch'],
      ['/api/v1/webhooks/{id}', 'delete'],
      ['/api/v1/webhooks/{id}/rotate-secret', 'post'],
      ['/api/v1/webhooks/{id}/test', 'post'],
      ['/api/v1/webhooks/{id}/deliveries', 'get'],
      ['/api/v1/webhooks/{id}/deliveries/{delivery_id}/replay', 'post'],
    ];
    for (const [path, method] of ops) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeTruthy();
      expect(op.security).toEqual([{ apiKey: [] }]);
      expect(op.tags).toEqual(['public-api']);
      expect(op.description.length).toBeGreaterThan(20);
    }
    expect(doc.paths['/api/v1/webhooks'].post.description).toContain('Example body: {"url":');
    expect(doc.paths['/api/v1/webhooks/{id}/deliveries'].get.description).toContain('"last_duration_ms":182');
    const delivery = doc.paths['/api/v1/webhooks/{id}/deliveries'].get.responses['200'];
    expect(JSON.stringify(delivery)).toContain('last_duration_ms');
  });
});
