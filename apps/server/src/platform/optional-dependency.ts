import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A dependency loaded on first use instead of when the server starts. Each of these (ioredis, the S3
 * client, nodemailer, pg, sharp with libvips, the captcha fonts) costs the process 10 to 30 MiB of code
 * and data once loaded, and most servers never use some of them: an embedded install has no Redis, S3,
 * SMTP or PostgreSQL, and sharp is only needed when someone uploads a picture. They are CommonJS packages,
 * so `require` loads them synchronously and the callers stay as they were. Usage:
 *
 *   const ioredis = optionalDependency<typeof import('ioredis')>('ioredis');
 *   new (ioredis().Redis)(url);
 */
export function optionalDependency<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
