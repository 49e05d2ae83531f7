import { MSG } from '@pressrun/domain';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema } from '../../lib/schemas';
import { type CatalogDeps, findProduct, snapshot } from '../catalog/service';
import { config, security, tags } from './common';
import { productAnswer } from './schemas';
import { apiProduct } from './views';

/** /products: the catalogue's products a key may order, hidden ones left out. */
export function productRoutes(app: RouteApp, catalog: CatalogDeps) {
  app.get(
    '/products',
    {
      schema: {
        tags,
        security,
        description: 'The catalogue’s products that can be ordered, prices in cents.',
        response: { 200: z.object({ products: z.array(productAnswer) }), 401: errorSchema, 429: errorSchema },
      },
      config,
    },
    async () => {
      const s = await snapshot(catalog);
      const shown = s.variants.filter((v) => !v.hidden);
      const products = await Promise.all(shown.map((v) => findProduct(catalog, v.sku)));
      return { products: products.flatMap((p) => (p && !p.hidden ? [apiProduct(p)] : [])) };
    },
  );

  app.get(
    '/products/:sku',
    {
      schema: {
        tags,
        security,
        description: 'One product by its sku.',
        params: z.object({ sku: z.string().max(64) }),
        response: {
          200: z.object({ product: productAnswer }),
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
      config,
    },
    async (req) => {
      const p = await findProduct(catalog, req.params.sku);
      if (!p || p.hidden) throw notFound(MSG.productNotFound);
      return { product: apiProduct(p) };
    },
  );
}
