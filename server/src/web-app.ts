import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built React app; any non-API path gets index.html so the client router can answer. */
export function serveWebApp(app: FastifyInstance, root: string) {
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html always revalidates.
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
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
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
