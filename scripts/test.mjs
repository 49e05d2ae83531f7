// `npm test`: typecheck, lint, unit + API tests (Vitest), then Playwright against the built app.
// Every step runs even when an earlier one fails, and the last line is `N passed, N failed`, followed
// by `N flaky (names)` when Playwright tests passed only on a retry (CI retries once); more than
// MAX_FLAKY of those fail the run. (Vitest has no retries configured, so none of its tests can be flaky.)
// Just above it, `What failed:` names each failed step or test with its error's first line, as a CI
// service may show only the end of the log.
// `--postgres URL`: run only the API tests again against PostgreSQL and add them to the last run's counts.
// `--also-postgres URL`: also run the API tests against PostgreSQL.
// `--also-node BIN`: also run the tests with that Node binary (CI: the active LTS, beside the oldest
// supported). See plannedPasses and lane for how the passes share the machine.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { firstLine, flakyTests, playwrightFailures, vitestFailures } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const summaryFile = path.join(tmp, 'test-summary.json');

/**
 * Runs a step in the foreground (its output shown as it comes). Not spawnSync: the Vitest passes
 * chained in the background must be able to start their next pass meanwhile.
 */
const run = (label, cmd, args, env = {}) => {
  console.log(`\n━━ ${label} ━━`);
  const t0 = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      console.log(
        `━━ ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
      resolve(code === 0);
    }),
  );
};

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const counts = { passed: 0, failed: 0, skipped: 0, flaky: [], failures: [] };
/**
 * Tests that may pass only on their retry before the run fails: one or two can be a busy machine,
 * more is a suite that races its app, which a passing run would hide.
 */
const MAX_FLAKY = 2;
const step = (ok, label) => {
  if (ok) counts.passed++;
  else {
    counts.failed++;
    counts.failures.push(`${label}: failed`);
  }
};

/** Vitest's arguments for one pass writing its JSON report to `out`. */
const vitestArgs = (out, only) => [
  'run',
  ...only,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${out}`,
];
const reportOf = (label) => path.join(tmp, `vitest-${label.replace(/\W+/g, '-')}.json`);

/** Adds a pass's report to the counts; a pass that failed without a failed test failed to load. */
function count(out, ok, label) {
  const r = readJson(out);
  if (!r) return step(false, label);
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  const failures = vitestFailures(r, label, root);
  counts.failures.push(...failures);
  if (!ok && r.numFailedTests === 0) {
    counts.failed++;
    if (!failures.length) counts.failures.push(`${label}: failed without a failed test`);
  }
}

async function vitest(label, env = {}, only = []) {
  const out = reportOf(label);
  fs.rmSync(out, { force: true });
  count(out, await run(label, 'npx', ['vitest', ...vitestArgs(out, only)], env), label);
}

/**
 * A Vitest pass in a child process; resolves to a function that prints its log (kept apart, so
 * passes running beside Playwright do not interleave their lines) and adds its counts.
 */
function vitestPass(label, bin, env, args) {
  const out = reportOf(label);
  const log = out.replace(/\.json$/, '.log');
  fs.rmSync(out, { force: true });
  const t0 = Date.now();
  const child = spawn(bin, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...vitestArgs(out, args)], {
    cwd: root,
    stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      resolve(() => {
        console.log(`\n━━ ${label} ━━`);
        process.stdout.write(fs.readFileSync(log, 'utf8'));
        console.log(`━━ ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
        count(out, code === 0, label);
      });
    }),
  );
}

// The tests that touch the database, run again against PostgreSQL; the rest do not depend on it.
const databaseTests = [
  'server/src/db',
  'server/src/modules',
  'server/src/providers/jobs',
  'server/src/providers/mail',
];
const argAfter = (flag) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** Each Vitest run is cut in this many shards, so two lanes can share what is left at the end. */
const SHARDS = 2;

/**
 * The Vitest passes to run: every test on this Node and the embedded database; then, with
 * `--also-node BIN`, every test once more on that Node, and with `--also-postgres URL` the database
 * tests against PostgreSQL — on the second Node when there is one (its other tests then run on the
 * embedded database), so each Node and each database is covered without a third full pass. Each
 * pass has its own template database and temporary folder, as two may run at once.
 */
function plannedPasses(secondNode, postgres) {
  const bin = secondNode ?? process.execPath;
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() || bin;
  const on = secondNode ? ` on Node ${version}` : '';
  const runs = [{ label: 'unit and API tests (PGlite)', bin: process.execPath, db: '', args: [] }];
  if (postgres) {
    runs.push({ label: `API tests on PostgreSQL${on}`, bin, db: postgres, args: databaseTests });
    if (secondNode) {
      const rest = databaseTests.flatMap((d) => ['--exclude', `${d}/**`]);
      runs.push({ label: `the other tests${on}`, bin, db: '', args: rest, whole: true });
    }
  } else if (secondNode) runs.push({ label: `unit and API tests (PGlite)${on}`, bin, db: '', args: [] });
  const passes = runs.flatMap((r) =>
    (r.whole ? [null] : Array.from({ length: SHARDS }, (_, i) => `${i + 1}/${SHARDS}`)).map((shard) => ({
      ...r,
      label: shard ? `${r.label}, shard ${shard}` : r.label,
      args: shard ? [...r.args, `--shard=${shard}`] : r.args,
    })),
  );
  return passes.map((p, i) => {
    const passTmp = path.join(tmp, `pass-${i + 1}`);
    fs.mkdirSync(passTmp, { recursive: true });
    return {
      ...p,
      env: {
        DATABASE_URL: p.db,
        PRESSRUN_TEST_TMP: passTmp,
        PRESSRUN_TEST_TEMPLATE_DB: `pressrun_test_template_${i + 1}`,
        // Whatever the tests start by name (node, npx) is that Node too.
        PATH: `${path.dirname(p.bin)}${path.delimiter}${process.env.PATH}`,
      },
    };
  });
}

/**
 * Runs the planned passes one at a time in a lane, taking the next one waiting; a second lane can
 * join later and share what is left. Resolves once the queue is empty and its own pass is done.
 */
async function lane(queue, printers) {
  while (queue.length) {
    const i = printers.length;
    const p = queue.shift();
    printers[i] = null; // its place, so the logs print in the order the passes started
    printers[i] = await vitestPass(p.label, p.bin, p.env, p.args);
  }
}

const postgresOnly = argAfter('--postgres');
if (postgresOnly) {
  Object.assign(counts, readJson(summaryFile) ?? {});
  await vitest('API tests on PostgreSQL', { DATABASE_URL: postgresOnly }, databaseTests);
} else {
  // Vitest works its files one at a time on a 2-core machine, and so does Playwright with its one
  // browser and server: one lane runs the Vitest passes on one core while typecheck, lint, the build
  // and Playwright take the other, which then joins in on the passes still waiting.
  const queue = plannedPasses(argAfter('--also-node'), argAfter('--also-postgres'));
  const printers = [];
  const vitestLane = lane(queue, printers);
  step(await run('typecheck', 'npm', ['run', '--silent', 'typecheck']), 'typecheck');
  step(await run('lint (biome)', 'npx', ['biome', 'check', '.']), 'lint (biome)');
  const built = await run('build web app', 'npm', ['run', '--silent', 'build']);
  step(built, 'build web app');
  if (built) {
    const out = path.join(tmp, 'playwright.json');
    fs.rmSync(out, { force: true });
    const ok = await run(
      'Playwright (system Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON: out,
      },
    );
    const r = readJson(out);
    if (r?.stats) {
      // A test that passed on its retry passed, and is named as flaky in the closing line.
      counts.passed += r.stats.expected + r.stats.flaky;
      counts.failed += r.stats.unexpected;
      counts.skipped += r.stats.skipped;
      const flaky = flakyTests(r);
      // The report's own count stands if a name could not be found.
      for (let i = flaky.length; i < r.stats.flaky; i++) flaky.push('(unnamed)');
      counts.flaky.push(...flaky);
      counts.failures.push(...playwrightFailures(r).map((f) => `Playwright: ${f}`));
      // A run that failed with no failed test (its setup, a file that did not load) fails too.
      if (!ok && !r.stats.unexpected) step(false, `Playwright: ${firstLine(r.errors?.[0]?.message)}`);
    } else if (!ok) step(false, 'Playwright');
  }
  // Playwright is done: this lane shares the Vitest passes still waiting.
  await lane(queue, printers);
  await vitestLane;
  for (const print of printers) print();
}

fs.writeFileSync(summaryFile, JSON.stringify(counts));
const tooFlaky = counts.flaky.length > MAX_FLAKY;
console.log('');
if (counts.failures.length) {
  console.log('What failed:');
  for (const f of counts.failures) console.log(`  ✗ ${f}`);
}
if (tooFlaky)
  console.log(`FAILED: ${counts.flaky.length} tests passed only on a retry (at most ${MAX_FLAKY} may).`);
console.log(
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}${
    counts.flaky.length ? `, ${counts.flaky.length} flaky (${counts.flaky.join('; ')})` : ''
  }`,
);
process.exit(counts.failed > 0 || tooFlaky ? 1 : 0);
