import BillingPage from '../../features/billing/BillingPage';
import { TermsTab } from '../../features/credit-terms';
import { StatementsTab } from '../../features/statements';

/**
 * /dashboard/billing: billing's page with the tabs credit terms and statements bring. Those two
 * build on billing (paying term orders uses the card on file), so the page cannot import them
 * itself without a circle; the route, above all three, puts them together.
 */
export default function BillingRoute() {
  return <BillingPage statementsTab={<StatementsTab />} termsTab={<TermsTab />} />;
}
