import { desc, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesOfKind } from '../../lib/route-auth';
import { errorSchema } from '../../lib/schemas';
import { errorReports } from './tables';

/** Reports per page of the staff list. */
export const REPORTS_PAGE_SIZE = 50;
export const CURSOR_MSG = 'That page of error reports does not exist.';

const reportSchema = z.object({
  id: z.number(),
  message: z.string(),
  email: z.string().nullable(),
  component: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.number().nullable(),
  createdAt: z.string(),
});

/** Staff read the errors the web app reported, newest first, a page at a time (keyset on id). */
export const errorReportsStaffModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.addHook('onRoute', routesOfKind('staff'));

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({
          /** The `next` of the page before: reports older than this id. */
          after: z.coerce
            .number({ error: CURSOR_MSG })
            .int(CURSOR_MSG)
            .positive(CURSOR_MSG)
            .max(2_147_483_647, CURSOR_MSG)
            .optional(),
        }),
        response: {
          200: z.object({ reports: z.array(reportSchema), next: z.string().nullable() }),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req) => {
      const { after } = req.query;
      const rows = await db
        .select({
          id: errorReports.id,
          message: errorReports.message,
          email: errorReports.email,
          component: errorReports.component,
          url: errorReports.url,
          userId: errorReports.userId,
          createdAt: errorReports.createdAt,
        })
        .from(errorReports)
        .where(after === undefined ? undefined : lt(errorReports.id, after))
        .orderBy(desc(errorReports.id))
        .limit(REPORTS_PAGE_SIZE + 1);
      const page = rows.slice(0, REPORTS_PAGE_SIZE);
      return {
        reports: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        next: rows.length > REPORTS_PAGE_SIZE ? String(page.at(-1)!.id) : null,
      };
    },
  );
};
