import { mediaUrl } from '../../providers/storage';
import type { TemplatesDeps } from './deps';

/**
 * The templates module's only doors into other capabilities: the catalogue (does a sku exist,
 * what product it is, its family's variants), the mockup renderer (what a render produced) and
 * file storage (where its images live).
 */
export { findProduct, productExists, snapshot as catalogSnapshot } from '../catalog/service';
export { listingsView, type RenderOutcome, renderedImagesView, renderOutcome } from '../mockups';

export const imageUrl = (key: string) => mediaUrl(key);

export const readImage = (ctx: TemplatesDeps, key: string) => ctx.storage.get(key);
