import { ALL_CATALOGS } from '@halcyon/i18n/all';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { registerApiRoutes } from './api-routes.ts';
import type { Config } from './config.ts';
import { type CaptchaGenerator, svgCaptchaGenerator } from './modules/auth/index.ts';
import { ensureDemoUser } from './modules/ledger/index.ts';
import type { BackfillPlan, ManualPriceFeed, MarketDataRuntime } from './modules/market-data/index.ts';
import { createMarketData, DEFAULT_BACKFILL, type MarketFeedMode } from './modules/market-data/index.ts';
import { ensureFirstOperator } from './modules/operators/index.ts';
import { DEFAULT_REALTIME_OPTIONS, type RealtimeOptions } from './modules/realtime/index.ts';
import type { SpotMarketView } from './modules/spot/index.ts';
import { consoleDistBeside, registerAdminApp } from './platform/admin-app.ts';
import type { App, AppContext } from './platform/app-types.ts';
import { declareAuth } from './platform/auth-hook.ts';
import type { Bus } from './platform/bus.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { createBus } from './platform/create-bus.ts';
import { type DatabaseHandle, openDatabase } from './platform/db.ts';
import { installErrorHandling } from './platform/error-handler.ts';
import { clientErrorHandler, frameworkErrorHandler } from './platform/framework-errors.ts';
import { type Catalogs, createTranslator, type Translator } from './platform/i18n.ts';
import { registerIdempotencySweep } from './platform/idempotency-sweep.ts';
import { acceptEmptyJsonBodies } from './platform/json-body.ts';
import { registerJsonCompression } from './platform/json-compression.ts';
import { createLogger } from './platform/logger.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { registerMailOutboxSweep } from './platform/mail-outbox-sweep.ts';
import { migrateToLatest } from './platform/migrate.ts';
import { registerOpenApi } from './platform/openapi.ts';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimits,
  rateLimitNamespace,
  registerRateLimit,
} from './platform/rate-limit.ts';
import { registerReadiness } from './platform/readiness.ts';
import { loadIoredis } from './platform/redis-client.ts';
import { OneLinePerRequest } from './platform/request-log.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { openServerSecrets } from './platform/server-secrets.ts';
import { validatorCompiler } from './platform/validation.ts';
import { registerWebApp } from './platform/web-app.ts';
import { registerWebsocketCap } from './platform/websocket-cap.ts';

/** JSON bodies are small; uploads (later) raise the limit on their own routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppOverrides = {
  /** A database the caller opened and will close (tests); otherwise the app opens one from config and closes it. */
  database?: DatabaseHandle;
  clock?: Clock;
  captchaGenerator?: CaptchaGenerator;
  catalogs?: Catalogs;
  rateLimits?: Partial<RateLimits>;
  logStream?: DestinationStream;
  /** A bus shared with other app instances (multi-instance tests); otherwise the app makes its own. */
  bus?: Bus;
  /**
   * Prefix of the app's own names in Redis (REDIS_URL): its bus's channels and its rate-limit counters.
   * Tests and benchmarks on a shared Redis keep their runs apart with it.
   */
  busPrefix?: string;
  /** Websocket limits and timings (tests shorten the heartbeat). */
  realtime?: Partial<RealtimeOptions>;
  /**
   * The price feed, instead of MARKET_FEED: 'off' runs none (prices only from what is stored), 'manual'
   * is driven by `manualFeed` (tests push exact ticks at exact fake-clock times).
   */
  marketFeed?: MarketFeedMode;
  /** Implies marketFeed 'manual' unless marketFeed says otherwise. */
  manualFeed?: ManualPriceFeed;
  /** Simulated history on first start; false for none. Default: 7 days of 1m, 2 years of 1d. */
  backfill?: BackfillPlan | false;
  /** Background market timers (staleness notices, pruning, leader retries); default on. */
  marketTimers?: boolean;
  /** The second-contract settlement loop; default: as marketTimers (tests run passes themselves). */
  contractWorker?: boolean;
  /** Depth and recent trades for websocket snapshots, instead of the spot engine's (realtime tests). */
  spotMarket?: SpotMarketView;
  /** The house liquidity maker quoting every open pair around the feed price; default on (test apps: off). */
  liquidityMaker?: boolean;
  /** This process's term as spot book host, null when it is not (default: its feed leader term). */
  spotEngineHost?: () => number | null;
};

/** A hop count becomes "trust the nearest n proxies" (Fastify's typings take no bare number). */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * How long each start hook may take. The market data's hook writes the first start's recent history before
 * the server answers (about 6 s on an idle 2-core machine); at Fastify's default of 10 s, a start on a
 * loaded machine failed with AVV_ERR_READY_TIMEOUT (seen at load 13, on PostgreSQL). A hung start, a
 * database that never answers, still fails, after this.
 */
export const START_HOOK_TIMEOUT_MS = 300_000;

