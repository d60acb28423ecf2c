import { type PublicTrade, publicTrade, tradesChannel as tradesChannelName } from '@halcyon/api';
import { z } from 'zod';
import type { Bus } from '../../../platform/bus.ts';
import { SPOT_TRADES_TOPIC, type SpotMarketView, type SpotTradesMessage } from '../../spot/index.ts';
import type { ChannelDefinition, ChannelPair, ChannelRuntime, Entry } from '../channel-kind.ts';
import { compactSymbol } from '../compact-symbol.ts';

export type TradesChannel = { kind: 'trades'; name: string; pair: ChannelPair };
export type TradesRuntime = ChannelRuntime<TradesChannel> & { publish(message: SpotTradesMessage): void };
type Deps = {
  bus?: Bus;
  /** Snapshots; without it (no spot engine) the kind is unknown. */
  spotMarket?: SpotMarketView;
  /** Public trades in a snapshot. */
  tradesSnapshotSize?: number;
};

const spotTradesMessage = z.object({ symbol: z.string(), trades: z.array(publicTrade).min(1) });

/** `trades.<SYMBOL>`: a pair's public trades; an update carries the trades of one match, oldest first. */
export const tradesChannel: ChannelDefinition<TradesChannel, Deps, TradesRuntime> = {
  kind: 'trades',
  needsAuth: false,
  parse(parts, { findPair }) {
    const [, symbol] = parts;
    const pair = parts.length === 2 && symbol ? findPair(symbol) : undefined;
    return pair && { kind: 'trades', name: tradesChannelName(pair.compact), pair };
  },
  create(host, { bus, spotMarket, tradesSnapshotSize = 50 }) {
    /** Per subscription whose snapshot loads: the matches announced meanwhile, one list each. */
    const missedOf = new WeakMap<Entry, PublicTrade[][]>();

    const publish = (message: SpotTradesMessage) => {
      const symbol = compactSymbol(message.symbol);
      const state = symbol ? host.channel(tradesChannelName(symbol)) : undefined;
      if (!state) return;
      for (const [, entry] of state.entries) if (entry.pending) missedOf.get(entry)?.push(message.trades);
      host.broadcast(state, message.trades);
    };

    return {
      available: () => spotMarket !== undefined,
      /** Each subscriber loads its own: the trades that happen while it loads follow it as updates. */
      snapshot(state, subscriber, entry) {
        if (!spotMarket) return;
        missedOf.set(entry, []);
        spotMarket.recentTrades(state.channel.pair.symbol, tradesSnapshotSize).then(
          (trades) => {
            if (!host.isCurrent(state, subscriber, entry) || !entry.pending) return;
            const seen = new Set(trades.map((trade) => trade.tradeId));
            const missed = missedOf.get(entry) ?? [];
            missedOf.delete(entry);
            host.sendSnapshot(state, subscriber, entry, trades);
            for (const match of missed) {
              const fresh = match.filter((trade) => !seen.has(trade.tradeId));
              if (fresh.length > 0) host.offer(state, subscriber, entry, fresh);
            }
          },
          (error: unknown) => {
            host.log.error({ err: error, channel: state.channel.name }, 'trades snapshot failed');
            if (host.isCurrent(state, subscriber, entry)) host.drop(state, subscriber);
          },
        );
      },
      // What crosses the bus may come from another process (or version): only valid messages go out.
      bind: () =>
        bus
          ? bus.subscribe(SPOT_TRADES_TOPIC, (payload) => {
              const parsed = spotTradesMessage.safeParse(payload);
              if (parsed.success) publish(parsed.data);
            })
          : () => {},
      publish,
    };
  },
};
