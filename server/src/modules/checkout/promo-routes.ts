import { CHECKOUT_MSG, promoRequestSchema } from '@pressrun/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { RouteApp } from '../../lib/route-app';
import { sessionOf } from '../../lib/session';
import { holdChoices } from '../cart';
import { usablePromo } from './promo';
import { errors, okReply, tags } from './route-schemas';

/** /promo: a promo code held for the order, or taken off. */
export function promoRoutes(app: RouteApp, ctx: AppContext) {
  app.post(
    '/promo',
    {
      schema: {
        tags,
        body: promoRequestSchema,
        response: {
          200: z.object({ message: z.string(), code: z.string(), percent: z.number() }),
          ...errors,
        },
      },
    },
    async (req) => {
      const promo = await usablePromo(ctx.db, req.body.code);
      await holdChoices(ctx, sessionOf(req), { promoCode: promo.code });
      return { message: CHECKOUT_MSG.promoApplied, code: promo.code, percent: promo.percent };
    },
  );

  app.delete('/promo', { schema: { tags, response: { 200: okReply, ...errors } } }, async (req) => {
    await holdChoices(ctx, sessionOf(req), { promoCode: null });
    return { ok: true };
  });
}
