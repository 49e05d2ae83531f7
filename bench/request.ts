// How the benches talk to the app they started: one timed request on 127.0.0.1, and each
// simulated customer's own kept-alive connections.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever the route answered
  body: any;
  /** From sending to the answer's last byte. */
  ms: number;
}

/**
 * Each customer's connections, as its browser keeps them: two kept open (enough for a double
 * click or a pair of requests sent together), reused for all of its requests.
 */
export function customerAgents() {
  const agents = new Map<number, http.Agent>();
  return {
    of(companyId: number) {
      const agent = agents.get(companyId) ?? new http.Agent({ keepAlive: true, maxSockets: 2 });
      agents.set(companyId, agent);
      return agent;
    },
    /** Closes them all, so the bench's process can end. */
    close() {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}

/** Sends one request (a JSON body when given) and answers its status, its body (parsed when JSON) and its time. */
export function timedRequest(r: {
  port: number;
  method?: string;
  path: string;
  agent: http.Agent;
  headers?: Record<string, string>;
  body?: unknown;
}) {
  const payload = r.body === undefined ? '' : JSON.stringify(r.body);
  const t0 = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: r.port,
        method: r.method ?? 'GET',
        path: r.path,
        agent: r.agent,
        headers: {
          ...r.headers,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - t0;
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode ?? 0, body, ms });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
