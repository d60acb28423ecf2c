import type { Ticker } from '@halcyon/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../test/fake-clock.ts';
import type { Instrument } from '../market-data/index.ts';
import type { HouseQuote, QuoteSink } from '../spot/index.ts';
import { createLiquidityMaker, type LiquidityMaker } from './liquidity-maker.ts';
import type { LadderOptions } from './quote-ladder.ts';

/** Two levels a side keep the expected books short enough to read. */
const LADDER: Partial<LadderOptions> = { levels: 2, innerTicks: 1, firstStepBps: '1', baseNotional: '100' };

const instrument = (symbol: string, status: Instrument['status'] = 'active'): Instrument => ({
  symbol,
  compact: symbol.replace('/', ''),
  base: symbol.split('/')[0] ?? symbol,
  name: symbol,
  categoryId: 'crypto',
  status,
  pricePrecision: 2,
  quantityPrecision: 4,
  tickSize: '0.01',
  minQuantity: '0.0001',
  minNotional: '5',
  makerFeeRate: '0.001',
  takerFeeRate: '0.001',
  calendar: 'always',
  quotedInUsd: false,
  popularRank: null,
});

/** The parts of MarketData the maker reads, driven by the test. */
class FakeMarket {
  readonly list: Instrument[] = [instrument('BTC/USDT'), instrument('ETH/USDT')];
  private readonly tickerMap = new Map<string, Ticker>();
  private readonly listeners = new Set<(changed: Ticker[]) => void>();

  instruments = () => this.list;
  instrument = (symbol: string) => this.list.find((entry) => entry.symbol === symbol);
  ticker = (symbol: string) => this.tickerMap.get(symbol);
  priceSource = (symbol: string) => (this.tickerMap.has(symbol) ? 'manual' : 'none');
  onTickers = (listener: (changed: Ticker[]) => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Sets the pair's ticker without telling anyone (as a sweep would find it). */
  set(symbol: string, price: string, flags: { stale?: boolean; marketOpen?: boolean } = {}): Ticker {
    const ticker: Ticker = {
      symbol,
      price,
      open24h: price,
      high24h: price,
      low24h: price,
      volume24h: '0',
      quoteVolume24h: '0',
      priceChange: '0',
      priceChangePercent: '0.00',
      time: 0,
      stale: flags.stale ?? false,
      marketOpen: flags.marketOpen ?? true,
    };
    this.tickerMap.set(symbol, ticker);
    return ticker;
  }

  /** Sets the ticker and notifies, like market data's onTickers. */
  emit(symbol: string, price: string, flags: { stale?: boolean; marketOpen?: boolean } = {}): void {
    const ticker = this.set(symbol, price, flags);
    for (const listener of this.listeners) listener([ticker]);
  }

  get listenerCount() {
    return this.listeners.size;
  }
}

/** Records every call; `book` is what the engine would hold now. */
class RecordingSink implements QuoteSink {
  readonly calls: Array<{ symbol: string; quotes: readonly HouseQuote[] }> = [];
  readonly book = new Map<string, readonly HouseQuote[]>();
  failNext = false;
  /** Calls started and not yet answered. */
  inFlight = 0;

  /** Answers false (not in the book) to the next call, as the spot sink does while a pair waits. */
  holdNext = false;

  async replaceQuotes(symbol: string, quotes: readonly HouseQuote[]): Promise<boolean> {
    this.inFlight += 1;
    try {
      await Promise.resolve();
      if (this.failNext) {
        this.failNext = false;
        throw new Error('engine unavailable');
      }
      if (this.holdNext) {
        this.holdNext = false;
        return false;
      }
      this.calls.push({ symbol, quotes });
      this.book.set(symbol, quotes);
      return true;
    } finally {
      this.inFlight -= 1;
    }
  }

