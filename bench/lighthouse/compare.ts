import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'puppeteer-core';
import { freePort } from '../harness';
import { median, percentile } from '../stats';
import { signUpInBrowser, startApp } from './app';
import { launchChrome } from './audit';

/**
 * bench/lighthouse/compare: two builds of the web app side by side, for a change to the first load
 * on a machine too busy for Lighthouse's own figures to tell them apart. Each build (a folder with
 * the `dist` and `dist-ssr` that `npm run build` writes into web/) is served by its own server; one
 * Chromium loads a page of each in turn, cold (cache cleared, a phone's screen), `--rounds` times,
 * and traces the load. Per load it counts what Lighthouse's mobile preset would of the main
 * thread's tasks after the first paint, each taken 4× longer as its slowed CPU runs them: blocking
 * time (the sum of each task's part over 50 ms) and busy time, and the longest task of each kind
 * (module evaluation, script, style and layout). It prints the medians and lower quartiles per build
 * and their ratios to the base's: both builds meet the same machine's load in each round.
 *
 *   npm run bench:compare -- --base DIR --candidate DIR [--rounds 10] [--path /dashboard/default]
 *
 * A dashboard address is loaded signed in (a customer signed up on each server, in its own browser
 * context).
 */

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

type Kind = 'evaluation' | 'script' | 'layout';
interface LoadFigures {
  blocking: number;
  busy: number;
  longest: Record<Kind, number>;
}

/** Lighthouse's mobile preset runs the page's CPU work 4× slower than it ran here. */
const SLOWDOWN = 4;
const KINDS: Record<Kind, string[]> = {
  evaluation: ['v8.evaluateModule', 'EvaluateScript'],
  script: ['FunctionCall', 'TimerFire', 'RunMicrotasks'],
  layout: ['Layout', 'UpdateLayoutTree'],
};

/** The figures of one traced load: the renderer's main thread, from the first contentful paint on. */
export function loadFigures(events: TraceEvent[]): LoadFigures {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const tasks = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && mains.has(thread(e))) tasks.set(thread(e), (tasks.get(thread(e)) ?? 0) + 1);
  // The page's renderer is the one that ran the most tasks (about:blank's had a few).
  const main = [...tasks].sort((a, b) => b[1] - a[1])[0]?.[0];
  const firstPaint = Math.min(...events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.ts));
  const onMain = events.filter((e) => thread(e) === main && e.ph === 'X' && e.dur);
  const figures: LoadFigures = { blocking: 0, busy: 0, longest: { evaluation: 0, script: 0, layout: 0 } };
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < firstPaint) continue;
    const ms = (task.dur! / 1000) * SLOWDOWN;
    figures.blocking += Math.max(0, ms - 50);
    figures.busy += ms;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur!);
    const time = (names: string[]) =>
      inside.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.dur!, 0);
    const [kind, spent] = (Object.keys(KINDS) as Kind[])
      .map((k) => [k, time(KINDS[k])] as const)
      .sort((a, b) => b[1] - a[1])[0]!;
    if (spent > 0) figures.longest[kind] = Math.max(figures.longest[kind], ms);
  }
  return figures;
}

async function coldLoad(page: Page, url: string): Promise<LoadFigures> {
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  // The last layout and paint after the network went quiet.
  await new Promise((r) => setTimeout(r, 800));
  const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString()) as {
    traceEvents: TraceEvent[];
  };
  return loadFigures(trace.traceEvents);
}

async function compare() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      candidate: { type: 'string' },
      rounds: { type: 'string', default: '10' },
      path: { type: 'string', default: '/dashboard/default' },
    },
  });
  const builds = [values.base, values.candidate].map((dir) => {
    const dist = dir && path.resolve(dir, 'dist');
    if (
      !dist ||
      !fs.existsSync(path.join(dist, 'index.html')) ||
      !fs.existsSync(path.resolve(dir, 'dist-ssr'))
    )
      throw new Error('--base and --candidate each name a folder holding a build: dist/ and dist-ssr/');
    return { name: path.basename(path.resolve(dir)), dist };
  });
  const rounds = Number(values.rounds);
  const pagePath = values.path!;
  const apps = await Promise.all(builds.map(async (b) => startApp(await freePort(), { WEB_DIST: b.dist })));
  const chrome = await launchChrome().catch(async (err) => {
    await Promise.all(apps.map((a) => a.stop()));
    throw err;
  });
  const loads: LoadFigures[][] = builds.map(() => []);
  try {
    const pages = await Promise.all(
      apps.map(async (app) => {
        const page = await (await chrome.browser.createBrowserContext()).newPage();
        await page.setViewport({
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        if (pagePath.startsWith('/dashboard')) await signUpInBrowser(page, app.origin);
        return page;
      }),
    );
    for (let round = 0; round < rounds; round++) {
      // Each build goes first in every other round.
      for (const i of round % 2 ? [1, 0] : [0, 1]) {
        const figures = await coldLoad(pages[i]!, `${apps[i]!.origin}${pagePath}`);
        loads[i]!.push(figures);
        console.log(
          `  ${builds[i]!.name} round ${round + 1}: blocking ${Math.round(figures.blocking)} ms, busy ${Math.round(figures.busy)} ms`,
        );
      }
    }
  } finally {
    await chrome.close();
    await Promise.all(apps.map((a) => a.stop()));
  }

  const figure = (i: number, pick: (f: LoadFigures) => number) => {
    const xs = loads[i]!.map(pick);
    return { median: median(xs), quartile: percentile(xs, 25) };
  };
  const rows: Array<[string, (f: LoadFigures) => number]> = [
    ['blocking time', (f) => f.blocking],
    ['busy time', (f) => f.busy],
    ...(Object.keys(KINDS) as Kind[]).map((k): [string, (f: LoadFigures) => number] => [
      `longest ${k} task`,
      (f) => f.longest[k],
    ]),
  ];
  console.log(
    `\n${pagePath}, ${rounds} cold loads each, tasks after the first paint at ${SLOWDOWN}× (ms; median, lower quartile)`,
  );
  for (const [label, pick] of rows) {
    const [base, candidate] = [figure(0, pick), figure(1, pick)];
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
    console.log(
      `  ${label.padEnd(24)} ${builds[0]!.name} ${Math.round(base.median)} / ${Math.round(base.quartile)}   ${builds[1]!.name} ${Math.round(candidate.median)} / ${Math.round(candidate.quartile)}   ratio ${ratio(candidate.median, base.median)} / ${ratio(candidate.quartile, base.quartile)}`,
    );
  }
}

await compare();
