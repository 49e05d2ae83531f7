import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Layer } from '@pressrun/domain';
import { artworkFiles } from '../server/src/db/schema';
import { snapshot } from '../server/src/modules/catalog/service';
import { mediaUrl } from '../server/src/providers/storage';
import { CA_SHIP_TO } from '../server/src/test/addresses';
import { csvOf, orderRows, uploadForm } from './bulk';
import type { BulkCustomer } from './bulk-server';
import { savedTemplate } from './customer';
import {
  artworkPng,
  Browser,
  fileForm,
  type LoadUser,
  median,
  percentile,
  Recorder,
  sleep,
} from './load-client';
import {
  type Cluster,
  MUG_SKU,
  preparedUser,
  reportMemory,
  reportServerErrors,
  startCluster,
  type Topology,
} from './load-cluster';

/**
 * bench/load --fairness: does one company's flood of bulk uploads slow another company down?
 * Company A uploads `floodUploads` order files of `floodRows` rows each (bench/bulk.ts's rows:
 * 4 lines an order), back to back, as fast as the upload route's limit lets it (a refusal, 429,
 * ends the flood early and is reported, not counted as an error). Company B meanwhile works
 * normally: a browser tab keeps opening pages (catalogue, builder, orders, CSV orders list), and
 * in each of `rounds` rounds B does three things at once:
 * - renders: starts a template, asks for its mockup, saves it with that render, and waits until
 *   the previews are ready (GET /api/mockups/:id says done; a new design each time, never cached);
 *   the listing renders that follow are waited for too, untimed, so they do not spill over;
 * - orders: add to cart, quote, place by the saved card, and waits until the capture job has
 *   taken the money (the order's payStatus turns from Authorized to Paid);
 * - uploads a 1-row order file and waits until it is Completed (polled as the page polls it).
 * The same rounds are measured first on the idle server (no flood yet), in the same run and
 * processes; under the flood a round starts only while A's files are still being worked on.
 * Prints B's p95 page latency and the medians of each step idle and under the flood, with their
 * ratio. Target: every ratio within 2× of idle, and no errors. On a queue that serves jobs in
 * turn the first round under the flood waits for all of it, so the run lasts as long as the flood.
 */
export interface FairnessOptions {
  topologies: Topology[];
  rounds: number;
  floodUploads: number;
  floodRows: number;
}

const TARGET_RATIO = 2;
const POLL_MS = 250;
/** A probe that takes longer is recorded at this and counted as an error. */
const PROBE_TIMEOUT_MS = 300_000;
/** The upload route's limit per company (AUTH_RATE_LIMIT's default): B's probes must fit in it. */
const UPLOAD_LIMIT = 10;
/** The pages B's open tab keeps opening (each a page's API calls), a short pause between them. */
const PAGE_PAUSE_MS = 300;
const WARM_MS = 5000;

/** Company A: a saved design per row kind and artwork files, as bench/bulk-server.ts makes them. */
async function flooder(app: Parameters<Parameters<typeof startCluster>[1]>[0], publicUrl: string) {
  const user = await preparedUser(app);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  const skus = (await snapshot(app.ctx)).variants.filter((v) => !v.hidden).map((v) => v.sku);
  const pick = (i: number) => skus[(i * 7) % skus.length]!;
  const templates: BulkCustomer['templates'] = [];
  for (let i = 0; i < 12; i++) {
    const tpl = await savedTemplate(app, user.companyId, {
      sku: pick(i),
      name: `Design ${i + 1}`,
      preview: png,
    });
    templates.push({ id: tpl.id, sku: tpl.sku });
  }
  const artwork: BulkCustomer['artwork'] = [];
  for (let i = 0; i < 8; i++) {
    const storageKey = `artwork/${crypto.randomBytes(16).toString('base64url')}/logo-${i + 1}.png`;
    await app.ctx.storage.put(storageKey, png, 'image/png');
    await app.ctx.db.insert(artworkFiles).values({
      companyId: user.companyId,
      name: `logo-${i + 1}`,
      fileName: `logo-${i + 1}.png`,
      storageKey,
      thumbnailKey: storageKey,
      contentType: 'image/png',
      bytes: png.length,
      width: 2000,
      height: 2000,
      sha256: crypto.createHash('sha256').update(storageKey).digest('hex'),
    });
    artwork.push({ url: `${publicUrl}${mediaUrl(storageKey)}`, sku: pick(i + 12) });
  }
  return { user, templates, artwork };
}

