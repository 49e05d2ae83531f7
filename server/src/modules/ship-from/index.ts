import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { findShipFrom } from './repo';
import { shipFromRoutes } from './routes';

/**
 * The ship-from module's public face. Production reads a company's address through shipFromOf to
 * print it on the packing slip and the label; null means PressRun's own address is printed.
 */
export const shipFromOf = findShipFrom;
export { shipFromSchema } from './routes';

/** The company's own 'Ship From' address: /api/ship-from. */
export const shipFromModule: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db'> }> = async (
  app,
  { deps },
) => {
  await app.register(shipFromRoutes, { deps });
};
