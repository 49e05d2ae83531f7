import {
  FACILITIES,
  ORDER_STATUSES,
  orderEventSchema,
  orderItemViewSchema,
  orderViewSchema,
  TRACKING_CARRIERS,
} from '@pressrun/domain';
import { z } from 'zod';

/** The production console's own words: what staff are told when their input will not do. */
export const PRODUCTION_MSG = {
  status: `Choose a status: ${ORDER_STATUSES.join(', ')}.`,
  facility: `Choose a facility: ${FACILITIES.join(', ')}.`,
  cursor: 'That page of the queue does not exist.',
  orderIds: 'Choose from 1 to 200 orders.',
  orderId: 'That order does not exist.',
  moveTo:
    'Orders move here to ReadyToProduce or InProduction; shipping and cancelling have their own buttons.',
  carrier: `Choose the carrier: ${TRACKING_CARRIERS.join(' or ')}.`,
  trackingNumber: 'Enter a tracking number of 1 to 64 letters and digits.',
  reason: 'A reason has at most 500 characters.',
  noPrintFile: 'This item has no print file.',
  moveFailed: 'This order could not be moved; please try again.',
} as const;

/** Orders per page of the queue. */
export const QUEUE_PAGE_SIZE = 50;
/** The most orders one bulk move takes. */
export const MOVE_MAX = 200;

export const orderIdSchema = z.coerce
  .number({ error: PRODUCTION_MSG.orderId })
  .int(PRODUCTION_MSG.orderId)
  .positive(PRODUCTION_MSG.orderId)
  .max(2_147_483_647, PRODUCTION_MSG.orderId);

export const queueQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: PRODUCTION_MSG.status }).default('Created'),
  facility: z.enum(FACILITIES, { error: PRODUCTION_MSG.facility }).optional(),
  /** The `next` of the page before: orders after this id. */
  after: z.coerce
    .number({ error: PRODUCTION_MSG.cursor })
    .int(PRODUCTION_MSG.cursor)
    .positive(PRODUCTION_MSG.cursor)
    .max(2_147_483_647, PRODUCTION_MSG.cursor)
    .optional(),
});

export const queueOrderSchema = z.object({
  id: z.number(),
  po: z.string(),
  companyName: z.string(),
  status: z.enum(ORDER_STATUSES),
  facility: z.string(),
  createdAt: z.string(),
  totalQuantity: z.number(),
  itemCount: z.number(),
  shipToName: z.string(),
  shippingOption: z.string(),
});

export const queuePageSchema = z.object({
  orders: z.array(queueOrderSchema),
  next: z.string().nullable(),
  /** Orders per status (in the chosen facility, when one is chosen). */
  counts: z.object(
    Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number()])) as Record<
      (typeof ORDER_STATUSES)[number],
      z.ZodNumber
    >,
  ),
});

/** Where production moves orders by hand; shipping needs a tracking number and cancelling a refund. */
export const MOVE_TARGETS = ['ReadyToProduce', 'InProduction'] as const;
const moveTo = z.enum(MOVE_TARGETS, { error: PRODUCTION_MSG.moveTo });

export const bulkMoveSchema = z.object({
  orderIds: z
    .array(orderIdSchema, { error: PRODUCTION_MSG.orderIds })
    .min(1, PRODUCTION_MSG.orderIds)
    .max(MOVE_MAX, PRODUCTION_MSG.orderIds),
  to: moveTo,
});

export const bulkMoveResultSchema = z.object({
  moved: z.array(z.number()),
  refused: z.array(z.object({ id: z.number(), message: z.string() })),
});

export const moveSchema = z.object({ to: moveTo });

export const shipSchema = z.object({
  carrier: z.enum(TRACKING_CARRIERS, { error: PRODUCTION_MSG.carrier }),
  trackingNumber: z
    .string({ error: PRODUCTION_MSG.trackingNumber })
    .trim()
    .regex(/^[A-Za-z0-9]{1,64}$/, PRODUCTION_MSG.trackingNumber),
});

export const cancelSchema = z
  .object({
    reason: z.string({ error: PRODUCTION_MSG.reason }).trim().max(500, PRODUCTION_MSG.reason).optional(),
  })
  // A POST without a body (the console's Cancel button) reads as null.
  .nullish();

const postalLines = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

/** A postal address as the label and the packing slip print it. */
export const labelAddressSchema = postalLines.extend({ name: z.string(), companyName: z.string() });
export type LabelAddress = z.infer<typeof labelAddressSchema>;

export const shipFromSchema = postalLines.extend({
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A line as the floor prints it: the customer's line without its price, and its print file. */
export const productionItemSchema = orderItemViewSchema
  .omit({ templateId: true, unitPrice: true })
  .extend({ printFileUrl: z.string().nullable() });

export const productionOrderSchema = z.object({
  order: orderViewSchema.extend({
    companyId: z.number(),
    companyName: z.string(),
    facility: z.string(),
    trackingNumber: z.string().nullable(),
    trackingCarrier: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    shippedAt: z.string().nullable(),
  }),
  items: z.array(productionItemSchema),
  events: z.array(orderEventSchema),
  /** The customer's own return address for the label and slip; null when they set none (PressRun's is used). */
  shipFrom: shipFromSchema.nullable(),
  label: z.object({
    from: labelAddressSchema,
    to: labelAddressSchema,
    /** Carrier and method, as the order was quoted. */
    service: z.string(),
    weightOz: z.number(),
  }),
  canCancel: z.boolean(),
  /** What cancelling now would give back (cents), and why nothing when 0; null when it cannot be cancelled. */
  cancelRefund: z.object({ amount: z.number(), why: z.string() }).nullable(),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type ProductionOrder = z.infer<typeof productionOrderSchema>;

export const cancelledSchema = productionOrderSchema.extend({
  message: z.string(),
  refund: z.object({ amount: z.number(), why: z.string() }),
});
