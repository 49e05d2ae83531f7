import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialised once, with its ETag (and a gzip copy for larger bodies). */
export interface CachedJson {
  body: string;
  etag: string;
  gzip: Buffer | null;
  status: number;
}

export function cacheJson(value: unknown, status = 200): CachedJson {
  const body = JSON.stringify(value);
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  const gzip = body.length > 1024 ? zlib.gzipSync(body, { level: 6 }) : null;
  return { body, etag, gzip, status };
}

/**
 * The catalogue is public and the same for everyone, so answers may sit in browser and shared
 * caches for a minute and then be revalidated with the ETag (a 304 costs almost nothing).
 */
export const JSON_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** Image URLs carry a hash of what they show, so they never change: cache for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const matches = (header: string | undefined, etag: string) =>
  !!header && (header === etag || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

export function sendCachedJson(req: FastifyRequest, reply: FastifyReply, c: CachedJson) {
  reply.header('etag', c.etag).header('cache-control', JSON_CACHE_CONTROL).header('vary', 'accept-encoding');
  if (c.status === 200 && matches(req.headers['if-none-match'], c.etag)) return reply.code(304).send();
  reply.code(c.status).type('application/json; charset=utf-8');
  const accept = req.headers['accept-encoding'];
  if (c.gzip && typeof accept === 'string' && accept.includes('gzip'))
    return reply.header('content-encoding', 'gzip').send(c.gzip);
  return reply.send(c.body);
}

export function sendImage(
  req: FastifyRequest,
  reply: FastifyReply,
  bytes: Buffer,
  type: string,
  etag: string,
) {
  reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
  if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(bytes);
}
