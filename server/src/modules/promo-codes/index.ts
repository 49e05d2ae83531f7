import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { promoCodeRoutes } from './routes';

/** A code the customer typed, as the checkout's quote reads it before applying it. */
export { type PromoCodeRow, promoCodeNamed } from './code-lookup';
/** Placing an order spends a use of its code, in the order's transaction. */
export { recordRedemption as recordPromoRedemption, takePromoUse } from './repo';

/** The staff promo-code capability: its routes under /api/admin/promo-codes. */
export const promoCodesModule: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps },
) => {
  await app.register(promoCodeRoutes, { deps });
};
