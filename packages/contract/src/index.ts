export * from './errors';
export * from './phone';
export * from './auth';
export * from './catalogue';
export * from './cart';
export * from './payments';
export * from './client-routes';
