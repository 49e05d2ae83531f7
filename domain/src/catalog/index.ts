export * from './catalog';
export * from './schemas';
export * from './types';
