/**
 * What Lighthouse's mobile preset would count of a traced page load's main-thread work after the
 * first paint, for `bench:compare`.
 */

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export type Kind = 'evaluation' | 'script' | 'layout';
export interface LoadFigures {
  blocking: number;
  busy: number;
  longest: Record<Kind, number>;
}

/** Lighthouse's mobile preset runs the page's CPU work 4× slower than it ran here. */
export const SLOWDOWN = 4;
export const KINDS: Record<Kind, string[]> = {
  evaluation: ['v8.evaluateModule', 'EvaluateScript'],
  script: ['FunctionCall', 'TimerFire', 'RunMicrotasks'],
  layout: ['Layout', 'UpdateLayoutTree'],
};

/** The figures of one traced load: the renderer's main thread, from the first contentful paint on. */
export function loadFigures(events: TraceEvent[]): LoadFigures {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const tasks = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && mains.has(thread(e))) tasks.set(thread(e), (tasks.get(thread(e)) ?? 0) + 1);
  // The page's renderer is the one that ran the most tasks (about:blank's had a few).
  const main = [...tasks].sort((a, b) => b[1] - a[1])[0]?.[0];
  const firstPaint = Math.min(...events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.ts));
  const onMain = events.filter((e) => thread(e) === main && e.ph === 'X' && e.dur);
  const figures: LoadFigures = { blocking: 0, busy: 0, longest: { evaluation: 0, script: 0, layout: 0 } };
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < firstPaint) continue;
    const ms = (task.dur! / 1000) * SLOWDOWN;
    figures.blocking += Math.max(0, ms - 50);
    figures.busy += ms;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur!);
    const time = (names: string[]) =>
      inside.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.dur!, 0);
    const [kind, spent] = (Object.keys(KINDS) as Kind[])
      .map((k) => [k, time(KINDS[k])] as const)
      .sort((a, b) => b[1] - a[1])[0]!;
    if (spent > 0) figures.longest[kind] = Math.max(figures.longest[kind], ms);
  }
  return figures;
}
