// One Lighthouse run of one page, in the system Chromium: Lighthouse's default configuration (the
// mobile preset: a phone screen, a 4× slower CPU and slow 4G, simulated from one unthrottled load),
// the four categories, and the figures the bench reports taken out of the result.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** The system Chromium (Debian's `chromium`): no browser is ever downloaded. */
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Headless, and nothing of its own on the network or the CPU while a page is measured. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Figures {
  /** 0–100, as Lighthouse shows them. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred for the page load (Lighthouse's total byte weight). */
  bytes: number;
  /**
   * Lighthouse's measure of the machine's speed during the run (its benchmark index): on a machine
   * shared with other work it falls, and every CPU figure (TBT above all) rises with it.
   */
  cpu: number;
}

export interface Run {
  figures: Figures;
  /** Where the page ended up (a signed-out dashboard would have gone to the sign-in page). */
  finalUrl: string;
  /** The failing opportunities and diagnostics, worst first: `id: display value`. */
  opportunities: string[];
  /** Audits that fail in accessibility, best practices and SEO: `category/id: title`. */
  failures: string[];
  /** The largest contentful paint: its element and where its time went. */
  lcp: LcpBreakdown;
  /** Lighthouse's whole result, for a closer look (`--reports DIR` writes it); dropped once written. */
  lhr?: Result;
}

/**
 * Lighthouse's `largest-contentful-paint-element` audit: which element it was and its four phases
 * (ms): the document's first byte, the wait before the element's resource was asked for, that
 * resource's download, and the wait after it until the paint. A text element has only the first
 * and the last.
 */
export interface LcpBreakdown {
  element: string;
  ttfb?: number;
  loadDelay?: number;
  loadTime?: number;
  renderDelay?: number;
}

export interface Chrome {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/** Chromium started by chrome-launcher (Lighthouse's own launcher), driven through one Puppeteer page. */
export async function launchChrome(): Promise<Chrome> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const close = async () => {
      await browser.disconnect();
      chrome.kill();
    };
    return { browser, page, close };
  } catch (err) {
    chrome.kill();
    throw err;
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Runs Lighthouse once on `url` in `page`. */
export async function audit(page: Page, url: string): Promise<Run> {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    undefined,
    // Lighthouse and Puppeteer each bring their types of the same Page.
    page as unknown as Parameters<typeof lighthouse>[3],
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return {
    figures: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      bytes: numeric(lhr, 'total-byte-weight'),
      cpu: Math.round(lhr.environment.benchmarkIndex),
    },
    finalUrl: lhr.finalDisplayedUrl,
    opportunities: opportunitiesOf(lhr),
    failures: failuresOf(lhr),
    lcp: lcpOf(lhr),
    lhr,
  };
}

type Table = { type: string; items?: Array<Record<string, unknown>> };
function lcpOf(lhr: Result): LcpBreakdown {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  const [elementTable, phaseTable] = details?.items ?? [];
  const node = elementTable?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  const out: LcpBreakdown = { element: (node?.snippet ?? node?.selector ?? '?').slice(0, 200) };
  const key: Record<string, keyof Omit<LcpBreakdown, 'element'>> = {
    TTFB: 'ttfb',
    'Load Delay': 'loadDelay',
    'Load Time': 'loadTime',
    'Render Delay': 'renderDelay',
  };
  for (const row of phaseTable?.items ?? []) {
    const k = key[String(row.phase)];
    if (k) out[k] = Math.round(Number(row.timing));
  }
  return out;
}

/** The performance audits that fail and say what they would save (or cost), worst first. */
function opportunitiesOf(lhr: Result) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const metrics = new Set(refs.filter((r) => r.group === 'metrics').map((r) => r.id));
  return refs
    .filter((r) => !metrics.has(r.id) && r.group !== 'hidden')
    .map((r) => lhr.audits[r.id]!)
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => {
      const saved = Math.max(0, ...Object.values(a.metricSavings ?? {}).map((v) => v ?? 0));
      return { saved, line: `${a.id}${a.displayValue ? `: ${a.displayValue}` : ''}` };
    })
    .sort((x, y) => y.saved - x.saved)
    .map((o) => o.line);
}

/** The audits of the other three categories that count and fail. */
function failuresOf(lhr: Result) {
  const out: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      out.push(`${id}/${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${itemsOf(a)}`);
    }
  }
  return out;
}

/** The first few things a failing audit points at (a console message, a URL, an element), for the report. */
function itemsOf(a: Result['audits'][string]) {
  const details = a.details as { items?: Array<Record<string, unknown>> } | undefined;
  const items = (details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const subItems = item.subItems as { items?: Array<Record<string, unknown>> } | undefined;
    const text =
      item.description ??
      item.issueType ??
      item.url ??
      node?.snippet ??
      subItems?.items?.map((i) => i.url).join(', ');
    return typeof text === 'string' ? text.slice(0, 160) : '';
  });
  return items.filter(Boolean).length ? ` — ${items.filter(Boolean).join(' | ')}` : '';
}
