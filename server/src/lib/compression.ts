import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The text answers worth compressing: HTML, JSON (problem+json too), JavaScript, CSS and SVG.
 * @fastify/compress also compresses any type mime-db calls compressible (CSV, plain text);
 * downloads that are already packed (PDF, ZIP, XLSX, images, the backup's gzip) never are.
 */
const TEXT_TYPES =
  /^(?:text\/(?:html|css|javascript)|application\/(?:[\w.-]+\+)?json|application\/javascript|image\/svg\+xml)(?:;|$)/;

/**
 * Brotli or gzip for dynamic answers (the API's JSON, server-made HTML). Answers that already carry
 * a Content-Encoding pass untouched: the web app's files (compressed at build) and the catalogue's
 * cached answers (compressed once per answer). Bodies under 1 KB are not worth the bytes of a
 * frame. Registered before the routes: the plugin hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    // deflate buys nothing over gzip; identity is what a client that takes neither gets.
    encodings: ['br', 'gzip'],
    customTypes: TEXT_TYPES,
    // Only answers are compressed; request bodies are taken as they come.
    globalDecompression: false,
  });
}

/** The encoding to answer in, br before gzip, honouring `;q=0` ("not this one"). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  if (typeof acceptEncoding !== 'string') return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
