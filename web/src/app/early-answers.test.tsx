import { afterEach, describe, expect, it, vi } from 'vitest';
import { get } from './api';

// A dashboard address's document asks for the session and the frame's first reads before the app's
// code has arrived (server/src/ssr/template.ts, EARLY_READS); the API client takes those answers
// instead of asking again, once each.
type Early = Record<string, Promise<Response | null>>;
const early = () => window as unknown as { __pressrunEarly?: Early };

afterEach(() => {
  delete early().__pressrunEarly;
  vi.unstubAllGlobals();
});

describe('answers the document asked for early', () => {
  it('are taken by the first GET of their URL, and the next one asks the server', async () => {
    const fetch = vi.fn(async () => Response.json({ cart: { count: 2 } }));
    vi.stubGlobal('fetch', fetch);
    early().__pressrunEarly = {
      '/api/cart': Promise.resolve(Response.json({ cart: { count: 1 } })),
    };
    expect(await get('/api/cart')).toEqual({ cart: { count: 1 } });
    expect(fetch).not.toHaveBeenCalled();
    expect(await get('/api/cart')).toEqual({ cart: { count: 2 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('one that was not asked (a visitor) or failed leaves the GET to ask the server itself', async () => {
    const fetch = vi.fn(async () => Response.json({ ordersPlaced: 3 }));
    vi.stubGlobal('fetch', fetch);
    early().__pressrunEarly = {
      '/api/dashboard/summary': Promise.resolve(null),
      '/api/cart': Promise.reject(new TypeError('Failed to fetch')),
    };
    expect(await get('/api/dashboard/summary')).toEqual({ ordersPlaced: 3 });
    expect(await get('/api/cart')).toEqual({ ordersPlaced: 3 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
