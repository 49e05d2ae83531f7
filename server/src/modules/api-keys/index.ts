import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyRoutes } from './routes';

/** The API keys' public face: auth makes the account's key, app.ts resolves keys, the public API finds who made a key. */
export { KEY_PREFIX } from './keys';
export {
  ACCOUNT_KEY_NAME,
  apiKeyResolver,
  issueAccountKey,
  MAX_API_KEYS,
  makerOfKey,
  type RevocationReason,
  recordRevocation,
  revokeCompanyKeys,
} from './service';

/** The company's API keys under /api/api-keys. */
export const apiKeysModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(apiKeyRoutes);
};
