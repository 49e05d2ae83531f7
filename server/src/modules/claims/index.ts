import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerClaimRoutes } from './routes';
import { staffClaimRoutes } from './staff-routes';

/** The order page's claim (plugged into the orders module by app.ts: claims → orders). */
export { claimOfOrder } from './order-claim-read';

/** Claims: customers file them under /api/claims; staff settle them under /api/admin/claims. */
export const claimsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerClaimRoutes, { prefix: '/api/claims' });
  await app.register(staffClaimRoutes, { prefix: '/api/admin/claims' });
};
