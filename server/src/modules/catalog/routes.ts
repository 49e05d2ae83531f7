import {
  CATALOG_IMAGE_WIDTHS,
  catalogListQuerySchema,
  MSG,
  skuParamSchema,
} from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { sendCachedJson, sendImage } from './http-cache';
import { catalogImage, familyAnswer, featuredAnswer, listAnswer, productAnswer } from './service';

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
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

const imageFile = /^([a-f0-9]{24})(?:-(\d{3}))?\.(png|webp)$/;

/**
 * The public catalogue (spec part 1 §2–3, part 2 §2–3, §9). No session needed: a shop's catalogue
 * is public, ordering is not. Every answer carries an ETag and Cache-Control.
 */
export const catalogModule: FastifyPluginAsyncZod = async (app) => {
  // Cacheable answers must not hand out a per-visitor cookie (shared caches would pass it on).
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.getHeader('cache-control')?.toString().startsWith('public')) reply.removeHeader('set-cookie');
    return payload;
  });

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Catalogue list: listed (_default) products, filtered by collection and metrics, or searched',
        querystring: catalogListQuerySchema,
        response: {
          200: z.object({ products: z.array(tile), total: z.number(), page: z.number(), pageSize: z.number() }),
          400: errorBody,
        },
      },
    },
    async (req, reply) => sendCachedJson(req, reply, await listAnswer(app.ctx, req.query)),
  );

  app.get(
    '/products/:sku',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product by sku (old skus are remapped), with its family’s variants',
        params: skuParamSchema,
        response: { 200: z.object({ product, variants: z.array(option) }), 404: errorBody },
      },
    },
    async (req, reply) => sendCachedJson(req, reply, await productAnswer(app.ctx, req.params.sku)),
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
          404: errorBody,
        },
      },
    },
    async (req, reply) => sendCachedJson(req, reply, await familyAnswer(app.ctx, req.params.slug)),
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
    async (req, reply) => sendCachedJson(req, reply, await featuredAnswer(app.ctx)),
  );

  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A drawn product image: {id}.png (1000 px) or {id}-{200|400|600|800}.webp',
        params: z.object({ file: z.string().max(64) }),
      },
    },
    async (req, reply) => {
      const m = imageFile.exec(req.params.file);
      const width = m?.[2] ? Number(m[2]) : null;
      const format = m?.[3];
      // The original is PNG; the smaller copies are WebP — any other combination does not exist.
      const valid =
        m &&
        ((format === 'png' && width === null) ||
          (format === 'webp' && width !== null && (CATALOG_IMAGE_WIDTHS as readonly number[]).includes(width)));
      if (!valid) throw notFound('No such image.');
      const bytes = await catalogImage(app.ctx, m[1]!, width);
      if (!bytes) throw notFound('No such image.');
      return sendImage(req, reply, bytes, format === 'png' ? 'image/png' : 'image/webp', `"${m[1]}-${width ?? 'o'}"`);
    },
  );
};
