import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SandboxPayOptions, sandboxPayRoutes } from './routes';

export type { SandboxPayDeps, SandboxPayOptions } from './routes';

/**
 * The built-in gateways' own pages (card checkout, PayPal approval) under /api/sandbox, so a
 * fresh machine can pay end to end with no outside service.
 */
export const sandboxPayModule: FastifyPluginAsyncZod<SandboxPayOptions> = async (app, opts) => {
  await app.register(sandboxPayRoutes, { deliverWebhooks: opts.deliverWebhooks, deps: opts.deps });
};
