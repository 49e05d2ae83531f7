import { shipToSchema } from '@pressrun/domain';
import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';

/** Every checkout route is documented under one tag. */
export const tags = ['checkout'];

export const quoteSchema = z.object({
  items: z.number(),
  shipping: z.number(),
  fee: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  /** A California order without tax because the company's resale certificate is approved: the summary says so. */
  taxExempt: z.boolean(),
  discount: z.number(),
  total: z.number(),
  carrier: z.string(),
  method: z.string(),
  totalQuantity: z.number(),
  promoPercent: z.number().nullable(),
});
export const heldSchema = z.object({
  shipTo: shipToSchema.nullable(),
  shippingOption: z.enum(['Standard', 'Expedited']),
  promoCode: z.string().nullable(),
  quote: quoteSchema.nullable(),
  problem: z.string().nullable(),
});
export const okReply = z.object({ ok: z.boolean() });
export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema } as const;
export const paymentErrors = { ...errors, 402: errorSchema, 404: errorSchema, 503: errorSchema } as const;

/** One key per attempt to pay: a retry of the same attempt sends the same key (docs/business-rules.md, Ordering). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required.' })
    .trim()
    .min(8, 'An Idempotency-Key header is required.')
    .max(255, 'The Idempotency-Key header is too long.'),
});
