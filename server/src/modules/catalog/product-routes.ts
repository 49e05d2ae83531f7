import { catalogListQuerySchema, MSG, skuParamSchema } from '@pressrun/domain';
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema } from '../../lib/schemas';
import { type CachedJson, sendCachedJson } from './http-cache';
import { type CatalogDeps, familyAnswer, featuredAnswer, listAnswer, productAnswer } from './service';

// Answers are serialised once per catalogue version (see service.ts); these describe them for /api/docs.
const tile = z.object({
  sku: z.string(),
  product: z.string(),
  variantName: z.string(),
  colorName: z.string(),
  collections: z.array(z.string()),
  metrics: z.string(),
  url: z.string(),
  imageUrl: z.string(),
  price: z.number().int().describe('Starting at, in cents'),
  colors: z.array(z.string()),
});
const option = z.object({
  sku: z.string(),
  variantName: z.string(),
  variantUrl: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  colorUrl: z.string(),
  price: z.number().int(),
  url: z.string(),
  imageUrl: z.string(),
});
const product = z
  .object({
    sku: z.string(),
    product: z.string(),
    variantName: z.string(),
    colorName: z.string(),
    price: z.number().int(),
    printArea: z.object({ widthPx: z.number(), heightPx: z.number(), dpi: z.number(), bleedPx: z.number() }),
    mockupShape: z.enum(['mug', 'tumbler', 'bottle', 'flat']),
    images: z.object({ blank: z.string(), render0: z.string(), render90: z.string(), render270: z.string() }),
  })
  .loose();

/**
 * The zod validator, remembering its answer per distinct input: the catalogue is asked the same few
 * queries over and over, and validating each one again was the list route's largest cost.
 * Only successes are kept (and never changed by the handlers); bad input is validated every time.
 */
// biome-ignore lint/suspicious/noExplicitAny: the compiler is handed each route's own zod schemas
const rememberingValidator: FastifySchemaCompiler<any> = (route) => {
  const validate = validatorCompiler(route) as (data: unknown) => { value?: unknown; error?: Error };
  const seen = new Map<string, ReturnType<typeof validate>>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const known = seen.get(key);
    if (known) return known;
    const result = validate(data);
    if (!result.error) {
      if (seen.size >= 1000) seen.clear();
      seen.set(key, result);
    }
    return result;
  };
};

// Synchronous when the answer is ready (the usual case), so the hot path has no promise to wait on.
function send(
  req: FastifyRequest,
  reply: FastifyReply,
  a: CachedJson | Promise<CachedJson>,
): void | Promise<void> {
  if (a instanceof Promise)
    return a.then((c) => {
      sendCachedJson(req, reply, c);
    });
  sendCachedJson(req, reply, a);
}

/** /products and /featured: the catalogue list (filtered or searched) and the home page's picks. */
export function listingRoutes(app: RouteApp, catalog: CatalogDeps) {
  app.get(
    '/products',
    {
      validatorCompiler: rememberingValidator,
      schema: {
        tags: ['catalog'],
        summary:
          'Catalogue list: listed (_default) products, filtered by collection and metrics, or searched',
        querystring: catalogListQuerySchema,
        response: {
          200: z.object({
            products: z.array(tile),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
          400: errorSchema,
        },
      },
    },
    (req, reply) => send(req, reply, listAnswer(catalog, req.query)),
  );

  app.get(
    '/featured',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Featured products for the home page',
        response: {
          200: z.object({
            products: z.array(
              z.object({
                sku: z.string(),
                product: z.string(),
                collections: z.array(z.string()),
                url: z.string(),
                imageUrl: z.string(),
                price: z.number().int(),
              }),
            ),
          }),
        },
      },
    },
    (req, reply) => send(req, reply, featuredAnswer(catalog)),
  );
}

/** /products/:sku and /families/:slug/variants: a product page and its family's dropdown. */
export function productPageRoutes(app: RouteApp, catalog: CatalogDeps) {
  app.get(
    '/products/:sku',
    {
      validatorCompiler: rememberingValidator,
      schema: {
        tags: ['catalog'],
        summary: 'One product by sku (old skus are remapped), with its family’s variants',
        params: skuParamSchema,
        response: { 200: z.object({ product, variants: z.array(option) }), 404: errorSchema },
      },
    },
    (req, reply) => send(req, reply, productAnswer(catalog, req.params.sku)),
  );

  app.get(
    '/families/:slug/variants',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The variants of a product family (the dropdown: hidden skus left out)',
        params: z.object({ slug: z.string().trim().min(1).max(100, MSG.productNotFound) }),
        response: {
          200: z.object({
            family: z.object({ slug: z.string(), name: z.string(), startingAt: z.number() }),
            variants: z.array(option),
          }),
          404: errorSchema,
        },
      },
    },
    (req, reply) => send(req, reply, familyAnswer(catalog, req.params.slug)),
  );
}
