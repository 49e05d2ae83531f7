// The app as bench/load runs it: the real server processes, started the way `npm start` and
// `npm run worker` start them (the compiled server/dist/main.js and worker.js, configured by
// environment variables only), on a data folder and database made for the run. The customers are
// made beforehand, straight in that database (as bench/customer.ts makes them), by an app opened in
// the bench process and closed again before the servers start — the embedded database can be open
// in one process only.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { runSeeds } from '../server/src/db/seed';
import { saveDefaultCard, savedTemplate, signIn, verifiedUser } from './customer';
import { freePort } from './harness';
import { type LoadUser, mb } from './load-client';
import { freshPostgres } from './postgres';

type App = Awaited<ReturnType<typeof buildApp>>;

/** The seeded catalogue's 11 oz mug: every saved design and upload is for it. */
export const MUG_SKU = '21101';

const serverDir = path.resolve(import.meta.dirname, '../server');
const webDist = path.resolve(import.meta.dirname, '../web/dist');

/** Which setup: one process on the embedded database, or PostgreSQL with two API processes and a worker. */
export type Topology = 'pglite' | 'postgres';

export interface ServerProcess {
  /** 'api 1', 'api 2', 'worker' */
  name: string;
  child: ChildProcess;
  log: string;
  /** Highest resident set seen by sampling (bytes); the kernel's own high-water mark is read at the end. */
  peakSampled: number;
}

export interface Cluster {
  label: string;
  /** Seconds spent seeding and making the customers, then starting the servers. */
  timing: { prepare: number; start: number };
  /** Where the clients send requests: the one API process, or the round-robin proxy in front of two. */
  port: number;
  processes: ServerProcess[];
  /** The kernel's high-water mark of each process's resident set (VmHWM), in bytes. */
  peakRss(): Array<{ name: string; bytes: number }>;
  /** Lines the servers logged at level error or above (pino level ≥ 50), with a few samples. */
  serverErrors(): { count: number; samples: string[] };
  stop(): Promise<void>;
}

/**
 * The environment of every server process: only what the run sets (no STRIPE_*, S3_*, REDIS_URL …
 * leaks in from the caller's shell), so every run has the same built-in sandbox gateways, local
 * files and outbox mail.
 */
function runEnv(extra: Record<string, string>) {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  const env: Record<string, string> = {};
  for (const k of keep) if (process.env[k]) env[k] = process.env[k]!;
  return { ...env, LOG_LEVEL: process.env.BENCH_LOAD_LOG_LEVEL ?? 'info', HOST: '127.0.0.1', ...extra };
}

/** /proc/<pid>/status, in bytes: VmHWM (the peak) or VmRSS (now). 0 once the process is gone. */
export function procMemory(pid: number | undefined, field: 'VmHWM' | 'VmRSS') {
  if (!pid) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Starts `script` (dist/main.js or dist/worker.js) as `npm start` / `npm run worker` run it, in server/. */
function startProcess(name: string, script: string, env: Record<string, string>, logDir: string) {
  const log = path.join(logDir, `${name.replace(' ', '-')}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [script], {
    cwd: serverDir,
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return { name, child, log, peakSampled: 0 } satisfies ServerProcess;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the process answers /api/health, or fails with the end of its log. */
async function untilHealthy(p: ServerProcess, port: number, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (p.child.exitCode !== null) break;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${p.name} did not start:\n${tail(p.log)}`);
}

/** Waits for a line in the process's log (the worker says 'worker started'). */
async function untilLogged(p: ServerProcess, text: string, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (p.child.exitCode !== null) break;
    if (fs.readFileSync(p.log, 'utf8').includes(text)) return;
    await sleep(250);
  }
  throw new Error(`${p.name} did not start:\n${tail(p.log)}`);
}

const tail = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

/** SIGTERM (the servers close their app and database on it), SIGKILL after 20 s. */
async function stopProcess(p: ServerProcess) {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => p.child.once('exit', () => resolve()));
  p.child.kill('SIGTERM');
  const killed = setTimeout(() => p.child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killed);
}

/**
 * A round-robin TCP proxy: each client connection goes to the next API process in turn and stays
 * on it (as a load balancer balances kept-alive connections).
 */
