import { ORDER_SEARCH_MAX, ORDERS_API_MSG } from '@pressrun/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { decodeCursor, encodeCursor } from './service';
import { type OrderSpec, seedOrders, type Who } from './test-orders';

describe('the orders list (GET /api/orders)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ids = (body: { orders: Array<{ id: number }> }) => body.orders.map((o) => o.id);
  const list = (who: Who, query = '') => who.c.get(`/api/orders${query}`);

  /** Follows Load more to the end; answers every page's ids. */
  async function allPages(who: Who, query = '') {
    const pages: number[][] = [];
    let next: string | null = null;
    do {
      const sep = query ? '&' : '?';
      const res = await list(who, next ? `${query}${sep}after=${encodeURIComponent(next)}` : query);
      expect(res.status).toBe(200);
      pages.push(ids(res.body));
      next = res.body.next;
    } while (next && pages.length < 50);
    return pages;
  }

  it('lists Created first and Cancelled last, newest first within a status, with what a row shows', async () => {
    const who = await signedInCompany(t);
    const specs: OrderSpec[] = [
      { status: 'OrderShipped', trackingNumber: '9400111', trackingCarrier: 'USPS' },
      { status: 'Created' },
      { status: 'Disabled' },
      { status: 'InProduction' },
      { status: 'Created' },
      { status: 'ReadyToProduce' },
    ];
    const [shipped, created1, disabled, inProd, created2, ready] = await seedOrders(t, who, specs);
    const res = await list(who);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(
      [created2, created1, ready, inProd, shipped, disabled].map((o) => o!.order.id),
    );
    expect(res.body.next).toBeNull();
    // Cancelled orders are not counted as placed.
    expect(res.body.placed).toBe(5);
    const row = res.body.orders.find((o: { id: number }) => o.id === shipped!.order.id);
    expect(row).toEqual({
      id: shipped!.order.id,
      po: 'PO-1',
      status: 'OrderShipped',
      total: 2599,
      totalQuantity: 2,
      shipToName: 'Ada Lovelace',
      createdAt: shipped!.order.createdAt.toISOString(),
      previewUrl: '/media/mockups/o0/preview-0.png',
      trackingNumber: '9400111',
    });
  });

  it('shows the first line’s preview, or none', async () => {
    const who = await signedInCompany(t);
    const [two, none] = await seedOrders(t, who, [
      { items: [{ previewKey: 'mockups/a/first.png' }, { previewKey: 'mockups/a/second.png' }] },
      { items: [{ previewKey: null }] },
    ]);
    const res = await list(who);
    const byId = new Map(
      res.body.orders.map((o: { id: number; previewUrl: string }) => [o.id, o.previewUrl]),
    );
    expect(byId.get(two!.order.id)).toBe('/media/mockups/a/first.png');
    expect(byId.get(none!.order.id)).toBeNull();
  });

  it('filters by status, newest first, and pages within the status', async () => {
    const who = await signedInCompany(t);
    const specs: OrderSpec[] = Array.from({ length: 24 }, (_, i) => ({
      status: (['Created', 'OrderShipped', 'Disabled'] as const)[i % 3],
    }));
    const made = await seedOrders(t, who, specs);
    const shipped = made.filter((m) => m.order.status === 'OrderShipped').map((m) => m.order.id);
    const first = await list(who, '?status=OrderShipped');
    expect(first.status).toBe(200);
    expect(first.body.orders.every((o: { status: string }) => o.status === 'OrderShipped')).toBe(true);
    expect(first.body.placed).toBe(16);
    const pages = await allPages(who, '?status=OrderShipped');
    expect(pages.map((p) => p.length)).toEqual([8]);
    expect(pages.flat()).toEqual([...shipped].reverse());
    const cancelled = await allPages(who, '?status=Disabled');
    expect(cancelled.flat()).toHaveLength(8);
    // 'All' as a form sends it.
    expect(ids((await list(who, '?status=')).body)).toHaveLength(10);
  });

  it('pages 25 orders with Load more: 10, 10, 5, in order, none twice', async () => {
    const who = await signedInCompany(t);
    const made = await seedOrders(
      t,
      who,
      Array.from({ length: 25 }, (_, i) => ({ status: i < 5 ? ('InProduction' as const) : undefined })),
    );
    const pages = await allPages(who);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    const created = made.slice(5).map((m) => m.order.id);
    const inProduction = made.slice(0, 5).map((m) => m.order.id);
    expect(pages.flat()).toEqual([...created.reverse(), ...inProduction.reverse()]);
  });

  it('searches by PO prefix in any case, by order id, and takes % and _ literally', async () => {
    const who = await signedInCompany(t);
    const [acme1, acme2, other, digits, percent] = await seedOrders(t, who, [
      { po: 'ACME-100' },
      { po: 'acme-200', status: 'OrderShipped' },
      { po: 'Other' },
      { po: '' },
      { po: '50%_OFF' },
    ]);
    expect(ids((await list(who, '?q=acme')).body)).toEqual([acme1!.order.id, acme2!.order.id]);
    expect(ids((await list(who, '?q=ACME-2')).body)).toEqual([acme2!.order.id]);
    expect(ids((await list(who, '?q=acme&status=OrderShipped')).body)).toEqual([acme2!.order.id]);
    expect(ids((await list(who, '?q=%20oth%20')).body)).toEqual([other!.order.id]);
    expect(ids((await list(who, '?q=zzz')).body)).toEqual([]);
    // An id matches exactly (not as a prefix of other ids), and as the start of a PO.
    const res = await list(who, `?q=${digits!.order.id}`);
    expect(ids(res.body)).toEqual([digits!.order.id]);
    await seedOrders(t, who, [{ po: `${digits!.order.id}-REF` }]).then(async ([byPo]) => {
      expect(ids((await list(who, `?q=${digits!.order.id}`)).body)).toEqual([
        byPo!.order.id,
        digits!.order.id,
      ]);
    });
    expect(ids((await list(who, '?q=%25')).body)).toEqual([]);
    expect(ids((await list(who, '?q=50%25_')).body)).toEqual([percent!.order.id]);
    expect(ids((await list(who, '?q=_')).body)).toEqual([]);
    // An id beyond any order's is no error.
    expect((await list(who, '?q=99999999999')).status).toBe(200);
  });

  it('pages a search with Load more', async () => {
    const who = await signedInCompany(t);
    const made = await seedOrders(
      t,
      who,
      Array.from({ length: 30 }, (_, i) => ({ po: i % 2 ? `JOB-${i}` : `X-${i}` })),
    );
    const jobs = made.filter((m) => m.order.po.startsWith('JOB')).map((m) => m.order.id);
    const pages = await allPages(who, '?q=job');
    expect(pages.map((p) => p.length)).toEqual([10, 5]);
    expect(pages.flat()).toEqual([...jobs].reverse());
  });

  it('refuses a malformed cursor, an overlong search and an unknown status with a clear 400', async () => {
    const who = await signedInCompany(t);
    for (const bad of [
      'nope',
      '!!',
      encodeURIComponent(Buffer.from('k-1').toString('base64url')),
      'a'.repeat(65),
    ]) {
      const res = await list(who, `?after=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toBe(ORDERS_API_MSG.badCursor);
    }
    const long = await list(who, `?q=${'a'.repeat(ORDER_SEARCH_MAX + 1)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(ORDERS_API_MSG.searchTooLong);
    expect((await list(who, `?q=${'a'.repeat(ORDER_SEARCH_MAX)}`)).status).toBe(200);
    const status = await list(who, '?status=Shipped');
    expect(status.status).toBe(400);
    expect(status.body.error.message).toBe(ORDERS_API_MSG.badStatus);
  });

  it('reads its own cursors back and nothing past the last status', () => {
    expect(decodeCursor(encodeCursor(5 * 2 ** 31 + 7))).toBe(5 * 2 ** 31 + 7);
    expect(() => decodeCursor(encodeCursor(6 * 2 ** 31))).toThrow(ORDERS_API_MSG.badCursor);
  });

  it('never lists another company’s orders, even searched by id', async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t);
    const [theirs] = await seedOrders(t, b, [{ po: 'SECRET-1' }, { po: 'SECRET-2' }]);
    const [mine] = await seedOrders(t, a, [{ po: 'MINE' }]);
    const res = await list(a);
    expect(ids(res.body)).toEqual([mine!.order.id]);
    expect(res.body.placed).toBe(1);
    expect(ids((await list(a, `?q=${theirs!.order.id}`)).body)).toEqual([]);
    expect(ids((await list(a, '?q=secret')).body)).toEqual([]);
    // B's cursor in A's session only pages A's own orders.
    const afterTheirs = encodeCursor(theirs!.order.listKey + 1);
    expect(ids((await list(a, `?after=${afterTheirs}`)).body)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().get('/api/orders');
    expect(res.status).toBe(401);
  });
});
