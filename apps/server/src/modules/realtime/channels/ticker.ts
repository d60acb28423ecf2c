import { type Ticker, tickerChannel as tickerChannelName } from '@halcyon/api';
import type { MarketData } from '../../market-data/index.ts';
import type { ChannelDefinition, ChannelPair, ChannelRuntime } from '../channel-kind.ts';
import { compactSymbol } from '../compact-symbol.ts';

export type TickerChannel = { kind: 'ticker'; name: string; pair: ChannelPair };
export type TickerRuntime = ChannelRuntime<TickerChannel> & { publish(changed: readonly Ticker[]): void };
type Deps = { marketData: Pick<MarketData, 'ticker' | 'onTickers'> };

/** `ticker.<SYMBOL>`: one pair's ticker. */
export const tickerChannel: ChannelDefinition<TickerChannel, Deps, TickerRuntime> = {
  kind: 'ticker',
  needsAuth: false,
  parse(parts, { findPair }) {
    const [, symbol] = parts;
    const pair = parts.length === 2 && symbol ? findPair(symbol) : undefined;
    return pair && { kind: 'ticker', name: tickerChannelName(pair.compact), pair };
  },
  create(host, { marketData }) {
    const publish = (changed: readonly Ticker[]) => {
      for (const ticker of changed) {
        const compact = compactSymbol(ticker.symbol);
        const state = compact ? host.channel(tickerChannelName(compact)) : undefined;
        if (state) host.broadcast(state, ticker);
      }
    };
    return {
      snapshot(state, subscriber, entry) {
        const ticker = marketData.ticker(state.channel.pair.symbol);
        // Every listed pair has a ticker (its reference price before the first tick); without one the
        // first update would arrive as seq 1 and serve as the snapshot.
        if (ticker) host.sendSnapshot(state, subscriber, entry, ticker);
        else entry.pending = false;
      },
      bind: () => marketData.onTickers(publish),
      publish,
    };
  },
};
