import { afterAll } from 'vitest';
import { catalogLookup, setProductLookup } from '../modules/mockups/product';

/**
 * Test files share one process and its loaded modules (vitest.config.ts: `isolate: false`, which
 * saves loading the app's modules again for every file). The little module state tests change is
 * put back after each file, so the next one starts as a fresh process would: the mockup products
 * come from the catalogue again (useTestProducts swaps in generated ones).
 */
afterAll(() => setProductLookup(catalogLookup));
