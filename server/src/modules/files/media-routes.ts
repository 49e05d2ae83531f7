import type { FastifyPluginAsync } from 'fastify';
import { isValidKey } from '../../providers/storage';

/** Only images are ever stored; anything else is served as a download, never rendered. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * GET /media/<key>: artwork, thumbnails, mockup previews and print files from the storage port.
 * Keys are unguessable (128 random bits for artwork, a content hash for renders), so a URL is a
 * capability: it can be pasted into a store or handed to the fulfilment partner, and it never
 * lists or leads to other files. Keys never change content, so responses are cached for a year.
 */
export const mediaModule: FastifyPluginAsync = async (app) => {
  app.get('/media/*', { schema: { hide: true } }, async (req, reply) => {
    // Fastify has already decoded the path; decoding again would throw on a literal '%'.
    const key = (req.params as { '*': string })['*'] ?? '';
    const notFound = () =>
      reply
        .status(404)
        .header('Cache-Control', 'no-store')
        .send({ error: { code: 'not_found', message: 'Not found' } });
    if (!isValidKey(key)) return notFound();
    const obj = await app.ctx.storage.get(key);
    if (!obj) return notFound();
    const inline = INLINE.has(obj.contentType);
    return reply
      .header('Content-Type', inline ? obj.contentType : 'application/octet-stream')
      .header('Content-Length', obj.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'")
      .header(
        'Content-Disposition',
        `${inline ? 'inline' : 'attachment'}; filename="${key.split('/').pop()}"`,
      )
      .send(obj.body);
  });
};
