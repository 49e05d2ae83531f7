import { PaymentError, type PaymentStatus, type WalletAuthorization } from '../../providers/payments';

/**
 * What the capture, refund and reconcile rules share about a gateway's answer: which states still
 * hold money, and the refusal they give when a payment cannot be handed back here.
 */

/** A card payment in one of these still holds the money (not captured, not released). */
export const HELD: PaymentStatus[] = ['pending', 'requires_more', 'authorized'];

/** A wallet authorization that still holds the money. */
export const isHeld = (a: WalletAuthorization) => a.status === 'created' || a.status === 'pending';

/** A 4xx-class payment error whose message the buyer or staff member reads. */
export const refused = (message: string) => new PaymentError('invalid_request', { message, detail: message });
