import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RendersHeld, registerCleanupJob } from './cleanup';
import { registerMockupJob } from './job';
import { mockupsModule as routes } from './routes';

/** The mockups module's public face: other modules and app.ts import from here only. */
export type { RendersHeld } from './cleanup';
export {
  listingsView,
  type RenderOutcome,
  renderedImagesView,
  renderOutcome,
  requestListings,
} from './service';
/** The shape of a listing render, as templates keep it. */
export type { ListingImage } from './tables';

/**
 * The mockups capability: its routes under /api/mockups, the 'mockup.render' job and the daily
 * cleanup. `rendersHeld` says what other capabilities still show of old renders (templates do).
 */
export const mockupsModule: FastifyPluginAsyncZod<{ rendersHeld: RendersHeld }> = async (app, opts) => {
  registerMockupJob(app.ctx);
  registerCleanupJob(app.ctx, opts.rendersHeld);
  await app.register(routes);
};
