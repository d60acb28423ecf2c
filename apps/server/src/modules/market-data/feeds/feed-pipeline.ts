import Decimal from 'decimal.js';
import type { Bus } from '../../../platform/bus.ts';
import type { Db } from '../../../platform/db.ts';
import type { BuiltCandle, CandleBuilder } from '../history/candle-builder.ts';
import type { ListedInstrument } from '../listed-instrument.ts';
import { MARKET_TICKS_TOPIC, type MarketTicksMessage } from '../market-messages.ts';
import { type CandleRow, upsertCandles } from '../store/candle-repo.ts';
import { insertTicks, type NewTick } from '../store/tick-repo.ts';
import type { FeedLogger, FeedTick } from './price-feed.ts';

const QUANTITY_LIMIT = new Decimal('1e17');

/** A decimal without exponent or padding, as NUMERIC takes it and the wire schema accepts it. */
const plain = (value: Decimal) => value.toFixed();

export function toCandleRow(built: BuiltCandle, listed: ListedInstrument): CandleRow {
  const { pricePrecision } = listed.instrument;
  const c = built.candle;
  return {
    symbol: built.symbol,
    interval: built.interval,
    openTime: c.openTime,
    open: c.open.toFixed(pricePrecision),
    high: c.high.toFixed(pricePrecision),
    low: c.low.toFixed(pricePrecision),
    close: c.close.toFixed(pricePrecision),
    volume: plain(c.volume),
    quoteVolume: plain(c.quoteVolume),
  };
}

/** Snaps a price to its tick size; null for what no pair can have (unknown symbol, zero or negative price). */
function normalise(
  tick: FeedTick,
  instrument: (symbol: string) => ListedInstrument | undefined,
): NewTick | null {
  const listed = instrument(tick.symbol);
  if (!listed) return null;
  let price: Decimal;
  let quantity: Decimal;
  try {
    price = new Decimal(tick.price).toNearest(listed.scale.tickSize, Decimal.ROUND_HALF_UP);
    quantity = new Decimal(tick.quantity);
  } catch {
    return null;
  }
  if (
    !price.isFinite() ||
    price.lte(0) ||
    !quantity.isFinite() ||
    quantity.isNeg() ||
    quantity.gte(QUANTITY_LIMIT)
  ) {
    return null;
  }
  return {
    symbol: listed.instrument.symbol,
    price: price.toFixed(listed.scale.pricePrecision),
    quantity: plain(quantity),
    time: tick.time,
    source: tick.source,
  };
}

/**
 * The feed leader's half of a feed cycle: check and snap the ticks, store them and the candles they change
 * in one transaction, then publish both on the bus, from which every instance (this one too) updates its
 * view. Cycles run strictly one after another so the candle state never sees two at once.
 */
export function createFeedPipeline(deps: {
  db: Db;
  bus: Bus;
  builder: CandleBuilder;
  instrument: (symbol: string) => ListedInstrument | undefined;
  log: FeedLogger;
}) {
  let queue: Promise<void> = Promise.resolve();

  async function process(ticks: readonly FeedTick[]): Promise<void> {
    const accepted: NewTick[] = [];
    for (const tick of ticks) {
      const normalised = normalise(tick, deps.instrument);
      if (normalised) accepted.push(normalised);
      else deps.log.warn({ tick }, 'feed tick rejected');
    }
    if (accepted.length === 0) return;

    const { changed, undo } = deps.builder.apply(
      accepted.map((t) => ({
        symbol: t.symbol,
        price: new Decimal(t.price),
        quantity: new Decimal(t.quantity),
        time: t.time,
      })),
    );
    const candles: CandleRow[] = [];
    for (const built of changed) {
      const listed = deps.instrument(built.symbol);
      if (listed) candles.push(toCandleRow(built, listed));
    }
    let stored: Awaited<ReturnType<typeof insertTicks>>;
    try {
      stored = await deps.db.transaction().execute(async (trx) => {
        const rows = await insertTicks(trx, accepted);
        await upsertCandles(trx, candles);
        return rows;
      });
    } catch (error) {
      // Nothing was stored, so nothing is shown: a price without its stored tick would be unverifiable.
      undo();
      throw error;
    }
    const message: MarketTicksMessage = { ticks: stored, candles };
    await deps.bus.publish(MARKET_TICKS_TOPIC, message);
  }

  return {
    /** Queues one feed cycle; resolves when it is stored and published (rejects if storing failed). */
    emit(ticks: readonly FeedTick[]): Promise<void> {
      const run = queue.then(() => process(ticks));
      queue = run.catch(() => undefined);
      return run;
    },
    /** Resolves when every queued cycle is done. */
    drain(): Promise<void> {
      return queue;
    },
  };
}
