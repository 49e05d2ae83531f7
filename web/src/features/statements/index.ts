/**
 * What other features and app/ may use of statements: the Statements tab, which the billing route
 * puts in the Billing page, and an order's invoice link. They import the folder only from here.
 */
export { InvoiceLink } from './InvoiceLink';
export { StatementsTab } from './StatementsTab';
