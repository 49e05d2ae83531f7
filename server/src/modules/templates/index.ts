import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerTemplatesCleanup } from './cleanup';
import type { TemplatesDeps } from './deps';
import { templatesModule as routes } from './routes';

/** The templates module's public face: other modules and app.ts import from here only. */
export type { TemplatesDeps } from './deps';
export {
  countTemplates,
  getTemplate,
  newestOrderableTemplates,
  renderReferences,
  templatesById,
} from './service';

/** The templates capability: its routes under /api/templates and the daily 'templates.cleanup' job. */
export const templatesModule: FastifyPluginAsyncZod<{ deps: TemplatesDeps }> = async (app, { deps }) => {
  registerTemplatesCleanup(deps);
  await app.register(routes, { deps });
};
