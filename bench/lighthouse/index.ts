import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'puppeteer-core';
import { freePort } from '../harness';
import { median, runWhenMain } from '../stats';
import { buildApp, productPage, signUpInBrowser, startApp } from './app';
import { audit, type Figures, launchChrome, type Run } from './audit';

/**
 * bench/lighthouse: how fast the pages load on a phone, as Lighthouse (the npm package, its default
 * mobile preset with simulated throttling, in the system Chromium) measures them, on the app built
 * and started as `npm start` does, with a fresh data folder. Each page is run `--runs` times (3);
 * the table shows each figure's median and ✓/✗ against its target:
 * - performance ≥ 95 on the public pages, ≥ 85 on the signed-in dashboard;
 * - largest contentful paint ≤ 2.0 s, total blocking time ≤ 150 ms, layout shift ≤ 0.05;
 * - accessibility, best practices and SEO 100 on the public pages (shown for the dashboard).
 * First contentful paint and the bytes transferred are shown without a target. The medians, and
 * what Lighthouse names as the main opportunities per page, go to .tmp/lighthouse.json.
 * Flags: `--runs 3`, `--port N` (default a free one), `--no-build` (the built app as it is),
 * `--only home,dashboard` (some pages only), `--reports DIR` (each run's whole Lighthouse result).
 * Under each page the median run's largest paint is named with its phases, to say what holds it.
 */
export interface LighthouseOptions {
  runs: number;
  port: number;
  build: boolean;
  /** Only these pages (by the table's names), e.g. while working on one; all when empty. */
  only: string[];
  /** A folder to write each run's whole Lighthouse result into (`<page>-<run>.json`), when set. */
  reports?: string;
}

interface Target {
  minPerformance: number;
  /** The other three categories must be 100 (public pages). */
  categories: boolean;
}
const PUBLIC: Target = { minPerformance: 95, categories: true };
const DASHBOARD: Target = { minPerformance: 85, categories: false };
const MAX_LCP_MS = 2000;
const MAX_TBT_MS = 150;
const MAX_CLS = 0.05;

const repoRoot = path.resolve(import.meta.dirname, '../..');
const JSON_OUT = path.join(repoRoot, '.tmp/lighthouse.json');

interface PageResult {
  name: string;
  path: string;
  target: Target;
  runs: Run[];
  median: Figures;
  /** The run whose performance score is the median one: its opportunities tell what is in the way. */
  middle: Run;
  /** Each figure's verdict against its target (absent: no target). */
  ok: Partial<Record<keyof Figures, boolean>>;
  pass: boolean;
}

const FIGURES: Array<keyof Figures> = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'bytes',
  'cpu',
];

function judge(name: string, pagePath: string, target: Target, runs: Run[]): PageResult {
  const m = Object.fromEntries(
    FIGURES.map((f) => [f, median(runs.map((r) => r.figures[f]))]),
  ) as unknown as Figures;
  const ok: PageResult['ok'] = {
    performance: m.performance >= target.minPerformance,
    lcp: m.lcp <= MAX_LCP_MS,
    tbt: m.tbt <= MAX_TBT_MS,
    cls: m.cls <= MAX_CLS,
    ...(target.categories
      ? { accessibility: m.accessibility === 100, bestPractices: m.bestPractices === 100, seo: m.seo === 100 }
      : {}),
  };
  const middle = [...runs].sort((a, b) => a.figures.performance - b.figures.performance)[
    Math.floor(runs.length / 2)
  ]!;
  return {
    name,
    path: pagePath,
    target,
    runs,
    median: m,
    middle,
    ok,
    pass: Object.values(ok).every(Boolean),
  };
}

/**
 * One run, tried again (up to twice) when Lighthouse itself fails, as it now and then does on a
 * busy machine ('Something went wrong with recording the trace', NO_NAVSTART): the page is fine,
 * the recording is not, and one lost run must not lose the others.
 */
async function auditWithRetries(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(page, url);
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`  (Lighthouse failed, trying again: ${(err as Error).message})`);
    }
  }
}

const mark = (ok: boolean | undefined) => (ok === undefined ? '  ' : ok ? ' ✓' : ' ✗');

