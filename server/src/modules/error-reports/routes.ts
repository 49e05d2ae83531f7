import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorReports } from './tables';

const reportSchema = z.object({
  message: z.string().min(1).max(4000),
  email: z.string().max(256).nullish(),
  component: z.string().max(256).nullish(),
  url: z.string().max(2048).nullish(),
});

/** Reports a client may post per minute: enough for a bad page, too few to fill the table. */
const PER_MINUTE = 30;

/** One-time tokens in page addresses (reset, verification) never reach the table or the logs. */
export function maskTokens(url: string): string {
  return url.replace(/\/(reset|confirm_email)\/[^/?#]+/g, '/$1/…');
}

/** Uncaught errors in the web app are posted here, stored and logged. */
export const errorReportsModule: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps: { db } },
) => {
  app.post(
    '/',
    {
      schema: { tags: ['errors'], body: reportSchema, response: { 201: z.object({ id: z.number() }) } },
      // Per IP, shared by every API process when REDIS_URL is set.
      // Anyone may report, signed in or not.
      config: { rateLimit: { max: PER_MINUTE, timeWindow: 60_000 }, auth: 'public' },
    },
    async (req, reply) => {
      const b = req.body;
      const url = b.url ? maskTokens(b.url) : null;
      const [row] = await db
        .insert(errorReports)
        .values({
          message: b.message,
          email: b.email ?? null,
          component: b.component ?? null,
          url,
          userId: req.session?.userId ?? null,
          userAgent: req.headers['user-agent']?.slice(0, 512) ?? null,
        })
        .returning({ id: errorReports.id });
      // The log line points at the stored report; the email stays in the table only.
      req.log.warn(
        { reportId: row!.id, component: b.component, url, message: b.message.slice(0, 300) },
        'client error reported',
      );
      return reply.status(201).send({ id: row!.id });
    },
  );
};
