import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsDeps } from './deps';
import { settingsRoutes } from './routes';

/** Settings' account: the signed-in user's names, email (changed through a mailed link) and phone. */
export const settingsModule: FastifyPluginAsyncZod<{ deps: SettingsDeps }> = async (app, { deps }) => {
  await app.register(settingsRoutes, { deps });
};
