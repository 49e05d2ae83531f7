export * from './fulfilment';
export * from './schemas';
export * from './status';
