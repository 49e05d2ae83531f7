import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../../lib/compression';

/**
 * A JSON answer serialised once, with its ETag, and for larger bodies a Brotli and a gzip copy,
 * each made the first time a browser asks for it and kept with the answer: a cached answer is
 * compressed once, not per request (and a copy no browser asks for is never made).
 */
export interface CachedJson {
  body: string;
  etag: string;
  status: number;
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller bodies are not worth a compressed copy (the same threshold as the app's other answers). */
const COMPRESS_FROM = 1024;

export function cacheJson(value: unknown, status = 200): CachedJson {
  const body = JSON.stringify(value);
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, status };
}

function compressed(c: CachedJson, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    // Quality 6: close to gzip's CPU for these sizes and still well smaller than gzip's output.
    c.br ??= zlib.brotliCompressSync(c.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(c.body),
      },
    });
    return c.br;
  }
  c.gzip ??= zlib.gzipSync(c.body, { level: 6 });
  return c.gzip;
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
  const encoding = c.body.length >= COMPRESS_FROM ? preferredEncoding(req.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', encoding).send(compressed(c, encoding));
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
