import {
  type DepthSnapshot,
  depthDiff,
  depthSnapshot,
  type PublicTrade,
  publicTrade,
  SPOT_LIMITS,
} from '@halcyon/api';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applyDepthDiff } from '../markets/depth-book.ts';
import { marketKeys } from '../markets/market-keys.ts';
import type { ChannelMessage, ChannelSink } from './realtime-client.ts';

const DEPTH_CHANNEL = /^depth\.([A-Z0-9]+)$/;
const TRADES_CHANNEL = /^trades\.([A-Z0-9]+)$/;
const tradeList = z.array(publicTrade);

/** The most recent trades kept per pair: the list a screen shows, never a growing history. */
export const RECENT_TRADES_CAP = SPOT_LIMITS.tradesDefault;

/** `depth.<SYMBOL>`: the snapshot replaces the book, each diff is applied in update-id order. */
export function depthSink(queryClient: QueryClient): ChannelSink {
  return {
    matches: (channel) => DEPTH_CHANNEL.test(channel),
    apply(message: ChannelMessage) {
      const compact = DEPTH_CHANNEL.exec(message.channel)?.[1];
      if (!compact) return false;
      const key = marketKeys.depth(compact);
      if (message.type === 'snapshot') {
        const parsed = depthSnapshot.safeParse(message.data);
        if (!parsed.success) return false;
        queryClient.setQueryData<DepthSnapshot>(key, parsed.data);
        return true;
      }
      const parsed = depthDiff.safeParse(message.data);
      if (!parsed.success) return false;
      const result = applyDepthDiff(queryClient.getQueryData<DepthSnapshot>(key), parsed.data);
      switch (result.kind) {
        case 'applied':
          queryClient.setQueryData<DepthSnapshot>(key, result.book);
          return true;
        case 'stale':
          return true;
        case 'gap':
          return 'resync';
        default:
          return result satisfies never;
      }
    },
  };
}

/** `trades.<SYMBOL>`: the snapshot (newest first) replaces the list; a match's trades go on top. */
export function tradesSink(queryClient: QueryClient): ChannelSink {
  return {
    matches: (channel) => TRADES_CHANNEL.test(channel),
    apply(message: ChannelMessage) {
      const compact = TRADES_CHANNEL.exec(message.channel)?.[1];
      if (!compact) return false;
      const parsed = tradeList.safeParse(message.data);
      if (!parsed.success) return false;
      const key = marketKeys.trades(compact);
      if (message.type === 'snapshot') {
        queryClient.setQueryData<PublicTrade[]>(key, parsed.data.slice(0, RECENT_TRADES_CAP));
        return true;
      }
      // Updates come oldest first; the list is newest first.
      const incoming = [...parsed.data].reverse();
      queryClient.setQueryData<PublicTrade[]>(key, (existing = []) => {
        const seen = new Set(incoming.map((trade) => trade.tradeId));
        return [...incoming, ...existing.filter((trade) => !seen.has(trade.tradeId))].slice(
          0,
          RECENT_TRADES_CAP,
        );
      });
      return true;
    },
  };
}
