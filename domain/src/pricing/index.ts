export * from './constants';
export * from './destination';
export * from './promo-code-form';
export * from './quote';
export * from './schemas';
