import websocket from '@fastify/websocket';
import { registerAvatarPlugins } from './avatar-services.ts';
import { buildConsoleServices, registerConsolePlugins } from './console-services.ts';
import { registerFinancePlugins } from './finance-services.ts';
import { buildIdentityServices, registerIdentityPlugins } from './identity-services.ts';
import { appConfigPlugin } from './modules/app-config/index.ts';
import { assetsPlugin } from './modules/assets/index.ts';
import { authPlugin, type CaptchaGenerator, onSessionsRevoked } from './modules/auth/index.ts';
import type { MarketData } from './modules/market-data/index.ts';
import { marketsPlugin } from './modules/markets/index.ts';
import { type Hub, type RealtimeOptions, realtimePlugin } from './modules/realtime/index.ts';
import { secondContractPlugin } from './modules/second-contract/index.ts';
import { type SpotMarketView, spotPlugin } from './modules/spot/index.ts';
import { swapPlugin } from './modules/swap/index.ts';
import { usersPlugin } from './modules/users/index.ts';
import type { App, AppContext } from './platform/app-types.ts';
import { type AdminGuard, API_PREFIX, type RouteAuth } from './platform/route-mounts.ts';
import { buildServices } from './services.ts';

export { API_PREFIX };

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
  /** The operator hook for /api/admin routes (the operators module); without it admin mounts refuse to start. */
  adminGuard?: AdminGuard;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The websocket fan-out of this instance: benchmarks drive it directly, tests count its subscriptions. */
    realtimeHub: Hub;
  }
}

/**
 * The composition root of the API: builds the services once (services.ts), then registers each module's
 * plugin. A plugin mounts its route files through `mounts` (public, member, admin); prefixes and the
 * authentication hooks are decided here, once. Adding a module = one line here (and its services).
 */
export async function registerApiRoutes(app: App, ctx: AppContext, deps: ApiDeps): Promise<void> {
  const services = await buildServices(app, ctx, deps);
  const identity = buildIdentityServices(ctx, { uploads: services.finance.uploads });
  app.decorate('identity', identity);
  const consoleServices = await buildConsoleServices(app, ctx, services, deps);
  const { auth, users, spot } = services;
  // Once for every socket endpoint (users' /ws, operators' later); maxPayload: ws closes with 1009.
  await app.register(websocket, { options: { maxPayload: deps.realtime.maxPayloadBytes } });

  await app.register(async (api) => {
    const routeAuth: RouteAuth = {
      authenticate: auth.sessions.authenticate,
      adminGuard: deps.adminGuard ?? consoleServices.operators.guard,
    };
    await api.register(appConfigPlugin, { routeAuth, appConfig: services.appConfig });
    await api.register(authPlugin, { routeAuth, auth, users, rateLimits: ctx.rateLimits });
    await api.register(usersPlugin, { routeAuth, users });
    await api.register(marketsPlugin, {
      routeAuth,
      markets: services.markets,
      watchlist: services.watchlist,
    });
    await api.register(spotPlugin, { routeAuth, spot, commands: services.spotCommands });
    await api.register(secondContractPlugin, { routeAuth, contracts: services.secondContracts.service });
    await api.register(assetsPlugin, { routeAuth, assets: services.assets });
    await api.register(swapPlugin, { routeAuth, swap: services.swap, db: ctx.db, clock: ctx.clock });
    await registerFinancePlugins(api, routeAuth, services.finance, ctx.rateLimits);
    await registerAvatarPlugins(api, routeAuth, ctx, services.finance.uploads);
    await registerIdentityPlugins(api, routeAuth, ctx, identity);
    await registerConsolePlugins(api, routeAuth, ctx, consoleServices);
    await api.register(realtimePlugin, {
      routeAuth,
      hub: services.hub,
      marketData: deps.marketData,
      translator: ctx.translator,
      authenticate: auth.sessions.authenticate,
      onSessionsEnded: (listener) => onSessionsRevoked(ctx.bus, listener),
      liveSessions: auth.sessions.liveAmong,
      clock: ctx.clock,
      options: deps.realtime,
    });
  });
}
