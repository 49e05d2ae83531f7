import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a stub server saw it. */
export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent, for signatures over them and binary uploads. */
  raw: Buffer;
}

/**
 * How the stub answers: `json` is sent as application/json, `body` as is with whatever content
 * type `headers` give (HTML, a form, bytes); `headers` also carry a redirect's location and win
 * over the defaults. 'hang-up' drops the connection; 'hang' never answers, so the caller's time
 * limit has to end it.
 */
export type StubAnswer =
  | { status: number; json?: unknown; body?: string | Buffer; headers?: Record<string, string> }
  | 'hang-up'
  | 'hang';

/**
 * A local HTTP server on a free port standing in for a vendor's API in the adapters' tests: it
 * records every request and answers what the handler says.
 */
export async function startStub(handler: (req: StubRequest) => StubAnswer | Promise<StubAnswer>) {
  const requests: StubRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://stub');
    const raw = Buffer.concat(chunks);
    const seen: StubRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: raw.toString('utf8'),
      raw,
    };
    requests.push(seen);
    let answer: StubAnswer;
    try {
      answer = await handler(seen);
    } catch (e) {
      answer = { status: 599, json: { stubError: String(e) } };
    }
    if (answer === 'hang-up') {
      req.socket.destroy();
      return;
    }
    if (answer === 'hang') return;
    const json = answer.json === undefined ? '' : JSON.stringify(answer.json);
    res.writeHead(answer.status, {
      ...(json && answer.body === undefined ? { 'content-type': 'application/json' } : {}),
      ...answer.headers,
    });
    res.end(answer.body ?? json);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