/** A file of B's or A's with every PO made unique (the same file twice would order nothing new). */
function orderFile(
  who: Pick<BulkCustomer, 'templates' | 'artwork'>,
  orders: number,
  lines: number,
  tag: string,
) {
  const rows = orderRows(who, orders, lines);
  const po = rows[0]!.indexOf('po');
  for (const row of rows.slice(1)) row[po] = `${tag}-${row[po]}`;
  return uploadForm(csvOf(rows), `${tag}.csv`, 'text/csv');
}

interface Phase {
  pages: Recorder;
  render: number[];
  capture: number[];
  bulk: number[];
}

/** Polls `read` every 250 ms until it answers true; false after the timeout. */
async function until(read: () => Promise<boolean>) {
  const t0 = performance.now();
  while (performance.now() - t0 < PROBE_TIMEOUT_MS) {
    if (await read()) return true;
    await sleep(POLL_MS);
  }
  return false;
}

/** Company B's three timed steps, on its own browser; unexpected answers go to `errors`. */
class Probes {
  constructor(
    private b: Browser,
    private errors: Recorder,
    private artworkUrl: string,
    private area: { widthPx: number; heightPx: number },
  ) {}

  /** The ms since `t0`; a probe that failed or timed out counts as an error and is recorded at the timeout. */
  private timed(step: string, done: boolean, t0: number) {
    if (done) return performance.now() - t0;
    this.errors.fail(
      step,
      performance.now(),
      0,
      `not done (failed, or not after ${PROBE_TIMEOUT_MS / 1000} s)`,
    );
    return PROBE_TIMEOUT_MS;
  }

  /** Start a template, ask for its mockup, save it with the render, wait for the previews. */
  async render(tag: string) {
    const side = Math.round(Math.min(this.area.widthPx, this.area.heightPx) * 0.8);
    const layers: Layer[] = [
      {
        id: 'art',
        type: 'image',
        source: this.artworkUrl,
        left: Math.round((this.area.widthPx - side) / 2),
        top: Math.round((this.area.heightPx - side) / 2),
        width: side,
        height: side,
        rotation: 0,
      },
      {
        id: 'name',
        type: 'text',
        // A new text each time: a design rendered before would come from the cache at once.
        source: `Fairness ${tag}`,
        left: 40,
        top: 40,
        width: Math.round(this.area.widthPx / 2),
        height: 160,
        rotation: 0,
        fontSize: 120,
        fontFamily: 'Oswald',
        fill: '#1d3557',
      },
    ];
    const t0 = performance.now();
    const made = await this.b.call('render: template', 'POST', '/api/templates', {
      body: { json: { sku: MUG_SKU, layers: [] } },
      expect: [201],
    });
    const mockup = await this.b.call('render: mockup', 'POST', '/api/mockups', {
      body: { json: { sku: MUG_SKU, layers } },
      expect: [200, 202],
    });
    const templateId = made?.body?.template?.id;
    const mockupId = mockup?.body?.id;
    if (!templateId || !mockupId) return this.timed('render', false, t0);
    await this.b.call('render: save', 'PUT', `/api/templates/${templateId}`, {
      body: { json: { layers, status: 'saved', mockupId: String(mockupId), name: `Fairness ${tag}` } },
    });
    let failed = false;
    const done = await until(async () => {
      const r = await this.b.call('render: poll', 'GET', `/api/mockups/${encodeURIComponent(mockupId)}`);
      failed = r?.body?.status === 'failed';
      return failed || (r?.body?.status === 'done' && r.body.previews?.length > 0);
    });
    const ms = this.timed('render', done && !failed, t0);
    // The listing renders the builder asks for next (2000 px, after the previews) are waited for,
    // untimed, so that they do not spill into the next round's measurements.
    if (done && !failed)
      await until(async () => {
        const r = await this.b.call('render: poll', 'GET', `/api/mockups/${encodeURIComponent(mockupId)}`);
        return !['queued', 'running'].includes(r?.body?.listingStatus);
      });
    return ms;
  }

