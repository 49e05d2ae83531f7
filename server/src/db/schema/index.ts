// Every capability keeps its tables in its own file here; drizzle-kit reads them all.

// Tables a module defines beside its code.
export * from '../../modules/payments/tables';
export * from './account';
export * from './accounts';
export * from './catalog';
export * from './claims';
export * from './files';
export * from './integrations';
export * from './mockups';
export * from './orders';
export * from './platform';
export * from './templates';
