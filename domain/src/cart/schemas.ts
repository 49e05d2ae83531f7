import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';
import { quantitySchema } from '../pricing/schemas';

/** User-visible texts of the cart, kept word for word. */
export const CART_MSG = {
  templateMissing: 'That template does not exist.',
  templateNotReady: 'This template is still being made. Please try again in a moment.',
  itemMissing: 'That item is no longer in your cart.',
  added: 'Added to your cart.',
  removed: 'Removed from your cart.',
  empty: 'Your cart is empty.',
} as const;

/** The customer's own purchase-order reference for one item (optional). */
export const cartPoSchema = z.string().trim().max(MAX_INPUT, MSG.maxLength);

/** Add to Cart: a saved template, at a quantity (1 by default), with an optional PO. */
export const addCartItemSchema = z.object({
  templateId: z.number({ error: CART_MSG.templateMissing }).int().positive(CART_MSG.templateMissing),
  quantity: quantitySchema.default(1),
  po: cartPoSchema.default(''),
});
export type AddCartItemInput = z.input<typeof addCartItemSchema>;
export type AddCartItem = z.output<typeof addCartItemSchema>;

/** Changing a line: its quantity, its PO, or both. */
export const updateCartItemSchema = z.object({
  quantity: quantitySchema.optional(),
  po: cartPoSchema.optional(),
});
export type UpdateCartItemInput = z.output<typeof updateCartItemSchema>;

/** One cart line as the API answers it: product facts and price read from the catalogue now. */
export const cartItemViewSchema = z.object({
  id: z.number(),
  templateId: z.number(),
  templateName: z.string(),
  sku: z.string(),
  productName: z.string(),
  variantName: z.string(),
  colorName: z.string(),
  material: z.string(),
  /** cents */
  unitPrice: z.number(),
  quantity: z.number(),
  po: z.string(),
  previewUrl: z.string().nullable(),
  /** cents: unit price × quantity */
  lineTotal: z.number(),
  /** false when the product left the catalogue: the line cannot be ordered */
  available: z.boolean(),
});
export type CartItemView = z.infer<typeof cartItemViewSchema>;

export const cartViewSchema = z.object({
  items: z.array(cartItemViewSchema),
  /** the top bar's badge: the number of lines */
  count: z.number(),
  /** cents: the sum of the available lines */
  subtotal: z.number(),
});
export type CartView = z.infer<typeof cartViewSchema>;
