import type { App } from '../../app';
import type { AppContext } from '../../context';
import { demoCatalog } from './seed/index';
import { catalogIsEmpty, prerenderImages, saveCatalog } from './service';

/**
 * Seeds the demo catalogue on first start (idempotent: a stored or imported catalogue is kept).
 * The catalogue pictures are drawn now, so the first catalogue view is instant; the other angle
 * views are drawn on first request and stored (about 15 ms each), which keeps first start fast.
 */
export async function seedCatalog(app: App | { ctx: AppContext }, opts: { images?: boolean } = {}) {
  const ctx = app.ctx;
  if (!(await catalogIsEmpty(ctx))) return { seeded: false, images: 0 };
  await saveCatalog(ctx, demoCatalog(), 'replace');
  const images = opts.images === false ? 0 : await prerenderImages(ctx, 'listed');
  return { seeded: true, images };
}
