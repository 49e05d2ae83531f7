import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import type { Session } from '../../lib/session';
import { loadUser } from '../auth';
import { countTemplates } from '../templates';

/**
 * What the dashboard shows for the signed-in company. Checklist items turn complete when the email is
 * verified, a billing customer exists and at least one template exists.
 */
export async function dashboardSummary(db: Db, session: Session) {
  const user = await loadUser(db, session.userId);
  if (!user) throw unauthorized();
  return {
    // The company's orders, 'Disabled' ones excluded. There is no orders table yet, so nothing has
    // been placed.
    ordersPlaced: 0,
    checklist: {
      accountCreated: true as const,
      emailVerified: user.emailVerified,
      // Filled by the Billing issue: true once the company has a card on file (bill_method 1).
      paymentMethod: false,
      // At least one template (one with a preview; abandoned drafts do not count).
      template: (await countTemplates(db, session.companyId)) > 0,
    },
  };
}
