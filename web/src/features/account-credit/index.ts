/**
 * What other features and app/ may use of account-credit: the credit an order spends and the
 * company's balance, as order pages show them. They import the folder only from here.
 */
export { AccountCreditSummary, CreditLines } from './CreditLines';
