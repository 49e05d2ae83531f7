import { ORDER_STATUSES, QUANTITY_MAX, QUANTITY_MIN } from '@pressrun/domain';
import { z } from 'zod';

/**
 * The public API's request and answer shapes: a public contract, snake_case like the web
 * app's order payloads, money in integer cents. Changing a field here breaks someone's store integration.
 */
export const API_MSG = {
  item: 'Each item needs a template_id, or a sku and an artwork_url.',
  quantity: `The quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`,
  items: 'An order needs from 1 to 100 items.',
  shipping: "shipping must be 'standard' or 'expedited'.",
  payment: "payment must be 'default_card' or 'term'.",
  idempotencyKey: 'An Idempotency-Key header is required.',
  idempotencyKeyLong: 'The Idempotency-Key header is too long.',
  badCursor: 'That cursor is not one this API gave out.',
  badStatus: `status must be one of ${ORDER_STATUSES.join(', ')}.`,
} as const;

const text = (max = 255) => z.string().trim().max(max);

export const addressSchema = z
  .object({
    first_name: text(),
    last_name: text(),
    street1: text(),
    street2: text().optional(),
    city: text(),
    state: text(),
    zip: text().optional(),
    country: text(2).describe('ISO 3166-1 alpha-2, e.g. US'),
    ioss: text().optional().describe('EU only: IM followed by 10 digits'),
  })
  .describe('Where the order ships.');

export const itemSchema = z
  .object({
    template_id: z.number().int().positive().max(2_147_483_647).optional(),
    sku: text(64).min(1).optional(),
    artwork_url: text(2000).min(1).optional().describe('The media URL of one of your own artwork files'),
    // Pricing's own range: a quantity the schema lets through is one the order can be priced at.
    quantity: z
      .number({ error: API_MSG.quantity })
      .int(API_MSG.quantity)
      .min(QUANTITY_MIN, API_MSG.quantity)
      .max(QUANTITY_MAX, API_MSG.quantity),
    po: text().optional().describe('Your reference for this line; defaults to the order’s po'),
  })
  .refine((i) => (i.template_id !== undefined) !== (i.sku !== undefined && i.artwork_url !== undefined), {
    message: API_MSG.item,
  })
  .refine((i) => i.template_id === undefined || (i.sku === undefined && i.artwork_url === undefined), {
    message: API_MSG.item,
  });

export const quoteBody = z.object({
  shipping: z.enum(['standard', 'expedited'], { error: API_MSG.shipping }),
  address: addressSchema,
  items: z.array(itemSchema, { error: API_MSG.items }).min(1, API_MSG.items).max(100, API_MSG.items),
});

export const orderBody = quoteBody.extend({
  po: text().default(''),
  payment: z.enum(['default_card', 'term'], { error: API_MSG.payment }),
});

export const totalsSchema = z.object({
  items: z.number().int(),
  shipping: z.number().int(),
  fee: z.number().int(),
  tax: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});

export const quoteAnswer = z.object({ totals: totalsSchema, carrier: z.string(), method: z.string() });

export const orderAnswer = z.object({
  id: z.number(),
  status: z.string(),
  po: z.string(),
  created_at: z.string(),
  payment: z.string(),
  totals: totalsSchema,
  address: addressSchema,
  items: z.array(
    z.object({
      id: z.number(),
      template_id: z.number().nullable(),
      sku: z.string(),
      product_name: z.string(),
      variant_name: z.string(),
      color_name: z.string(),
      quantity: z.number(),
      unit_price: z.number().int(),
      po: z.string(),
      preview_url: z.string().nullable(),
    }),
  ),
  shipping: z.object({
    option: z.string(),
    carrier: z.string(),
    method: z.string(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
  }),
  store: z
    .object({
      id: z.number(),
      name: z.string(),
      platform: z.string(),
      order_number: z.string(),
    })
    .nullable()
    .describe(
      'The connected store the order came from (Shopify, WooCommerce, Etsy), with its own order number',
    ),
});

export const productAnswer = z.object({
  sku: z.string(),
  name: z.string(),
  type: z.string(),
  variant: z.string(),
  color: z.string(),
  material: z.string(),
  dimensions: z.string(),
  price: z.number().int(),
  shipping: z.object({ us: z.number().int(), international: z.number().int(), expedited: z.number().int() }),
  print_area: z.string().describe('width/height in pixels'),
});

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: API_MSG.idempotencyKey })
    .trim()
    .min(1, API_MSG.idempotencyKey)
    .max(255, API_MSG.idempotencyKeyLong),
});

export const orderListQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: API_MSG.badStatus }).optional(),
  po: text().optional(),
  store: z.coerce.number().int().positive().optional().describe('Only the orders of this connected store'),
  cursor: z.string().max(64, API_MSG.badCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
