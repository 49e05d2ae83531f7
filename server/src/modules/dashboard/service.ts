import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import type { Session } from '../../lib/session';
import { loadUser } from '../auth';
import { hasCardOnFile } from '../billing';
import { countOrdersPlaced } from '../orders';
import { countTemplates } from '../templates';

/**
 * What the dashboard shows for the signed-in company. Checklist items turn complete when the email is
 * verified, the company has a card on file and at least one template exists.
 */
export async function dashboardSummary(db: Db, session: Session) {
  const user = await loadUser(db, session.userId);
  if (!user) throw unauthorized();
  return {
    ordersPlaced: await countOrdersPlaced(db, session.companyId),
    checklist: {
      accountCreated: true as const,
      emailVerified: user.emailVerified,
      // A card on file: what paying by the default card at checkout needs.
      paymentMethod: await hasCardOnFile(db, session.companyId),
      // At least one template (one with a preview; abandoned drafts do not count).
      template: (await countTemplates(db, session.companyId)) > 0,
    },
  };
}
