import type { CatalogDeps } from '../catalog/service';
import type { TemplatesDeps } from '../templates';

/**
 * What the cart uses from the app: the database for its own rows, and what the templates and the
 * catalogue need to show each line (the template's preview, the product's price).
 */
export type CartDeps = TemplatesDeps & CatalogDeps;
