import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';
import { layersSchema } from '../mockups/layers';

/** User-visible texts of the templates and the builder, kept word for word. */
export const TEMPLATE_MSG = {
  missing: MSG.templateMissing,
  nameRequired: 'Please enter a template name.',
  deleteConfirm: 'Are you sure you want to delete this template?',
  skuRequired: 'Please choose a product.',
  mockupUnknown: 'That mockup does not exist.',
  previewNotPng: 'The preview must be a PNG image.',
  previewTooLarge: 'The preview is too large.',
  deleted: 'Template deleted.',
  renamed: 'Template renamed.',
  /** Review Order, or saving through the API, with nothing that would print. */
  emptyDesign: 'Add an image or some text to your design first.',
  /** Duplicate: the product has no variant or colour by that name. */
  noSuchVariant: 'This product does not come in that variant and colour.',
  duplicated: 'Template duplicated. Check how the design sits on the new product, then save it.',
} as const;

/** 'This product accepts dimensions no greater than W pixels × H pixels. Your image …'. */
export const imageTooLargeMessage = (
  max: { width: number; height: number },
  got: { width: number; height: number },
) =>
  `This product accepts dimensions no greater than ${max.width} pixels × ${max.height} pixels. Your image dimensions are ${got.width} pixels × ${got.height} pixels`;

/** Said when an image larger than the print area has been placed scaled down to fit it. */
export const imageScaledNotice = (
  max: { width: number; height: number },
  got: { width: number; height: number },
  placed: { width: number; height: number },
) =>
  `${imageTooLargeMessage(max, got)}. It is placed scaled down to fit the print area (${Math.round(placed.width)} × ${Math.round(placed.height)} pixels); your file keeps its full resolution for printing.`;

/** An image fits a product when neither side exceeds the product's imprint (print area) size. */
export const fitsPrintArea = (
  image: { width: number; height: number },
  area: { width: number; height: number },
) => image.width <= area.width && image.height <= area.height;

const max = (s: z.ZodString) => s.max(MAX_INPUT, MSG.maxLength);

export const templateStatusSchema = z.enum(['draft', 'saved']);
export type TemplateStatus = z.infer<typeof templateStatusSchema>;

/** Starting a template in the builder: a draft for one product. */
export const createTemplateSchema = z.object({
  sku: max(z.string({ error: TEMPLATE_MSG.skuRequired }).trim().min(1, TEMPLATE_MSG.skuRequired)),
  layers: layersSchema.default([]),
  name: max(z.string().trim()).optional(),
  description: max(z.string().trim()).optional(),
});
export type CreateTemplateInput = z.input<typeof createTemplateSchema>;

/**
 * Saving the design. `mockupId` points at a render of these layers; the template takes its
 * preview, mockups and print file from it once it has finished.
 */
export const updateTemplateSchema = z.object({
  layers: layersSchema,
  name: max(z.string().trim()).optional(),
  description: max(z.string().trim()).optional(),
  mockupId: z.string().min(1).max(64).nullable().optional(),
  status: templateStatusSchema.optional(),
});
export type UpdateTemplateInput = z.input<typeof updateTemplateSchema>;

/**
 * Duplicate a template onto another product, variant or colour (POST /api/templates/{id}/duplicate).
 * `sku` names the product; `variant` and `color` (a name or its URL form, such as '15 oz' or
 * '15oz') pick another variant and colour of the same product, the sku's own where left out.
 */
export const duplicateTemplateSchema = z.object({
  sku: max(z.string({ error: TEMPLATE_MSG.skuRequired }).trim().min(1, TEMPLATE_MSG.skuRequired)),
  variant: max(z.string().trim()).optional(),
  color: max(z.string().trim()).optional(),
});
export type DuplicateTemplateInput = z.input<typeof duplicateTemplateSchema>;

/** Inline rename on the Templates page (a check saves, an x cancels); empty shows 'Template N' again. */
export const renameTemplateSchema = z.object({
  name: max(z.string({ error: TEMPLATE_MSG.nameRequired }).trim()),
});

/** Name shown on a card: the stored name, else 'Template N' (N counts from 1, oldest first). */
export const templateDisplayName = (name: string | null | undefined, n: number) =>
  name?.trim() ? name : `Template ${n}`;

/** One image of a template: a mockup at an angle, or the print file. */
export interface TemplateImage {
  url: string;
  width: number;
  height: number;
}

/** The catalogue product a template is for, as its card names it. */
export interface TemplateProduct {
  name: string;
  variantName: string;
  colorName: string;
  colorHex: string;
}

/** A template as the API returns it. */
export interface TemplateView {
  id: number;
  name: string | null;
  description: string;
  sku: string;
  layers: z.infer<typeof layersSchema>;
  status: TemplateStatus;
  mockupId: string | null;
  previewUrl: string | null;
  mockups: Array<TemplateImage & { angle: number }>;
  printFile: (TemplateImage & { dpi: number }) | null;
  /**
   * Product, variant and colour (the Templates page and the builder read it); null when the sku
   * has left the catalogue. Left out where a caller does not need it (the cart's lookups).
   */
  product?: TemplateProduct | null;
  createdAt: string;
  updatedAt: string;
}