function roundRobinProxy(ports: number[]) {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(ports[next++ % ports.length]!, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Makes the data folder (and on PostgreSQL a fresh database), runs `prepare` on an app opened on
 * them — migrated and seeded as `npm start` would — then starts the servers:
 * - 'pglite': one process (`npm start`: the API, the web app and the job worker in one);
 * - 'postgres': two API processes (IN_PROCESS_WORKER=false) sharing SESSION_SECRET behind a
 *   round-robin proxy, and one `npm run worker` process.
 * `prepare` gets the address the clients will use (for URLs it writes into data, like artwork links).
 */
export async function startCluster<T>(
  topology: Topology,
  prepare: (app: App, publicUrl: string) => Promise<T>,
): Promise<{ cluster: Cluster; prepared: T }> {
  if (
    !fs.existsSync(path.join(webDist, 'index.html')) ||
    !fs.existsSync(path.join(serverDir, 'dist/main.js'))
  )
    throw new Error(
      'bench/load runs the built app (web app and compiled server): run `npm run build` first.',
    );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-bench-load-'));
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir);
  let database: { url: string; name: string; drop: () => Promise<void> } | null = null;
  if (topology === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url)
      throw new Error('the PostgreSQL setup needs DATABASE_URL (a server where it may create a database)');
    database = await freshPostgres(url);
  }
  const processes: ServerProcess[] = [];
  let proxy: ReturnType<typeof roundRobinProxy> | null = null;
  const sampler = setInterval(() => {
    for (const p of processes) p.peakSampled = Math.max(p.peakSampled, procMemory(p.child.pid, 'VmRSS'));
  }, 500);

  // Ctrl-C (or a timeout's SIGTERM) still stops the servers and drops the run's database.
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const stop = async () => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    clearInterval(sampler);
    await proxy?.close();
    await Promise.all(processes.map(stopProcess));
    await database?.drop();
    if (process.env.BENCH_LOAD_KEEP) console.log(`  (kept ${dataDir})`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const apiPorts = topology === 'postgres' ? [await freePort(), await freePort()] : [await freePort()];
    proxy = topology === 'postgres' ? roundRobinProxy(apiPorts) : null;
    const port = proxy ? await proxy.listen() : apiPorts[0]!;
    const publicUrl = `http://127.0.0.1:${port}`;
    const shared = {
      DATA_DIR: dataDir,
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      PUBLIC_URL: publicUrl,
      WEB_DIST: webDist,
      ...(database ? { DATABASE_URL: database.url, IN_PROCESS_WORKER: 'false' } : {}),
    };

    // The customers, made before any server opens the database.
    const t0 = performance.now();
    const config = loadConfig(runEnv(shared), { logLevel: 'silent' });
    const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    let prepared: T;
    try {
      const app = await buildApp({ config, database: opened, startWorker: false, logger: false });
      try {
        await runSeeds(app);
        prepared = await prepare(app, publicUrl);
      } finally {
        await app.close();
      }
    } finally {
      await opened.close();
    }

    const t1 = performance.now();
    // One at a time: each seeds on start (a no-op by now) and must not race another's start.
    for (const [i, apiPort] of apiPorts.entries()) {
      const p = startProcess(
        `api ${i + 1}`,
        'dist/main.js',
        runEnv({ ...shared, PORT: String(apiPort) }),
        logDir,
      );
      processes.push(p);
      await untilHealthy(p, apiPort);
    }
    if (topology === 'postgres') {
      const worker = startProcess('worker', 'dist/worker.js', runEnv(shared), logDir);
      processes.push(worker);
      await untilLogged(worker, 'worker started');
    }

    const label =
      topology === 'postgres'
        ? `PostgreSQL (fresh database ${database!.name}): 2 API processes behind a round-robin proxy + 1 worker`
        : 'embedded database (PGlite): one process, as `npm start` runs it';
    const cluster: Cluster = {
      label,
      timing: { prepare: (t1 - t0) / 1000, start: (performance.now() - t1) / 1000 },
      port,
      processes,
      peakRss: () =>
        processes.map((p) => ({
          name: p.name,
          bytes: Math.max(procMemory(p.child.pid, 'VmHWM'), p.peakSampled),
        })),
      serverErrors: () => {
        let count = 0;
        const samples: string[] = [];
        for (const p of processes)
          for (const line of fs.readFileSync(p.log, 'utf8').split('\n')) {
            const level = /"level":(\d+)/.exec(line)?.[1];
            if (!level || Number(level) < 50) continue;
            count++;
            if (samples.length < 5) samples.push(`${p.name}: ${line.slice(0, 400)}`);
          }
        return { count, samples };
      },
      stop,
    };
    return { cluster, prepared };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** How long the bench's sessions last: longer than any run, since the bench never refreshes them. */
const SESSION_MS = 6 * 60 * 60_000;
/** A small PNG for the saved design's preview (placing an order copies it to the order). */
const PREVIEW_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A verified customer (bench/customer.ts), signed in, with a default card saved through the
 * billing form's route (so orders go through the sandbox gateway) and a saved mug design to order.
 */
export async function preparedUser(app: App): Promise<LoadUser> {
  const made = await verifiedUser(app);
  const who = { ...made, ...(await signIn(app, made, SESSION_MS)) };
  await saveDefaultCard(app, who);
  const template = await savedTemplate(app, made.companyId, { sku: MUG_SKU, preview: PREVIEW_PNG });
  return { companyId: made.companyId, cookie: who.cookie, csrf: who.csrf, templateId: template.id };
}

const RSS_TARGET = 1024 * 1024 * 1024;
/** The peak RSS line and whether every process stayed under the target. */
export function reportMemory(cluster: Cluster, self = true) {
  const peaks = cluster.peakRss();
  const ok = peaks.every((p) => p.bytes <= RSS_TARGET);
  // The bench's own peak includes the app it opened to make the customers: shown, not judged.
  const own = self ? `; the bench itself ${mb(process.resourceUsage().maxRSS * 1024)}` : '';
  console.log(
    `  peak RSS      : ${peaks.map((p) => `${p.name} ${mb(p.bytes)}`).join(', ')} — target: no server process over ${mb(RSS_TARGET)}: ${ok ? 'met' : 'NOT MET'}${own}`,
  );
  return ok;
}

/** Lines the servers logged at error level (a 5xx, a failed job): printed, and an error for the target. */
export function reportServerErrors(cluster: Cluster) {
  const logged = cluster.serverErrors();
  console.log(`  server log    : ${logged.count} lines at error level`);
  for (const s of logged.samples) console.log(`    ${s}`);
  return logged.count;
}
