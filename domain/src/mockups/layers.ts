import { z } from 'zod';

/**
 * The fonts a text layer may use. The server renders them from bundled font files (never a network
 * font), so the builder must offer only these; an unknown family falls back to the first (Inter).
 */
export const LAYER_FONTS = ['Inter', 'Oswald', 'Playfair Display', 'Pacifico'] as const;
export type LayerFont = (typeof LAYER_FONTS)[number];
export const DEFAULT_FONT: LayerFont = 'Inter';
export const DEFAULT_FONT_SIZE = 48;
export const DEFAULT_TEXT_FILL = '#000000';
/** Line height of text layers as a multiple of the font size (Konva's `lineHeight`). */
export const TEXT_LINE_HEIGHT = 1.2;

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Longest side of a layer's box in any design (about 11 feet at 300 dpi): a sanity bound. The
 * renderer also holds each layer to its product's print area (`maxLayerSide`).
 */
export const LAYER_MAX_SIDE = 40_000;
/** A layer's box may measure this many times the print area's longer side (rotated layers too). */
export const LAYER_MAX_SCALE = 4;
/** Layers in one design. */
export const MAX_LAYERS = 30;

/** The longest side a layer may have on a product with this print area. */
export const maxLayerSide = (area: { widthPx: number; heightPx: number }) =>
  Math.min(LAYER_MAX_SIDE, LAYER_MAX_SCALE * Math.max(area.widthPx, area.heightPx));

const px = (n: number) => n.toLocaleString('en-US');
export const LAYER_MSG = {
  tooLarge: `This layer is too large. A layer can be at most ${px(LAYER_MAX_SIDE)} pixels wide or tall.`,
  tooLargeForProduct: (max: number) =>
    `This layer is too large for this product. A layer can be at most ${px(max)} pixels wide or tall (${LAYER_MAX_SCALE} times the print area).`,
  tooMany: `A design can have at most ${MAX_LAYERS} layers.`,
} as const;

/**
 * One layer of a design, in PRINT-AREA PIXELS (the print area is the coordinate space:
 * 0..widthPx × 0..heightPx), drawn in array order (first is at the bottom).
 *
 * - `left`/`top`/`width`/`height` are the layer's box before rotation.
 * - `rotation` is clockwise degrees about the box's CENTRE (in Konva: `offsetX = width / 2`,
 *   `offsetY = height / 2`, `x = left + width / 2`, `y = top + height / 2`).
 * - An image layer's `source` is an artwork URL (`/media/artwork/…` as the files API returns it) or
 *   an artwork file id; the image is stretched to fill its box.
 * - A text layer's `source` is its text: lines split on '\n', words wrapped to `width`, each line
 *   `fontSize × TEXT_LINE_HEIGHT` tall, glyphs centred vertically in their line (Konva's default
 *   middle baseline), aligned by `align` (default left). `fill` is a hex colour.
 *
 * Shared by the builder (web), the template store and the mockup renderer (server).
 */
export const layerSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(['image', 'text']),
  source: z.string().min(1).max(2048),
  top: z.number().finite(),
  left: z.number().finite(),
  width: z.number().finite().positive().max(LAYER_MAX_SIDE, LAYER_MSG.tooLarge),
  height: z.number().finite().positive().max(LAYER_MAX_SIDE, LAYER_MSG.tooLarge),
  rotation: z.number().finite(),
  fontSize: z.number().finite().positive().max(2000).optional(),
  fontFamily: z.string().max(64).optional(),
  fill: z.string().max(32).regex(hexColour, 'Colours are hex values such as #1d3557.').optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
});

export type Layer = z.infer<typeof layerSchema>;
export type LayerType = Layer['type'];

export const layersSchema = z.array(layerSchema).max(MAX_LAYERS, LAYER_MSG.tooMany);
