import { afterAll } from 'vitest';
import { setServerGet } from '../../../web/src/app/api';
import { clearEventSinks } from '../lib/events';
import { catalogLookup, setProductLookup } from '../modules/mockups/product';

/**
 * Test files share one process and its loaded modules (vitest.config.ts: `isolate: false`, which
 * saves loading the app's modules again for every file). The module state a file may leave behind
 * is put back after it, so the next one starts as a fresh process would: the mockup products come
 * from the catalogue again (useTestProducts swaps in generated ones), events go nowhere until an
 * app plugs its webhooks and stores in, and the web app's API calls are no longer answered by a server render.
 */
afterAll(() => {
  setProductLookup(catalogLookup);
  clearEventSinks();
  setServerGet(null);
});
