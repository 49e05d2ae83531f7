import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import { SANDBOX_SHOPIFY_SECRET } from '../../providers/stores';
import { verifyShopifyWebhook } from '../../providers/stores/shopify/webhook';
import type { StoresDeps } from './deps';
import { storeConnections, storeOrders } from './tables';

/** A signed body that is not the JSON object it should be is the sender's mistake (400), not ours. */
function readJson(raw: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new AppError(400, 'bad_body', 'The webhook body is not the JSON object it should be.');
}

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
      schema: {
        tags: ['stores'],
        response: { 200: z.object({ received: z.boolean() }), 400: errorSchema, 401: errorSchema },
      },
      config: { auth: 'webhook' },
    },
    async (req) => {
      const request = {
        headers: req.headers as Record<string, string | undefined>,
        // A body the raw-body reader did not keep (a multipart form) has no bytes to sign: refused.
        rawBody: Buffer.isBuffer(req.rawBody) ? req.rawBody : Buffer.alloc(0),
      };
      if (!verifyShopifyWebhook(request, secret))
        throw new AppError(401, 'bad_signature', 'The webhook signature does not match.');
      const topic = req.headers['x-shopify-topic'];
      const body = readJson(request.rawBody) as { shop_domain?: string; orders_to_redact?: unknown };
      const toRedact = Array.isArray(body.orders_to_redact) ? body.orders_to_redact.map(String) : [];
      const shop = String(body.shop_domain ?? '').toLowerCase();
      const stores = deps.db
        .select({ id: storeConnections.id })
        .from(storeConnections)
        .where(and(eq(storeConnections.platform, 'shopify'), eq(storeConnections.shop, shop)));
      const redact = sql`jsonb_set(${storeOrders.order}, '{shipTo}', ${JSON.stringify(REDACTED)}::jsonb)`;
      if (topic === 'customers/redact' && toRedact.length)
        await deps.db
          .update(storeOrders)
          .set({ order: redact })
          .where(and(inArray(storeOrders.storeId, stores), inArray(storeOrders.externalId, toRedact)));
      if (topic === 'shop/redact')
        await deps.db.update(storeOrders).set({ order: redact }).where(inArray(storeOrders.storeId, stores));
      return { received: true };
    },
  );
};
