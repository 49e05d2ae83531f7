import type { FastifyInstance } from 'fastify';

/**
 * Security headers as constants set in one hook. @fastify/helmet rebuilds its middleware (parsing
 * the CSP) on every request, which halved the throughput of the public catalogue; these are the
 * same headers helmet sets by default.
 */
const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Pages (the web app, API docs, dev mailbox): own scripts only, plus the inline scripts named by
 * their hash in `scripts` (the public pages' loader); Mantine needs inline styles.
 */
const pageCsp = (scripts: string[]) =>
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; " +
  `script-src ${["'self'", ...scripts].join(' ')}; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'`;
/** JSON answers and images are never pages: the strictest policy. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function registerSecurityHeaders(app: FastifyInstance, https: boolean, inlineScripts: string[] = []) {
  const hsts = https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
  const page = { ...COMMON, ...hsts, 'content-security-policy': pageCsp(inlineScripts) };
  const api = { ...COMMON, ...hsts, 'content-security-policy': API_CSP };
  app.addHook('onRequest', (req, reply, done) => {
    const isApi = req.url.startsWith('/api/') && !req.url.startsWith('/api/docs');
    reply.headers(isApi || req.url.startsWith('/media/') ? api : page);
    done();
  });
}
