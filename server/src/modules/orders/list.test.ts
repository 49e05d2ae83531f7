import { ORDER_SEARCH_MAX, ORDER_SORTS, ORDERS_API_MSG, type OrderSort } from '@pressrun/domain';
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
      store: null,
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
    expect(decodeCursor(encodeCursor([5 * 2 ** 31 + 7]))).toEqual([5 * 2 ** 31 + 7]);
    expect(() => decodeCursor(encodeCursor([6 * 2 ** 31]))).toThrow(ORDERS_API_MSG.badCursor);
    expect(decodeCursor(encodeCursor([2599, 12], 'total-desc'), 'total-desc')).toEqual([2599, 12]);
    expect(decodeCursor(encodeCursor([12], 'oldest'), 'oldest')).toEqual([12]);
    // A cursor is read only by the sort that made it, and only whole.
    expect(() => decodeCursor(encodeCursor([12], 'newest'), 'oldest')).toThrow(ORDERS_API_MSG.badCursor);
    expect(() => decodeCursor(encodeCursor([12], 'total-asc'), 'total-asc')).toThrow(
      ORDERS_API_MSG.badCursor,
    );
    expect(() => decodeCursor(encodeCursor([2 ** 31], 'newest'), 'newest')).toThrow(ORDERS_API_MSG.badCursor);
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
    const afterTheirs = encodeCursor([theirs!.order.listKey + 1]);
    expect(ids((await list(a, `?after=${afterTheirs}`)).body)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().get('/api/orders');
    expect(res.status).toBe(401);
    expect((await t.client().get('/api/orders?sort=newest')).status).toBe(401);
  });

  describe('sorted', () => {
    type Made = Awaited<ReturnType<typeof seedOrders>>;
    /** 23 orders: totals with ties, in every status, so each sort has ties to break across pages. */
    const specs: OrderSpec[] = Array.from({ length: 23 }, (_, i) => ({
      status: (['Created', 'OrderShipped', 'Disabled', 'InProduction'] as const)[i % 4],
      total: [1500, 900, 2599, 900, 4100][i % 5],
    }));
    const byId = (a: Made[number], b: Made[number]) => a.order.id - b.order.id;
    const expected: Record<OrderSort, (m: Made) => Made> = {
      status: (m) =>
        [...m].sort((a, b) => a.order.statusRank - b.order.statusRank || b.order.id - a.order.id),
      newest: (m) => [...m].sort(byId).reverse(),
      oldest: (m) => [...m].sort(byId),
      'total-desc': (m) => [...m].sort((a, b) => b.order.total - a.order.total || b.order.id - a.order.id),
      'total-asc': (m) => [...m].sort((a, b) => a.order.total - b.order.total || a.order.id - b.order.id),
    };

    for (const sort of ORDER_SORTS)
      it(`by ${sort}: every order once, in order, across Load more pages, with and without a status`, async () => {
        const who = await signedInCompany(t);
        const other = await signedInCompany(t);
        // Another company's orders interleave by id and total: they must never show or shift a page.
        await seedOrders(t, other, specs.slice(0, 8));
        const made = await seedOrders(t, who, specs);
        await seedOrders(t, other, specs.slice(8));
        const pages = await allPages(who, `?sort=${sort}`);
        expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
        expect(pages.flat()).toEqual(expected[sort](made).map((m) => m.order.id));

        const shipped = made.filter((m) => m.order.status === 'OrderShipped');
        const shippedPages = await allPages(who, `?sort=${sort}&status=OrderShipped`);
        expect(shippedPages.flat()).toEqual(expected[sort](shipped).map((m) => m.order.id));
        // With a page size of 10, a status of 12 orders pages too (ties in total straddle the break).
        const more = await seedOrders(
          t,
          who,
          Array.from({ length: 12 }, (_, i) => ({ status: 'ReadyToProduce', total: i % 2 ? 700 : 800 })),
        );
        const readyPages = await allPages(who, `?sort=${sort}&status=ReadyToProduce`);
        expect(readyPages.map((p) => p.length)).toEqual([10, 2]);
        expect(readyPages.flat()).toEqual(expected[sort](more).map((m) => m.order.id));
      });

    it('refuses an unknown sort, and another sort’s cursor, with a clear 400', async () => {
      const who = await signedInCompany(t);
      await seedOrders(t, who, specs);
      for (const bad of ['price', 'NEWEST', 'total', '']) {
        const res = await list(who, `?sort=${bad}`);
        expect(res.status, bad).toBe(400);
        expect(res.body.error.message).toBe(ORDERS_API_MSG.badSort);
      }
      const first = await list(who, '?sort=total-desc');
      expect(first.body.next).toEqual(expect.any(String));
      const crossed = await list(who, `?sort=newest&after=${encodeURIComponent(first.body.next)}`);
      expect(crossed.status).toBe(400);
      expect(crossed.body.error.message).toBe(ORDERS_API_MSG.badCursor);
      // The default sort's cursors are the status sort's.
      const plain = await list(who);
      expect((await list(who, `?sort=status&after=${encodeURIComponent(plain.body.next)}`)).status).toBe(200);
    });

    it('searches within a sort', async () => {
      const who = await signedInCompany(t);
      const [a, b, c] = await seedOrders(t, who, [
        { po: 'JOB-1', total: 500 },
        { po: 'JOB-2', total: 9000 },
        { po: 'JOB-3', total: 2000 },
        { po: 'OTHER', total: 99999 },
      ]);
      const ids3 = [a, b, c].map((m) => m!.order.id);
      expect(ids((await list(who, '?q=job&sort=total-desc')).body)).toEqual([ids3[1], ids3[2], ids3[0]]);
      expect(ids((await list(who, '?q=job&sort=oldest')).body)).toEqual(ids3);
    });
  });
});
