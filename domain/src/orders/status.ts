/**
 * An order's production status, one state machine: Created → ReadyToProduce → InProduction →
 * OrderShipped, and Disabled (shown as 'Cancelled') from any of the first three. An order never
 * moves backwards and nothing leaves OrderShipped or Disabled.
 */
export const ORDER_STATUSES = [
  'Created',
  'ReadyToProduce',
  'InProduction',
  'OrderShipped',
  'Disabled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  Created: ['ReadyToProduce', 'Disabled'],
  ReadyToProduce: ['InProduction', 'Disabled'],
  InProduction: ['OrderShipped', 'Disabled'],
  OrderShipped: [],
  Disabled: [],
};

export const isOrderStatus = (s: string): s is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(s);

/** Whether `from` may move to `to` (a repeated move to the same status is not a move). */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses an order may move to next. */
export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];

/** Cancel is offered in Created, ReadyToProduce and InProduction only. */
export const canCancel = (s: OrderStatus) => canMove(s, 'Disabled');

/** The orders list's default order: Created first, Disabled last (1..5). */
export const statusRank = (s: OrderStatus) => ORDER_STATUSES.indexOf(s) + 1;

/** How a status reads on screen. */
export const STATUS_LABEL: Record<OrderStatus, string> = {
  Created: 'Created',
  ReadyToProduce: 'Ready To Produce',
  InProduction: 'In Production',
  OrderShipped: 'Order Shipped',
  Disabled: 'Cancelled',
};

/** The orders list's filter: its labels, in the order shown, and the status each selects. */
export const ORDER_FILTERS = [
  { label: 'All', status: null },
  { label: 'Created', status: 'Created' },
  { label: 'Disabled', status: 'Disabled' },
  { label: 'In Production', status: 'InProduction' },
  { label: 'Ready To Produce', status: 'ReadyToProduce' },
  { label: 'Order Shipped', status: 'OrderShipped' },
] as const satisfies ReadonlyArray<{ label: string; status: OrderStatus | null }>;

/**
 * The orders list's sort choices, in the order offered. 'status' is the default (Created first,
 * Cancelled last, newest first within one); ties in total go newest first (high) or oldest first (low).
 */
export const ORDER_SORTS = ['status', 'newest', 'oldest', 'total-desc', 'total-asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const DEFAULT_ORDER_SORT: OrderSort = 'status';
export const ORDER_SORT_LABELS: Record<OrderSort, string> = {
  status: 'Status',
  newest: 'Newest first',
  oldest: 'Oldest first',
  'total-desc': 'Total: high to low',
  'total-asc': 'Total: low to high',
};
export const isOrderSort = (s: string): s is OrderSort => (ORDER_SORTS as readonly string[]).includes(s);

/** Orders per page of the list, and per Load more. */
export const ORDERS_PAGE_SIZE = 10;
/** The longest search text (order id or PO). */
export const ORDER_SEARCH_MAX = 256;
