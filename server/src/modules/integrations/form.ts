import { z } from 'zod';
import { INTEGRATION_STORES, INTEGRATION_MSG as M, PHONE_MAX, TEXT_MAX } from './messages';

/**
 * One line of text: trimmed, runs of white space (a pasted line break included) made one space,
 * so a value cannot break the support mail's subject or its rows.
 */
const line = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((s) => s.replace(/\s+/g, ' '));

/**
 * The wizard's answers: company and email required, name, company and email
 * at most 256 characters; stores from the six held, each once; units per month free text.
 */
export const requestBody = z.object(
  {
    name: line(M.nameLong).pipe(z.string().max(TEXT_MAX, M.nameLong)).default(''),
    stores: z
      .array(z.enum(INTEGRATION_STORES, { error: M.stores }), { error: M.stores })
      .max(INTEGRATION_STORES.length, M.storesTwice)
      .refine((s) => new Set(s).size === s.length, M.storesTwice)
      .default([]),
    budget: line(M.budgetLong).pipe(z.string().max(TEXT_MAX, M.budgetLong)).default(''),
    companyName: line(M.companyName).pipe(z.string().min(1, M.companyName).max(TEXT_MAX, M.companyNameLong)),
    email: z
      .string({ error: M.email })
      .trim()
      .min(1, M.email)
      .max(TEXT_MAX, M.emailLong)
      .pipe(z.email(M.email)),
    phone: line(M.phone).pipe(z.string().max(PHONE_MAX, M.phone)).default(''),
  },
  { error: M.body },
);
