import type { AdminPair, AdminPairsQuery } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuditActor } from '../audit-log/index.ts';
import type { Instrument, MarketData } from '../market-data/index.ts';
import { pageAdminPairs } from './admin-pair-list.ts';
import { suspensionReasons } from './admin-repo.ts';
import { writePairFees, writePairStatus } from './pair-changes.ts';
import { instrumentHaystack } from './pair-search.ts';

/** Every process reloads its instruments when one of them changes a pair (status, fees). */
export const PAIRS_CHANGED_TOPIC = 'config.pairs';

/** What pair administration needs from modules markets does not depend on (wired by the composition root). */
export type PairsAdminPorts = {
  /**
   * Cancels every person's resting order on the pair through the spot engine, on whichever process hosts the
   * books, funds released; returns how many.
   */
  cancelRestingOrders(symbol: string): Promise<number>;
  /** Pairs on which second contracts are switched off. */
  contractDisabledSymbols(): Promise<string[]>;
};

type Deps = Pick<AppContext, 'db' | 'clock' | 'bus' | 'log'> & {
  marketData: MarketData;
  ports: PairsAdminPorts;
};

/** A pair as the console shows it: its suspension's reason, and whether second contracts run on it. */
function toPair(instrument: Instrument, reasons: Map<string, string>, disabled: Set<string>): AdminPair {
  return {
    symbol: instrument.symbol,
    category: instrument.categoryId,
    status: instrument.status,
    suspendedReason: instrument.status === 'suspended' ? (reasons.get(instrument.symbol) ?? null) : null,
    makerFeeRate: instrument.makerFeeRate,
    takerFeeRate: instrument.takerFeeRate,
    contractEnabled: !disabled.has(instrument.symbol),
  };
}

export type PairsAdmin = ReturnType<typeof createPairsAdmin>;

/**
 * Operators suspend and resume pairs and set their fees. A suspension refuses new orders at once (this process
 * reloads before cancelling, the others on the bus), then cancels the resting ones so their funds are released.
 * The suspension commits first (no order may slip in behind the cancellation), so the cancellation can fail
 * after it (no process hosts the books for a moment: 503); suspending the suspended pair again re-runs it.
 * Prices, ticks and fills are never an operator's to set.
 */
export function createPairsAdmin({ db, clock, bus, log, marketData, ports }: Deps) {
  const unsubscribe = bus.subscribe(PAIRS_CHANGED_TOPIC, () => {
    marketData
      .reloadInstruments()
      .catch((error: unknown) => log.error({ err: error }, 'instrument reload failed'));
  });

  function instrumentOf(symbol: string): Instrument {
    const instrument = marketData.instrument(symbol);
    if (!instrument) throw new AppError('SYMBOL_NOT_FOUND');
    return instrument;
  }

  async function announce(): Promise<void> {
    await marketData.reloadInstruments();
    await bus.publish(PAIRS_CHANGED_TOPIC, { at: clock.now() });
  }

  async function pairOf(symbol: string): Promise<AdminPair> {
    const instrument = instrumentOf(symbol);
    const [reasons, disabled] = await Promise.all([suspensionReasons(db), ports.contractDisabledSymbols()]);
    return toPair(instrument, reasons, new Set(disabled));
  }

  async function setStatus(actor: AuditActor, symbol: string, suspend: boolean, reason: string) {
    const instrument = instrumentOf(symbol);
    await writePairStatus({ db, clock }, actor, instrument, { suspend, reason });
    await announce();
    const cancelledOrders = suspend ? await ports.cancelRestingOrders(instrument.symbol) : 0;
    return { pair: await pairOf(instrument.symbol), cancelledOrders };
  }

  return {
    /** A page of pairs, searched and sorted (GET /config/pairs). */
    async list(query: AdminPairsQuery) {
      const [reasons, disabled] = await Promise.all([suspensionReasons(db), ports.contractDisabledSymbols()]);
      const off = new Set(disabled);
      const rows = marketData.instruments().map((instrument, catalogIndex) => ({
        pair: toPair(instrument, reasons, off),
        haystack: instrumentHaystack(instrument),
        catalogIndex,
      }));
      return pageAdminPairs(rows, query);
    },
    pair: pairOf,
    suspend: (actor: AuditActor, symbol: string, reason: string) => setStatus(actor, symbol, true, reason),
    resume: (actor: AuditActor, symbol: string, reason: string) => setStatus(actor, symbol, false, reason),

    async setFees(actor: AuditActor, symbol: string, fees: { makerFeeRate: string; takerFeeRate: string }) {
      const instrument = instrumentOf(symbol);
      await writePairFees({ db, clock }, actor, instrument, fees);
      await announce();
      return { pair: await pairOf(instrument.symbol) };
    },

    close: unsubscribe,
  };
}
