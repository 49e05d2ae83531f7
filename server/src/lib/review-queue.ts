import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from './errors';
import { routesOfKind } from './route-auth';
import { errorSchema, serialIdParams } from './schemas';
import { type StaffMember, staffOf } from './session';

/**
 * The HTTP shape every staff review queue shares (claims, company documents, integration requests,
 * error reports): a list filtered by status and paged by id, the item by id (a malformed or unknown
 * id is that queue's "does not exist"), and decisions answering the item as it now stands with a
 * line for staff, a 409 when someone decided it first.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];
type Schema = z.ZodType;
type ErrorCodes = Partial<Record<400 | 403 | 404 | 409 | 502, typeof errorSchema>>;

const MAX_SERIAL = 2_147_483_647;

/**
 * The `after` (or `before`) of a list: the id of the previous page's last row. Anything else,
 * 0 included (no id is 0), is a 400 with `message`.
 */
export const idCursor = (message: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(MAX_SERIAL, message))
    .optional();

/**
 * A status filter: one of `statuses`, or 'all' for every one; empty or left out is `fallback`.
 * The handler gets the status, or undefined for every status.
 */
export const statusFilter = <S extends string>(
  statuses: readonly [S, ...S[]],
  fallback: S | 'all',
  message?: string,
) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum([...statuses, 'all'] as [string, ...string[]], message ? { error: message } : undefined)
      .default(fallback as string)
      .transform((s): S | undefined => (s === 'all' ? undefined : (s as S))),
  );

/**
 * A page of a list read with one row more than `size`: the rows to show and the cursor of the
 * next page (the last shown row's id), null when the extra row says there is none.
 */
export function pageOf<R>(rows: R[], size: number, idOf: (row: R) => number) {
  const page = rows.slice(0, size);
  return { page, next: rows.length > size ? String(idOf(page.at(-1)!)) : null };
}

interface QueueOptions<Q extends Schema, D> {
  /** What a malformed or unknown id answers (400 and 404); a queue without ids needs none. */
  notFound?: string;
  /** Statuses besides 400 and 404 the queue's answers may have (a 403 for admin-only items). */
  errors?: ErrorCodes;
  list: { query: Q; response: Schema; page: (query: z.output<Q>) => Promise<unknown> };
  /** The item staff open; null when there is none. */
  find?: { response: Schema; item: (id: number) => Promise<D | null> };
}

interface DecideOptions<B extends Schema> {
  description?: string;
  body?: B;
  /** The item as it stands after the decision; the answer adds `message`. */
  response: z.ZodObject;
  /** Statuses besides the queue's, 409 included. */
  errors?: ErrorCodes;
  act: (input: {
    id: number;
    body: z.output<B>;
    staff: StaffMember;
  }) => Promise<{ message: string } & Record<string, unknown>>;
}

/**
 * Registers a staff review queue on `app` (every route staff-only: anyone else gets an unknown
 * path's 404 before the body is read): `GET /` and, with `find`, `GET /:id`. Returns what the
 * module's own routes use: the id params, the item or a 404, and `decide` for its decisions.
 */
export function reviewQueue<Q extends Schema, D>(app: App, opts: QueueOptions<Q, D>) {
  app.addHook('onRoute', routesOfKind('staff'));
  const tags = ['admin'];
  const idParams = serialIdParams(opts.notFound ?? 'Not found');
  const errors = { 400: errorSchema, 404: errorSchema, ...opts.errors };

  const item = async (id: number): Promise<D> => {
    const found = await opts.find?.item(id);
    if (!found) throw notFound(opts.notFound);
    return found;
  };

  app.route({
    method: 'GET',
    url: '/',
    schema: { tags, querystring: opts.list.query, response: { 200: opts.list.response, ...errors } },
    handler: async (req) => opts.list.page(req.query as z.output<Q>),
  });

  if (opts.find)
    app.route({
      method: 'GET',
      url: '/:id',
      schema: { tags, params: idParams, response: { 200: opts.find.response, ...errors } },
      handler: async (req) => item((req.params as { id: number }).id),
    });

  /** A decision on one item at `path` (`/:id/…`); a second one finds it decided (409). */
  const decide = <B extends Schema>(method: 'POST' | 'PUT', path: string, d: DecideOptions<B>) =>
    app.route({
      method,
      url: path,
      schema: {
        tags,
        ...(d.description ? { description: d.description } : {}),
        params: idParams,
        ...(d.body ? { body: d.body } : {}),
        response: {
          200: d.response.extend({ message: z.string() }),
          ...errors,
          409: errorSchema,
          ...d.errors,
        },
      },
      handler: async (req: FastifyRequest) =>
        d.act({
          id: (req.params as { id: number }).id,
          body: req.body as z.output<B>,
          staff: staffOf(req),
        }),
    });

  return { tags, idParams, errors, item, decide };
}
