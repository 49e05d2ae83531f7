// What a test run's JSON reports say went wrong, for `npm test`'s closing lines.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * A failure's first line of message, short: the closing lines are what a CI service shows of a long
 * log, so they name each failed test and why without its stack.
 */
export const firstLine = (message = '') =>
  stripVTControlCharacters(String(message))
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean)
    ?.slice(0, 240) ?? '';

/** The names (`file › describe › title`) of a Playwright JSON report's tests that passed only on a retry. */
export function flakyTests(report) {
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

/** A Playwright JSON report's failed tests, each as `file › describe › title — first line of its error`. */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') {
          const error = t.results?.findLast((r) => r.error)?.error?.message;
          names.push(`${[...path, spec.title].join(' › ')} — ${firstLine(error)}`);
        }
    for (const s of suite.suites ?? []) walk(s, [...path, s.title]);
  };
  for (const file of report.suites ?? []) walk(file, [file.title]);
  return names;
}

/** A Vitest JSON report's failed tests, and files that failed without a test (they did not load). */
export function vitestFailures(report, label, root) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      names.push(`${label}: ${where} › ${a.fullName} — ${firstLine(a.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed')
      names.push(`${label}: ${where} — ${firstLine(file.message)}`);
  }
  return names;
}
