import type { Config } from '../../config';
import type { CatalogDeps } from '../catalog/service';
import type { FilesDeps } from '../files';

/**
 * What the mockups module uses from the app: the database, file storage for the renders, the job
 * queue of the render, listing and clean-up jobs, the clock, and the size listing images are drawn
 * at; with what the catalogue and the files module need to find a product and a render's artwork.
 */
export type MockupsDeps = FilesDeps & CatalogDeps & { config: Pick<Config, 'listingSize'> };
