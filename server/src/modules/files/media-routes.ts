import type { FastifyPluginAsync } from 'fastify';
import { isPublicKey } from '../../providers/storage';

/** Only images are ever stored; anything else is served as a download, never rendered. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * GET /media/<key>: the public files of the storage port (artwork and its thumbnails, renders and
 * listing photos, template and order-line previews). Their keys are unguessable (128 random bits
 * for artwork, a content hash for renders), so a URL is a capability: it can be pasted into a store
 * and it never lists or leads to other files. Keys never change content, so responses are cached
 * for a year. Only keys in a public folder (PUBLIC_FOLDERS in the storage port) are served: any
 * other key, a company's private file included, is answered exactly as a key that does not exist.
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
    if (!isPublicKey(key)) return notFound();
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
