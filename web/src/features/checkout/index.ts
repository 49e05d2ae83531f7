/**
 * What other features and app/ may use of checkout: the payment step's query key (paying term
 * orders changes the balance that step shows). They import the folder only from here.
 */
export { PAYMENT_KEY } from './api';
