import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import { isWebsocketUpgrade } from './websocket-cap.ts';

/**
 * Routes never counted: a load balancer's probes must see the truth, not 429, and websocket upgrades have
 * their own per-address connection cap (websocket-cap.ts).
 */
export const PROBE_PATHS = new Set(['/api/uniapp/app/health', '/api/uniapp/app/ready']);

/** Requests per minute per client IP. Auth routes each get their own, tighter budget in place of the global one. */
export type RateLimits = {
  global: number;
  login: number;
  register: number;
  emailCode: number;
  captcha: number;
  refresh: number;
  resetPassword: number;
  /**
   * Uploads (each upload route on its own): a refused image, unlike a stored one, counts against no
   * per-account limit, yet costs its decoding (up to 40 MP) like one.
   */
  upload: number;
};

/** Per IP, so several people behind one NAT share them; per-account and per-address limits sit in the services. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  global: 300,
  login: 30,
  register: 20,
  emailCode: 20,
  captcha: 60,
  refresh: 60,
  resetPassword: 20,
  upload: 20,
};

export const ONE_MINUTE_MS = 60_000;

/** Where the counters live in Redis, unless the app runs under a prefix of its own (rateLimitNamespace). */
const DEFAULT_RATE_LIMIT_NAMESPACE = 'halcyon-rate-limit-';

/**
 * The counters' key prefix: an app given a prefix for its names in Redis (tests, benchmarks and the chaos
 * run on a shared Redis) keeps its counters under it too, so that runs sending from the same addresses
 * never spend one another's budgets.
 */
export function rateLimitNamespace(redisPrefix: string | undefined): string {
  return redisPrefix === undefined ? DEFAULT_RATE_LIMIT_NAMESPACE : `${redisPrefix}rate-limit:`;
}

/** The per-route option: `config: routeRateLimit(n)`. */
export function routeRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: ONE_MINUTE_MS } };
}

/**
 * Counts per IP (behind a proxy, set TRUST_PROXY so the IP is the client's). In memory for one
 * instance; in Redis when REDIS_URL is set so that every instance shares the counters (under `nameSpace`).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  max: number,
  redis: Redis | undefined,
  nameSpace: string,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: ONE_MINUTE_MS,
    // By the route matched (what will answer), not the raw URL, which may spell the same path otherwise.
    allowList: (request) => isWebsocketUpgrade(request) || PROBE_PATHS.has(request.routeOptions.url ?? ''),
    ...(redis ? { redis, nameSpace, skipOnError: true } : {}),
    // Thrown, so the error handler answers with the usual translated envelope.
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}
