/**
 * What other features and app/ may use of catalog: its queries (duplicating a template picks
 * another product). They import the folder only from here.
 */
export { useCatalogList, useProduct } from './api';
