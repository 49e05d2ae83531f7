// `npm test`: typecheck, lint, unit + API tests (Vitest), then Playwright against the built app.
// Every step runs even when an earlier one fails, and the last line is `N passed, N failed`, followed
// by `N flaky (names)` when Playwright tests passed only on a retry (CI retries once); more than
// MAX_FLAKY of those fail the run. (Vitest has no retries configured, so none of its tests can be flaky.)
// `--postgres URL`: run only the API tests again against PostgreSQL and add them to the last run's counts.
// `--also-postgres URL`: run them against PostgreSQL beside the build and Playwright instead.
// `--also-node BIN`: while the unit and API tests run, run them a second time with that Node binary
// (CI: the active LTS, beside the oldest supported). Vitest works test files one at a time on a
// 2-core machine, so the second pass takes the other core rather than adding its length.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const summaryFile = path.join(tmp, 'test-summary.json');

const run = (label, cmd, args, env = {}) => {
  console.log(`\n━━ ${label} ━━`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `━━ ${label}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return r.status === 0;
};

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
/**
 * Tests that may pass only on their retry before the run fails: one or two can be a busy machine,
 * more is a suite that races its app, which a passing run would hide.
 */
const MAX_FLAKY = 2;
const step = (ok) => (ok ? counts.passed++ : counts.failed++);

/** Vitest's arguments for one pass writing its JSON report to `out`. */
const vitestArgs = (out, only) => [
  'run',
  ...only,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${out}`,
];
const reportOf = (label) => path.join(tmp, `vitest-${label.replace(/\W+/g, '-')}.json`);

/** The names (`file › describe › title`) of a Playwright JSON report's tests that passed only on a retry. */
function flakyTests(report) {
  const names = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'flaky') names.push([...path, spec.title].join(' › '));
    for (const s of suite.suites ?? []) walk(s, [...path, s.title]);
  };
  for (const file of report.suites ?? []) walk(file, [file.title]);
  return names;
}

/** Adds a pass's report to the counts; a pass that failed without a failed test failed to load. */
function count(out, ok) {
  const r = readJson(out);
  if (!r) return step(false);
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (!ok && r.numFailedTests === 0) counts.failed++;
}

function vitest(label, env = {}, only = []) {
  const out = reportOf(label);
  fs.rmSync(out, { force: true });
  count(out, run(label, 'npx', ['vitest', ...vitestArgs(out, only)], env));
}

/**
 * A Vitest pass in the background, started now and awaited later; its output goes to a log printed
 * once it is done, so the passes' lines do not interleave.
 */
function backgroundVitest(label, bin, env, only) {
  const out = reportOf(label);
  const log = out.replace(/\.json$/, '.log');
  fs.rmSync(out, { force: true });
  const t0 = Date.now();
  const child = spawn(bin, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...vitestArgs(out, only)], {
    cwd: root,
    stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
    env: { ...process.env, ...env },
  });
  const done = new Promise((resolve) => child.on('exit', (code) => resolve(code === 0)));
  return async () => {
    const ok = await done;
    console.log(`\n━━ ${label} ━━`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    console.log(`━━ ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    count(out, ok);
  };
}

/** The same unit and API tests with another Node binary (CI: the active LTS). */
function vitestWithNode(bin) {
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() || bin;
  const passTmp = path.join(tmp, 'second-node');
  fs.mkdirSync(passTmp, { recursive: true });
  return backgroundVitest(
    `unit and API tests (PGlite) on Node ${version}`,
    bin,
    {
      DATABASE_URL: '',
      PRESSRUN_TEST_TMP: passTmp,
      // Whatever the tests start by name (node, npx) is that Node too.
      PATH: `${path.dirname(bin)}${path.delimiter}${process.env.PATH}`,
    },
    [],
  );
}

// Only the tests that touch the database; pure unit tests already ran on the embedded one.
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

const postgresOnly = argAfter('--postgres');
if (postgresOnly) {
  Object.assign(counts, readJson(summaryFile) ?? {});
  vitest('API tests on PostgreSQL', { DATABASE_URL: postgresOnly }, databaseTests);
} else {
  step(run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
  step(run('lint (biome)', 'npx', ['biome', 'check', '.']));
  const secondNode = argAfter('--also-node');
  const secondPass = secondNode ? vitestWithNode(secondNode) : null;
  vitest('unit and API tests (PGlite)', { DATABASE_URL: '' });
  await secondPass?.();
  // `--also-postgres URL`: the API tests on PostgreSQL run beside the build and Playwright, which
  // leave a core mostly idle (one browser, one server, one test at a time).
  const postgres = argAfter('--also-postgres');
  const postgresPass = postgres
    ? backgroundVitest('API tests on PostgreSQL', process.execPath, { DATABASE_URL: postgres }, databaseTests)
    : null;
  const built = run('build web app', 'npm', ['run', '--silent', 'build']);
  step(built);
  if (built) {
    const out = path.join(tmp, 'playwright.json');
    fs.rmSync(out, { force: true });
    const ok = run(
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
    } else if (!ok) counts.failed++;
  }
  await postgresPass?.();
}

fs.writeFileSync(summaryFile, JSON.stringify(counts));
const tooFlaky = counts.flaky.length > MAX_FLAKY;
console.log('');
if (tooFlaky)
  console.log(`FAILED: ${counts.flaky.length} tests passed only on a retry (at most ${MAX_FLAKY} may).`);
console.log(
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}${
    counts.flaky.length ? `, ${counts.flaky.length} flaky (${counts.flaky.join('; ')})` : ''
  }`,
);
process.exit(counts.failed > 0 || tooFlaky ? 1 : 0);
