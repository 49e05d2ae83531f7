import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../modules/catalog/seed';
import { createTestApp, type TestApp, type TestClient } from './app';
import { signedInCompany } from './company';
import {
  BAD_JSON,
  BAD_PATH_VALUES,
  BAD_QUERY_VALUES,
  BAD_VALUES,
  type Known,
  multipartBodies,
  mutate,
  pathsOf,
  type RawBody,
  type Schema,
  sample,
  wrongContentTypes,
} from './fuzz-inputs';

/**
 * Walks every route of the OpenAPI document, signed in as a verified user (session cookie and CSRF
 * header, and an API key for /api/v1, so requests get past authentication) and with path parameters naming the user's own
 * template, file and mockup as well as garbage: malformed JSON, each body field in turn replaced by
 * NUL, 10,000 characters or a wrong type, wrong content types, broken multipart bodies, bad query
 * values. Any answer of 500 or more fails the test, naming the route and the input. New routes are
 * covered as soon as they are in the document.
 */

const SKU = '22001';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: OpenAPI as @fastify/swagger writes it
  op: Record<string, any>;
}

interface Attempt {
  label: string;
  url: string;
  body?: RawBody;
}

interface Outcome {
  route: string;
  label: string;
  url: string;
  status: number;
  body: string;
}

