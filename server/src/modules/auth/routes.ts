import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const authModule: FastifyPluginAsyncZod = async (_app) => {};
