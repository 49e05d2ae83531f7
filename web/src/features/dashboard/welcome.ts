import { firstNameOf } from '@pressrun/domain';

/**
 * The dashboard home's heading and lead, for the page and for the outline the server draws of it
 * (web/src/entry-server.tsx), so the two say the same words and the page replaces the outline's
 * heading without a change a person could see.
 */
export function dashboardWelcome(user: { first_name?: string | null; name?: string | null } | null) {
  const first = firstNameOf(user?.first_name || user?.name || '');
  return {
    title: `Welcome to your Dashboard${first ? `, ${first}` : ''}!`,
    lead: 'Finish these steps to start selling custom printed products.',
  };
}
