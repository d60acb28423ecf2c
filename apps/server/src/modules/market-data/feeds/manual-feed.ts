import { parseSymbol } from '@halcyon/api';
import Decimal from 'decimal.js';
import type { FeedContext, FeedTick, PriceFeed } from './price-feed.ts';

export type ManualTick = {
  /** Any spelling parseSymbol accepts. */
  symbol: string;
  price: string;
  /** Traded quantity; 0 when left out. */
  quantity?: string;
  /** Epoch ms; the app clock's now when left out. */
  time?: number;
};

/**
 * A feed driven by the caller: each push is one feed cycle. Tests use it to put exact prices at exact
 * (fake-clock) times through the same path as the real feeds: stored, published on the bus, applied.
 */
export class ManualPriceFeed implements PriceFeed {
  readonly name = 'manual';
  private context: FeedContext | undefined;

  async start(context: FeedContext): Promise<void> {
    this.context = context;
  }

  async stop(): Promise<void> {
    this.context = undefined;
  }

  /** True while this process is the feed leader and the feed runs. */
  get running(): boolean {
    return this.context !== undefined;
  }

  /** Resolves once the ticks are stored and every in-process listener has seen them. */
  async push(ticks: ManualTick | readonly ManualTick[]): Promise<void> {
    const context = this.context;
    if (!context)
      throw new Error('the manual price feed is not running (not started, or not the feed leader)');
    const list = Array.isArray(ticks) ? ticks : [ticks as ManualTick];
    const bySymbol = new Map(context.instruments.map((listed) => [listed.instrument.symbol, listed]));
    const feedTicks: FeedTick[] = list.map((tick) => {
      const symbol = parseSymbol(tick.symbol)?.symbol;
      const listed = symbol ? bySymbol.get(symbol) : undefined;
      if (!symbol || !listed) throw new Error(`unknown symbol ${tick.symbol}`);
      const price = new Decimal(tick.price);
      if (price.lte(0) || !price.mod(listed.scale.tickSize).isZero()) {
        throw new Error(
          `${tick.price} is not a positive multiple of ${symbol}'s tick size ${listed.instrument.tickSize}`,
        );
      }
      return {
        symbol,
        price: price.toFixed(listed.scale.pricePrecision),
        quantity: tick.quantity ?? '0',
        time: tick.time ?? context.now(),
        source: this.name,
      };
    });
    await context.emit(feedTicks);
  }
}
