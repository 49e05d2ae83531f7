import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idCursor, reviewQueue, statusFilter } from '../../lib/review-queue';
import type { IntegrationsDeps } from './deps';
import { INTEGRATION_MSG, REQUEST_STATUSES } from './messages';
import { markKeysIssued } from './service';
import { staffListSchema, staffRequestSchema, staffRequestsPage } from './views';

const listQuery = z.object({
  // Waiting requests unless asked otherwise; 'all' is every status.
  status: statusFilter(REQUEST_STATUSES, 'Received', INTEGRATION_MSG.status),
  before: idCursor(INTEGRATION_MSG.badCursor),
});

/** Staff see the integration requests and mark the keys issued (/api/admin/integration-requests). */
export const staffRequestRoutes: FastifyPluginAsyncZod<{ deps: IntegrationsDeps }> = async (
  app,
  { deps },
) => {
  const queue = reviewQueue(app, {
    notFound: INTEGRATION_MSG.notFound,
    list: { query: listQuery, response: staffListSchema, page: (q) => staffRequestsPage(deps.db, q) },
  });

  queue.decide('PUT', '/:id/handled', {
    description: "Mark a Received request 'Keys Issued' (who and when are kept); a second time is a 409.",
    response: staffRequestSchema,
    act: async ({ id, staff }) => ({
      ...(await markKeysIssued(deps, staff, id)),
      message: INTEGRATION_MSG.issued,
    }),
  });
};
