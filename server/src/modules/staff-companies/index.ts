import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { staffCompanyRoutes } from './routes';

/** The staff companies capability: find a company and set its credit terms, under /api/admin/companies. */
export const staffCompaniesModule: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps },
) => {
  await app.register(staffCompanyRoutes, { deps });
};
