import {
  type DepthSnapshot,
  depthChannel,
  type feesResponse,
  type PublicTrade,
  type RecentTradesResponse,
  type rulesResponse,
  SPOT_LIMITS,
  tradesChannel,
} from '@halcyon/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client.ts';
import { refetchOnConfigChange } from '../realtime/config-queries.ts';
import { useChannelLive } from '../realtime/connection-store.ts';
import { useChannel } from '../realtime/use-channel.ts';
import { marketKeys } from './market-keys.ts';
import { displaySymbol } from './symbols.ts';

export type FeeSchedule = z.infer<typeof feesResponse>['fees'][number];
export type TradingRule = z.infer<typeof rulesResponse>['rules'][number];

/** Levels per side asked of the REST call: what the live channel sends too. */
const DEPTH_LEVELS = SPOT_LIMITS.depthChannelLevels;
const RECENT_TRADES = 50;

/**
 * While `channel` is live its pushes keep the query current; otherwise (socket down, or the server
 * dropped the channel) it is re-read on a timer.
 */
export function useLiveRefetchInterval(channel: string): number | false {
  return useChannelLive(channel) ? false : SPOT_LIMITS.autoRefreshSeconds * 1_000;
}

/** The order book of a pair: the REST snapshot first, then the `depth.<SYMBOL>` channel's diffs. */
export function useDepth(compact: string | null) {
  const channel = depthChannel(compact ?? '');
  useChannel(compact ? channel : null);
  const refetchInterval = useLiveRefetchInterval(channel);
  const queryClient = useQueryClient();
  const key = marketKeys.depth(compact ?? '');
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const loaded = await api.get<DepthSnapshot>('/trading/market/depth', {
        silent: true,
        query: { symbol: compact ?? '', limit: DEPTH_LEVELS },
      });
      // The channel's snapshot may have landed while this was on its way: keep whichever book is newer.
      const pushed = queryClient.getQueryData<DepthSnapshot>(key);
      return pushed && pushed.lastUpdateId > loaded.lastUpdateId ? pushed : loaded;
    },
    enabled: compact !== null,
    // A refetch would replace a book the diffs keep newer; only re-read while the socket is down.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval,
  });
}

/** Recent public trades, newest first; the `trades.<SYMBOL>` channel puts new ones on top. */
export function useRecentTrades(compact: string | null) {
  const channel = tradesChannel(compact ?? '');
  useChannel(compact ? channel : null);
  const refetchInterval = useLiveRefetchInterval(channel);
  return useQuery({
    queryKey: marketKeys.trades(compact ?? ''),
    queryFn: async (): Promise<PublicTrade[]> =>
      (
        await api.get<RecentTradesResponse>('/trading/trades', {
          silent: true,
          query: { symbol: compact ?? '', limit: RECENT_TRADES },
        })
      ).trades,
    enabled: compact !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval,
  });
}

// An operator's change to a pair (config channel `pairs`: its fees, its rules, a suspension) reaches an
// open order form at once, not after the five minutes these are otherwise kept.
refetchOnConfigChange('pairs', ['markets', 'fees']);
refetchOnConfigChange('pairs', ['markets', 'rules']);

const sameSymbol = (a: string, b: string) => displaySymbol(a) === displaySymbol(b);

/** The pair's maker and taker rates (GET /trading/fees). */
export function useFees(compact: string | null) {
  return useQuery({
    queryKey: marketKeys.fees(compact ?? ''),
    queryFn: async (): Promise<FeeSchedule | null> => {
      const { fees } = await api.get<{ fees: FeeSchedule[] }>('/trading/fees', {
        silent: true,
        query: { symbol: compact ?? '' },
      });
      return fees.find((fee) => sameSymbol(fee.symbol, compact ?? '')) ?? fees[0] ?? null;
    },
    enabled: compact !== null,
    staleTime: 5 * 60_000,
  });
}

/** Tick size, minimum quantity and notional of the pair (GET /trading/rules). */
export function useRules(compact: string | null) {
  return useQuery({
    queryKey: marketKeys.rules(compact ?? ''),
    queryFn: async (): Promise<TradingRule | null> => {
      const { rules } = await api.get<{ rules: TradingRule[] }>('/trading/rules', {
        silent: true,
        query: { symbol: compact ?? '' },
      });
      return rules.find((rule) => sameSymbol(rule.symbol, compact ?? '')) ?? rules[0] ?? null;
    },
    enabled: compact !== null,
    staleTime: 5 * 60_000,
  });
}
