export * from './catalog.ts';
export * from './load-catalog.ts';
export * from './locales.ts';
