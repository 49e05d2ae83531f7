import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerFilesCleanup } from './cleanup';
import type { FilesDeps } from './deps';
import { filesModule as routes } from './routes';

/** The files module's public face: other modules and app.ts import from here only. */
export type { FilesDeps } from './deps';
export { mediaModule } from './media-routes';
export { newestArtwork, resolveArtworkSources } from './service';

/** The files capability: its routes under /api/files and the daily 'files.cleanup' job. */
export const filesModule: FastifyPluginAsyncZod<{ deps: FilesDeps }> = async (app, { deps }) => {
  registerFilesCleanup(deps);
  await app.register(routes, { deps });
};
