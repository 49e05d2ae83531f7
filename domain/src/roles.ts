/** Company roles: 1 owner, 2 member, 3 orders-only (hides Templates and Stores). */
export const ROLE = { owner: '1', member: '2', ordersOnly: '3' } as const;
export type CompanyRole = (typeof ROLE)[keyof typeof ROLE];
export type StaffRole = 'operator' | 'admin';

/** Money is integer cents everywhere; the UI shows `$12.50`. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
