/**
 * How far the process's resident memory rose above where it started while `work` ran, sampled
 * every few milliseconds (a parser that balloons and lets go again is caught at its peak).
 */
export async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; grownBytes: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, grownBytes: peak - start };
  } finally {
    clearInterval(sample);
  }
}
