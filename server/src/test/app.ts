import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type App, type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { ApiKeyResolver } from '../lib/route-auth';
import { withDatabase } from './global-setup';
import { TEMPLATE_DB, TEMPLATE_DUMP } from './paths';

/** The listing renders' size in test apps, unless a test sets its own: big enough to draw every scene. */
const TEST_LISTING_SIZE = 200;

/** A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL copy of the template. */
async function freshDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `pressrun_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    return {
      database,
      dispose: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        // The pool's last connections may still be closing: a forced drop would cut them off and
        // their clients would raise the cut as an unhandled error. Wait for them first.
        for (let i = 0; i < 40; i++) {
          const left = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (left.rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(TEMPLATE_DUMP)]);
  const database = await openDatabase({ databaseUrl: null, loadDataDir: dump });
  return { database, dispose: () => database.close() };
}

export interface TestApp {
  app: App;
  config: Config;
  /** A new browser-like client with its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database; jobs run only when the test calls `app.ctx.jobs.drain()`.
 * `now` replaces the app's clock, so a test moves time on instead of sleeping.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: {
    now?: () => number;
    apiKeys?: ApiKeyResolver;
    /** Registers test-only routes before the app is ready. */
    routes?: (app: App) => void;
    /** The web app's server render (with `webDist`): the ssr tests hand in the source. */
    serverEntry?: BuildOptions['serverEntry'];
  } = {},
): Promise<TestApp> {
  const { database, dispose } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-test-'));
  const config = loadConfig(
    { ...process.env, PUBLIC_URL: 'http://localhost:3000', SMTP_URL: '' },
    {
      dataDir,
      databaseUrl: null,
      webDist: null,
      inProcessWorker: false,
      seed: false,
      logLevel: 'silent',
      rateLimit: { max: 1000, windowMs: 60_000 },
      // Every mockup render queues its listing renders, which drain() runs once due: at the real
      // 2000 px they cost tens of seconds of CPU in files that never look at them (the files that
      // do set their own size).
      listingSize: TEST_LISTING_SIZE,
      ...overrides,
    },
  );
  const app = await buildApp({
    config,
    database,
    startWorker: false,
    logger: false,
    now: opts.now,
    apiKeys: opts.apiKeys,
    serverEntry: opts.serverEntry,
  });
  opts.routes?.(app);
  await app.ready();
  return {
    app,
    config,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered
  body: any;
  raw: Buffer;
}

/**
 * A cookie-keeping client, like a browser: stores Set-Cookie values (honouring Max-Age=0 and path
 * prefixes loosely) and sends the csrf cookie back in X-CSRF-TOKEN on every non-GET request.
 */
export class TestClient {
  cookies = new Map<string, string>();
  ip = '127.0.0.1';
  constructor(private app: App) {}

  get = (url: string, opts?: RequestOpts) => this.request('GET', url, undefined, opts);
  post = (url: string, body?: unknown, opts?: RequestOpts) => this.request('POST', url, body, opts);
  put = (url: string, body?: unknown, opts?: RequestOpts) => this.request('PUT', url, body, opts);
  patch = (url: string, body?: unknown, opts?: RequestOpts) => this.request('PATCH', url, body, opts);
  delete = (url: string, body?: unknown, opts?: RequestOpts) => this.request('DELETE', url, body, opts);

  /** The csrf cookie's value: `__Host-csrf` when the app runs on https, as the web app reads it. */
  csrfCookie() {
    return this.cookies.get('__Host-csrf') ?? this.cookies.get('csrf');
  }

  /** Makes sure a csrf cookie exists (a browser gets one from its first API response). */
  async ensureCsrf() {
    if (!this.csrfCookie()) await this.get('/api/health');
  }

  async request(method: Method, url: string, body?: unknown, opts: RequestOpts = {}): Promise<TestResponse> {
    if (method !== 'GET' && opts.csrf !== false) await this.ensureCsrf();
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && opts.csrf !== false && this.csrfCookie())
      headers['x-csrf-token'] = this.csrfCookie()!;
    let payload: string | Buffer | undefined;
    if (opts.multipart) {
      const { body: mp, contentType } = multipartBody(opts.multipart);
      payload = mp;
      headers['content-type'] = contentType;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await this.app.inject({ method, url, headers, payload, remoteAddress: this.ip });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attrs] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let parsed: unknown = res.body;
    if (String(res.headers['content-type'] ?? '').includes('application/json')) {
      try {
        parsed = JSON.parse(res.body);
      } catch {}
    }
    return { status: res.statusCode, headers: res.headers, body: parsed, raw: res.rawPayload };
  }
}

export interface RequestOpts {
  headers?: Record<string, string>;
  csrf?: boolean;
  multipart?: MultipartPart[];
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

function multipartBody(parts: MultipartPart[]) {
  const boundary = `----pressrun${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
