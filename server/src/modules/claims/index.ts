import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerClaimRoutes } from './routes';
import { staffClaimRoutes } from './staff-routes';

/** Claims: customers file them under /api/claims; staff settle them under /api/admin/claims. */
export const claimsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerClaimRoutes, { prefix: '/api/claims' });
  await app.register(staffClaimRoutes, { prefix: '/api/admin/claims' });
};
