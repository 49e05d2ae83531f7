import { z } from 'zod';

/** The API's error body, `{ error: { code, message, fields? } }` (see errors.ts), for route schemas. */
export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/**
 * `/:id` of a serial id. A malformed id answers like a missing record (`message`, 400), and ids
 * beyond PostgreSQL's integer never reach a query.
 */
export const serialIdParams = (message: string) =>
  z.object({
    id: z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  });
