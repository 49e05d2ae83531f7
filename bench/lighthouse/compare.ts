import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'puppeteer-core';
import { freePort } from '../harness';
import { median, percentile } from '../stats';
import { signUpInBrowser, startApp } from './app';
import { launchChrome } from './audit';
import { KINDS, type Kind, type LoadFigures, loadFigures, SLOWDOWN, type TraceEvent } from './trace';

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
