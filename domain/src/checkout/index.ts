export * from './messages';
export * from './places';
export * from './ship-to';
export * from './us-zip';
