export * from './constants';
export * from './destination';
export * from './quote';
export * from './schemas';