function printTable(results: PageResult[], runs: number) {
  const head = ['page', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KB', 'a11y', 'BP', 'SEO', 'CPU'];
  const rows = results.map((r) => {
    const m = r.median;
    const cell = (f: keyof Figures, text: string) => `${text}${mark(r.ok[f])}`;
    return [
      r.name,
      cell('performance', String(Math.round(m.performance))),
      (m.fcp / 1000).toFixed(2),
      cell('lcp', (m.lcp / 1000).toFixed(2)),
      cell('tbt', String(Math.round(m.tbt))),
      cell('cls', m.cls.toFixed(3)),
      (m.bytes / 1024).toFixed(0),
      cell('accessibility', String(Math.round(m.accessibility))),
      cell('bestPractices', String(Math.round(m.bestPractices))),
      cell('seo', String(Math.round(m.seo))),
      String(Math.round(m.cpu)),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(`\nLighthouse, mobile preset (simulated throttling), median of ${runs} runs per page`);
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  console.log(
    `  targets: perf ≥ ${PUBLIC.minPerformance} (public) / ≥ ${DASHBOARD.minPerformance} (dashboard), LCP ≤ ${MAX_LCP_MS / 1000} s, TBT ≤ ${MAX_TBT_MS} ms, CLS ≤ ${MAX_CLS}, a11y/BP/SEO 100 (public); KB = bytes transferred; CPU = Lighthouse's benchmark index (lower: a busier machine)`,
  );
  for (const r of results) {
    console.log(`\n  ${r.name} (${r.path})`);
    const l = r.middle.lcp;
    const phases = (['ttfb', 'loadDelay', 'loadTime', 'renderDelay'] as const)
      .filter((k) => l[k] !== undefined)
      .map((k) => `${k} ${l[k]} ms`)
      .join(', ');
    console.log(`    largest paint: ${l.element}${phases ? ` — ${phases}` : ''}`);
    for (const o of r.middle.opportunities.slice(0, 6)) console.log(`    opportunity ${o}`);
    for (const f of r.middle.failures) console.log(`    failing ${f}`);
  }
}

export const defaultLighthouseOptions = (): LighthouseOptions => ({
  runs: 3,
  port: 0,
  build: true,
  only: [],
});

export async function benchLighthouse(options: LighthouseOptions = defaultLighthouseOptions()) {
  console.log('\n== lighthouse: page speed on a phone (Lighthouse mobile preset) ==');
  if (options.build) {
    console.log('  building the app (npm run build) …');
    buildApp();
  }
  const app = await startApp(options.port || (await freePort()));
  const chrome = await launchChrome().catch(async (err) => {
    await app.stop();
    throw err;
  });
  const results: PageResult[] = [];
  try {
    const pages: Array<[string, string, Target]> = [
      ['home', '/', PUBLIC],
      ['catalog', '/catalog', PUBLIC],
      ['product', await productPage(app.origin), PUBLIC],
      ['search', '/search?q=mug', PUBLIC],
      ['login', '/login', PUBLIC],
      ['register', '/register', PUBLIC],
    ];
    const measure = async (name: string, pagePath: string, target: Target) => {
      const runs: Run[] = [];
      for (let i = 0; i < options.runs; i++) {
        const run = await auditWithRetries(chrome.page, `${app.origin}${pagePath}`);
        console.log(
          `  ${name} run ${i + 1}: perf ${run.figures.performance}, LCP ${(run.figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.figures.tbt)} ms, CPU ${run.figures.cpu}`,
        );
        runs.push(run);
        if (options.reports) {
          fs.mkdirSync(options.reports, { recursive: true });
          fs.writeFileSync(path.join(options.reports, `${name}-${i + 1}.json`), JSON.stringify(run.lhr));
        }
        delete run.lhr;
      }
      results.push(judge(name, pagePath, target, runs));
      return runs;
    };
    const wanted = (name: string) => !options.only.length || options.only.includes(name);
    // Signed out first: the public pages as a first-time visitor sees them.
    for (const [name, pagePath, target] of pages) if (wanted(name)) await measure(name, pagePath, target);
    if (wanted('dashboard')) {
      await signUpInBrowser(chrome.page, app.origin);
      const dashboard = await measure('dashboard', '/dashboard/default', DASHBOARD);
      const landed = dashboard.find((r) => !new URL(r.finalUrl).pathname.startsWith('/dashboard'));
      if (landed) throw new Error(`the dashboard run ended on ${landed.finalUrl}: not signed in`);
    }
  } finally {
    await chrome.close();
    await app.stop();
  }

  printTable(results, options.runs);
  fs.mkdirSync(path.dirname(JSON_OUT), { recursive: true });
  fs.writeFileSync(
    JSON_OUT,
    `${JSON.stringify(
      {
        lighthouse: 'mobile preset, simulated throttling',
        runs: options.runs,
        at: new Date().toISOString(),
        pages: results.map((r) => ({
          name: r.name,
          path: r.path,
          median: r.median,
          ok: r.ok,
          pass: r.pass,
          runs: r.runs.map((run) => run.figures),
          largestPaint: r.middle.lcp,
          opportunities: r.middle.opportunities,
          failures: r.middle.failures,
        })),
      },
      null,
      2,
    )}\n`,
  );
  const pass = results.every((r) => r.pass);
  console.log(`\n  medians written to ${path.relative(repoRoot, JSON_OUT)}`);
  console.log(`  lighthouse: ${pass ? 'all pages within target' : 'OVER TARGET'}`);
  return { name: 'lighthouse', pass };
}

runWhenMain(import.meta.url, () => {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '0' },
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
      reports: { type: 'string' },
    },
  });
  return benchLighthouse({
    runs: Math.max(1, Number(values.runs)),
    port: Number(values.port),
    build: !values['no-build'],
    only: values.only.split(',').filter(Boolean),
    reports: values.reports ? path.resolve(values.reports) : undefined,
  });
});
