import { SHIP_FROM_MSG, shipFromInputSchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { findShipFrom, saveShipFrom } from './repo';

export const shipFromSchema = z.object({
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
});

/**
 * The company's 'Ship From' address (/api/ship-from), printed on its labels and packing slips
 * instead of PressRun's. Always the session's company: no company id is ever read from the request.
 */
export const shipFromRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps: { db } },
) => {
  const tags = ['ship-from'];

  app.get(
    '/',
    {
      schema: {
        tags,
        response: { 200: z.object({ shipFrom: shipFromSchema.nullable() }), 401: errorSchema },
      },
      config: { auth: 'session' },
    },
    async (req) => ({ shipFrom: await findShipFrom(db, sessionOf(req).companyId) }),
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        body: shipFromInputSchema,
        response: {
          200: z.object({ shipFrom: shipFromSchema, message: z.string() }),
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (req) => ({
      shipFrom: await saveShipFrom(db, sessionOf(req).companyId, req.body),
      message: SHIP_FROM_MSG.saved,
    }),
  );
};
