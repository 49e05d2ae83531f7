import crypto from 'node:crypto';
import {
  isStorePlatform,
  STORE_PLATFORM_LABEL,
  type StorePlatform,
  shopifyShopSchema,
  wooSiteSchema,
} from '@pressrun/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, conflict, notFound } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { type StoreOrder, sandboxWebhook } from '../../providers/stores';
import { loadOrderer } from '../auth';
import type { StoresDeps } from './deps';
import { sandboxOrderOf, sandboxProduct, variantIdOf } from './sandbox-backend';
import { sandboxStoreOrders, sandboxStoreProducts, sandboxStores } from './tables';

const tags = ['sandbox'];
const session = { auth: 'session' as const };
const platformParams = z.object({ platform: z.string() });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The first order number a sandbox shop gives, as each platform numbers them. */
const FIRST_NUMBER: Record<StorePlatform, number> = { shopify: 1001, woocommerce: 100, etsy: 3100000001 };
const shopDomain = (platform: StorePlatform, name: string) => {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'sandbox';
  if (platform === 'shopify') return `${slug}.myshopify.com`;
  if (platform === 'woocommerce') return `https://${slug}.sandbox-woo.example`;
  return `${slug}-etsy`;
};

/** The address typed in PressRun, as the connect form checked it; null when it is not one. */
function typedShop(platform: StorePlatform, shop: string): string | null {
  const schema =
    platform === 'shopify' ? shopifyShopSchema : platform === 'woocommerce' ? wooSiteSchema : null;
  const parsed = schema?.safeParse(shop);
  return parsed?.success ? parsed.data : null;
}

/**
 * The sandbox stores' pages (/sandbox/stores/…): the approval page a user is sent to when
 * connecting a platform that has no credentials configured, and each sandbox shop's own page with
 * its products and orders and 'Place test order', which sends the order to PressRun the way the
 * platform would (a signed webhook for Shopify and WooCommerce; Etsy waits for the poll). Only the
 * platforms on their sandbox answer here.
 */
