import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxStatus, loadConfig, trustedProxies } from '../../config';
import { guardedLookup, isForbiddenAddress } from '../../modules/webhooks/url-check';
import { createTestApp, type TestApp } from '../app';
import { signedInCompany } from '../company';

/**
 * What an attacker tries from the network: reaching the development mailbox through a proxy on
 * the same host, choosing their own address in X-Forwarded-For, and pointing webhooks at private
 * addresses written as IPv6.
 */

describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses requests a proxy forwarded, although the proxy connects from this machine', async () => {
    const viaProxy = t.client(); // a reverse proxy on the same host: the socket is 127.0.0.1
    expect((await viaProxy.get('/api/dev/mailbox')).status).toBe(200);
    for (const headers of <Record<string, string>[]>[
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { 'x-forwarded-host': 'press.example' },
      { 'true-client-ip': '203.0.113.7' },
    ]) {
      expect((await viaProxy.get('/api/dev/mailbox', { headers })).status, JSON.stringify(headers)).toBe(404);
      expect((await viaProxy.get('/dev/mailbox', { headers })).status, JSON.stringify(headers)).toBe(404);
    }
  });

  it('is off when PUBLIC_URL is not a loopback address, unless DEV_MAILBOX=on', async () => {
    const at = (env: Record<string, string>) => loadConfig({ ...env, SMTP_URL: '' }).devMailbox;
    expect(at({ PUBLIC_URL: 'https://press.example' })).toBe('off');
    expect(at({ PUBLIC_URL: 'https://press.example', DEV_MAILBOX: 'local' })).toBe('off');
    expect(at({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe('off');
    expect(at({ PUBLIC_URL: 'https://press.example', DEV_MAILBOX: 'on' })).toBe('on');
    expect(at({ PUBLIC_URL: 'http://localhost:3000' })).toBe('local');
    expect(at({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('local');
    expect(at({ PUBLIC_URL: 'http://[::1]:3000' })).toBe('local');
    expect(at({})).toBe('local');
    // The start-up line says why.
    const env = { PUBLIC_URL: 'https://press.example' };
    expect(devMailboxStatus(loadConfig(env), env)).toBe(
      'Mailbox: off, since PUBLIC_URL (https://press.example) is not a loopback address; DEV_MAILBOX=on opens it to anyone',
    );
    const { publicUrl, devMailbox } = loadConfig(env);
    const public_ = await createTestApp({ publicUrl, devMailbox });
    try {
      expect((await public_.client().get('/api/dev/mailbox')).status).toBe(404);
    } finally {
      await public_.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('lists the proxies trusted (addresses, ranges, proxy-addr names); a hop count is refused', () => {
    expect(trustedProxies(undefined)).toEqual(['loopback']);
    expect(trustedProxies('10.0.0.0/8, 192.168.1.5,2001:db8::/32')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '2001:db8::/32',
    ]);
    for (const none of ['', 'none', 'false', '0']) expect(trustedProxies(none)).toEqual([]);
    // A number of hops trusted whoever connected: a client reaching the port named its own address.
    for (const bad of ['1', '2', 'true', '10.0.0.0/99', 'proxy.example'])
      expect(() => trustedProxies(bad), bad).toThrow(/TRUST_PROXY/);
  });

  it('takes X-Forwarded-For only from a configured proxy, never from a client reaching the port', async () => {
    const t = await createTestApp({ trustProxy: ['10.1.2.3'], rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const forgot = async (ip: string, forwardedFor: string) => {
        const c = t.client();
        c.ip = ip;
        return (
          await c.post(
            '/api/auth/forgot',
            { email: 'a@example.com' },
            { headers: { 'x-forwarded-for': forwardedFor } },
          )
        ).status;
      };
      // A direct client inventing a new address each time is still counted by its own.
      const direct = [];
      for (let i = 1; i <= 3; i++) direct.push(await forgot('198.51.100.9', `203.0.113.${i}`));
      expect(direct).toEqual([200, 200, 429]);
      // Through the proxy, each client is counted by the address the proxy forwards for.
      const proxied = [];
      for (let i = 1; i <= 3; i++) proxied.push(await forgot('10.1.2.3', `203.0.113.${i + 10}`));
      expect(proxied).toEqual([200, 200, 200]);
    } finally {
      await t.close();
    }
  });
});

describe('webhook addresses written as IPv6', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ allowPrivateWebhooks: false });
  });
  afterAll(() => t.close());

  const HIDDEN = [
    '::127.0.0.1', // IPv4-compatible
    '::a9fe:a9fe', // IPv4-compatible, hex: 169.254.169.254
    '::ffff:127.0.0.1', // IPv4-mapped
    '::ffff:7f00:1', // IPv4-mapped, hex
    '::ffff:a00:1', // IPv4-mapped 10.0.0.1, hex
    '::ffff:0:c0a8:101', // IPv4-translated 192.168.1.1
    '64:ff9b::127.0.0.1', // NAT64 well-known prefix
    '64:ff9b::a9fe:a9fe', // NAT64 to the cloud metadata address
    '64:ff9b::ac10:1', // NAT64 to 172.16.0.1
    '64:ff9b:1::a00:1', // NAT64 local-use prefix (RFC 8215)
    '64:ff9b:1:ffff::1',
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
  ];

  it('refuses private, loopback and link-local addresses in every IPv6 form', () => {
    for (const ip of HIDDEN) expect(isForbiddenAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '64:ff9b::8.8.8.8', '::ffff:8.8.8.8', '2606:4700:4700::1111'])
      expect(isForbiddenAddress(ip), ip).toBe(false);
  });

  it('when an endpoint is saved', async () => {
    const { c } = await signedInCompany(t);
    for (const ip of HIDDEN) {
      const res = await c.post('/api/webhooks/endpoints', {
        url: `http://[${ip}]:8080/hooks`,
        events: ['order.created'],
      });
      expect(res.status, ip).toBe(400);
      expect(res.body.error.fields.url, ip).toMatch(/private, loopback or link-local/);
    }
  });

  it('when a delivery connects (DNS may answer with such a form later)', async () => {
    const lookup = guardedLookup(false);
    for (const ip of HIDDEN) {
      const answer = await new Promise<{ err: Error | null; list: unknown }>((resolve) =>
        lookup(ip, { all: true }, (err, list) => resolve({ err, list })),
      );
      expect(answer.err?.message, ip).toMatch(/private, loopback or link-local/);
    }
  });
});