/** Fastify with the server's framework settings: request log, body limit, proxies, validation, errors. */
function createFastify(
  config: Config,
  translator: Translator,
  logStream: DestinationStream | undefined,
): App {
  const app: App = Fastify({
    loggerInstance: createLogger(config.logLevel, logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    pluginTimeout: START_HOOK_TIMEOUT_MS,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: frameworkErrorHandler(translator),
    clientErrorHandler: clientErrorHandler(translator),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);
  return app;
}

/** The market data (feed, history, views), started when the app gets ready. */
function createAppMarketData(
  app: App,
  ctx: AppContext,
  databaseKind: DatabaseHandle['kind'],
  overrides: AppOverrides,
): MarketDataRuntime {
  const market = createMarketData({
    db: ctx.db,
    databaseKind,
    bus: ctx.bus,
    clock: ctx.clock,
    log: app.log,
    feed: overrides.marketFeed ?? (overrides.manualFeed ? 'manual' : ctx.config.marketFeed),
    ...(overrides.manualFeed ? { manualFeed: overrides.manualFeed } : {}),
    seed: ctx.config.marketSeed,
    binanceWsUrl: ctx.config.binanceWsUrl,
    staleAfterMs: ctx.config.staleAfterMs,
    backfill: overrides.backfill ?? DEFAULT_BACKFILL,
    timers: overrides.marketTimers ?? true,
  });
  // On ready (listen or the first inject): backfill and the first ticks happen before requests are served.
  app.addHook('onReady', () => market.start());
  // With Redis, subscribing is acknowledged later: ready means this instance hears the feed leader.
  app.addHook('onReady', async () => {
    await ctx.bus.ready?.();
  });
  return market;
}

/** The platform's layers around the API routes, in the order requests meet them. */
async function registerPlatform(
  app: App,
  ctx: AppContext,
  redis: Redis | undefined,
  busPrefix: string | undefined,
): Promise<void> {
  installErrorHandling(app, ctx.translator);
  declareAuth(app);
  await registerSecurityHeaders(app);
  // Before the rate limit: one page load fetches dozens of static files, which must not eat the API budget.
  await registerWebApp(app, ctx.config.webDist);
  await registerAdminApp(app, consoleDistBeside(ctx.config.webDist));
  // Static files come precompressed from the build; API JSON of 1 KiB or more is compressed per answer.
  registerJsonCompression(app);
  registerWebsocketCap(app, ctx.config.wsMaxConnectionsPerIp);
  await registerRateLimit(app, ctx.rateLimits.global, redis, rateLimitNamespace(busPrefix));
  registerReadiness(app, { db: ctx.db, redis });
  registerIdempotencySweep(app, ctx);
  registerMailOutboxSweep(app, ctx);
  await registerOpenApi(app);
}

/**
 * The whole server as a plugin tree, migrated and seeded, not listening: main.ts listens, tests call
 * inject(). Closing the app closes what it opened (database, Redis, SMTP pool).
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const translator = createTranslator(overrides.catalogs ?? ALL_CATALOGS);
  const app = createFastify(config, translator, overrides.logStream);

  const database = overrides.database ?? openDatabase(config);
  const redis = config.redisUrl
    ? new (loadIoredis().Redis)(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined;
  // Rate limiting skips Redis when it is down (fails open); say so in the log instead of crashing.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable'));
  const clock = overrides.clock ?? systemClock;
  const bus =
    overrides.bus ?? createBus({ redisUrl: config.redisUrl, prefix: overrides.busPrefix, log: app.log });
  let marketData: MarketDataRuntime | undefined;
  const rateLimits = {
    ...DEFAULT_RATE_LIMITS,
    global: config.rateLimitPerMinute ?? DEFAULT_RATE_LIMITS.global,
    ...overrides.rateLimits,
  };
  // Made once the server secrets are open: it seals what the outbox stores under one of them.
  let mailer: Mailer | undefined;
  app.addHook('onClose', async () => {
    // The feed writes to the database and publishes on the bus: stop it before either goes.
    await marketData?.stop();
    if (!overrides.bus) await bus.close();
    mailer?.close();
    redis?.disconnect();
    if (!overrides.database) await database.close();
  });

  try {
    await migrateToLatest(database.db);
    const secrets = await openServerSecrets({ db: database.db, clock, log: app.log }, config);
    mailer = createMailer({
      db: database.db,
      clock,
      log: app.log,
      secrets,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
    });
    app.decorate('mailer', mailer);
    const ctx: AppContext = {
      config,
      db: database.db,
      clock,
      translator,
      mailer,
      rateLimits,
      log: app.log,
      bus,
      secrets,
    };
    await ensureFirstOperator(ctx);
    if (config.demoUser) await ensureDemoUser(ctx);
    const market = createAppMarketData(app, ctx, database.kind, overrides);
    marketData = market;

    await registerPlatform(app, ctx, redis, overrides.busPrefix);
    await registerApiRoutes(app, ctx, {
      captchaGenerator: overrides.captchaGenerator ?? svgCaptchaGenerator,
      marketData: market,
      realtime: {
        ...DEFAULT_REALTIME_OPTIONS,
        userSessionRecheckMs: config.wsUserSessionRecheckMs,
        ...overrides.realtime,
      },
      contractWorker: overrides.contractWorker ?? overrides.marketTimers ?? true,
      isFeedLeader: () => market.isLeader(),
      spotEngineHost: overrides.spotEngineHost ?? (() => (market.isLeader() ? market.leaderTerm() : null)),
      liquidityMaker: overrides.liquidityMaker ?? true,
      ...(overrides.spotMarket ? { spotMarket: overrides.spotMarket } : {}),
    });
    // Not ready()-ed here: listen() and inject() do that, and tests may add a route first.
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
