import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { median, runWhenMain } from './stats';

/**
 * bench/catalog: GET of the full catalogue list and of one product under 100 concurrent
 * connections, against a bare Fastify route returning the same bytes (body and headers, see
 * catalog-server.ts), measured in one run.
 * Target: the app serves each at ≥ 50 % of the bare route's requests per second. The servers run
 * in a child process (so the load generator does not share their event loop); bare and app take
 * turns, three times each, and the median of the rounds' ratios is the result (this machine is
 * shared, so a single pair of measurements can be off either way).
 * Requests carry the csrf cookie every browser holds after its first API answer (the catalogue
 * pages ask /api/auth/me), as repeat views do; the bare route gets the same request.
 */
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_CATALOG_SECONDS ?? 4);
const ROUNDS = 3;
const TARGET = 0.5;
const HEADERS = { cookie: 'csrf=Zq3o9v1XbC2mN8kLp0sT4wYe', accept: 'application/json' };

async function startServers() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'catalog-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'silent' },
    },
  );
  const info = await new Promise<{
    appPort: number;
    barePort: number;
    listBytes: number;
    productBytes: number;
  }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { child, ...info };
}

async function rps(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export async function benchCatalog() {
  console.log(`\nbench/catalog — ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${ROUNDS} rounds`);
  const s = await startServers();
  const app = `http://127.0.0.1:${s.appPort}`;
  const bare = `http://127.0.0.1:${s.barePort}`;
  const cases = [
    {
      name: 'catalogue list',
      appUrl: `${app}/api/catalog/products`,
      bareUrl: `${bare}/list`,
      bytes: s.listBytes,
    },
    {
      name: 'one product',
      appUrl: `${app}/api/catalog/products/21101`,
      bareUrl: `${bare}/product`,
      bytes: s.productBytes,
    },
  ];
  let pass = true;
  try {
    // Warm both servers (JIT, the catalogue snapshot) before measuring.
    for (const c of cases) {
      await autocannon({ url: c.appUrl, connections: 10, amount: 3000, headers: HEADERS });
      await autocannon({ url: c.bareUrl, connections: 10, amount: 3000, headers: HEADERS });
    }
    for (const c of cases) {
      const bareRuns: number[] = [];
      const appRuns: number[] = [];
      const ratios: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        bareRuns.push(await rps(c.bareUrl));
        appRuns.push(await rps(c.appUrl));
        ratios.push(appRuns[i]! / bareRuns[i]!);
      }
      const b = median(bareRuns);
      const a = median(appRuns);
      const ratio = median(ratios);
      const ok = ratio >= TARGET;
      pass &&= ok;
      console.log(
        `  ${c.name.padEnd(15)} (${c.bytes} bytes): bare Fastify ${b.toFixed(0)} req/s, app ${a.toFixed(0)} req/s (medians), ratio ${(ratio * 100).toFixed(0)} % [${ratios.map((r) => `${(r * 100).toFixed(0)}`).join(', ')}] (target ≥ ${TARGET * 100} %) ${ok ? 'ok' : 'BELOW TARGET'}`,
      );
    }
  } finally {
    s.child.kill();
  }
  return { name: 'catalog', pass };
}

await runWhenMain(import.meta.url, benchCatalog);
