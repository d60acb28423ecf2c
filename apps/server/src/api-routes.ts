import { appConfigRoutes, createAppConfigService } from './modules/app-config/index.ts';
import { assetRoutes, createAssetsService } from './modules/assets/index.ts';
import {
  type AuthServices,
  authRoutes,
  type CaptchaGenerator,
  createCaptchaService,
  createEmailCodeService,
  createLoginService,
  createPasswordService,
  createRegisterService,
  createSessionService,
  sessionRoutes,
} from './modules/auth/index.ts';
import { createLedger } from './modules/ledger/index.ts';
import { createLiquidityMaker } from './modules/liquidity/index.ts';
import type { MarketData } from './modules/market-data/index.ts';
import {
  createMarketsService,
  createWatchlistService,
  marketRoutes,
  watchlistRoutes,
} from './modules/markets/index.ts';
import type { RealtimeOptions } from './modules/realtime/index.ts';
import { createHub, type Hub, realtimeRoutes } from './modules/realtime/index.ts';
import { createSecondContracts } from './modules/second-contract/index.ts';
import type { SpotMarketView } from './modules/spot/index.ts';
import { createSpotService, spotPublicRoutes, spotRoutes } from './modules/spot/index.ts';
import { createSwapService, swapRoutes } from './modules/swap/index.ts';
import { createUsersService, userRoutes } from './modules/users/index.ts';
import type { App, AppContext } from './platform/app-types.ts';
import { requireAuthentication } from './platform/auth-hook.ts';
import { serverSecret } from './platform/server-secrets.ts';

export const API_PREFIX = '/api/uniapp';

/** What the routes need beyond the platform context: services app.ts builds and owns. */
export type ApiDeps = {
  captchaGenerator: CaptchaGenerator;
  /** Instruments, tickers, candles and statistics (started and stopped by app.ts). */
  marketData: MarketData;
  realtime: RealtimeOptions;
  /** The second-contract settlement loop and live marks (off in tests, which run passes themselves). */
  contractWorker?: boolean;
  /** Whether this process runs the price feed: only it publishes contract marks. */
  isFeedLeader?: () => boolean;
  /**
   * This process's term as host of the spot books, null when it is not the host. The books live in one
   * process's memory, so exactly one process (the feed leader) takes spot commands; the others answer
   * SERVICE_UNAVAILABLE for them.
   */
  spotEngineHost?: () => number | null;
  /** Depth and recent trades for websocket snapshots (tests pass a fake until the spot engine provides it). */
  spotMarket?: SpotMarketView;
  /** The house liquidity maker (default on); test apps turn it off unless a test asks for it. */
  liquidityMaker?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The websocket fan-out of this instance: benchmarks drive it directly, tests count its subscriptions. */
    realtimeHub: Hub;
  }
}

/** Builds the module services from the platform context and mounts their routes under /api/uniapp. */
export async function registerApiRoutes(app: App, ctx: AppContext, deps: ApiDeps): Promise<void> {
  const { captchaGenerator } = deps;
  const users = createUsersService(ctx);
  const sessions = createSessionService(ctx);
  const captcha = createCaptchaService(ctx, captchaGenerator);
  const emailCodes = createEmailCodeService(ctx, await serverSecret(ctx.db, ctx.clock, 'email-code-hmac'));
  const auth: AuthServices = {
    captcha,
    emailCodes,
    sessions,
    register: createRegisterService(ctx, { captcha, emailCodes, sessions }),
    login: createLoginService(ctx, sessions),
    passwords: createPasswordService(ctx, { emailCodes, sessions }),
  };
  const appConfig = createAppConfigService(ctx);
  // The only writer of balances; later money modules receive this same instance.
  const ledger = createLedger(ctx);
  const assets = createAssetsService(ledger, deps.marketData);
  const swap = createSwapService({
    db: ctx.db,
    clock: ctx.clock,
    bus: ctx.bus,
    ledger,
    marketData: deps.marketData,
  });
  // Spot trading: quoteSink (liquidity maker) and marketView (realtime hub) hang off this one instance.
  const spot = createSpotService({
    db: ctx.db,
    clock: ctx.clock,
    log: ctx.log,
    bus: ctx.bus,
    ledger,
    marketData: deps.marketData,
    hostTerm: deps.spotEngineHost ?? (() => 1),
  });
  app.decorate('spotService', spot);
  // After market data started (app.ts's onReady runs first): books are rebuilt from the open orders.
  app.addHook('onReady', () => spot.start());
  app.addHook('onClose', () => spot.stop());
  if (deps.liquidityMaker ?? true) {
    const maker = createLiquidityMaker({
      marketData: deps.marketData,
      sink: spot.quoteSink,
      clock: ctx.clock,
      log: ctx.log,
    });
    // After spot.start: house quotes go into rebuilt books, where they meet people's resting orders.
    app.addHook('onReady', () => maker.start());
    // Runs before spot.stop (onClose hooks run last-added first), so no quote arrives at a stopped desk.
    app.addHook('onClose', () => maker.stop());
  }
  const { marketData } = deps;
  const markets = createMarketsService({
    marketData,
    clock: ctx.clock,
    translator: ctx.translator,
    bus: ctx.bus,
  });
  const watchlist = createWatchlistService({
    db: ctx.db,
    clock: ctx.clock,
    marketData,
    board: markets.board,
  });
  const hub = createHub({
    marketData,
    candles: markets.candles,
    clock: ctx.clock,
    log: ctx.log,
    bus: ctx.bus,
    spotMarket: deps.spotMarket ?? spot.marketView,
  });
  app.decorate('realtimeHub', hub);
  const secondContracts = createSecondContracts(app, ctx, {
    ledger,
    marketData,
    worker: deps.contractWorker ?? true,
    isFeedLeader: deps.isFeedLeader ?? (() => true),
  });
  app.addHook('onClose', async () => {
    hub.close();
    markets.close();
  });

  await app.register(
    async (api) => {
      appConfigRoutes(api, appConfig);
      authRoutes(api, auth, ctx.rateLimits);
      marketRoutes(api, markets);
      spotPublicRoutes(api, spot.marketView, spot.symbolOf);
      secondContracts.publicRoutes(api);
      await realtimeRoutes(api, {
        hub,
        marketData,
        translator: ctx.translator,
        authenticate: sessions.authenticate,
        clock: ctx.clock,
        options: deps.realtime,
      });
      // Everything registered in this child scope requires a valid access token (one hook, not per route).
      await api.register(async (member) => {
        requireAuthentication(member, sessions.authenticate);
        sessionRoutes(member, auth, users);
        userRoutes(member, users);
        assetRoutes(member, assets);
        watchlistRoutes(member, watchlist);
        swapRoutes(member, swap, { db: ctx.db, clock: ctx.clock });
        spotRoutes(member, spot);
        secondContracts.memberRoutes(member);
      });
    },
    { prefix: API_PREFIX },
  );
}
