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
  badBackground: 'Choose a background: white, grey, or a hex colour such as #f4e9d8.',
  listingsFailed: 'The listing images of this mockup could not be rendered. Please try again.',
  notRendered: 'This mockup could not be rendered, so it has no listing images.',
} as const;

/**
 * Listing renders: every view also drawn as a square photo this many pixels a side (Etsy asks for
 * at least 2000 px, Shopify 2048), the product filling about three quarters of the frame, in a
 * studio on one of these backgrounds: white, the studio's grey, or a hex colour the user picks.
 */
export const LISTING_SIZE = 2000;
export const LISTING_BACKGROUNDS = ['white', 'grey'] as const;
export type ListingBackground = (typeof LISTING_BACKGROUNDS)[number] | `#${string}`;
export const DEFAULT_LISTING_BACKGROUND: ListingBackground = 'white';

/**
 * The listing photos, in the order a store shows them, with the names a shopper reads: Front (0°,
 * the middle of the design facing the camera, a handle straight behind), then the views that show
 * the product's shape: Angled (turned 45°, a mug's handle at three quarters), Right (90°) and
 * Left (270°). The first is the one a template's card shows.
 */
export const LISTING_VIEW_NAMES = { 0: 'Front', 45: 'Angled', 90: 'Right', 270: 'Left' } as const;
export type ListingAngle = keyof typeof LISTING_VIEW_NAMES;
export type ListingViewName = (typeof LISTING_VIEW_NAMES)[ListingAngle];
export const LISTING_ANGLES = [0, 45, 90, 270] as const satisfies readonly ListingAngle[];

const BACKGROUND = /^(?:white|grey|#[0-9a-f]{3}|#[0-9a-f]{6})$/;

/** 'white', 'grey' or a hex colour (#abc or #aabbcc, any case); nothing else. */
export const listingBackgroundSchema = z
  .string({ error: MOCKUP_MSG.badBackground })
  .trim()
  .max(16, MOCKUP_MSG.badBackground)
  .refine((v) => BACKGROUND.test(v.toLowerCase()), MOCKUP_MSG.badBackground);

/** A valid background in its one spelling: lower case, #abc written #aabbcc. */
export function normaliseBackground(value: string | undefined | null): ListingBackground {
  const v = (value ?? DEFAULT_LISTING_BACKGROUND).trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  return v as ListingBackground;
}

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
  /** The listing renders' background (default white); the previews never change with it. */
  background: listingBackgroundSchema.optional(),
});
export type MockupRequest = z.input<typeof mockupRequestSchema>;

/** POST /api/mockups/{id}/listings: the listing renders of a mockup on another background. */
export const listingRequestSchema = z.object({ background: listingBackgroundSchema });
export type ListingRequest = z.input<typeof listingRequestSchema>;

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

/** One listing render: a view at LISTING_SIZE on a background, at a stable (content-addressed) URL. */
export interface MockupListing {
  angle: ListingAngle;
  name: ListingViewName;
  url: string;
  width: number;
  height: number;
  background: ListingBackground;
}

export type ListingStatus = 'queued' | 'running' | 'done' | 'failed';

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
  /** The background the request asked for. */
  background: ListingBackground;
  /**
   * Listing renders, drawn after the previews and the print file, appearing as they are ready:
   * the four views for each background asked for (the request's, then any added later).
   */
  listings: MockupListing[];
  /** All backgrounds asked for: 'done' when every one has its four views. */
  listingStatus: ListingStatus;
  listingBackgrounds: Array<{ background: ListingBackground; status: ListingStatus }>;
}
