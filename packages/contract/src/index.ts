export * from './errors';
export * from './primitives';
export * from './phone';
export * from './auth';
export * from './catalogue';
export * from './cart';
export * from './payments';
