import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RendersHeld, registerCleanupJob } from './cleanup';
import type { MockupsDeps } from './deps';
import { registerMockupJob } from './job';
import { mockupsModule as routes } from './routes';

/** The mockups module's public face: other modules and app.ts import from here only. */
export type { RendersHeld } from './cleanup';
export type { MockupsDeps } from './deps';
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
export const mockupsModule: FastifyPluginAsyncZod<{ rendersHeld: RendersHeld; deps: MockupsDeps }> = async (
  app,
  { rendersHeld, deps },
) => {
  registerMockupJob(deps);
  registerCleanupJob(deps, rendersHeld);
  await app.register(routes, { deps });
};
