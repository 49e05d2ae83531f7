import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import {
  API_KEYS_MSG,
  createCompanyKey,
  dismissRevocationNotice,
  listCompanyKeys,
  MAX_API_KEYS,
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
const noticeSchema = z
  .object({
    reason: z.enum(['email_verified', 'password_reset']),
    at: z.string(),
    message: z.string(),
  })
  .describe('Keys and webhook endpoints were revoked together because the account may have changed hands.');
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
        description:
          'The company’s API keys. A key made with the account is shown whole once, here. `notice` tells of keys and endpoints revoked when the account was recovered, until dismissed.',
        response: {
          200: z.object({ keys: z.array(keySchema), notice: noticeSchema.nullable() }),
          401: errorSchema,
        },
      },
      config: { auth: 'session' },
    },
    async (req) => listCompanyKeys(db, sessionOf(req).companyId),
  );

  app.delete(
    '/notice',
    {
      schema: {
        tags,
        description: 'Dismisses the notice of revoked keys and endpoints.',
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (req, reply) => {
      await dismissRevocationNotice(db, sessionOf(req).companyId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        description: `Makes a key; the answer is the only time the whole key is shown. A company holds at most ${MAX_API_KEYS} live keys (409 past that).`,
        body: nameBody,
        response: { 201: z.object({ key: keySchema }), 400: errorSchema, 401: errorSchema, 409: errorSchema },
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
