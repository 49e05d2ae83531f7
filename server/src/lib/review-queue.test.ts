import { describe, expect, it } from 'vitest';
import { idCursor, pageOf, statusFilter } from './review-queue';

describe('pageOf', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 - i }));

  it('shows a page and points at its last row when one more row was read', () => {
    const { page, next } = pageOf(rows(4), 3, (r) => r.id);
    expect(page.map((r) => r.id)).toEqual([100, 99, 98]);
    expect(next).toBe('98');
  });

  it('has no next page when no more than a page was read', () => {
    expect(pageOf(rows(3), 3, (r) => r.id)).toEqual({ page: rows(3), next: null });
    expect(pageOf([], 3, (r: { id: number }) => r.id)).toEqual({ page: [], next: null });
  });
});

describe('idCursor', () => {
  const cursor = idCursor('No such page.');

  it('takes an id and leaving it out', () => {
    expect(cursor.parse('1')).toBe(1);
    expect(cursor.parse('2147483647')).toBe(2_147_483_647);
    expect(cursor.parse(undefined)).toBeUndefined();
  });

  it('refuses what no id is, with the queue’s message', () => {
    for (const bad of ['', 'abc', '0', '-3', '1.5', ' 5', '0x10', '2147483648', '99999999999']) {
      const r = cursor.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('No such page.');
    }
  });
});

describe('statusFilter', () => {
  const filter = statusFilter(['Received', 'Done'] as const, 'Received', 'Choose a status.');

  it('reads a status, and empty or missing as the fallback', () => {
    expect(filter.parse('Done')).toBe('Done');
    expect(filter.parse('')).toBe('Received');
    expect(filter.parse(undefined)).toBe('Received');
  });

  it("reads 'all' as every status", () => {
    expect(filter.parse('all')).toBeUndefined();
    expect(statusFilter(['A', 'B'] as const, 'all').parse(undefined)).toBeUndefined();
  });

  it('refuses another status with its message', () => {
    expect(filter.safeParse('Pending').error?.issues[0]?.message).toBe('Choose a status.');
  });
});
