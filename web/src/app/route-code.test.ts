import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RouteCode, routes } from './router';

// The server preloads a dashboard address's code by the source files its routes name, and the app's
// start loads it by their `load`: the two must be the same file, or the document preloads one chunk
// and the app waits for another.
const webRoot = path.resolve(import.meta.dirname, '../..');

function codes(list: RouteObject[]): RouteCode[] {
  return list.flatMap((r) => [...(r.handle ? [r.handle as RouteCode] : []), ...codes(r.children ?? [])]);
}

describe('the code the dashboard routes name', () => {
  it('is the file each route loads', async () => {
    const all = codes(routes);
    expect(all.length).toBeGreaterThan(15);
    for (const code of all) {
      const loaded = await code.load();
      const named = await import(/* @vite-ignore */ path.join(webRoot, code.src));
      expect(loaded, code.src).toBe(named);
    }
  });

  it('is the frame and the page for a dashboard address, and reads what the frame shows', () => {
    const matched = (matchRoutes(routes, '/dashboard/orders') ?? [])
      .map((m) => m.route.handle as RouteCode | undefined)
      .filter(Boolean);
    expect(matched.map((c) => c!.src)).toEqual([
      'src/app/shell/DashboardLayout.tsx',
      'src/features/orders/OrdersPage.tsx',
    ]);
    expect(matched[0]!.frame).toBe(true);
    expect(matched[0]!.reads!.map((r) => r.url)).toEqual(['/api/dashboard/summary', '/api/cart']);
    // Outside the frame no route names its code: the document is sent as it is.
    expect((matchRoutes(routes, '/product/mockup/12') ?? []).some((m) => m.route.handle)).toBe(false);
  });
});
