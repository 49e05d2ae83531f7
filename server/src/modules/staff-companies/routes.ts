import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { routesOfKind } from '../../lib/route-auth';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { requireStaffRole } from '../../lib/session';
import { staffCompaniesReadModel } from '../auth';
import { setTermBalance } from '../credit-terms';

const { findCompany, searchCompanies } = staffCompaniesReadModel;

export const COMPANY_MSG = {
  missing: 'That company does not exist.',
  creditAmount: 'Enter an amount from 0 to 1,000,000 with at most 2 decimals.',
  search: 'Search with at most 256 characters.',
} as const;

/**
 * At most 2 decimals. Compared through toFixed rather than `dollars * 100` being whole, since binary
 * fractions make 0.29 * 100 come out as 28.999…
 */
const wholeCents = (dollars: number) => Number(dollars.toFixed(2)) === dollars;

const creditTermsSchema = z.object(
  {
    balance: z
      .number({ error: COMPANY_MSG.creditAmount })
      .min(0, COMPANY_MSG.creditAmount)
      .max(1_000_000, COMPANY_MSG.creditAmount)
      .refine(wholeCents, COMPANY_MSG.creditAmount)
      .nullable(),
  },
  { error: COMPANY_MSG.creditAmount },
);

const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  /** Cents, like every amount the API answers; null: no credit terms. */
  termBalance: z.number().nullable(),
  /** The limit the balance is restored up to as term orders are paid (cents). */
  termLimit: z.number().nullable(),
  termStatus: z.string().nullable(),
  createdAt: z.string(),
});

const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema } as const;

/** Staff find a company (by name, a user's email or its id) and set or remove its credit terms. */
export const staffCompanyRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps: { db } },
) => {
  app.addHook('onRoute', routesOfKind('staff'));
  // Discounts and credit are money given away: admins only (operators run production).
  app.addHook('onRequest', requireStaffRole('admin'));
  const tags = ['admin'];

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: z.object({
          q: z.string({ error: COMPANY_MSG.search }).max(256, COMPANY_MSG.search).trim().default(''),
        }),
        response: { 200: z.object({ companies: z.array(companySchema) }), ...errors },
      },
    },
    async (req) => ({ companies: await searchCompanies(db, req.query.q) }),
  );

  // The form takes dollars; the balance is kept (and answered) in cents, as checkout spends it.
  // Setting it approves the terms, with a limit of the balance plus what unpaid term orders use;
  // null removes them.
  app.put(
    '/:id/credit-terms',
    {
      schema: {
        tags,
        params: serialIdParams(COMPANY_MSG.missing),
        body: creditTermsSchema,
        response: { 200: z.object({ company: companySchema }), ...errors },
      },
    },
    async (req) => {
      const { balance } = req.body;
      const cents = balance === null ? null : Math.round(balance * 100);
      if (!(await setTermBalance(db, req.params.id, cents))) throw notFound(COMPANY_MSG.missing);
      return { company: (await findCompany(db, req.params.id))! };
    },
  );
};
