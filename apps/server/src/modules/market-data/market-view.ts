import type { Candle, KlineInterval, MarketSession, Ticker } from '@halcyon/api';
import Decimal from 'decimal.js';
import type { Clock } from '../../platform/clock.ts';
import { createSessionCache } from './calendar/session-calendar.ts';
import type { WorkingCandle } from './history/candle-builder.ts';
import { RollingWindow } from './history/rolling-window.ts';
import type { ListedInstrument } from './listed-instrument.ts';
import type { CandleUpdate, StoredTick } from './market-data.ts';
import type { MarketTicksMessage } from './market-messages.ts';
import { fixed } from './price-units.ts';
import type { CandleRow, SymbolMinutes } from './store/candle-repo.ts';
import { numericText } from './store/numeric-text.ts';

/** Percentages are shown with two decimals, quote volumes in USDT cents. */
const PERCENT_DECIMALS = 2;
const QUOTE_DECIMALS = 2;
/** Listeners of onTickers hear at most this often. */
const TICKER_NOTIFY_MS = 1000;

type TickerBase = Omit<Ticker, 'stale' | 'marketOpen'>;
type Flags = { stale: boolean; marketOpen: boolean };

const candleKey = (symbol: string, interval: KlineInterval) => `${symbol}|${interval}`;

export function toWorkingCandle(row: Omit<CandleRow, 'symbol' | 'interval'>): WorkingCandle {
  return {
    openTime: row.openTime,
    open: new Decimal(row.open),
    high: new Decimal(row.high),
    low: new Decimal(row.low),
    close: new Decimal(row.close),
    volume: new Decimal(row.volume),
    quoteVolume: new Decimal(row.quoteVolume),
  };
}

/**
 * What every instance knows about prices, in memory: the latest tick and the forming candles of each pair
 * and its rolling 24 h window. Filled from the database at start, then only from the bus messages of the
 * feed leader, so that every process behind the load balancer shows the same numbers.
 */
export class MarketView {
  private instrumentList: ListedInstrument[] = [];
  private bySymbol = new Map<string, ListedInstrument>();
  private readonly latest = new Map<string, StoredTick>();
  private readonly forming = new Map<string, Candle>();
  private readonly windows = new Map<string, RollingWindow>();
  private readonly tickerCache = new Map<string, { minute: number; base: TickerBase }>();
  private readonly sessions = createSessionCache();
  private readonly lastFlags = new Map<string, Flags>();

