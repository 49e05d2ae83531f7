import { STORE_ORDER_STATES, storeSettingsSchema } from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { beginConnect, disconnectStore, updateSettings } from './connect';
import { listStores, storeOfCompany, storeView } from './connections';
import type { StoresDeps } from './deps';
import {
  changeLink,
  createLink,
  deleteLink,
  linkViews,
  publishQuote,
  publishTemplate,
  storeProducts,
} from './links';
import { retryStoreOrder, storeOrderViews } from './receive';
import { updatesOfStoreOrder } from './updates';
import {
  publishQuoteSchema,
  storeLinkViewSchema,
  storeOrderViewSchema,
  storeProductsSchema,
  storeUpdateSchema,
  storeViewSchema,
} from './views';

const tags = ['stores'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const linkParams = idParams.extend({ linkId: z.coerce.number().int().positive() });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
const session = { auth: 'session' as const };

/** The company's connected stores under /api/stores: connect, settings, products and links, orders in. */
export const storeRoutes: FastifyPluginAsyncZod<{ deps: StoresDeps }> = async (app, { deps }) => {
  app.get(
    '/',
    { schema: { tags, response: { 200: z.array(storeViewSchema), 401: errorSchema } }, config: session },
    async (req) => listStores(deps, sessionOf(req).companyId),
  );

  app.post(
    '/connect',
    {
      schema: {
        tags,
        description: 'Starts connecting a store: answers the platform page the browser goes to next.',
        body: z.object({ platform: z.string(), shop: z.string().optional() }),
        response: { 200: z.object({ url: z.string() }), ...errors },
      },
      config: session,
    },
    async (req) => beginConnect(deps, sessionOf(req), req.body as never),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: storeSettingsSchema,
        response: { 200: storeViewSchema, ...errors },
      },
      config: session,
    },
    async (req) => {
      const { companyId } = sessionOf(req);
      return storeView(deps, await updateSettings(deps, companyId, req.params.id, req.body));
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } }, config: session },
    async (req, reply) => {
      await disconnectStore(deps, sessionOf(req).companyId, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/products',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ cursor: z.string().max(500).optional() }),
        response: { 200: storeProductsSchema, ...errors, 422: errorSchema, 503: errorSchema },
      },
      config: session,
    },
    async (req) => storeProducts(deps, sessionOf(req).companyId, req.params.id, req.query.cursor || null),
  );

  app.get(
    '/:id/links',
    {
      schema: { tags, params: idParams, response: { 200: z.array(storeLinkViewSchema), ...errors } },
      config: session,
    },
    async (req) => linkViews(deps, sessionOf(req).companyId, req.params.id),
  );

  app.post(
    '/:id/links',
    {
      schema: {
        tags,
        params: idParams,
        body: z.unknown(),
        response: { 201: storeLinkViewSchema, ...errors },
      },
      config: session,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createLink(deps, sessionOf(req).companyId, req.params.id, req.body as never)),
  );

  app.patch(
    '/:id/links/:linkId',
    {
      schema: {
        tags,
        params: linkParams,
        body: z.object({ templateId: z.number().int().positive() }),
        response: { 200: storeLinkViewSchema, ...errors },
      },
      config: session,
    },
    async (req) =>
      changeLink(deps, sessionOf(req).companyId, req.params.id, req.params.linkId, req.body.templateId),
  );

  app.delete(
    '/:id/links/:linkId',
    { schema: { tags, params: linkParams, response: { 204: z.null(), ...errors } }, config: session },
    async (req, reply) => {
      await deleteLink(deps, sessionOf(req).companyId, req.params.id, req.params.linkId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/publish-quote',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ templateId: z.coerce.number().int().positive() }),
        response: { 200: publishQuoteSchema, ...errors },
      },
      config: session,
    },
    async (req) => publishQuote(deps, sessionOf(req).companyId, req.params.id, req.query.templateId),
  );

  app.post(
    '/:id/publish',
    {
      schema: {
        tags,
        params: idParams,
        body: z.unknown(),
        response: { 201: storeLinkViewSchema, ...errors, 422: errorSchema, 503: errorSchema },
      },
      config: session,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await publishTemplate(deps, sessionOf(req).companyId, req.params.id, req.body as never)),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        querystring: z.object({
          storeId: z.coerce.number().int().positive().optional(),
          state: z.enum(STORE_ORDER_STATES).optional(),
        }),
        response: { 200: z.array(storeOrderViewSchema), ...errors },
      },
      config: session,
    },
    async (req) => {
      const { companyId } = sessionOf(req);
      if (req.query.storeId) await storeOfCompany(deps.db, companyId, req.query.storeId);
      return storeOrderViews(deps.db, companyId, req.query);
    },
  );

  app.post(
    '/orders/:id/retry',
    {
      schema: { tags, params: idParams, response: { 200: storeOrderViewSchema, ...errors } },
      config: session,
    },
    async (req) => retryStoreOrder(deps, sessionOf(req).companyId, req.params.id),
  );

  // The order page: where the order came from and what its store was told.
  app.get(
    '/orders/of/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: z.object({ storeOrder: storeOrderViewSchema.nullable(), updates: z.array(storeUpdateSchema) }),
          ...errors,
        },
      },
      config: session,
    },
    async (req) => {
      const { companyId } = sessionOf(req);
      const [found] = await storeOrderViews(deps.db, companyId, { orderId: req.params.id });
      if (!found) return { storeOrder: null, updates: [] };
      return { storeOrder: found, updates: await updatesOfStoreOrder(deps.db, found.id) };
    },
  );
};
