export * from './auth/schemas';
export * from './messages';
export * from './roles';
