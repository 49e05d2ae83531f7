import { CHECKOUT_MSG, creditUseSchema, ORDER_MSG, shipToSchema } from '@pressrun/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { creditFor } from '../account-credit';
import { ordererOf } from '../auth';
import { defaultCard } from '../billing';
import { cartForCheckout } from '../cart';
import { priceCart } from './quote';
import { errors, quoteSchema, tags } from './route-schemas';

const paymentStepSchema = z.object({
  quote: quoteSchema,
  shipTo: shipToSchema,
  shippingOption: z.enum(['Standard', 'Expedited']),
  promoCode: z.string().nullable(),
  defaultCard: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  termBalance: z.number().nullable(),
  credit: creditUseSchema,
  payments: z.object({
    cards: z.enum(['sandbox', 'stripe']),
    wallet: z.enum(['sandbox', 'paypal']),
  }),
});

/** /payment: the payment step — the order as it will be placed, and what the company can pay with. */
export function paymentStepRoutes(app: RouteApp, ctx: AppContext) {
  app.get(
    '/payment',
    { schema: { tags, response: { 200: paymentStepSchema, 503: errorSchema, ...errors } } },
    async (req) => {
      const session = sessionOf(req);
      const found = await cartForCheckout(ctx, session);
      if (!found?.view.items.length) throw new AppError(409, 'cart_empty', CHECKOUT_MSG.cartEmpty);
      const { shipTo } = found.cart;
      if (!shipTo) throw new AppError(409, 'ship_to_missing', ORDER_MSG.shipToMissing);
      const shippingOption = found.cart.shippingOption === 'Expedited' ? 'Expedited' : 'Standard';
      const card = await defaultCard(ctx.db, session.companyId);
      const { terms } = ordererOf(req);
      const priced = await priceCart(ctx, session, shipTo, shippingOption, { cart: found, terms });
      return {
        quote: priced.quote,
        shipTo,
        shippingOption,
        promoCode: priced.promoId === null ? null : found.cart.promoCode,
        defaultCard: card ? { brand: card.brand, last4: card.last4 } : null,
        termBalance: terms.termBalance,
        credit: await creditFor(ctx.db, session.companyId, priced.quote.total),
        payments: ctx.payments.names,
      } as const;
    },
  );
}
