import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type PublicPages, sendPublicPage, type Viewer } from './ssr';

/** Vite names every file under assets/ by a hash of its content: a new build means a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app. A public page (home, catalogue, product, …) is sent rendered on the
 * server (server/src/ssr); any other non-API path gets index.html so the client router can answer
 * (a dashboard address with the frame drawn in outline and its code preloaded: server/src/ssr).
 * The build writes a .br and a .gz copy beside each text file (web/scripts/precompress.mjs), and
 * `preCompressed` hands out the copy the browser accepts (br first), so no file of the app is
 * compressed per request.
 */
export function serveWebApp(
  app: FastifyInstance,
  root: string,
  pages: PublicPages,
  viewerOf: (req: FastifyRequest) => Promise<Viewer | null> = async () => null,
) {
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    // '/' is the home page, rendered like the other public pages (below), not index.html as it is.
    index: false,
    preCompressed: true,
    // The copies are found beside their file; they get no URL of their own.
    globIgnore: ['**/*.br', '**/*.gz', '**/.vite/**'],
    // send's own Cache-Control (`public, max-age=0`) would override the one set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html always revalidates.
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
      );
      // The same URL answers br, gzip or plain bytes by Accept-Encoding: caches must keep them apart
      // (@fastify/static does not say so itself).
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    // Unknown API paths get the API's JSON 404, never the web page.
    if (req.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route GET ${req.url.split('?')[0]}` } });
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.url.split('?')[0]!);
    } catch {
      urlPath = '/';
    }
    const file = path.join(root, path.normalize(urlPath));
    // The build's own notes (.vite/manifest.json, read by the server render) are not the site's.
    const ownNote = path
      .relative(root, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
    if (file.startsWith(root) && !ownNote && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    const page = (await pages.page(req.url)) ?? (await pages.appDocument(req.url, () => viewerOf(req)));
    if (page) return sendPublicPage(req, reply, page);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
