import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import {
  API_KEYS_MSG,
  createCompanyKey,
  listCompanyKeys,
  renameCompanyKey,
  revokeCompanyKey,
} from './service';

const keySchema = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  reveal: z.string().nullable().describe('The whole key: only in the one answer that shows it.'),
});
const nameBody = z.object({
  name: z
    .string({ message: API_KEYS_MSG.nameRequired })
    .trim()
    .min(1, API_KEYS_MSG.nameRequired)
    .max(80, API_KEYS_MSG.nameTooLong),
});
const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
const keyAnswer = { 200: z.object({ key: keySchema }), 400: errorSchema, 401: errorSchema, 404: errorSchema };

/** The company's API keys (/api/api-keys), for the Stores page: always the session's company. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['api-keys'];

  app.get(
    '/',
    {
      schema: {
        tags,
        description: 'The company’s API keys. A key made with the account is shown whole once, here.',
        response: { 200: z.object({ keys: z.array(keySchema) }), 401: errorSchema },
      },
      config: { auth: 'session' },
    },
    async (req) => ({ keys: await listCompanyKeys(db, sessionOf(req).companyId) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        description: 'Makes a key; the answer is the only time the whole key is shown.',
        body: nameBody,
        response: { 201: z.object({ key: keySchema }), 400: errorSchema, 401: errorSchema },
      },
    },
    async (req, reply) => {
      const key = await createCompanyKey(db, sessionOf(req), req.body.name);
      return reply.status(201).send({ key });
    },
  );

  app.patch(
    '/:id',
    {
      schema: { tags, description: 'Renames a key.', params: idParams, body: nameBody, response: keyAnswer },
    },
    async (req) => ({
      key: await renameCompanyKey(db, sessionOf(req).companyId, req.params.id, req.body.name),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        description: 'Revokes a key: it stops working at once.',
        params: idParams,
        response: keyAnswer,
      },
    },
    async (req) => ({
      key: await revokeCompanyKey(db, sessionOf(req).companyId, req.params.id, new Date(app.ctx.now())),
    }),
  );
};
