import { creditUseSchema, quoteRequestSchema } from '@pressrun/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { creditFor } from '../account-credit';
import { ordererOf } from '../auth';
import { holdChoices } from '../cart';
import { clearShipTo, heldCheckout } from './held';
import { priceCart } from './quote';
import { errors, heldSchema, okReply, quoteSchema, tags } from './route-schemas';

/** /, /ship-to and /quote: what order review holds, the address edited, and Calculate Order Total. */
export function reviewRoutes(app: RouteApp, ctx: AppContext) {
  // What order review holds for the user with its totals, so a reload or /product/shipping resumes
  // where they left off.
  app.get('/', { schema: { tags, response: { 200: heldSchema, ...errors } } }, async (req) =>
    heldCheckout(ctx, sessionOf(req), ordererOf(req).terms),
  );

  // Edit: the held address and its totals go; the payment step refuses until a new one is quoted.
  app.delete('/ship-to', { schema: { tags, response: { 200: okReply, ...errors } } }, async (req) => {
    await clearShipTo(ctx, sessionOf(req));
    return { ok: true };
  });

  app.post(
    '/quote',
    {
      schema: {
        tags,
        body: quoteRequestSchema,
        response: {
          200: z.object({ quote: quoteSchema, credit: creditUseSchema }),
          503: errorSchema,
          ...errors,
        },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const { shipTo, shippingOption } = req.body;
      const priced = await priceCart(ctx, session, shipTo, shippingOption, { terms: ordererOf(req).terms });
      await holdChoices(ctx, session, { shipTo, shippingOption });
      // The account credit the order would spend now, and what is left to pay.
      return { quote: priced.quote, credit: await creditFor(ctx.db, session.companyId, priced.quote.total) };
    },
  );
}
