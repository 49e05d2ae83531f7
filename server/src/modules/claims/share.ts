/** An order as its money splits: what it cost in all and what its goods were. */
export interface OrderMoney {
  /** cents paid in all (items, shipping, fee and tax, less the discount) */
  total: number;
  itemsPrice: number;
  discount: number;
}

/** A line of the order: its units, unit price and the tax charged on the whole line, in cents. */
export interface LineMoney {
  id: number;
  quantity: number;
  unitPrice: number;
  tax: number;
}

/** Some units of one line. */
export interface Units {
  lineId: number;
  quantity: number;
}

/**
 * What some units were paid, unrounded: their part of the line's price, less their part of the
 * order's discount (a percent of the items), plus their part of the line's tax.
 */
function worth(order: OrderMoney, lines: Map<number, LineMoney>, units: Units[]): number {
  let sum = 0;
  for (const u of units) {
    const line = lines.get(u.lineId);
    if (!line || line.quantity <= 0) continue;
    const price = line.unitPrice * u.quantity;
    const discount = order.itemsPrice > 0 ? (order.discount * price) / order.itemsPrice : 0;
    sum += price - discount + (line.tax * u.quantity) / line.quantity;
  }
  return sum;
}

/**
 * The share of the order some claimed units are worth, in cents (what a refund or credit for them
 * gives). A claim about every unit of the order gets the whole total, shipping and fee included,
 * spread over its groups by what each is worth; otherwise the units get what they were paid
 * (price less discount, plus tax), never more than the order's total.
 */
export function shareOf(order: OrderMoney, lines: LineMoney[], claimed: Units[], group: Units[]): number {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const everything = lines.every((l) => claimed.find((c) => c.lineId === l.id)?.quantity === l.quantity);
  if (everything) {
    const all = worth(order, byId, claimed);
    if (all <= 0) return 0;
    return Math.round((order.total * worth(order, byId, group)) / all);
  }
  return Math.min(order.total, Math.round(worth(order, byId, group)));
}
