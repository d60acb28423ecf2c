import { optionalDependency } from './optional-dependency.ts';

/** ioredis, loaded only when REDIS_URL is set: most embedded installs run without Redis. */
export const loadIoredis = optionalDependency<typeof import('ioredis')>('ioredis');
