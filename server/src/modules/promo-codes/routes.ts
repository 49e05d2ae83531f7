import {
  PROMO_CODE_MSG,
  promoCodeEditSchema,
  promoCodeFormSchema,
  promoCodeViewSchema,
} from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { routesOfKind } from '../../lib/route-auth';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { requireStaffRole } from '../../lib/session';
import { findCode, insertCode, listCodes, updateCode } from './repo';

const one = z.object({ promoCode: promoCodeViewSchema });
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const idParams = serialIdParams(PROMO_CODE_MSG.missing);

/** Staff make, change and switch off the promo codes customers apply at order review. */
export const promoCodeRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps: { db } },
) => {
  app.addHook('onRoute', routesOfKind('staff'));
  // Discounts and credit are money given away: admins only (operators run production).
  app.addHook('onRequest', requireStaffRole('admin'));
  const tags = ['admin'];

  app.get(
    '/',
    { schema: { tags, response: { 200: z.object({ codes: z.array(promoCodeViewSchema) }), ...errors } } },
    async () => ({ codes: await listCodes(db) }),
  );

  app.post(
    '/',
    { schema: { tags, body: promoCodeFormSchema, response: { 201: one, 409: errorSchema, ...errors } } },
    async (req, reply) => {
      const id = await insertCode(db, req.body);
      if (id === null) throw conflict(PROMO_CODE_MSG.exists, { code: PROMO_CODE_MSG.exists });
      reply.code(201);
      return { promoCode: (await findCode(db, id))! };
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: promoCodeEditSchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => {
      if (!(await updateCode(db, req.params.id, req.body))) throw notFound(PROMO_CODE_MSG.missing);
      return { promoCode: (await findCode(db, req.params.id))! };
    },
  );
};
