/**
 * What other features and app/ may use of credit-terms: the Credit Terms tab, which the billing
 * route puts in the Billing page. They import the folder only from here.
 */
export { TermsTab } from './TermsTab';
