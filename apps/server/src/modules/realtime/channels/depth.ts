import {
  type DepthSnapshot,
  depthChannel as depthChannelName,
  depthSnapshot,
  SPOT_LIMITS,
} from '@halcyon/api';
import type { Bus } from '../../../platform/bus.ts';
import { SPOT_DEPTH_TOPIC, type SpotMarketView } from '../../spot/index.ts';
import type { ChannelDefinition, ChannelPair, ChannelRuntime, ChannelState } from '../channel-kind.ts';
import { compactSymbol } from '../compact-symbol.ts';
import { topOfBook } from '../depth-diff.ts';
import { type DepthState, depthThrottle } from '../depth-throttle.ts';

export type DepthChannel = { kind: 'depth'; name: string; pair: ChannelPair };
export type DepthRuntime = ChannelRuntime<DepthChannel> & { publish(book: DepthSnapshot): void };
type Deps = {
  bus?: Bus;
  /** Snapshots; without it (no spot engine) the kind is unknown. */
  spotMarket?: SpotMarketView;
  /** Least time between two diffs of one channel. */
  depthIntervalMs?: number;
  /** Monotonic milliseconds for the throttle (a rate, not a time shown to anyone). */
  monotonicNow: () => number;
};

/** `depth.<SYMBOL>`: a pair's order book, top levels; updates are diffs, throttled. */
export const depthChannel: ChannelDefinition<DepthChannel, Deps, DepthRuntime> = {
  kind: 'depth',
  needsAuth: false,
  parse(parts, { findPair }) {
    const [, symbol] = parts;
    const pair = parts.length === 2 && symbol ? findPair(symbol) : undefined;
    return pair && { kind: 'depth', name: depthChannelName(pair.compact), pair };
  },
  create(host, deps) {
    const { spotMarket, monotonicNow, depthIntervalMs = 1_000 / SPOT_LIMITS.depthUpdatesPerSecond } = deps;
    const levels = SPOT_LIMITS.depthChannelLevels;
    const states = new Map<ChannelState, DepthState>();
    const isLive = (state: ChannelState) => host.channel(state.key) === state;

    const schedule = depthThrottle({ host, states, isLive, intervalMs: depthIntervalMs, monotonicNow });

    /** Gives up on the subscribers still waiting for a snapshot. */
    const dropPending = (state: ChannelState) => {
      for (const [subscriber, entry] of state.entries) if (entry.pending) host.drop(state, subscriber);
    };

    /** A full top-N book from the spot engine: becomes a diff on its channel, if anyone listens. */
    const publish = (book: DepthSnapshot) => {
      const symbol = compactSymbol(book.symbol);
      const state = symbol ? host.channel(depthChannelName(symbol)) : undefined;
      const depth = state && states.get(state);
      if (!state || !depth) return;
      const top = topOfBook(book, levels);
      const newest = depth.latest ?? depth.book;
      if (newest && top.lastUpdateId <= newest.lastUpdateId) return;
      depth.latest = top;
      if (depth.book) schedule(state, depth);
    };

    return {
      available: () => spotMarket !== undefined,
      /**
       * Every subscriber of a symbol holds the same book, so a snapshot is the hub's own book when it has
       * one; only the first subscriber waits for the spot engine's, and all who came meanwhile get that one.
       */
      snapshot(state, subscriber, entry) {
        if (!spotMarket) return;
        const { name, pair } = state.channel;
        const depth = states.get(state) ?? { loading: false, lastSentAt: Number.NEGATIVE_INFINITY };
        states.set(state, depth);
        if (depth.book) {
          host.sendSnapshot(state, subscriber, entry, depth.book);
          return;
        }
        if (depth.loading) return;
        depth.loading = true;
        spotMarket.depth(pair.symbol, levels).then(
          (loaded) => {
            depth.loading = false;
            if (!isLive(state)) return;
            const top = topOfBook(loaded, levels);
            // A book heard on the bus while loading may be newer than the one loaded.
            depth.book = depth.latest && depth.latest.lastUpdateId > top.lastUpdateId ? depth.latest : top;
            depth.latest = undefined;
            for (const [waiting, waitingEntry] of state.entries) {
              if (waitingEntry.pending) host.sendSnapshot(state, waiting, waitingEntry, depth.book);
            }
          },
          (error: unknown) => {
            depth.loading = false;
            host.log.error({ err: error, channel: name }, 'depth snapshot failed');
            if (isLive(state)) dropPending(state);
          },
        );
      },
      // What crosses the bus may come from another process (or version): only valid books go out.
      bind: () =>
        deps.bus
          ? deps.bus.subscribe(SPOT_DEPTH_TOPIC, (payload) => {
              const parsed = depthSnapshot.safeParse(payload);
              if (parsed.success) publish(parsed.data);
            })
          : () => {},
      ended(state) {
        const timer = states.get(state)?.timer;
        if (timer) clearTimeout(timer);
        states.delete(state);
      },
      publish,
    };
  },
};
