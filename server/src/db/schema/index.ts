// Every capability keeps its tables in its own file here; drizzle-kit reads them all.
export * from './accounts';
export * from './platform';
export * from './files';
export * from './mockups';
export * from './templates';
export * from './catalog';
