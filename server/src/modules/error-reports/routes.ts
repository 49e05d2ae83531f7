import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReports } from '../../db/schema';

const reportSchema = z.object({
  message: z.string().min(1).max(4000),
  email: z.string().max(256).nullish(),
  component: z.string().max(256).nullish(),
  url: z.string().max(2048).nullish(),
});

/** Uncaught errors in the web app are posted here, stored and logged (spec part 1 §8). */
export const errorReportsModule: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: { tags: ['errors'], body: reportSchema, response: { 201: z.object({ id: z.number() }) } },
      config: {},
    },
    async (req, reply) => {
      const b = req.body;
      const [row] = await app.ctx.db
        .insert(errorReports)
        .values({
          message: b.message,
          email: b.email ?? null,
          component: b.component ?? null,
          url: b.url ?? null,
          userId: req.session?.userId ?? null,
          userAgent: req.headers['user-agent']?.slice(0, 512) ?? null,
        })
        .returning({ id: errorReports.id });
      req.log.warn({ report: { ...b, userId: req.session?.userId } }, 'client error reported');
      return reply.status(201).send({ id: row!.id });
    },
  );
};
