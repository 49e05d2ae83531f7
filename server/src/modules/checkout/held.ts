import type { OrderQuote, ShippingOption, ShipTo } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import type { companyTerms } from '../auth';
import { cartForCheckout, holdChoices } from '../cart';
import { priceCart } from './quote';

export interface HeldCheckout {
  shipTo: ShipTo | null;
  shippingOption: ShippingOption;
  promoCode: string | null;
  /** The totals for the held address, priced now (the cart may have changed since). */
  quote: OrderQuote | null;
  /** Why the held address has no totals (the carrier refused it or did not answer, an item left the catalogue). */
  problem: string | null;
}

/**
 * What order review holds for the user: the address, option and promo code kept on the open cart,
 * and their totals, so a reload (or another device) shows the review as it was left. The totals are
 * priced again rather than stored: the catalogue, the cart or the certificate may have changed.
 */
export async function heldCheckout(
  ctx: AppContext,
  session: Buyer,
  terms: Awaited<ReturnType<typeof companyTerms>>,
): Promise<HeldCheckout> {
  const found = await cartForCheckout(ctx, session);
  const shipTo = found?.cart.shipTo ?? null;
  const shippingOption = found?.cart.shippingOption === 'Expedited' ? 'Expedited' : 'Standard';
  const held = { shipTo, shippingOption, promoCode: found?.cart.promoCode ?? null } as const;
  if (!shipTo || !found?.view.items.length) return { ...held, quote: null, problem: null };
  try {
    const priced = await priceCart(ctx, session, shipTo, shippingOption, { cart: found, terms });
    return { ...held, quote: priced.quote, problem: null };
  } catch (err) {
    // The address stays held: the form shows it open again, with the reason next to it.
    if (err instanceof AppError) return { ...held, quote: null, problem: err.message };
    throw err;
  }
}

/** Edit: the address (and so its totals) is no longer held; checkout needs a new one. */
export async function clearShipTo(ctx: AppContext, session: Buyer) {
  await holdChoices(ctx, session, { shipTo: null });
}