  /** Add to cart, quote, place by the saved card; from the Submit Order to the money captured. */
  async capture() {
    const { templateId } = this.b.user;
    await this.b.call('capture: add', 'POST', '/api/cart/items', {
      body: { json: { templateId, quantity: 1 } },
      expect: [201],
    });
    await this.b.call('capture: quote', 'POST', '/api/checkout/quote', {
      body: { json: { shipTo: CA_SHIP_TO } },
    });
    const t0 = performance.now();
    const placed = await this.b.call('capture: place', 'POST', '/api/checkout/orders', {
      body: { json: { paymentType: 'default_card' } },
      headers: { 'idempotency-key': crypto.randomUUID() },
      expect: [201],
    });
    const id = placed?.body?.order?.id;
    if (!id) return this.timed('capture', false, t0);
    const done = await until(async () => {
      const r = await this.b.call('capture: poll', 'GET', `/api/orders/${id}`);
      return r?.body?.order?.payStatus === 'Paid';
    });
    return this.timed('capture', done, t0);
  }

  /** A 1-row order file: from the upload to Completed, read from the list as the page reads it. */
  async bulk(tag: string) {
    const who = { templates: [{ id: this.b.user.templateId, sku: MUG_SKU }], artwork: [] };
    const t0 = performance.now();
    const up = await this.b.call('bulk: upload', 'POST', '/api/bulk-orders', {
      body: orderFile(who, 1, 1, tag),
      expect: [201],
    });
    const id = up?.body?.bulkOrder?.id;
    if (!id) return this.timed('bulk', false, t0);
    let status = '';
    const done = await until(async () => {
      const r = await this.b.call('bulk: poll', 'GET', '/api/bulk-orders');
      status = (r?.body?.bulkOrders ?? []).find((x: { id: number }) => x.id === id)?.status ?? '';
      return status !== '' && !['Received', 'Processing'].includes(status);
    });
    return this.timed('bulk', done && status === 'Completed', t0);
  }
}

/** B's open tab: the pages of a working day, one after another, until `stop` says so. */
async function browsePages(b: Browser, stop: () => boolean) {
  await b.openWebApp();
  while (!stop()) {
    await b.call('catalog list', 'GET', '/api/catalog/products?metrics=4');
    await b.call('catalog product', 'GET', `/api/catalog/products/${MUG_SKU}`);
    await sleep(PAGE_PAUSE_MS);
    await Promise.all([
      b.call('builder template', 'GET', `/api/templates/${b.user.templateId}`),
      b.call('builder product', 'GET', `/api/catalog/products/${MUG_SKU}`),
      b.call('builder files', 'GET', '/api/files'),
    ]);
    await sleep(PAGE_PAUSE_MS);
    await b.call('orders list', 'GET', '/api/orders');
    await b.call('bulk list', 'GET', '/api/bulk-orders');
    await sleep(PAGE_PAUSE_MS);
  }
}

/**
 * The rounds of B's probes with its tab open; `name` keeps designs and POs apart between phases.
 * The three steps of a round run at once, as a customer's work overlaps; a round starts only
 * while `going()` (under the flood: while A's files are still being worked on; the first round
 * always runs).
 */
async function phase(
  name: string,
  port: number,
  b: LoadUser,
  probes: Probes,
  rounds: number,
  going: () => Promise<boolean> = async () => true,
): Promise<Phase> {
  const pages = new Recorder();
  const tab = new Browser(port, b, pages);
  let done = false;
  const browsing = browsePages(tab, () => done);
  const result: Phase = { pages, render: [], capture: [], bulk: [] };
  try {
    for (let i = 0; i < rounds && (i === 0 || (await going())); i++) {
      const tag = `${name}-${i + 1}-${crypto.randomBytes(3).toString('hex')}`;
      const [render, capture, bulk] = await Promise.all([
        probes.render(tag),
        probes.capture(),
        probes.bulk(tag),
      ]);
      result.render.push(render);
      result.capture.push(capture);
      result.bulk.push(bulk);
    }
  } finally {
    done = true;
    await browsing;
    tab.close();
  }
  return result;
}

