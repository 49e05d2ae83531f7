// The simulated browsers of bench/load: one kept-alive connection pool per customer, requests
// timed one by one and filed under the step of the journey they belong to, and the answers the
// bench did not expect counted by step and status.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

/** A signed-in customer as its browser holds it: cookies, the CSRF token, its saved design. */
export interface LoadUser {
  companyId: number;
  cookie: string;
  csrf: string;
  templateId: number;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever the route answered
  body: any;
  ms: number;
}

/** A request body: JSON, or bytes of a given type (a multipart form). */
export type Body = { json: unknown } | { bytes: Buffer; type: string };

/** Latencies per step and the unexpected answers, of the requests started inside the measured window. */
export class Recorder {
  steps = new Map<string, number[]>();
  /** `<step> <status>` (status 0: no answer) → count */
  errors = new Map<string, number>();
  samples: string[] = [];
  requests = 0;
  /** Requests started before this instant (performance.now()) are not recorded: the ramp-up. */
  from = 0;

  /** A request's latency (`request: false`: a wait that is not a request, such as a new connection). */
  record(step: string, startedAt: number, ms: number, request = true) {
    if (startedAt < this.from) return;
    if (request) this.requests++;
    const list = this.steps.get(step) ?? [];
    list.push(ms);
    this.steps.set(step, list);
  }

  fail(step: string, startedAt: number, status: number, why: string) {
    if (startedAt < this.from) return;
    const key = `${step} ${status || 'no answer'}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    if (this.samples.length < 8) this.samples.push(`${key}: ${why.slice(0, 240)}`);
  }

  errorCount() {
    let n = 0;
    for (const v of this.errors.values()) n += v;
    return n;
  }

  /** Every latency of the steps whose names pass `which`. */
  pooled(which: (step: string) => boolean) {
    return [...this.steps].filter(([s]) => which(s)).flatMap(([, xs]) => xs);
  }
}

/** One customer's browser: its connections, its cookies, and its HTTP cache of ETags. */
export class Browser {
  private agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  private etags = new Map<string, { etag: string; body: unknown }>();

  constructor(
    private port: number,
    readonly user: LoadUser,
    private recorder: Recorder,
  ) {}

  /**
   * Sends one request and times it. An answer whose status is not in `expect` is counted as an
   * error of `step` (and so is no answer); the caller gets it anyway, or null when nothing came
   * back. GETs revalidate with If-None-Match as a browser's cache does, and a 304 answers the
   * cached body.
   */
  async call(
    step: string,
    method: string,
    url: string,
    {
      body,
      headers = {},
      expect = [200],
    }: { body?: Body; headers?: Record<string, string>; expect?: number[] } = {},
  ): Promise<Answer | null> {
    const cached = method === 'GET' ? this.etags.get(url) : undefined;
    const startedAt = performance.now();
    let answer: Answer;
    try {
      answer = await this.send(method, url, body, {
        ...headers,
        ...(cached ? { 'if-none-match': cached.etag } : {}),
      });
    } catch (err) {
      this.recorder.fail(step, startedAt, 0, String((err as Error).message ?? err));
      return null;
    }
    this.recorder.record(step, startedAt, answer.ms);
    if (answer.status === 304 && cached) answer = { ...answer, status: 200, body: cached.body };
    if (!expect.includes(answer.status))
      this.recorder.fail(step, startedAt, answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /** A GET the server's idle timeout raced (ECONNRESET on a connection it had just closed) is sent again, as a browser does. */
  private async send(method: string, url: string, body: Body | undefined, headers: Record<string, string>) {
    try {
      return await this.sendOnce(method, url, body, headers);
    } catch (err) {
      if (method !== 'GET' || (err as NodeJS.ErrnoException).code !== 'ECONNRESET') throw err;
      return this.sendOnce(method, url, body, headers);
    }
  }

  private sendOnce(
    method: string,
    url: string,
    body: Body | undefined,
    headers: Record<string, string>,
  ): Promise<Answer> {
    const payload = !body ? null : 'json' in body ? Buffer.from(JSON.stringify(body.json)) : body.bytes;
    const type = !body ? null : 'json' in body ? 'application/json' : body.type;
    const t0 = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: url,
          agent: this.agent,
          headers: {
            ...headers,
            cookie: this.user.cookie,
            'x-csrf-token': this.user.csrf,
            ...(payload ? { 'content-type': type!, 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const ms = performance.now() - t0;
            if (fresh) this.recorder.record('(on a new connection)', t0, ms, false);
            const raw = Buffer.concat(chunks);
            let parsed: unknown = raw;
            if (String(res.headers['content-type'] ?? '').includes('json'))
              try {
                parsed = JSON.parse(raw.toString());
              } catch {}
            const etag = res.headers.etag;
            if (method === 'GET' && res.statusCode === 200 && etag)
              this.etags.set(url, { etag, body: parsed });
            resolve({ status: res.statusCode ?? 0, body: parsed, ms });
          });
        },
      );
      // Requests that had to open a connection are also filed apart: a busy server can be slow to
      // take new connections up, which the step's own figures would hide.
      let fresh = false;
      req.on('socket', (socket) => {
        fresh = socket.connecting;
      });
      req.on('error', reject);
      req.end(payload ?? undefined);
    });
  }

  /**
   * Opens the web app as a browser does: the page, then its script and stylesheet at once (which
   * leaves the connections open that the pages' API calls then use). Answers whether all came.
   */
  async openWebApp() {
    const page = await this.call('web app', 'GET', '/catalog', { expect: [200] });
    const html = Buffer.isBuffer(page?.body) ? page.body.toString() : '';
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    const got = await Promise.all(assets.map((a) => this.call('web app', 'GET', a, { expect: [200] })));
    return assets.length > 0 && got.every((a) => a?.status === 200);
  }

  close() {
    this.agent.destroy();
  }
}

/** A multipart form with one file part named "file", as a browser's FormData sends it. */
export function fileForm(bytes: Buffer, fileName: string, contentType: string) {
  const boundary = `----pressrunload${Date.now().toString(16)}`;
  return {
    bytes: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A small deterministic random number generator (mulberry32): the same choices on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The artwork every upload sends: a real 2 MB PNG (840 × 840 of seeded noise, which no codec can
 * shrink, so its pixels really are decoded for the thumbnail), made once with sharp. It fits a
 * mug's print area, so the builder's upload (with ?sku=) takes it.
 */
export async function artworkPng() {
  const side = 840;
  const raw = Buffer.alloc(side * side * 3);
  const random = seeded(2026);
  for (let i = 0; i < raw.length; i += 4) raw.writeUInt32LE((random() * 4294967296) >>> 0, i);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export { median, percentile } from './stats';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
