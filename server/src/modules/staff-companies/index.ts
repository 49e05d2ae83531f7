import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCompanyRoutes } from './routes';

/** The staff companies capability: find a company and set its credit terms, under /api/admin/companies. */
export const staffCompaniesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffCompanyRoutes);
};
