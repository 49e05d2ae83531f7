/**
 * What other features and app/ may use of integrations: the integration requests card, which the
 * Stores page shows. They import the folder only from here.
 */
export { IntegrationRequestsCard } from './IntegrationRequestsCard';
