import { ORDER_MSG, statementParamsSchema } from '@pressrun/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { errorSchema } from '../../lib/schemas';
import { sessionOf } from '../../lib/session';
import { invoicePdf } from './invoice-pdf';
import { invoiceOf, statementList, statementOf } from './service';
import { statementPdf } from './statement-pdf';

const tags = ['statements'];

const listReply = z.object({
  statements: z.array(
    z.object({
      timeRange: z.number().int(),
      /** 'November 2026' */
      label: z.string(),
      fileName: z.string(),
      /** The statement PDF, for the signed-in company only. */
      url: z.string(),
    }),
  ),
});

const orderParams = z.object({
  orderId: z.coerce
    .number({ error: ORDER_MSG.notFound })
    .int(ORDER_MSG.notFound)
    .positive(ORDER_MSG.notFound)
    .max(2_147_483_647, ORDER_MSG.notFound),
});

/** A PDF shown in the browser's viewer, never cached: this month's statement changes as it goes. */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/**
 * What the statements use from the app: the database (read only), the clock that says which month
 * is this one, and the seller's name and addresses the PDFs carry.
 */
export interface StatementsDeps {
  db: Db;
  now: () => number;
  config: Pick<Config, 'companyName' | 'supportEmail' | 'publicUrl'>;
}

/**
 * The company's monthly statements (the last 12 months) and its orders' invoices, as PDFs. Every
 * answer is for the session's company: the month or order named in the path is looked up inside it.
 */
export const statementRoutes: FastifyPluginAsyncZod<{ deps: StatementsDeps }> = async (app, { deps }) => {
  const issuer = () => ({
    companyName: deps.config.companyName,
    supportEmail: deps.config.supportEmail,
    publicUrl: deps.config.publicUrl,
  });

  app.get(
    '/api/statements',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The last 12 months, this month first',
        response: { 200: listReply, 401: errorSchema },
      },
    },
    async (req) => ({
      statements: await statementList(deps.db, sessionOf(req).companyId, new Date(deps.now())),
    }),
  );

  app.get(
    '/api/statements/:timeRange',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: "A month's statement as a PDF (timeRange 0 is this month, 11 eleven months ago)",
        params: statementParamsSchema,
        produces: ['application/pdf'],
        response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const { companyId } = sessionOf(req);
      const statement = await statementOf(deps.db, companyId, req.params.timeRange, new Date(deps.now()));
      return sendPdf(reply, await statementPdf(statement, issuer()), statement.month.fileName);
    },
  );

  app.get(
    '/api/invoices/:orderId',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: "One of the company's orders as an invoice PDF",
        params: orderParams,
        produces: ['application/pdf'],
        response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const { companyId } = sessionOf(req);
      const facts = await invoiceOf(deps.db, companyId, req.params.orderId);
      return sendPdf(reply, await invoicePdf(facts, issuer()), `invoice-${facts.order.id}.pdf`);
    },
  );
};
