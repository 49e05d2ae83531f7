import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The app as a route file sees it (Zod schemas typing each handler's request), so a module's
 * routes can be written as one small function per resource that the module's plugin calls.
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
