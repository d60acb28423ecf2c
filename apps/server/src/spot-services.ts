import type { Ledger } from './modules/ledger/index.ts';
import { createLiquidityMaker } from './modules/liquidity/index.ts';
import type { MarketData } from './modules/market-data/index.ts';
import { createSpotCommandRouter, createSpotService } from './modules/spot/index.ts';
import type { App, AppContext } from './platform/app-types.ts';

type SpotServicesDeps = {
  ledger: Ledger;
  marketData: MarketData;
  spotEngineHost?: () => number | null;
  liquidityMaker?: boolean;
};

/**
 * Spot trading, built once by services.ts: the desk, the router that runs people's commands where the books
 * are, and the house liquidity maker, whose start and stop are ordered around the desk's.
 */
export function buildSpotServices(app: App, ctx: AppContext, deps: SpotServicesDeps) {
  const { ledger, marketData } = deps;
  const spotHostTerm = deps.spotEngineHost ?? (() => 1);
  // Spot trading: quoteSink (liquidity maker) and marketView (realtime hub) hang off this one instance.
  const spot = createSpotService({
    db: ctx.db,
    clock: ctx.clock,
    log: ctx.log,
    bus: ctx.bus,
    ledger,
    marketData,
    hostTerm: spotHostTerm,
    // PostgreSQL has a pool: a batch's lookups run beside its locks. PGlite has one connection.
    parallelReads: Boolean(ctx.config.databaseUrl),
  });
  app.decorate('spotService', spot);
  // People's spot commands run where the books are: here when this process hosts, else forwarded to the host.
  const spotCommands = createSpotCommandRouter(spot, {
    bus: ctx.bus,
    isHost: () => spotHostTerm() !== null,
    log: ctx.log,
  });
  app.addHook('onClose', async () => spotCommands.close());
  // After market data started (app.ts's onReady runs first): books are rebuilt from the open orders.
  app.addHook('onReady', () => spot.start());
  app.addHook('onClose', () => spot.stop());
  if (deps.liquidityMaker ?? true) {
    const maker = createLiquidityMaker({ marketData, sink: spot.quoteSink, clock: ctx.clock, log: ctx.log });
    // After spot.start: house quotes go into rebuilt books, where they meet people's resting orders.
    app.addHook('onReady', () => maker.start());
    // Runs before spot.stop (onClose hooks run last-added first), so no quote arrives at a stopped desk.
    app.addHook('onClose', () => maker.stop());
  }
  return { spot, spotCommands };
}
