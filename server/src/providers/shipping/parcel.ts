import type { CustomsLine, ShippingItem } from './port';
import { tariffFor } from './products';

/**
 * Total weight of the one parcel that holds every item, in ounces. An empty order or a weight or
 * quantity that makes no sense is the caller's bug, not the customer's, so it throws a plain error.
 */
export function parcelWeightOz(items: readonly ShippingItem[]): number {
  if (items.length === 0) throw new RangeError('A shipping rate needs at least one item.');
  let total = 0;
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      throw new RangeError(`Quantity of ${item.sku} must be a whole number of at least 1.`);
    }
    if (!Number.isFinite(item.weightOz) || item.weightOz <= 0) {
      throw new RangeError(`Weight of ${item.sku} must be a positive number of ounces.`);
    }
    total += item.weightOz * item.quantity;
  }
  return total;
}

/** Each item with its tariff number: the one the request gives, else the sku table's. */
export function customsLines(items: readonly ShippingItem[]): CustomsLine[] {
  return items.map((i) => ({
    sku: i.sku,
    quantity: i.quantity,
    tariffNumber: tariffFor(i.sku, i.tariffNumber),
  }));
}

/** Box sizes in inches by parcel weight: the smallest box whose weight limit the parcel fits. */
export const BOXES: ReadonlyArray<{ upToOz: number; length: number; width: number; height: number }> = [
  { upToOz: 16, length: 8, width: 6, height: 6 },
  { upToOz: 48, length: 12, width: 10, height: 6 },
  { upToOz: 128, length: 16, width: 12, height: 10 },
  { upToOz: Number.POSITIVE_INFINITY, length: 20, width: 16, height: 14 },
];

export function boxFor(weightOz: number) {
  const box = BOXES.find((b) => weightOz <= b.upToOz)!;
  return { length: box.length, width: box.width, height: box.height };
}
