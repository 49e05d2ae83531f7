import type { App } from '../../app';
import type { AppContext } from '../../context';
import { demoCatalog } from './demo/index';
import { catalogIsEmpty, prerenderImages, saveCatalog } from './service';

/**
 * Seeds the demo catalogue on first start (idempotent: a stored or imported catalogue is kept).
 * Every variant's catalogue picture is drawn now (about 3 s for the ~100 variants), so catalogue,
 * swatches and home page show at once; the other angle views are drawn on first request and stored
 * (about 20 ms each), which keeps first start well under the 15 s budget on a 2-core machine.
 */
export async function seedCatalog(app: App | { ctx: AppContext }, opts: { images?: boolean } = {}) {
  const ctx = app.ctx;
  if (!(await catalogIsEmpty(ctx))) return { seeded: false, images: 0 };
  await saveCatalog(ctx, demoCatalog(), 'replace');
  const images = opts.images === false ? 0 : await prerenderImages(ctx, 'blanks');
  return { seeded: true, images };
}