  private readonly tickerListeners = new Set<(changed: Ticker[]) => void>();
  private readonly candleListeners = new Set<(update: CandleUpdate) => void>();
  private readonly pending = new Set<string>();
  private notifyTimer: NodeJS.Timeout | undefined;
  private lastNotifyAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly clock: Clock,
    private readonly staleAfterMs: number,
    private readonly onListenerError: (error: unknown) => void,
  ) {}

  setInstruments(list: readonly ListedInstrument[]): void {
    this.instrumentList = [...list];
    this.bySymbol = new Map(list.map((listed) => [listed.instrument.symbol, listed]));
    this.tickerCache.clear();
  }

  instruments(): readonly ListedInstrument[] {
    return this.instrumentList;
  }

  listed(symbol: string): ListedInstrument | undefined {
    return this.bySymbol.get(symbol);
  }

  /** Replaces everything with what the database holds (start, and after history was rewritten). */
  load(data: {
    ticks: readonly StoredTick[];
    latestCandles: readonly CandleRow[];
    minuteCandles: readonly SymbolMinutes[];
  }) {
    this.latest.clear();
    this.forming.clear();
    this.windows.clear();
    this.tickerCache.clear();
    for (const tick of data.ticks) this.latest.set(tick.symbol, tick);
    for (const row of data.latestCandles) this.setForming(row);
    for (const { symbol, minutes } of data.minuteCandles) this.window(symbol).append(minutes);
    for (const listed of this.instrumentList) this.pending.add(listed.instrument.symbol);
    this.scheduleNotify();
  }

  /** Applies one feed cycle from the bus. */
  apply(message: MarketTicksMessage): void {
    const changed = new Set<string>();
    for (const tick of message.ticks) {
      if (!this.bySymbol.has(tick.symbol)) continue;
      const previous = this.latest.get(tick.symbol);
      if (previous && previous.time > tick.time) continue;
      this.latest.set(tick.symbol, {
        id: tick.id,
        symbol: tick.symbol,
        price: tick.price,
        time: tick.time,
        source: tick.source,
      });
      changed.add(tick.symbol);
    }
    for (const candle of message.candles) {
      if (!this.bySymbol.has(candle.symbol)) continue;
      const row: CandleRow = { ...candle };
      if (!this.setForming(row)) continue;
      if (candle.interval === '1m') this.window(candle.symbol).upsert(toWorkingCandle(row));
      changed.add(candle.symbol);
      const wire = this.forming.get(candleKey(candle.symbol, candle.interval));
      if (wire) this.emitCandle({ symbol: candle.symbol, interval: candle.interval, candle: wire });
    }
    for (const symbol of changed) {
      this.tickerCache.delete(symbol);
      this.pending.add(symbol);
    }
    if (changed.size > 0) this.scheduleNotify();
  }

  latestTick(symbol: string): StoredTick | undefined {
    return this.latest.get(symbol);
  }

  /**
   * The newest known price: the last tick, or the close of the newest 1m candle when that is newer (history
   * generated after the last tick, on a restart); undefined before any data.
   */
  lastPrice(symbol: string): string | undefined {
    const tick = this.latest.get(symbol);
    const minute = this.forming.get(candleKey(symbol, '1m'));
    if (tick && (!minute || tick.time >= minute.openTime)) return tick.price;
    if (minute) return minute.close;
    return this.forming.get(candleKey(symbol, '1d'))?.close;
  }

  formingCandle(symbol: string, interval: KlineInterval): Candle | undefined {
    return this.forming.get(candleKey(symbol, interval));
  }

  session(symbol: string, at: number = this.clock.now()): MarketSession | undefined {
    const listed = this.bySymbol.get(symbol);
    return listed ? this.sessions(symbol, listed.instrument.calendar, at) : undefined;
  }

  ticker(symbol: string): Ticker | undefined {
    const listed = this.bySymbol.get(symbol);
    if (!listed) return undefined;
    const now = this.clock.now();
    const flags = this.flags(listed, now);
    const tick = this.latest.get(symbol);
    // A closed market keeps showing the 24 h up to its last trade instead of sliding into emptiness.
    const anchor = flags.marketOpen || !tick ? now : Math.min(now, tick.time);
    const minute = Math.floor(anchor / 60_000);
    let cached = this.tickerCache.get(symbol);
    if (!cached || cached.minute !== minute) {
      cached = { minute, base: this.tickerBase(listed, anchor) };
      this.tickerCache.set(symbol, cached);
    }
    return { ...cached.base, ...flags };
  }

  tickers(): Ticker[] {
    const list: Ticker[] = [];
    for (const listed of this.instrumentList) {
      const ticker = this.ticker(listed.instrument.symbol);
      if (ticker) list.push(ticker);
    }
    return list;
  }

  /** Rolling 24 h statistics as exact decimals, for stats(symbol, 1 day). */
  windowStats(symbol: string, anchor: number) {
    return this.windows.get(symbol)?.stats(anchor);
  }

  onTickers(listener: (changed: Ticker[]) => void): () => void {
    this.tickerListeners.add(listener);
    return () => this.tickerListeners.delete(listener);
  }

  onCandle(listener: (update: CandleUpdate) => void): () => void {
    this.candleListeners.add(listener);
    return () => this.candleListeners.delete(listener);
  }

  /**
   * Notices pairs that turned stale or whose market opened or closed without a tick (called once a second
   * by the runtime), so that listeners hear about them too.
   */
  checkFlags(): void {
    const now = this.clock.now();
    let any = false;
    for (const listed of this.instrumentList) {
      const symbol = listed.instrument.symbol;
      const flags = this.flags(listed, now);
      const last = this.lastFlags.get(symbol);
      if (last && (last.stale !== flags.stale || last.marketOpen !== flags.marketOpen)) {
        this.pending.add(symbol);
        any = true;
      }
      if (!last) this.lastFlags.set(symbol, flags);
    }
    if (any) this.scheduleNotify();
  }

  stop(): void {
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = undefined;
    this.pending.clear();
  }

  private flags(listed: ListedInstrument, now: number): Flags {
    const symbol = listed.instrument.symbol;
    const marketOpen = this.sessions(symbol, listed.instrument.calendar, now).open;
    const tick = this.latest.get(symbol);
    // Closed markets are closed, not stale; an open one with no recent tick is stale.
    const stale = marketOpen && (!tick || now - tick.time > this.staleAfterMs);
    return { stale, marketOpen };
  }

  private tickerBase(listed: ListedInstrument, anchor: number): TickerBase {
    const { symbol, pricePrecision, quantityPrecision } = listed.instrument;
    const tick = this.latest.get(symbol);
    const price = new Decimal(this.lastPrice(symbol) ?? listed.referencePrice);
    const stats = this.windows.get(symbol)?.stats(anchor);
    const open = stats?.open ?? price;
    const change = price.sub(open);
    return {
      symbol,
      price: fixed(price, pricePrecision),
      open24h: fixed(open, pricePrecision),
      high24h: fixed(stats ? Decimal.max(stats.high, price) : price, pricePrecision),
      low24h: fixed(stats ? Decimal.min(stats.low, price) : price, pricePrecision),
      volume24h: fixed(stats?.volume ?? 0, quantityPrecision),
      quoteVolume24h: fixed(stats?.quoteVolume ?? 0, QUOTE_DECIMALS),
      priceChange: fixed(change, pricePrecision),
      priceChangePercent: open.isZero() ? '0.00' : fixed(change.div(open).mul(100), PERCENT_DECIMALS),
      time: tick?.time ?? 0,
    };
  }

  private window(symbol: string): RollingWindow {
    let window = this.windows.get(symbol);
    if (!window) {
      window = new RollingWindow();
      this.windows.set(symbol, window);
    }
    return window;
  }

  /** Keeps the newest candle per symbol and interval in wire form; false when `row` is older. */
  private setForming(row: CandleRow): boolean {
    const listed = this.bySymbol.get(row.symbol);
    if (!listed) return false;
    const key = candleKey(row.symbol, row.interval);
    const existing = this.forming.get(key);
    if (existing && existing.openTime > row.openTime) return false;
    const { pricePrecision, quantityPrecision } = listed.instrument;
    this.forming.set(key, {
      openTime: row.openTime,
      open: numericText(row.open, pricePrecision),
      high: numericText(row.high, pricePrecision),
      low: numericText(row.low, pricePrecision),
      close: numericText(row.close, pricePrecision),
      volume: numericText(row.volume, quantityPrecision),
    });
    return true;
  }

  private emitCandle(update: CandleUpdate): void {
    for (const listener of this.candleListeners) {
      try {
        listener(update);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /** First change after a quiet second goes out at once; later ones are gathered until a second has passed. */
  private scheduleNotify(): void {
    if (this.notifyTimer || this.pending.size === 0) return;
    const wait = this.lastNotifyAt + TICKER_NOTIFY_MS - performance.now();
    if (wait <= 0) {
      this.flush();
      return;
    }
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = undefined;
      this.flush();
    }, wait);
  }

  private flush(): void {
    if (this.pending.size === 0) return;
    // Nobody to tell (yet): do not let this count against the first listener's first update.
    if (this.tickerListeners.size > 0) this.lastNotifyAt = performance.now();
    const now = this.clock.now();
    const changed: Ticker[] = [];
    for (const symbol of this.pending) {
      const ticker = this.ticker(symbol);
      const listed = this.bySymbol.get(symbol);
      if (ticker && listed) {
        changed.push(ticker);
        this.lastFlags.set(symbol, this.flags(listed, now));
      }
    }
    this.pending.clear();
    if (changed.length === 0 || this.tickerListeners.size === 0) return;
    for (const listener of this.tickerListeners) {
      try {
        listener(changed);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