export const sandboxStoreRoutes: FastifyPluginAsyncZod<{ deps: StoresDeps }> = async (app, { deps }) => {
  const sandboxPlatform = (p: string): StorePlatform => {
    if (!isStorePlatform(p) || deps.adapters[p].mode !== 'sandbox') throw notFound();
    return p;
  };

  app.get(
    '/:platform/authorize',
    {
      schema: {
        tags,
        params: platformParams,
        querystring: z.object({ shop: z.string().max(256).optional() }),
      },
      config: session,
    },
    async (req) => {
      const platform = sandboxPlatform(req.params.platform);
      const user = await loadOrderer(deps.db, sessionOf(req).userId);
      const suggestion =
        req.query.shop?.replace(/\.myshopify\.com$/, '').replace(/^https?:\/\//, '') ||
        `${user?.email.split('@')[0] ?? 'my'} shop`;
      return { platform, platformName: STORE_PLATFORM_LABEL[platform], shopSuggestion: suggestion };
    },
  );

  /** Approve: the sandbox shop (made on first approval, the same one after) hands the callback a one-time code. */
  app.post(
    '/:platform/approve',
    {
      schema: {
        tags,
        params: platformParams,
        body: z.object({
          state: z.string().min(1).max(200),
          redirectUri: z.string().url(),
          name: z.string().trim().min(1, 'Enter a shop name.').max(80),
          /** The address the user typed in PressRun (Shopify, WooCommerce): the shop's identity, so connecting it again finds it. */
          shop: z.string().trim().max(256).optional(),
        }),
        response: {
          200: z.object({ redirect: z.string() }),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
      config: session,
    },
    async (req) => {
      const platform = sandboxPlatform(req.params.platform);
      const { companyId } = sessionOf(req);
      // The callback must be this app's own: the sandbox hands codes to nobody else.
      if (!req.body.redirectUri.startsWith(`${deps.config.publicUrl}/api/stores/callback/`))
        throw new AppError(400, 'bad_redirect', 'That is not PressRun’s callback address.');
      const typed = req.body.shop ? typedShop(platform, req.body.shop) : null;
      const shop = typed ?? shopDomain(platform, req.body.name);
      const code = crypto.randomBytes(24).toString('base64url');
      const [existing] = await deps.db.select().from(sandboxStores).where(eq(sandboxStores.shop, shop));
      if (existing && existing.companyId !== companyId)
        throw conflict('That sandbox shop name is taken. Choose another.', {
          name: 'That sandbox shop name is taken. Choose another.',
        });
      if (existing)
        await deps.db
          .update(sandboxStores)
          .set({ code, name: req.body.name })
          .where(eq(sandboxStores.id, existing.id));
      else {
        const [made] = await deps.db
          .insert(sandboxStores)
          .values({ companyId, platform, shop, name: req.body.name, code })
          .returning();
        // A product of the shop's own, not PressRun's: an order with it shows what an unlinked item does.
        await deps.db.insert(sandboxStoreProducts).values({
          sandboxStoreId: made!.id,
          product: {
            title: 'Gift card',
            description: '',
            price: 2500,
            sku: 'GIFT-25',
            variantTitle: 'Default',
            images: [],
            productType: 'Gift card',
          },
        });
      }
      const to = new URL(req.body.redirectUri);
      to.searchParams.set('code', code);
      to.searchParams.set('state', req.body.state);
      if (platform === 'shopify') to.searchParams.set('shop', shop);
      return { redirect: to.toString() };
    },
  );

  app.get('/shop/:id', { schema: { tags, params: idParams }, config: session }, async (req) => {
    const store = await ownShop(deps, sessionOf(req).companyId, req.params.id);
    const [products, orders] = await Promise.all([
      deps.db.select().from(sandboxStoreProducts).where(eq(sandboxStoreProducts.sandboxStoreId, store.id)),
      deps.db
        .select()
        .from(sandboxStoreOrders)
        .where(eq(sandboxStoreOrders.sandboxStoreId, store.id))
        .orderBy(desc(sandboxStoreOrders.id))
        .limit(50),
    ]);
    return {
      id: store.id,
      platform: store.platform,
      platformName: STORE_PLATFORM_LABEL[store.platform as StorePlatform],
      name: store.name,
      shop: store.shop,
      connected: Boolean(store.tokenHash),
      products: products.map((p) => ({
        ...sandboxProduct(p),
        price: p.product.price,
        sku: p.product.sku || null,
        imageUrl: p.product.images[0] ?? null,
      })),
      orders: orders.map((o) => ({
        id: o.id,
        number: o.order.number,
        createdAt: o.createdAt.toISOString(),
        customer: o.order.shipTo.name,
        lines: o.order.lines.map((l) => ({ title: l.title, quantity: l.quantity })),
        status: o.status,
        fulfilment: o.fulfilment
          ? {
              carrier: o.fulfilment.carrier,
              trackingNumber: o.fulfilment.trackingNumber,
              trackingUrl: o.fulfilment.trackingUrl,
            }
          : null,
        delivered: o.delivered,
      })),
    };
  });

  const addressSchema = z.object({
    name: z.string().trim().min(1, 'Enter the customer’s name.').max(120),
    address1: z.string().trim().min(1, 'Enter a street address.').max(200),
    address2: z.string().trim().max(200).optional(),
    city: z.string().trim().min(1, 'Enter a city.').max(100),
    province: z.string().trim().max(50),
    zip: z.string().trim().max(20),
    country: z.string().trim().length(2, 'Use a two-letter country code, like US.'),
  });

  /** 'Place test order': the shop records the order and sends it to PressRun as its platform does. */
  app.post(
    '/shop/:id/orders',
    {
      schema: {
        tags,
        params: idParams,
        body: z.object({
          lines: z
            .array(z.object({ productId: z.string(), quantity: z.number().int().min(1).max(100) }))
            .min(1, 'Choose at least one product.')
            .max(20),
          shipTo: addressSchema.optional(),
        }),
        response: {
          200: z.object({ id: z.number(), number: z.string(), delivered: z.string() }),
          400: errorSchema,
          404: errorSchema,
        },
      },
      config: session,
    },
    async (req) => {
      const store = await ownShop(deps, sessionOf(req).companyId, req.params.id);
      const platform = store.platform as StorePlatform;
      const products = await deps.db
        .select()
        .from(sandboxStoreProducts)
        .where(eq(sandboxStoreProducts.sandboxStoreId, store.id));
      const lines = req.body.lines.map((l, i) => {
        const p = products.find((x) => String(x.id) === l.productId);
        if (!p)
          throw new AppError(400, 'validation', 'That product is not in this shop.', {
            [`lines.${i}`]: 'That product is not in this shop.',
          });
        return {
          id: '',
          productId: String(p.id),
          variantId: variantIdOf(p.id),
          sku: p.product.sku || null,
          title: p.product.title,
          quantity: l.quantity,
        };
      });
      const a = req.body.shipTo ?? {
        name: 'Ada Lovelace',
        address1: '1 Market St',
        city: 'San Francisco',
        province: 'CA',
        zip: '94105',
        country: 'US',
      };
      const webhook = platform !== 'etsy' && store.webhookUrl && store.tokenHash;
      const [row] = await deps.db
        .insert(sandboxStoreOrders)
        .values({
          sandboxStoreId: store.id,
          order: {} as StoreOrder,
          delivered: webhook ? 'sent' : platform === 'etsy' ? 'waiting_for_poll' : 'failed',
        })
        .returning();
      const count = await deps.db.$count(sandboxStoreOrders, eq(sandboxStoreOrders.sandboxStoreId, store.id));
      const order = sandboxOrderOf(
        row!.id,
        platform === 'etsy' ? String(FIRST_NUMBER.etsy + row!.id) : `#${FIRST_NUMBER[platform] + count - 1}`,
        row!.createdAt,
        {
          shipTo: {
            name: a.name,
            company: null,
            address1: a.address1,
            address2: a.address2 || null,
            city: a.city,
            province: a.province,
            zip: a.zip,
            country: a.country.toUpperCase(),
            phone: null,
          },
          lines: lines.map((l, i) => ({ ...l, id: String(row!.id * 100 + i) })),
        },
      );
      if (platform === 'etsy') order.id = String(FIRST_NUMBER.etsy + row!.id);
      await deps.db.update(sandboxStoreOrders).set({ order }).where(eq(sandboxStoreOrders.id, row!.id));
      let delivered = row!.delivered;
      if (webhook) {
        // Sent in process, exactly as the platform would over HTTP: the same route, the same signature scheme.
        const signed = sandboxWebhook(
          platform as 'shopify' | 'woocommerce',
          store.shop,
          order,
          store.webhookSecret,
        );
        const res = await app.inject({
          method: 'POST',
          url: new URL(store.webhookUrl!).pathname,
          headers: signed.headers,
          payload: signed.body,
        });
        delivered = res.statusCode < 300 ? 'sent' : 'failed';
        if (delivered !== 'sent')
          await deps.db
            .update(sandboxStoreOrders)
            .set({ delivered })
            .where(eq(sandboxStoreOrders.id, row!.id));
      }
      return { id: row!.id, number: order.number, delivered };
    },
  );

  /** The store owner takes PressRun's access away (as uninstalling the app would). */
  app.post(
    '/shop/:id/revoke',
    { schema: { tags, params: idParams, response: { 204: z.null(), 404: errorSchema } }, config: session },
    async (req, reply) => {
      const store = await ownShop(deps, sessionOf(req).companyId, req.params.id);
      await deps.db.update(sandboxStores).set({ tokenHash: null }).where(eq(sandboxStores.id, store.id));
      return reply.status(204).send(null);
    },
  );
};

async function ownShop(deps: StoresDeps, companyId: number, id: number) {
  const [store] = await deps.db
    .select()
    .from(sandboxStores)
    .where(and(eq(sandboxStores.id, id), eq(sandboxStores.companyId, companyId)));
  if (!store || deps.adapters[store.platform as StorePlatform]?.mode !== 'sandbox')
    throw notFound('That sandbox store was not found.');
  return store;
}
