// What every bench does with its samples and its verdict.

/** The p-th percentile (nearest rank) of `xs`; NaN for none. */
export const percentile = (xs: number[], p: number) => {
  if (!xs.length) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export const median = (xs: number[]) => {
  if (!xs.length) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};

/** Whether the module at `url` is the script Node was started with (not imported by bench/run.ts). */
export const isMain = (url: string) => url === `file://${process.argv[1]}`;

/**
 * Runs `bench` when the module at `url` was started on its own (`node --import tsx bench/x.ts`):
 * its verdict becomes the exit code, so a bench over target fails a script that runs it.
 */
export async function runWhenMain(url: string, bench: () => Promise<{ pass: boolean }>) {
  if (!isMain(url)) return;
  const { pass } = await bench();
  process.exitCode = pass ? 0 : 1;
}
