import { buildFinanceServices } from './finance-services.ts';
import { createAppConfigService } from './modules/app-config/index.ts';
import { createAssetsService } from './modules/assets/index.ts';
import {
  type AuthServices,
  type CaptchaGenerator,
  createCaptchaService,
  createEmailCodeService,
  createLoginService,
  createPasswordService,
  createRegisterService,
  createSessionService,
} from './modules/auth/index.ts';
import { createLedger, DEMO_USER } from './modules/ledger/index.ts';
import type { MarketData } from './modules/market-data/index.ts';
import { createMarketsService, createWatchlistService } from './modules/markets/index.ts';
import { createHub } from './modules/realtime/index.ts';
import { createSecondContracts } from './modules/second-contract/index.ts';
import type { SpotMarketView } from './modules/spot/index.ts';
import { createSwapService } from './modules/swap/index.ts';
import { createUsersService } from './modules/users/index.ts';
import type { App, AppContext } from './platform/app-types.ts';
import { buildSpotServices } from './spot-services.ts';

/** What the services need beyond the platform context (see ApiDeps in api-routes.ts). */
export type ServiceDeps = {
  captchaGenerator: CaptchaGenerator;
  marketData: MarketData;
  contractWorker?: boolean;
  isFeedLeader?: () => boolean;
  spotEngineHost?: () => number | null;
  spotMarket?: SpotMarketView;
  liquidityMaker?: boolean;
};

export type Services = Awaited<ReturnType<typeof buildServices>>;

/**
 * Builds each module's services once, in dependency order, and hooks their start and stop to the app's
 * life. Modules that need another module receive its service here: they never construct one themselves.
 */
export async function buildServices(app: App, ctx: AppContext, deps: ServiceDeps) {
  const users = createUsersService(ctx);
  const auth = await buildAuthServices(ctx, deps.captchaGenerator);
  const { account, password } = DEMO_USER;
  const appConfig = createAppConfigService({ ...ctx, demoAccount: { account, password } });
  // The only writer of balances; every money module receives this same instance.
  const ledger = createLedger(ctx);
  const { marketData } = deps;
  const assets = createAssetsService(ledger, marketData);
  const swap = createSwapService({ db: ctx.db, clock: ctx.clock, bus: ctx.bus, ledger, marketData });
  // Spot trading, its command router and the house liquidity maker, hooked to the app's life in order.
  const { spot, spotCommands } = buildSpotServices(app, ctx, { ...deps, ledger });
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
  const finance = buildFinanceServices(app, ctx, { ledger });
  return {
    users,
    auth,
    appConfig,
    ledger,
    assets,
    swap,
    spot,
    spotCommands,
    markets,
    watchlist,
    hub,
    secondContracts,
    finance,
  };
}

async function buildAuthServices(ctx: AppContext, captchaGenerator: CaptchaGenerator): Promise<AuthServices> {
  const sessions = createSessionService(ctx);
  const captcha = createCaptchaService(ctx, captchaGenerator);
  const emailCodes = createEmailCodeService(ctx, await ctx.secrets.get('email-code-hmac'));
  return {
    captcha,
    emailCodes,
    sessions,
    register: createRegisterService(ctx, { captcha, emailCodes, sessions }),
    login: createLoginService(ctx, { sessions, captcha }),
    passwords: createPasswordService(ctx, { emailCodes, sessions }),
  };
}
