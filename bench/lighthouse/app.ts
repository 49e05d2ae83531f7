// The app as bench/lighthouse measures it: built and started as `npm start` builds and starts it
// (`npm run build`, then `node server/run.mjs main`), on a fresh data folder, so the pages are the
// ones a visitor gets from a first deployment with the demo catalogue seeded at start-up.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface StartedApp {
  origin: string;
  /** The server's log (stdout and stderr), for a failure's message. */
  log: string;
  stop(): Promise<void>;
}

/** `npm run build` in the repository, its output shown only when it fails. */
export function buildApp() {
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build failed:\n${built.stdout}\n${built.stderr}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `npm run serve`'s command on `port` with a fresh temporary DATA_DIR and waits for
 * /api/health. Only 127.0.0.1 is listened on, and PUBLIC_URL says so, so the development mailbox
 * (this machine only) answers the bench and the cookies are the plain ones of an http address.
 * `extraEnv` adds settings (`WEB_DIST`: which build of the web app it serves).
 */
export async function startApp(port: number, extraEnv: Record<string, string> = {}): Promise<StartedApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-bench-lighthouse-'));
  const log = path.join(dataDir, 'server.log');
  const out = fs.openSync(log, 'a');
  const origin = `http://127.0.0.1:${port}`;
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  const env: Record<string, string> = {};
  for (const k of keep) if (process.env[k]) env[k] = process.env[k]!;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'server/run.mjs', 'main'], {
    cwd: repoRoot,
    env: {
      ...env,
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killed);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 180_000;
  while (Date.now() < until && child.exitCode === null) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, log, stop };
    } catch {}
    await sleep(250);
  }
  const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
  await stop();
  throw new Error(`the app did not start on ${origin}:\n${tail}`);
}

/** A real product page: the first product of the catalogue, at the address its listing links to. */
export async function productPage(origin: string) {
  const res = await fetch(`${origin}/api/catalog/products`);
  const { products } = (await res.json()) as { products: Array<{ url: string }> };
  if (!products[0]) throw new Error('the catalogue has no products');
  return products[0].url;
}

/**
 * Signs a new customer up in the browser `page` (on the app's origin), through the API as the
 * register form does: register, the verification key from the development mailbox, verify, then
 * sign in again. The session's cookies stay in the browser's own jar (the csrf one is read by the
 * page's script, the others are HttpOnly), which Lighthouse keeps between runs: it clears caches
 * and storage, not cookies.
 */
export async function signUpInBrowser(page: Page, origin: string) {
  // On a file of the web app (the API's own answers forbid a page from fetching anything), one that
  // runs no script of its own meanwhile.
  await page.goto(`${origin}/robots.txt`);
  const email = `lighthouse.${Date.now()}@example.com`;
  const password = 'press-run-1';
  // tsx compiles the function below keeping its inner functions' names through a helper, __name,
  // that the page does not have: an identity one stands in.
  await page.evaluate('window.__name = (fn) => fn');
  const failure = await page.evaluate(
    async (email, password) => {
      // The first API answer hands out the csrf cookie (the page's own script may not have asked
      // anything yet: it starts after the first paint), as the app's client does.
      if (!/(?:^|; )csrf=/.test(document.cookie)) await fetch('/api/health');
      const post = async (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-csrf-token': /(?:^|; )csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '',
          },
          body: JSON.stringify(body),
        });
      const registered = await post('/api/auth/register', {
        username: 'Lena Lighthouse',
        email,
        password,
        password_confirmation: password,
      });
      if (registered.status !== 201) return `register: ${registered.status} ${await registered.text()}`;
      // The verification mail is sent by a job: it lands in the mailbox a moment later.
      let key: string | undefined;
      for (let i = 0; i < 100 && !key; i++) {
        const { messages } = (await (await fetch('/api/dev/mailbox')).json()) as {
          messages: Array<{ to: string; subject: string; links: string[] }>;
        };
        const link = messages
          .find((m) => m.to === email && /verify/i.test(m.subject))
          ?.links.find((l) => l.includes('/confirm_email/'));
        key = link ? new URL(link).pathname.split('/').pop() : undefined;
        if (!key) await new Promise((r) => setTimeout(r, 200));
      }
      if (!key) return 'no verification mail in the development mailbox';
      const verified = await post('/api/auth/verify-email', { key });
      if (verified.status !== 200) return `verify-email: ${verified.status} ${await verified.text()}`;
      const login = await post('/api/auth/login', { email, password });
      if (login.status !== 200) return `login: ${login.status} ${await login.text()}`;
      return null;
    },
    email,
    password,
  );
  if (failure) throw new Error(`signing a customer up for the dashboard failed: ${failure}`);
}
