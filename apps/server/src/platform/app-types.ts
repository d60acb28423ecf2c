import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Bus } from './bus.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Translator } from './i18n.ts';
import type { Mailer } from './mail.ts';
import type { RateLimits } from './rate-limit.ts';
import type { ServerSecrets } from './server-secrets.ts';

/** The Fastify instance with zod schemas as the source of request and reply types. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module receives from the platform: built once in app.ts, never global. */
export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  translator: Translator;
  mailer: Mailer;
  rateLimits: RateLimits;
  log: FastifyBaseLogger;
  /** In-process, or Redis pub/sub across instances: fan-out of market data and other events. */
  bus: Bus;
  /** HMAC keys and the keys that seal personal data, shared by every instance through the database. */
  secrets: ServerSecrets;
};
