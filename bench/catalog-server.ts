// Child process of bench/catalog.ts: the real app (PGlite in memory, demo catalogue) and a bare
// Fastify server answering the very same bytes — the same body and the same headers (security
// headers, ETag, Cache-Control), so the client does the same work for both and the ratio
// measures the server alone. Each on its own port; prints the ports as JSON.
import Fastify from 'fastify';
import { bootBenchApp } from './boot';
import { portOf } from './harness';

const { app, listen } = await bootBenchApp({ databaseUrl: null });
const appPort = await listen({ seed: true });

const cookie = { cookie: 'csrf=Zq3o9v1XbC2mN8kLp0sT4wYe' };
const list = await app.inject({ url: '/api/catalog/products', headers: cookie });
const product = await app.inject({ url: '/api/catalog/products/21101', headers: cookie });
/** The app's answer headers, less the ones Node writes itself. */
const headersOf = (res: typeof list) =>
  Object.fromEntries(
    Object.entries(res.headers).filter(
      ([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k),
    ),
  );
const listHeaders = headersOf(list);
const productHeaders = headersOf(product);
const bare = Fastify({ logger: false });
bare.get('/list', (_req, reply) => reply.headers(listHeaders).send(list.body));
bare.get('/product', (_req, reply) => reply.headers(productHeaders).send(product.body));
await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(
  JSON.stringify({
    appPort,
    barePort: portOf(bare),
    listBytes: list.body.length,
    productBytes: product.body.length,
  }),
);