describe('fuzz: every route in the OpenAPI document', () => {
  let t: TestApp;
  let png: Buffer;
  let operations: Operation[];
  let harvested: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#457b9d' } })
      .png()
      .toBuffer();
    // biome-ignore lint/suspicious/noExplicitAny: the document as @fastify/swagger returns it
    const doc = t.app.swagger() as any;
    operations = Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, ops]) =>
      METHODS.filter((m) => ops[m]).map((method) => ({ method, path, op: ops[method] as Operation['op'] })),
    );
  });
  afterAll(() => t.close());

  /** A new verified user per route (a route may delete what it is given, or sign out), with things it owns. */
  async function owner() {
    const { c } = await signedInCompany(t, { staffRole: 'admin' }); // staff, so staff routes are walked too
    const layer = {
      id: 't',
      type: 'text',
      source: 'Hi',
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      rotation: 0,
    };
    const tpl = await c.post('/api/templates', { sku: SKU, layers: [layer] });
    const file = await c.post('/api/files', undefined, {
      multipart: [{ name: 'file', value: png, filename: 'a.png', contentType: 'image/png' }],
    });
    const mockup = await c.post('/api/mockups', { sku: SKU, layers: [layer] });
    // The public API (/api/v1) takes a key instead of the session.
    const key = await c.post('/api/api-keys', { name: 'fuzz' });
    const bearer = `Bearer ${key.body?.key?.reveal ?? ''}`;
    const owned: Record<string, string> = {
      templates: String(tpl.body?.template?.id ?? 1),
      files: String(file.body?.files?.[0]?.id ?? 1),
      mockups: String(mockup.body?.id ?? 'x'),
    };
    return { c, owned, bearer };
  }

  /** Values that get a request past validation to the code behind it, by field or parameter name. */
  const known: Known = {
    sku: () => SKU,
    email: () => `fuzz.${crypto.randomBytes(4).toString('hex')}@example.com`,
    password: () => 'secret-pass-1',
    password_confirmation: () => 'secret-pass-1',
  };

  /**
   * Real values for path parameters, by name, read from what the parameterless GET routes answer
   * (a family's `slug` from the catalogue…).
   */
  async function harvest(c: TestClient): Promise<Record<string, string>> {
    const names = new Set(operations.flatMap((o) => [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)));
    const found: Record<string, string> = { sku: SKU };
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (names.has(k) && !(k in found) && (typeof x === 'string' || typeof x === 'number'))
            found[k] = String(x);
          walk(x);
        }
    };
    // Then the GET routes whose parameters are all known by now (a product by sku names its family…).
    for (const pass of [0, 1])
      for (const o of operations) {
        const params = [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
        if (o.method !== 'get' || (pass === 0) !== (params.length === 0) || !params.every((n) => n in found))
          continue;
        walk((await c.get(fill(o.path, found))).body);
      }
    return found;
  }

  /** The real value of each path parameter: the owner's own resource (by the segment before it), or a harvested one. */
  function realParams(path: string, owned: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const m of path.matchAll(/([^/]+)\/\{([^}]+)\}/g)) {
      const [, segment, name] = m as unknown as [string, string, string];
      out[name] = owned[segment] ?? harvested[name] ?? '1';
    }
    return out;
  }

  const fill = (path: string, params: Record<string, string>, query = '') =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? '1') + query;

  function attemptsFor({ method, path, op }: Operation, owned: Record<string, string>): Attempt[] {
    const real = realParams(path, owned);
    const url = fill(path, real);
    const bodySchema: Schema | undefined = op.requestBody?.content?.['application/json']?.schema;
    const takesBody = method !== 'get';
    const good = bodySchema ? sample(bodySchema, known) : undefined;
    const json = (value: unknown): RawBody => ({
      label: '',
      contentType: 'application/json',
      payload: value === undefined ? '' : JSON.stringify(value),
    });
    const withBody = (label: string, u: string): Attempt =>
      good === undefined ? { label, url: u } : { label, url: u, body: { ...json(good), label } };
    const out: Attempt[] = [];

    // Garbage in each path parameter, the rest real.
    for (const name of Object.keys(real))
      for (const bad of BAD_PATH_VALUES)
        out.push(withBody(`path ${name}=${bad.slice(0, 24)}`, fill(path, { ...real, [name]: bad })));

    // Garbage in each query parameter.
    const query = (op.parameters ?? []).filter((p: { in: string }) => p.in === 'query');
    for (const p of query as Array<{ name: string }>) {
      for (const bad of BAD_QUERY_VALUES)
        out.push(
          withBody(
            `query ${p.name}=${JSON.stringify(bad.slice(0, 12))}`,
            `${url}?${p.name}=${encodeURIComponent(bad)}`,
          ),
        );
      out.push(withBody(`query ${p.name} twice`, `${url}?${p.name}=1&${p.name}=2`));
    }

    if (takesBody) {
      // Each place in the body broken in turn.
      if (good !== undefined)
        for (const at of pathsOf(good))
          for (const [label, bad] of BAD_VALUES)
            out.push({
              label: `body ${at.join('.') || '(whole)'} = ${label}`,
              url,
              body: { ...json(mutate(good, at, bad)), label },
            });
      for (const body of [
        ...BAD_JSON,
        ...wrongContentTypes(JSON.stringify(good ?? {})),
        ...multipartBodies(png),
      ])
        out.push({ label: body.label, url, body });
    }

    // Last, the plausible request itself (it may delete the owner's things or sign the owner out).
    out.push(withBody('plausible', url));
    if (method === 'get') out.push({ label: 'HEAD', url });
    return out;
  }

  it('answers no route with a 5xx, whatever it is sent', { timeout: 120_000 }, async () => {
    expect(operations.length, 'the OpenAPI document lists the routes').toBeGreaterThan(20);
    harvested = await harvest((await owner()).c);
    const started = Date.now();
    const failures: Outcome[] = [];
    const statusesByRoute = new Map<string, number[]>();
    let requests = 0;

    for (const operation of operations) {
      const route = `${operation.method.toUpperCase()} ${operation.path}`;
      const { c, owned, bearer } = await owner();
      const statuses: number[] = [];
      statusesByRoute.set(route, statuses);
      for (const attempt of attemptsFor(operation, owned)) {
        const method = attempt.label === 'HEAD' ? 'HEAD' : operation.method.toUpperCase();
        const csrf = c.cookies.get('csrf');
        const headers: Record<string, string> = {
          cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(csrf ? { 'x-csrf-token': csrf } : {}),
          ...(operation.path.startsWith('/api/v1/') ? { authorization: bearer } : {}),
          ...(attempt.body?.contentType ? { 'content-type': attempt.body.contentType } : {}),
          ...(attempt.body?.headers ?? {}),
        };
        // A new address each time, so per-address rate limits do not hide what the route would do;
        // the plausible request comes from this machine, as the dev mailbox wants.
        const remoteAddress =
          attempt.label === 'plausible'
            ? '127.0.0.1'
            : `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
        requests++;
        let status: number;
        let body = '';
        try {
          const res = await t.app.inject({
            method: method as 'GET',
            url: attempt.url,
            headers,
            payload: attempt.body?.payload,
            remoteAddress,
          });
          status = res.statusCode;
          body = res.body;
        } catch (err) {
          status = 599;
          body = String(err);
        }
        statuses.push(status);
        if (status >= 500)
          failures.push({
            route,
            label: attempt.label,
            url: attempt.url.slice(0, 120),
            status,
            body: body.slice(0, 200),
          });
      }
    }

    const seconds = (Date.now() - started) / 1000;
    // FUZZ_VERBOSE=1 shows how each route answered (to see that inputs reach past validation).
    if (process.env.FUZZ_VERBOSE)
      for (const [route, s] of statusesByRoute) {
        const counts: Record<number, number> = {};
        for (const x of s) counts[x] = (counts[x] ?? 0) + 1;
        console.info(route, JSON.stringify(counts));
      }
    console.info(`fuzz: ${operations.length} routes, ${requests} requests, ${seconds.toFixed(1)} s`);
    const report = failures.map((f) => `${f.status} ${f.route} [${f.label}] ${f.url} → ${f.body}`).join('\n');
    expect(failures, `answers of 500 or more:\n${report}`).toEqual([]);

    // The walk got past authentication: every route answered something besides 401 and 403.
    const stuck = [...statusesByRoute]
      .filter(([, s]) => s.every((x) => x === 401 || x === 403))
      .map(([r]) => r);
    expect(stuck, 'routes that refused every request as unauthenticated').toEqual([]);
  });
});
