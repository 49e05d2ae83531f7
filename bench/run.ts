import { benchApi } from './api';
import { benchBulk } from './bulk';
import { benchCatalog } from './catalog';
import { benchCheckout } from './checkout';
import { benchCrash } from './crash';
import { benchMockup } from './mockup';
import { benchOrders } from './orders';
import { benchUpload } from './upload';

/**
 * `npm run bench`: every benchmark in turn, each printing its medians and the ratio to its target.
 * Add a benchmark by importing its function and listing it here.
 */
const benches: Array<() => Promise<{ name: string; pass: boolean }>> = [
  benchMockup,
  benchCatalog,
  benchUpload,
  benchCheckout,
  benchCrash,
  benchOrders,
  benchBulk,
  benchApi,
];

const results = [];
for (const bench of benches) results.push(await bench());
const failed = results.filter((r) => !r.pass).map((r) => r.name);
console.log(
  failed.length ? `\nbenchmarks over target: ${failed.join(', ')}` : '\nall benchmarks within target',
);
if (failed.length) process.exitCode = 1;
