export * from './catalog';
export * from './types';
