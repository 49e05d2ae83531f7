import type { CardGateway, Payment } from './port';

/** What handing a card payment back came to. */
export type HandedBack = 'released' | 'refunded' | 'nothing_held';

const HELD = new Set(['pending', 'requires_more', 'authorized']);

/**
 * Hands back whatever a card payment still holds or took, as the gateway says it is now (read
 * just before): a hold is released; money captured is refunded, all of what is left of it, under
 * `refundKey`, so doing this twice (two workers, a crash halfway) refunds once. A capture that
 * won a race with the release is refunded instead.
 */
export async function handBackCard(
  cards: CardGateway,
  payment: Payment,
  refundKey: string,
): Promise<HandedBack> {
  let p = payment;
  if (HELD.has(p.status)) {
    try {
      await cards.cancelPayment(p.id);
      return 'released';
    } catch (err) {
      p = await cards.retrievePayment(p.id);
      if (p.status !== 'captured') throw err;
    }
  }
  if (p.status !== 'captured') return 'nothing_held';
  const left = p.capturedCents - p.refundedCents;
  if (left > 0) await cards.refundPayment(p.id, left, refundKey);
  return 'refunded';
}
