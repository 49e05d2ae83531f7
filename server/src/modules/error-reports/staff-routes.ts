import { desc, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { idCursor, pageOf, reviewQueue } from '../../lib/review-queue';
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

const listQuery = z.object({
  /** The `next` of the page before: reports older than this id. */
  after: idCursor(CURSOR_MSG),
});

/** Staff read the errors the web app reported, newest first, a page at a time (keyset on id). */
export const errorReportsStaffModule: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps: { db } },
) => {
  reviewQueue(app, {
    list: {
      query: listQuery,
      response: z.object({ reports: z.array(reportSchema), next: z.string().nullable() }),
      page: async ({ after }) => {
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
        const { page, next } = pageOf(rows, REPORTS_PAGE_SIZE, (r) => r.id);
        return { reports: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), next };
      },
    },
  });
};
