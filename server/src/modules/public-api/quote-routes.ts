import type { AppContext } from '../../context';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema } from '../../lib/schemas';
import { quoteItems } from '../checkout';
import { artworkFileIds } from './artwork';
import { clientOf, config, errors, security, tags } from './common';
import { ORDER_EXAMPLE } from './examples';
import { quoteAnswer, quoteBody } from './schemas';
import { itemsOrderOf, totalsOf } from './views';

/** /quotes: what an order would cost, without placing it. */
export function quoteRoutes(app: RouteApp, ctx: AppContext) {
  app.post(
    '/quotes',
    {
      schema: {
        tags,
        security,
        description:
          'What an order would cost: the same totals the order review shows (cents), with the carrier and method.',
        body: quoteBody.describe(JSON.stringify({ ...ORDER_EXAMPLE, po: undefined, payment: undefined })),
        response: { 200: quoteAnswer, ...errors, 503: errorSchema },
      },
      config,
    },
    async (req) => {
      const { companyId } = clientOf(req);
      const input = itemsOrderOf(req.body, await artworkFileIds(ctx, companyId, req.body));
      const quote = await quoteItems(ctx, companyId, input);
      return { totals: totalsOf(quote), carrier: quote.carrier, method: quote.method };
    },
  );
}
