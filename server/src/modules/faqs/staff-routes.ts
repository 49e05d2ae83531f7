import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { routesOfKind } from '../../lib/route-auth';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { FAQ_MSG } from './messages';
import { allFaqs, appendFaqs, deleteFaq, reorderFaqs, updateFaq } from './repo';
import { faqEditSchema, faqFormSchema, faqOrderSchema, staffFaqSchema } from './schemas';

const one = z.object({ faq: staffFaqSchema });
const list = z.object({ faqs: z.array(staffFaqSchema) });
const errors = { 400: errorSchema, 404: errorSchema } as const;
const idParams = serialIdParams(FAQ_MSG.notFound);

/**
 * Staff write the Support page's FAQ (/api/admin/faqs): add, edit, publish or hide, delete and
 * reorder entries. Any staff member may: it is help text, not money.
 */
export const staffFaqRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps: { db } },
) => {
  // The staff gate runs before the body is read: anyone else gets an unknown path's 404.
  app.addHook('onRoute', routesOfKind('staff'));
  const tags = ['admin'];

  app.get('/', { schema: { tags, response: { 200: list, ...errors } } }, async () => ({
    faqs: await allFaqs(db),
  }));

  app.post(
    '/',
    { schema: { tags, body: faqFormSchema, response: { 201: one, 409: errorSchema, ...errors } } },
    async (req, reply) => {
      const added = await appendFaqs(db, [req.body]);
      if (!added) throw conflict(FAQ_MSG.tooMany);
      reply.code(201);
      return { faq: added[0]! };
    },
  );

  app.patch(
    '/:id',
    { schema: { tags, params: idParams, body: faqEditSchema, response: { 200: one, ...errors } } },
    async (req) => {
      const faq = await updateFaq(db, req.params.id, req.body);
      if (!faq) throw notFound(FAQ_MSG.notFound);
      return { faq };
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      if (!(await deleteFaq(db, req.params.id))) throw notFound(FAQ_MSG.notFound);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/order',
    { schema: { tags, body: faqOrderSchema, response: { 200: list, 409: errorSchema, ...errors } } },
    async (req) => {
      if ((await reorderFaqs(db, req.body.ids)) === 'stale') throw conflict(FAQ_MSG.stale);
      return { faqs: await allFaqs(db) };
    },
  );
};
