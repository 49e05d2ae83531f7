import { type PublishInput, StoreError } from './port';

/** A product of the store that already carries the SKU being published. */
export interface SkuHolder {
  title: string;
  /** whether its price is the one being published */
  samePrice: boolean;
}

/**
 * One rule for every platform, since a publish whose answer was lost (or a second click) is sent
 * again: among the store's products that carry the SKU already, the one with the same title and
 * price is the product the first publish made, and is answered as published; any other is refused,
 * naming it, rather than shadowed by a second product with the same SKU. Null: none has the SKU.
 */
export function earlierPublish<P extends SkuHolder>(input: PublishInput, sameSku: P[]): P | null {
  const retried = sameSku.find((p) => p.title === input.title && p.samePrice);
  if (retried) return retried;
  if (sameSku[0])
    throw new StoreError(
      'rejected',
      `The store already has a product with SKU ${input.sku} ("${sameSku[0].title}").`,
    );
  return null;
}
