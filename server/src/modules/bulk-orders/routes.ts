import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { requireVerifiedEmail } from '../auth';
import { BULK_MSG } from './messages';
import { listBulkOrders } from './repo';
import { sampleOrdersXlsx } from './samples';
import { bulkOrderFile, receiveBulkOrder } from './service';
import { readUpload } from './upload';
import { bulkOrderSchema, bulkOrderView } from './views';

const idParams = serialIdParams(BULK_MSG.notFound);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The company's CSV orders (/api/bulk-orders): upload a file, follow it, read it and its results back. */
export const bulkOrderRoutes: FastifyPluginAsyncZod<{ sampleCsv: string }> = async (app, opts) => {
  const { ctx } = app;
  const tags = ['bulk-orders'];

  // Public, like the sample CSV: the same rows as an Excel file.
  app.get(
    '/samples/orders.xlsx',
    { schema: { tags, produces: [XLSX_TYPE] }, config: { auth: 'public' } },
    async (_req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="sample-orders.xlsx"')
        .header('cache-control', 'public, max-age=86400')
        .send(await sampleOrdersXlsx(opts.sampleCsv)),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        response: { 200: z.object({ bulkOrders: z.array(bulkOrderSchema) }), 401: errorSchema },
      },
      config: { auth: 'session' },
    },
    async (req) => ({
      bulkOrders: (await listBulkOrders(ctx.db, sessionOf(req).companyId)).map(bulkOrderView),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          'Upload an order file: multipart/form-data with one part named "file" (a .csv or .xlsx by ' +
          'its content, at most 10 MB and 10,000 rows) and "payment": default_card | term. The file ' +
          'is turned into orders by a background job; follow it with GET /api/bulk-orders. Ordering ' +
          'needs a verified email (403 otherwise).',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ bulkOrder: bulkOrderSchema, message: z.string() }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
      // Ordering needs a verified email: the upload is refused before its file is read or queued
      // (and the checkout refuses again when the job places the orders).
      preHandler: requireVerifiedEmail(ctx.db),
      config: {
        auth: 'session',
        // Each upload is stored and read by a job: a company sends a few at a time.
        rateLimit: {
          max: ctx.config.rateLimit.max,
          timeWindow: ctx.config.rateLimit.windowMs,
          keyGenerator: (req) => `bulk-orders:${req.session?.companyId ?? req.ip}`,
        },
      },
    },
    async (req, reply) => {
      const { file, payment } = await readUpload(req);
      const row = await receiveBulkOrder(ctx, sessionOf(req), file, payment);
      return reply.status(201).send({ bulkOrder: bulkOrderView(row), message: BULK_MSG.received });
    },
  );

  for (const which of ['file', 'results'] as const)
    app.get(
      `/:id/${which}`,
      { schema: { tags, params: idParams, produces: ['text/csv', XLSX_TYPE] }, config: { auth: 'session' } },
      async (req, reply) => {
        const { row, body } = await bulkOrderFile(ctx, sessionOf(req).companyId, req.params.id, which);
        const ext = which === 'results' ? 'csv' : row.format;
        const type = ext === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE;
        const name = which === 'results' ? `csv-order-${row.id}-results.csv` : `csv-order-${row.id}.${ext}`;
        return reply
          .header('content-type', type)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
};
