// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_LOADER } from './template';

// The loader runs in the browser: here it runs in a DOM, with the browser's paint reports played by
// hand and its `import()` of the entry caught, so when it starts the page's scripts can be seen.

interface FakeEntry {
  element: Element;
}

/** The observers the loader made, by the entry type each watches. */
let observers: Array<{ type: string; deliver(entries: FakeEntry[]): void }> = [];

function installPaintReports(supported: string[]) {
  observers = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: (list: { getEntries(): FakeEntry[] }, o: FakeObserver) => void) {}
    observe({ type }: { type: string }) {
      observers.push({ type, deliver: (entries) => this.callback({ getEntries: () => entries }, this) });
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

/** The dashboard's outline: its heading awaited, and a longer line under it (the larger paint). */
function runLoaderOnOutline() {
  document.body.innerHTML =
    '<div id="root"><h1 data-first-view>Welcome, T!</h1>' +
    '<p>Finish these steps to start selling custom printed products.</p></div>';
  const script = document.createElement('script');
  script.dataset.scripts = '/assets/index.js /assets/dashboard.js';
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  const started: string[] = [];
  new Function('startEntry', SCRIPT_LOADER.replace('import(entry)', 'startEntry(entry)'))((entry: string) =>
    started.push(entry),
  );
  return {
    started,
    heading: document.querySelector('h1')!,
    line: document.querySelector('p')!,
    watching: (type: string) => observers.find((o) => o.type === type)!,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the script loader starts the page's scripts", () => {
  it('once the awaited heading is painted, even when the largest paint is another element', () => {
    installPaintReports(['element', 'largest-contentful-paint']);
    const page = runLoaderOnOutline();
    expect(page.heading.getAttribute('elementtiming')).toBe('first-view');
    const paints = page.watching('element');

    paints.deliver([{ element: page.line }]);
    vi.advanceTimersByTime(10);
    expect(page.started).toEqual([]);

    paints.deliver([{ element: page.heading }]);
    vi.advanceTimersByTime(10);
    expect(page.started).toEqual(['/assets/index.js']);
    expect(document.head.querySelector('link[rel=modulepreload]')?.getAttribute('href')).toBe(
      '/assets/dashboard.js',
    );
  });

  it('where only largest paints are reported, once the heading is the largest, and after 3 s at the latest', () => {
    installPaintReports(['largest-contentful-paint']);
    const page = runLoaderOnOutline();
    page.watching('largest-contentful-paint').deliver([{ element: page.line }]);
    vi.advanceTimersByTime(2_900);
    expect(page.started).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(page.started).toEqual(['/assets/index.js']);
  });
});
