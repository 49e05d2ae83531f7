import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { snapshot } from '../modules/catalog/service';
import { PublicPages, type ServerEntry } from './public-pages';

export { type PublicPage, PublicPages, type ServerEntry, sendPublicPage, type Viewer } from './public-pages';
export { EARLY_READS_CSP, SCRIPT_LOADER_CSP } from './template';

/** The public pages of the app's web build, kept until the catalogue's version (or the year) changes. */
export function createPublicPages(
  app: FastifyInstance,
  ctx: AppContext,
  webDist: string,
  entry?: () => Promise<ServerEntry>,
) {
  return new PublicPages({
    app,
    webDist,
    origin: ctx.config.publicUrl,
    version: async () => (await snapshot({ db: ctx.db })).version,
    entry,
    log: ctx.log,
  });
}