/** A's uploads in the list: how far the flood has got. */
async function floodProgress(a: Browser, ids: number[]) {
  const r = await a.call('flood: list', 'GET', '/api/bulk-orders');
  const rows = (
    (r?.body?.bulkOrders ?? []) as Array<{
      id: number;
      status: string;
      rowsDone?: number;
      rowsTotal?: number;
    }>
  ).filter((x) => ids.includes(x.id));
  return {
    statuses: rows.map((x) => x.status),
    rowsDone: rows.reduce((s, x) => s + (x.rowsDone ?? 0), 0),
    rowsTotal: rows.reduce((s, x) => s + (x.rowsTotal ?? 0), 0),
    busy: rows.some((x) => x.status === 'Received' || x.status === 'Processing'),
    processing: rows.some((x) => x.status === 'Processing'),
  };
}

/** The page API calls among what the tab asked for (not the web app's files, not the new-connection tally). */
const isPage = (step: string) => step !== 'web app' && !step.startsWith('(');
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const msf = (ms: number) => (Number.isNaN(ms) ? '—' : `${ms.toFixed(0)} ms`);

async function fairnessOn(topology: Topology, o: FairnessOptions, png: Buffer) {
  const { cluster, prepared } = await startCluster(topology, async (app, publicUrl) => ({
    a: await flooder(app, publicUrl),
    b: await preparedUser(app),
  }));
  const floodFiles = Array.from({ length: o.floodUploads }, (_, i) =>
    orderFile(prepared.a, Math.ceil(o.floodRows / 4), 4, `FLOOD${i + 1}`),
  );
  console.log(
    `\nbench/load --fairness — ${cluster.label}\n  company A floods ${o.floodUploads} order file(s) of ${o.floodRows.toLocaleString('en-US')} rows (${((floodFiles[0]?.bytes.length ?? 0) / 1e6).toFixed(1)} MB each); company B: ${o.rounds} rounds of render, order capture and 1-row upload, idle then under the flood; seeding and making the customers took ${cluster.timing.prepare.toFixed(0)} s, starting the servers ${cluster.timing.start.toFixed(0)} s`,
  );
  try {
    return await measure(cluster, prepared.a.user, prepared.b, floodFiles, o, png);
  } finally {
    await cluster.stop();
  }
}

