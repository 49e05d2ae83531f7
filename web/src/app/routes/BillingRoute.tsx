import BillingPage from '../../features/billing/BillingPage';
import { TermsTab } from '../../features/credit-terms';
import { StatementsTab } from '../../features/statements';

/**
 * /dashboard/billing: billing's page with the tabs credit terms and statements bring. Credit terms
 * builds on billing (paying term orders uses the card on file, through checkout too), so billing's
 * page cannot import it without a circle; the route, above them all, puts the page together, and
 * hands in statements the same way so that billing's page names no other feature.
 */
export default function BillingRoute() {
  return <BillingPage statementsTab={<StatementsTab />} termsTab={<TermsTab />} />;
}
