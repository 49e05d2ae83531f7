import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StatementsDeps, statementRoutes } from './routes';

/**
 * The statements module: monthly account statements (/api/statements) and order invoices
 * (/api/invoices/:orderId) as PDFs, registered without a prefix. It only reads, through the read
 * models orders, refunds, account-credit, credit-terms and auth export, and exports nothing else.
 */
export const statementsModule: FastifyPluginAsyncZod<{ deps: StatementsDeps }> = async (app, { deps }) => {
  await app.register(statementRoutes, { deps });
};
