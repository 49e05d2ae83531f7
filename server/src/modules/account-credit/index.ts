import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { accountCreditRoutes } from './routes';

/**
 * The account-credit module's public face. It owns the `account_credits` ledger: claims issue
 * credit through it, the checkout spends it in the order's transaction, refunds return an order's
 * credit part through it. Nothing else writes the ledger.
 */
export { creditBalanceOf, creditFor, issueCredit, orderCreditOf, returnCredit, spendCredit } from './service';

/** The account-credit capability: GET /api/account-credit. */
export const accountCreditModule: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps },
) => {
  await app.register(accountCreditRoutes, { deps });
};

/** The ledger as statements list and sum it (a subquery of the company's rows in a span). */
export * as statementCreditsReadModel from './statement-read-model';
