import type { App, AppContext } from '../../platform/app-types.ts';
import type { Ledger } from '../ledger/index.ts';
import { MARKET_TICKS_TOPIC, type MarketData } from '../market-data/index.ts';
import { startContractMarks } from './contract-marks.ts';
import { createContractNotices } from './contract-notices.ts';
import { createSecondContractService } from './service.ts';
import { createSettlement, type Settler } from './settlement.ts';
import { createContractWorker } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests run settlement passes at chosen fake-clock times; benchmarks time them. */
    secondContracts: Pick<SecondContracts, 'settler' | 'service' | 'onTicksStored'>;
  }
}

export type SecondContracts = ReturnType<typeof createSecondContracts>;

/**
 * The second-contract module assembled: the service behind the routes, the settlement, and (when `worker`
 * is on) its loop and the live marks, started when the app is ready and stopped when it closes.
 */
export function createSecondContracts(
  app: App,
  ctx: AppContext,
  deps: { ledger: Ledger; marketData: MarketData; worker: boolean; isFeedLeader: () => boolean },
) {
  const notices = createContractNotices({
    bus: ctx.bus,
    clock: ctx.clock,
    ledger: deps.ledger,
    log: ctx.log,
  });
  const service = createSecondContractService({
    ctx,
    ledger: deps.ledger,
    marketData: deps.marketData,
    notices,
  });
  const settler: Settler = createSettlement({
    db: ctx.db,
    clock: ctx.clock,
    ledger: deps.ledger,
    notices,
    log: ctx.log,
    // PGlite has one connection: side-by-side batches would only queue.
    parallel: ctx.config.databaseUrl ? 3 : 1,
  });
  /** The feed leader publishes each cycle's ticks after storing them; every process hears it. */
  const onTicksStored = (listener: () => void) => ctx.bus.subscribe(MARKET_TICKS_TOPIC, () => listener());
  app.decorate('secondContracts', { service, settler, onTicksStored });
  if (deps.worker) {
    const worker = createContractWorker({ settler, log: ctx.log, onTicksStored });
    let stopMarks: (() => void) | undefined;
    app.addHook('onReady', async () => {
      worker.start();
      stopMarks = startContractMarks({
        db: ctx.db,
        bus: ctx.bus,
        marketData: deps.marketData,
        shouldPublish: deps.isFeedLeader,
        log: ctx.log,
      });
    });
    app.addHook('onClose', async () => {
      stopMarks?.();
      await worker.stop();
    });
  }
  return {
    service,
    settler,
    onTicksStored,
  };
}
