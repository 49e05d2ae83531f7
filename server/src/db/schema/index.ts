// Every table, for drizzle-kit and the database client. Each module keeps its own tables in its
// tables.ts; the tables no module owns (the platform's) live here.
export * from '../../modules/account-credit/tables';
export * from '../../modules/api-keys/tables';
export * from '../../modules/auth/tables';
export * from '../../modules/billing/tables';
export * from '../../modules/bulk-orders/tables';
export * from '../../modules/cart/tables';
export * from '../../modules/catalog/tables';
export * from '../../modules/checkout/tables';
export * from '../../modules/claims/tables';
export * from '../../modules/credit-terms/tables';
export * from '../../modules/documents/tables';
export * from '../../modules/error-reports/tables';
export * from '../../modules/faqs/tables';
export * from '../../modules/files/tables';
export * from '../../modules/integrations/tables';
export * from '../../modules/mockups/tables';
export * from '../../modules/orders/tables';
export * from '../../modules/payments/tables';
export * from '../../modules/promo-codes/redemption-tables';
export * from '../../modules/promo-codes/tables';
export * from '../../modules/refunds/tables';
export * from '../../modules/ship-from/tables';
export * from '../../modules/stores/tables';
export * from '../../modules/templates/tables';
export * from '../../modules/webhooks/tables';
export * from './platform';
