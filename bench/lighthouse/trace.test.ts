import { describe, expect, it } from 'vitest';
import { loadFigures, type TraceEvent } from './trace';

// Two renderers (about:blank's and the page's), the page's main thread at 1:10; times in µs.
const task = (ts: number, ms: number, tid = 10, pid = 1): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: ms * 1000,
});
const inner = (name: string, ts: number, ms: number): TraceEvent => ({
  name,
  ph: 'X',
  pid: 1,
  tid: 10,
  ts,
  dur: ms * 1000,
});
const threads: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 1, tid: 10, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 2, tid: 20, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 11, ts: 0, args: { name: 'Compositor' } },
];

describe("bench:compare's figures of a traced load", () => {
  it("counts the page's main-thread tasks after the first paint, 4× longer, as Lighthouse's phone would", () => {
    const figures = loadFigures([
      ...threads,
      task(1_000, 40), // before the first paint: not counted
      { name: 'firstContentfulPaint', pid: 1, tid: 10, ts: 100_000 },
      task(200_000, 30), // 120 ms: 70 blocking
      inner('v8.evaluateModule', 200_100, 25),
      task(300_000, 10), // 40 ms: none blocking
      inner('FunctionCall', 300_100, 8),
      task(400_000, 20), // 80 ms: 30 blocking
      inner('Layout', 400_100, 12),
      inner('FunctionCall', 405_000, 2),
      task(500_000, 500, 11), // another thread of the page
      task(600_000, 500, 20, 2), // about:blank's renderer
      task(650_000, 1, 20, 2),
    ]);
    expect(figures).toEqual({
      blocking: 70 + 30,
      busy: 120 + 40 + 80,
      longest: { evaluation: 120, script: 40, layout: 80 },
    });
  });
});
