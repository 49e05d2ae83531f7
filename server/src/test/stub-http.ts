import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a stub server saw it. */
export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type StubAnswer = { status: number; json?: unknown } | 'hang-up';

/**
 * A local HTTP server on a free port standing in for a vendor's API in the adapters' tests: it
 * records every request and answers what the handler says ('hang-up' drops the connection).
 */
export async function startStub(handler: (req: StubRequest) => StubAnswer | Promise<StubAnswer>) {
  const requests: StubRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://stub');
    const seen: StubRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
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
    const body = answer.json === undefined ? '' : JSON.stringify(answer.json);
    res.writeHead(answer.status, body ? { 'content-type': 'application/json' } : {});
    res.end(body);
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