async function measure(
  cluster: Cluster,
  aUser: LoadUser,
  bUser: LoadUser,
  floodFiles: Array<{ bytes: Buffer; type: string }>,
  o: FairnessOptions,
  png: Buffer,
) {
  const errors = new Recorder();
  const b = new Browser(cluster.port, bUser, errors);
  const a = new Browser(cluster.port, aUser, errors);
  try {
    // B's artwork, uploaded as the builder uploads it; the print area its design is laid out in.
    const art = await b.call('setup: artwork', 'POST', `/api/files?sku=${MUG_SKU}`, {
      body: fileForm(png, 'logo.png', 'image/png'),
      expect: [201],
    });
    const product = await b.call('setup: product', 'GET', `/api/catalog/products/${MUG_SKU}`);
    const artworkUrl = art?.body?.files?.[0]?.url;
    const area = product?.body?.product?.printArea;
    if (!artworkUrl || !area) throw new Error(`setting up company B failed: ${errors.samples.join('; ')}`);
    const probes = new Probes(b, errors, artworkUrl, area);

    // A freshly started process answers its first requests slowly: B's pages are opened for a few
    // seconds, untimed, before the idle figures are taken.
    const warm = new Browser(cluster.port, bUser, new Recorder());
    const warmUntil = performance.now() + WARM_MS;
    await browsePages(warm, () => performance.now() >= warmUntil);
    warm.close();
    const idle = await phase('idle', cluster.port, bUser, probes, o.rounds);

    // The flood: A's files back to back, until all are in or the route's limit refuses one.
    const f0 = performance.now();
    const ids: number[] = [];
    let refused = 0;
    for (const file of floodFiles) {
      const up = await a.call('flood: upload', 'POST', '/api/bulk-orders', {
        body: file,
        expect: [201, 429],
      });
      if (up?.status === 429) {
        refused = floodFiles.length - ids.length;
        break;
      }
      if (up?.body?.bulkOrder?.id) ids.push(up.body.bulkOrder.id);
    }
    const sent = performance.now() - f0;
    // B starts once A's first file is being worked on, so the probes meet the flood.
    if (ids.length)
      await until(async () => {
        const now = await floodProgress(a, ids);
        return now.processing || !now.busy;
      });
    const flood = await phase(
      'flood',
      cluster.port,
      bUser,
      probes,
      o.rounds,
      async () => (await floodProgress(a, ids)).busy,
    );
    const after = await floodProgress(a, ids);

    console.log(
      `  flood         : ${ids.length} uploads accepted in ${secs(sent)}${refused ? `, ${refused} refused by the upload limit (429)` : ''}; when B's rounds ended: ${after.rowsDone.toLocaleString('en-US')} of ${after.rowsTotal.toLocaleString('en-US')} rows done (${after.statuses.join(', ')}; a file's rows count once it is read)`,
    );
    if (flood.render.length < o.rounds)
      console.log(
        `  NOTE          : A's files were finished after ${flood.render.length} of ${o.rounds} rounds under the flood (the rest were not run); raise --flood-uploads or --flood-rows to keep the flood going`,
      );
    const rows: Array<[string, number, number]> = [
      [
        "B's page API calls, p95",
        percentile(idle.pages.pooled(isPage), 95),
        percentile(flood.pages.pooled(isPage), 95),
      ],
      ['render (save → previews ready), median', median(idle.render), median(flood.render)],
      ['order capture (place → captured), median', median(idle.capture), median(flood.capture)],
      ['1-row bulk upload (upload → Completed), median', median(idle.bulk), median(flood.bulk)],
    ];
    console.log(
      `  ${'company B'.padEnd(48)} ${'idle'.padStart(9)} ${'flood'.padStart(9)} ${'ratio'.padStart(7)}  target ≤ ${TARGET_RATIO}×`,
    );
    let ratiosOk = true;
    for (const [name, x, y] of rows) {
      const ratio = y / x;
      const ok = ratio <= TARGET_RATIO;
      ratiosOk &&= ok;
      console.log(
        `  ${name.padEnd(48)} ${msf(x).padStart(9)} ${msf(y).padStart(9)} ${`${ratio.toFixed(2)}×`.padStart(7)}  ${ok ? 'met' : 'NOT MET'}`,
      );
    }
    const each = (xs: number[]) => xs.map((x) => (x / 1000).toFixed(1)).join(', ');
    console.log(
      `  rounds (s)    : render idle [${each(idle.render)}] flood [${each(flood.render)}]; capture idle [${each(idle.capture)}] flood [${each(flood.capture)}]; bulk idle [${each(idle.bulk)}] flood [${each(flood.bulk)}]`,
    );
    const pageErrors = idle.pages.errorCount() + flood.pages.errorCount();
    const errorCount = errors.errorCount() + pageErrors;
    console.log(`  errors        : ${errorCount} — target 0: ${errorCount === 0 ? 'met' : 'NOT MET'}`);
    for (const r of [errors, idle.pages, flood.pages]) {
      for (const [key, n] of r.errors) console.log(`    ${key}: ${n}`);
      for (const s of r.samples.slice(0, 4)) console.log(`    e.g. ${s}`);
    }
    const logged = reportServerErrors(cluster);
    const memoryOk = reportMemory(cluster);
    const pass = ratiosOk && errorCount === 0 && logged === 0 && memoryOk;
    console.log(`  result        : ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    a.close();
    b.close();
  }
}

export async function benchLoadFairness(
  o: FairnessOptions = {
    topologies: process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'],
    rounds: 3,
    floodUploads: 3,
    floodRows: 10_000,
  },
) {
  if (o.rounds < 1 || 2 * o.rounds > UPLOAD_LIMIT)
    throw new Error(
      `--rounds is 1 to ${UPLOAD_LIMIT / 2}: B uploads a file each round, ${UPLOAD_LIMIT} at most per 15 minutes`,
    );
  const png = await artworkPng();
  let pass = true;
  for (const topology of o.topologies) {
    try {
      pass = (await fairnessOn(topology, o, png)) && pass;
    } catch (err) {
      console.log(`\nbench/load --fairness — ${topology}: FAILED ${(err as Error).stack ?? err}`);
      pass = false;
    }
  }
  return { name: 'load --fairness', pass };
}
