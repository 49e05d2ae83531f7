import { creditBalanceSchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { creditBalanceOf } from './service';

/** The company's account credit balance, for order review and the payment step. */
export const accountCreditRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps: { db } },
) => {
  app.get(
    '/api/account-credit',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['account-credit'],
        summary: "The company's account credit balance (cents)",
        response: { 200: creditBalanceSchema, 401: errorSchema },
      },
    },
    async (req) => ({ balance: await creditBalanceOf(db, sessionOf(req).companyId) }),
  );
};
