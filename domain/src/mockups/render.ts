import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';
import { layersSchema } from './layers';

/** Canvas preview angles. */
export const MOCKUP_ANGLES = [0, 90, 270] as const;
export type MockupAngle = (typeof MOCKUP_ANGLES)[number];

/** How a product's design is mapped onto its photo. */
export const MOCKUP_SHAPES = ['mug', 'tumbler', 'bottle', 'flat'] as const;
export type MockupShape = (typeof MOCKUP_SHAPES)[number];
export const isCylinder = (shape: MockupShape) => shape !== 'flat';

/**
 * Renders one company may have queued or running at once; past it a new render answers 429 with
 * MOCKUP_MSG.tooManyWaiting. Renders are shared fairly between companies anyway; the cap keeps one
 * company from filling the queue (a design already rendering, or rendered before, never counts).
 */
export const MOCKUP_MAX_WAITING_PER_COMPANY = 10;

export const MOCKUP_MSG = {
  /**
   * A preview failure shows 'Error Code 500' with hints on file names (the old
   * renderer tripped over names with spaces and symbols, and over files that were not images).
   */
  failed:
    'Error Code 500: We could not render your mockup. Please make sure your artwork file names contain only letters and numbers (no spaces or special characters such as # % & ?) and that each file is a JPG, PNG or GIF image, then try again.',
  skuRequired: 'Please choose a product.',
  notFound: 'That mockup does not exist.',
  artworkMissing: 'An artwork in this design no longer exists. Please choose it again from your library.',
  noMockup: 'A mockup is not available for this product yet. You can still continue without it.',
  tooManyWaiting: `You have ${MOCKUP_MAX_WAITING_PER_COMPANY} mockups waiting to render. Please wait for one to finish, then try again.`,
} as const;

/**
 * Preview size: the width is scaled to fit 800 px when the product image is
 * wider than tall, else the height to 400 px.
 */
export function previewSize(imageWidth: number, imageHeight: number) {
  if (imageWidth > imageHeight)
    return { width: 800, height: Math.max(1, Math.round((800 * imageHeight) / imageWidth)) };
  return { width: Math.max(1, Math.round((400 * imageWidth) / imageHeight)), height: 400 };
}

/** POST /api/mockups: render a design for one product. */
export const mockupRequestSchema = z.object({
  sku: z
    .string({ error: MOCKUP_MSG.skuRequired })
    .trim()
    .min(1, MOCKUP_MSG.skuRequired)
    .max(MAX_INPUT, MSG.maxLength),
  layers: layersSchema,
});
export type MockupRequest = z.input<typeof mockupRequestSchema>;

export type MockupStatus = 'queued' | 'running' | 'done' | 'failed';

export interface MockupPreview {
  angle: MockupAngle;
  url: string;
  width: number;
  height: number;
}

export interface MockupPrintFile {
  url: string;
  width: number;
  height: number;
  dpi: number;
}

/** A render as the API returns it; previews arrive one by one while it runs. */
export interface MockupView {
  id: string;
  sku: string;
  status: MockupStatus;
  /** 0–100 */
  progress: number;
  cached: boolean;
  previews: MockupPreview[];
  printFile: MockupPrintFile | null;
  error: string | null;
  createdAt: string;
}
