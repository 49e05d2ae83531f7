import { STORE_ORDER_STATES, STORE_PAYMENT_TYPES, STORE_PLATFORMS, STORE_STATUSES } from '@pressrun/domain';
import { z } from 'zod';

/** The stores API's answers, as the API docs show them (the shapes of domain/src/stores). */
export const storeViewSchema = z.object({
  id: z.number(),
  platform: z.enum(STORE_PLATFORMS),
  name: z.string(),
  shop: z.string(),
  status: z.enum(STORE_STATUSES),
  paymentType: z.enum(STORE_PAYMENT_TYPES),
  shippingOption: z.enum(['Standard', 'Expedited']),
  connectedAt: z.string(),
  lastOrder: z.object({ number: z.string(), receivedAt: z.string() }).nullable(),
  attention: z.number(),
  sandboxUrl: z.string().nullable(),
});

export const storeLinkViewSchema = z.object({
  id: z.number(),
  storeId: z.number(),
  templateId: z.number(),
  templateName: z.string(),
  storeProductId: z.string(),
  storeVariantId: z.string().nullable(),
  title: z.string(),
  retailPrice: z.number().nullable(),
  published: z.boolean(),
  createdAt: z.string(),
});

export const storeProductsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      variants: z.array(z.object({ id: z.string(), title: z.string(), sku: z.string().nullable() })),
      linkedTemplateId: z.number().nullable(),
    }),
  ),
  next: z.string().nullable(),
});

export const storeOrderViewSchema = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  platform: z.enum(STORE_PLATFORMS),
  number: z.string(),
  state: z.enum(STORE_ORDER_STATES),
  reason: z.string().nullable(),
  orderId: z.number().nullable(),
  customer: z.string(),
  receivedAt: z.string(),
  lines: z.array(z.object({ title: z.string(), quantity: z.number(), templateId: z.number().nullable() })),
});

export const publishQuoteSchema = z.object({
  cost: z.number(),
  templateName: z.string(),
  productName: z.string(),
  variantName: z.string(),
  colorName: z.string(),
  images: z.array(z.string()),
});

export const storeUpdateSchema = z.object({
  kind: z.enum(['fulfil', 'cancel']),
  status: z.enum(['pending', 'sent', 'failed', 'not_supported']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
});
