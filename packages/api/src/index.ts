export * from './app-config.ts';
export * from './auth.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './fields.ts';
export * from './user.ts';
