import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { requireVerifiedEmail } from '../auth';
import type { BulkOrdersDeps } from './deps';
import { BULK_MSG } from './messages';
import { listBulkOrders } from './repo';
import { sampleCsv, sampleRows, sampleSourceOf, sampleXlsx } from './samples';
import { type BulkUploadDeps, bulkOrderErrors, bulkOrderFile, receiveBulkOrder } from './service';
import { readUpload } from './upload';
import { bulkOrderSchema, bulkOrderView } from './views';

const idParams = serialIdParams(BULK_MSG.notFound);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['bulk-orders'];

/** The company's CSV orders (/api/bulk-orders): upload a file, follow it, read it and its results back. */
export const bulkOrderRoutes: FastifyPluginAsyncZod<{ deps: BulkOrdersDeps }> = async (app, { deps }) => {
  sampleRoutes(app, deps);
  uploadRoutes(app, deps);
  uploadFileRoutes(app, deps);
};

/** /samples: sample order files drawn from the company's own templates or files. */
function sampleRoutes(app: RouteApp, deps: BulkOrdersDeps) {
  app.get(
    '/samples',
    {
      schema: {
        tags,
        description:
          "What the company's sample files hold: its own templates, its newest file, or (with neither) " +
          'rows saying how to fill them in.',
        response: { 200: z.object({ holds: z.enum(['templates', 'artwork', 'none']) }), 401: errorSchema },
      },
      config: { auth: 'session' },
    },
    async (req) => ({ holds: (await sampleSourceOf(deps, sessionOf(req).companyId)).kind }),
  );

  // The samples name the company's own templates or files, so uploading one unchanged places
  // orders: each is drawn for the session's company, and never cached.
  for (const ext of ['csv', 'xlsx'] as const)
    app.get(
      `/samples/orders.${ext}`,
      { schema: { tags, produces: [ext === 'csv' ? 'text/csv' : XLSX_TYPE] }, config: { auth: 'session' } },
      async (req, reply) => {
        const rows = sampleRows(await sampleSourceOf(deps, sessionOf(req).companyId));
        return reply
          .header('content-type', ext === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', `attachment; filename="sample-orders.${ext}"`)
          .header('cache-control', 'private, no-store')
          .send(ext === 'csv' ? sampleCsv(rows) : await sampleXlsx(rows));
      },
    );
}

/** / : the company's uploads, and a new one. */
function uploadRoutes(app: RouteApp, deps: BulkUploadDeps & { config: Pick<Config, 'rateLimit'> }) {
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
      bulkOrders: (await listBulkOrders(deps.db, sessionOf(req).companyId)).map(bulkOrderView),
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
      preHandler: requireVerifiedEmail(deps.db),
      config: {
        auth: 'session',
        // Each upload is stored and read by a job: a company sends a few at a time.
        rateLimit: {
          max: deps.config.rateLimit.max,
          timeWindow: deps.config.rateLimit.windowMs,
          keyGenerator: (req) => `bulk-orders:${req.session?.companyId ?? req.ip}`,
        },
      },
    },
    async (req, reply) => {
      const { file, payment } = await readUpload(req);
      const row = await receiveBulkOrder(deps, sessionOf(req), file, payment);
      return reply.status(201).send({ bulkOrder: bulkOrderView(row), message: BULK_MSG.received });
    },
  );
}

/** /:id/errors, /:id/file and /:id/results: an upload read back. */
function uploadFileRoutes(app: RouteApp, deps: BulkUploadDeps) {
  app.get(
    '/:id/errors',
    {
      schema: {
        tags,
        description:
          "A processed file's row errors as the page lists them: row (as a spreadsheet numbers it, " +
          'the header is 1), column and message; at most 200, `total` counts them all.',
        params: idParams,
        response: {
          200: z.object({
            errors: z.array(z.object({ row: z.number(), column: z.string(), message: z.string() })),
            total: z.number(),
          }),
          401: errorSchema,
          404: errorSchema,
        },
      },
      config: { auth: 'session' },
    },
    async (req) => bulkOrderErrors(deps, sessionOf(req).companyId, req.params.id),
  );

  for (const which of ['file', 'results'] as const)
    app.get(
      `/:id/${which}`,
      { schema: { tags, params: idParams, produces: ['text/csv', XLSX_TYPE] }, config: { auth: 'session' } },
      async (req, reply) => {
        const { row, body } = await bulkOrderFile(deps, sessionOf(req).companyId, req.params.id, which);
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
}
