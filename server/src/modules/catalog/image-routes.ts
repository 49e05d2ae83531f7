import { CATALOG_IMAGE_WIDTHS } from '@pressrun/domain';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { RouteApp } from '../../lib/route-app';
import { sendImage } from './http-cache';
import { type CatalogDeps, catalogImage } from './service';

const imageFile = /^([a-f0-9]{24})(?:-([1-9]\d{2,3}))?\.(png|webp)$/;

/** /images/:file: a drawn product image, the original PNG or a smaller WebP copy. */
export function imageRoutes(app: RouteApp, catalog: CatalogDeps) {
  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A drawn product image: {id}.png (1000 px) or {id}-{200|400|600|800|1000}.webp',
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
          (format === 'webp' &&
            width !== null &&
            (CATALOG_IMAGE_WIDTHS as readonly number[]).includes(width)));
      if (!valid) throw notFound('No such image.');
      const bytes = await catalogImage(catalog, m[1]!, width);
      if (!bytes) throw notFound('No such image.');
      return sendImage(
        req,
        reply,
        bytes,
        format === 'png' ? 'image/png' : 'image/webp',
        `"${m[1]}-${width ?? 'o'}"`,
      );
    },
  );
}
