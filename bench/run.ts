import { benchApi } from './api';
import { benchBulk } from './bulk';
import { benchCatalog } from './catalog';
import { benchCheckout } from './checkout';
import { benchCrash } from './crash';
import { benchJobs } from './jobs';
import { benchLighthouse } from './lighthouse/index';
import { benchLoad } from './load';
import { benchLoadFairness } from './load-fairness';
import { benchMockup } from './mockup';
import { benchOrders } from './orders';
import { benchUpload } from './upload';

/**
 * `npm run bench`: every benchmark in turn, each printing its medians and the ratio to its target.
 * Add a benchmark by importing its function and listing it here.
 * bench/lighthouse builds the app itself and measures the pages in the system Chromium.
 * The last two are bench/load at its full size (200 resellers for 60 s, then --fairness: 3 floods
 * of 10,000 rows), on the built web app (`npm run build` first) and, with DATABASE_URL, on
 * PostgreSQL with two API processes and a worker. Run alone, with smaller sizes:
 * `npm run load -w bench -- --users 50 --seconds 30` (flags in bench/load.ts and the README).
 */
const benches: Array<() => Promise<{ name: string; pass: boolean }>> = [
  benchMockup,
  benchCatalog,
  benchUpload,
  benchCheckout,
  benchCrash,
  benchOrders,
  benchBulk,
  benchJobs,
  benchApi,
  () => benchLighthouse(),
  () => benchLoad(),
  () => benchLoadFairness(),
];

const results = [];
for (const bench of benches) results.push(await bench());
const failed = results.filter((r) => !r.pass).map((r) => r.name);
console.log(
  failed.length ? `\nbenchmarks over target: ${failed.join(', ')}` : '\nall benchmarks within target',
);
if (failed.length) process.exitCode = 1;
