import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import { SANDBOX_SHOPIFY_SECRET } from '../../providers/stores';
import { verifyShopifyWebhook } from '../../providers/stores/shopify/webhook';
import type { StoresDeps } from './deps';
import { storeConnections, storeOrders } from './tables';

/** What a redacted copy of a store order's address reads. */
const REDACTED = {
  name: 'Redacted',
  company: null,
  address1: '',
  address2: null,
  city: '',
  province: '',
  zip: '',
  country: '',
  phone: null,
};

/**
 * Shopify's privacy webhooks, which every public app must answer at one app-wide address:
 * `customers/data_request` (acknowledged: the store's own orders are all PressRun keeps of its
 * customers, and the shop owner reads them in PressRun), `customers/redact` (the named orders'
 * copies kept as received are stripped of the customer's address) and `shop/redact` (48 hours after
 * uninstalling: every copy of that shop's orders is). Orders already placed keep their shipping
 * address: production, invoices and claims need it.
 */
export const shopifyComplianceRoutes: FastifyPluginAsyncZod<{ deps: StoresDeps }> = async (app, { deps }) => {
  const secret = deps.config.stores.shopify?.clientSecret ?? SANDBOX_SHOPIFY_SECRET;
  app.post(
    '/shopify/compliance',
    {
      schema: { tags: ['stores'], response: { 200: z.object({ received: z.boolean() }), 401: errorSchema } },
      config: { auth: 'webhook' },
    },
    async (req) => {
      const request = {
        headers: req.headers as Record<string, string | undefined>,
        rawBody: req.rawBody as Buffer,
      };
      if (!verifyShopifyWebhook(request, secret))
        throw new AppError(401, 'bad_signature', 'The webhook signature does not match.');
      const topic = req.headers['x-shopify-topic'];
      const body = JSON.parse(request.rawBody.toString('utf8')) as {
        shop_domain?: string;
        orders_to_redact?: Array<number | string>;
      };
      const shop = String(body.shop_domain ?? '').toLowerCase();
      const stores = deps.db
        .select({ id: storeConnections.id })
        .from(storeConnections)
        .where(and(eq(storeConnections.platform, 'shopify'), eq(storeConnections.shop, shop)));
      const redact = sql`jsonb_set(${storeOrders.order}, '{shipTo}', ${JSON.stringify(REDACTED)}::jsonb)`;
      if (topic === 'customers/redact' && body.orders_to_redact?.length)
        await deps.db
          .update(storeOrders)
          .set({ order: redact })
          .where(
            and(
              inArray(storeOrders.storeId, stores),
              inArray(storeOrders.externalId, body.orders_to_redact.map(String)),
            ),
          );
      if (topic === 'shop/redact')
        await deps.db.update(storeOrders).set({ order: redact }).where(inArray(storeOrders.storeId, stores));
      return { received: true };
    },
  );
};
