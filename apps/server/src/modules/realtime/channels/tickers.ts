import type { Ticker } from '@halcyon/api';
import type { MarketData } from '../../market-data/index.ts';
import type { ChannelDefinition, ChannelRuntime } from '../channel-kind.ts';

export const TICKERS_CHANNEL = 'tickers';

export type TickersChannel = { kind: 'tickers'; name: 'tickers' };
export type TickersRuntime = ChannelRuntime<TickersChannel> & { publish(changed: readonly Ticker[]): void };
type Deps = { marketData: Pick<MarketData, 'tickers' | 'onTickers'> };

/** `tickers`: every pair's ticker; an update carries the tickers one feed cycle changed, as one list. */
export const tickersChannel: ChannelDefinition<TickersChannel, Deps, TickersRuntime> = {
  kind: 'tickers',
  needsAuth: false,
  parse: (parts) => (parts.length === 1 ? { kind: 'tickers', name: TICKERS_CHANNEL } : undefined),
  create(host, { marketData }) {
    const publish = (changed: readonly Ticker[]) => {
      const state = host.channel(TICKERS_CHANNEL);
      if (state && changed.length > 0) host.broadcast(state, changed);
    };
    return {
      snapshot: (state, subscriber, entry) =>
        host.sendSnapshot(state, subscriber, entry, marketData.tickers()),
      bind: () => marketData.onTickers(publish),
      publish,
    };
  },
};
