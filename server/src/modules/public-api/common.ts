import type { FastifyRequest } from 'fastify';
import type { ApiClient } from '../../lib/route-auth';
import { errorSchema } from '../../lib/schemas';

/** What every /api/v1 route declares: the key-only route kind, the bearer scheme and its tag. */
export const config = { auth: 'apiKey' as const };
export const security = [{ apiKey: [] }];
export const tags = ['public-api'];
export const errors = {
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

/** The key's company and user; set by the 'apiKey' route kind before any handler runs. */
export const clientOf = (req: FastifyRequest): ApiClient => req.apiClient!;
