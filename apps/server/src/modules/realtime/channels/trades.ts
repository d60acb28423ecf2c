import { type PublicTrade, publicTrade, tradesChannel as tradesChannelName } from '@halcyon/api';
import { z } from 'zod';
import type { Bus } from '../../../platform/bus.ts';
import { SPOT_TRADES_TOPIC, type SpotMarketView, type SpotTradesMessage } from '../../spot/index.ts';
import type { ChannelDefinition, ChannelPair, ChannelRuntime, ChannelState } from '../channel-kind.ts';
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
    /** Per channel whose snapshot loads: the matches announced meanwhile, one list each. */
    const loads = new Map<ChannelState, { missed: PublicTrade[][] }>();
    const isLive = (state: ChannelState) => host.channel(state.key) === state;

    const publish = (message: SpotTradesMessage) => {
      const symbol = compactSymbol(message.symbol);
      const state = symbol ? host.channel(tradesChannelName(symbol)) : undefined;
      if (!state) return;
      loads.get(state)?.missed.push(message.trades);
      host.broadcast(state, message.trades);
    };

    /** Serves everyone waiting on the channel with one snapshot, then the trades it did not hold. */
    const serve = (state: ChannelState, trades: PublicTrade[], missed: PublicTrade[][]) => {
      const seen = new Set(trades.map((trade) => trade.tradeId));
      const fresh = missed
        .map((match) => match.filter((trade) => !seen.has(trade.tradeId)))
        .filter((match) => match.length > 0);
      for (const [subscriber, entry] of state.entries) {
        if (!entry.pending) continue;
        host.sendSnapshot(state, subscriber, entry, trades);
        for (const match of fresh) host.offer(state, subscriber, entry, match);
      }
    };

    return {
      available: () => spotMarket !== undefined,
      /**
       * One load per channel at a time: whoever subscribes while it runs waits for it too, and the trades
       * that happen meanwhile follow the snapshot as updates.
       */
      snapshot(state) {
        if (!spotMarket || loads.has(state)) return;
        const load = { missed: [] as PublicTrade[][] };
        loads.set(state, load);
        spotMarket.recentTrades(state.channel.pair.symbol, tradesSnapshotSize).then(
          (trades) => {
            loads.delete(state);
            if (isLive(state)) serve(state, trades, load.missed);
          },
          (error: unknown) => {
            loads.delete(state);
            host.log.error({ err: error, channel: state.channel.name }, 'trades snapshot failed');
            if (!isLive(state)) return;
            for (const [subscriber, entry] of state.entries) if (entry.pending) host.drop(state, subscriber);
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
      ended(state) {
        loads.delete(state);
      },
      publish,
    };
  },
};