  /** The book of a symbol as "side price x quantity", best first per side. */
  levels(symbol: string): string[] {
    return (this.book.get(symbol) ?? []).map((q) => `${q.side} ${q.price} x ${q.quantity}`);
  }
}

/**
 * Every call the maker started has been answered. The maker decides synchronously on a ticker notice
 * whether to call the sink, so once nothing is in flight, what the sink holds is final for that notice.
 */
const idle = (sink: RecordingSink) => vi.waitFor(() => expect(sink.inFlight).toBe(0));

describe('liquidity maker', () => {
  let maker: LiquidityMaker | undefined;
  afterEach(async () => {
    await maker?.stop();
    maker = undefined;
  });

  const setup = (minRequoteMs = 1_000) => {
    const market = new FakeMarket();
    const sink = new RecordingSink();
    const clock = new FakeClock(Date.parse('2026-11-21T12:00:00Z'));
    const errors: unknown[] = [];
    maker = createLiquidityMaker({
      marketData: market,
      sink,
      clock,
      log: { error: (details) => errors.push(details) },
      ladder: LADDER,
      minRequoteMs,
      sweepMs: false,
    });
    return { market, sink, clock, errors, maker };
  };

  it('quotes every pair with a fresh price on start, and none without a price', async () => {
    const { market, sink, maker } = setup();
    market.set('BTC/USDT', '100000.00');
    await maker.start();
    // 1 tick either side, then 1 bp of 100000 = 1000 ticks further; 100 then 140 USDT a level.
    expect(sink.levels('BTC/USDT')).toEqual([
      'buy 99999.99 x 0.0011',
      'buy 99989.99 x 0.0015',
      'sell 100000.01 x 0.0010',
      'sell 100010.01 x 0.0014',
    ]);
    expect(sink.calls.map((call) => call.symbol)).toEqual(['BTC/USDT']);
  });

  it('re-quotes when the price moves, at most once a second, and not when it stays', async () => {
    const { market, sink, clock, maker } = setup(60_000);
    market.set('ETH/USDT', '3000.00');
    await maker.start();
    expect(sink.calls).toHaveLength(1);

    market.emit('ETH/USDT', '3000.00');
    await idle(sink);
    expect(sink.calls).toHaveLength(1);

    // 59 s into the minute: held back (a real-time timer would send it when the minute is over).
    clock.advance(59_000);
    market.emit('ETH/USDT', '2990.00');
    await idle(sink);
    expect(sink.calls).toHaveLength(1);

    // The minute is over: the newest price goes out at once, the held-back one never.
    clock.advance(1_000);
    market.emit('ETH/USDT', '2980.00');
    await idle(sink);
    expect(sink.calls).toHaveLength(2);
    expect(sink.levels('ETH/USDT')).toEqual([
      'buy 2979.99 x 0.0336',
      'buy 2979.69 x 0.0470',
      'sell 2980.01 x 0.0336',
      'sell 2980.31 x 0.0470',
    ]);
  });

  it('quotes the latest price once a held-back second is over', async () => {
    const { market, sink, maker } = setup(30);
    market.set('ETH/USDT', '3000.00');
    await maker.start();
    market.emit('ETH/USDT', '3001.00');
    market.emit('ETH/USDT', '3002.00');
    await idle(sink);
    expect(sink.calls).toHaveLength(1);
    // The timer runs on real time for the remainder of the (fake-clock) second: 30 ms here.
    await vi.waitFor(() => expect(sink.calls).toHaveLength(2));
    expect(sink.levels('ETH/USDT')[0]).toBe('buy 3001.99 x 0.0334');
  });

  it('pulls the quotes at once when the market closes or the price goes stale, and returns after', async () => {
    const { market, sink, clock, maker } = setup();
    market.set('BTC/USDT', '100000.00');
    await maker.start();

    market.emit('BTC/USDT', '100000.00', { stale: true });
    await idle(sink);
    expect(sink.book.get('BTC/USDT')).toEqual([]);

    // Fresh again: back in the book immediately (a pull is not a quote, so no second to wait).
    market.emit('BTC/USDT', '100000.00');
    await idle(sink);
    expect(sink.levels('BTC/USDT')).toHaveLength(4);

    clock.advance(1_000);
    market.emit('BTC/USDT', '100000.00', { marketOpen: false });
    await idle(sink);
    expect(sink.book.get('BTC/USDT')).toEqual([]);
    expect(sink.calls.map((call) => call.quotes.length)).toEqual([4, 0, 4, 0]);

    // Staying closed changes nothing.
    market.emit('BTC/USDT', '100001.00', { marketOpen: false });
    await idle(sink);
    expect(sink.calls).toHaveLength(4);
  });

  it('leaves suspended pairs out, and pulls a pair an operator suspends (found by the sweep)', async () => {
    const { market, sink, maker } = setup();
    market.list[1] = instrument('ETH/USDT', 'suspended');
    market.set('BTC/USDT', '100000.00');
    market.set('ETH/USDT', '3000.00');
    await maker.start();
    expect([...sink.book.keys()]).toEqual(['BTC/USDT']);

    market.emit('ETH/USDT', '3100.00');
    await idle(sink);
    expect([...sink.book.keys()]).toEqual(['BTC/USDT']);

    market.list[0] = instrument('BTC/USDT', 'suspended');
    await maker.refresh();
    expect(sink.book.get('BTC/USDT')).toEqual([]);
  });

  it('quotes again at its next look when the sink held the quotes back, without logging an error', async () => {
    const { market, sink, errors, maker } = setup();
    market.set('BTC/USDT', '100000.00');
    sink.holdNext = true;
    await maker.start();
    expect(sink.calls).toHaveLength(0);
    // Same price, same second: only a pair believed quoted would be left alone.
    await maker.refresh();
    expect(sink.levels('BTC/USDT')).toHaveLength(4);
    expect(errors).toEqual([]);
  });

  it('retries after a failed call; stops listening on stop', async () => {
    const { market, sink, errors, maker } = setup();
    market.set('BTC/USDT', '100000.00');
    sink.failNext = true;
    await maker.start();
    expect(errors).toHaveLength(1);
    expect(sink.calls).toHaveLength(0);
    await maker.refresh();
    expect(sink.levels('BTC/USDT')).toHaveLength(4);

    await maker.stop();
    expect(market.listenerCount).toBe(0);
    market.emit('BTC/USDT', '100500.00');
    await maker.refresh();
    await idle(sink);
    expect(sink.calls).toHaveLength(1);
  });
});
