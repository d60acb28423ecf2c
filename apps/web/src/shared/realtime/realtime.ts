import { USER_CHANNEL } from '@halcyon/api';
import { queryClient } from '../api/query-client.ts';
import { getTradingState } from '../markets/trading-store.ts';
import { getSession, useSessionStore } from '../session/session-store.ts';
import { configSink } from './config-sink.ts';
import { useConnectionStore } from './connection-store.ts';
import { klineSink, tickerSink } from './market-sinks.ts';
import {
  type AuthSource,
  type ChannelSink,
  type ConnectionStatus,
  createRealtimeClient,
  type RealtimeClient,
} from './realtime-client.ts';
import { registerRealtime } from './realtime-registry.ts';

export const REALTIME_PATH = '/api/uniapp/ws';

/** Same origin as the page: the server in production, Vite's proxy (ws: true) in development. */
export function realtimeUrl(origin: string = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

const documentVisibility = {
  isHidden: () => document.visibilityState === 'hidden',
  onChange(listener: () => void) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

const sessionAuth: AuthSource = {
  token: () => getSession().token,
  onChange(listener) {
    return useSessionStore.subscribe((state, previous) => {
      if (state.token !== previous.token) listener();
    });
  },
};

let client: RealtimeClient | null = null;

/** The sinks of every page (tickers, klines, config); the others join them when first needed. */
const sinks: ChannelSink[] = [
  tickerSink((tickers) => getTradingState().applyTickers(tickers)),
  klineSink(queryClient),
  configSink(queryClient),
];

/**
 * Sinks loaded with the first channel of their family: the order book's and trades' (the trade and pair
 * pages) and the private `user` channel's (logged in), whose schemas (orders, finance, support, KYC) are
 * most of what the socket validates. Home and market, which follow only tickers, neither load nor build
 * them, and a logged-in page builds them in a task of its own.
 */
const onDemand: Array<{ matches(channel: string): boolean; load(): Promise<ChannelSink[]> }> = [
  {
    matches: (channel) => channel.startsWith('depth.') || channel.startsWith('trades.'),
    load: () =>
      import('./trading-sinks.ts').then(({ depthSink, tradesSink }) => [
        depthSink(queryClient),
        tradesSink(queryClient),
      ]),
  },
  {
    matches: (channel) => channel === USER_CHANNEL,
    load: () =>
      import('./user-sink.ts').then(({ userSink }) => [
        userSink(queryClient, (update) => getSession().applyBalance(update)),
      ]),
  },
];
const loading = new Map<(typeof onDemand)[number], Promise<void>>();
const loaded = new Set<(typeof onDemand)[number]>();

/**
 * Resolves once the sinks of `channels` are in place (null when they already are): subscribe after it,
 * so no message arrives before its sink. A sink that failed to load is tried again on the next call; the
 * channel is subscribed anyway, its messages ignored meanwhile.
 */
export function prepareChannels(channels: readonly string[]): Promise<void> | null {
  const waits: Promise<void>[] = [];
  for (const family of onDemand) {
    if (loaded.has(family) || !channels.some((channel) => family.matches(channel))) continue;
    let pending = loading.get(family);
    if (!pending) {
      pending = family.load().then(
        (added) => {
          sinks.push(...added);
          loaded.add(family);
          loading.delete(family);
        },
        (error: unknown) => {
          loading.delete(family);
          console.warn('[realtime] a sink could not be loaded', error);
        },
      );
      loading.set(family, pending);
    }
    waits.push(pending);
  }
  return waits.length ? Promise.all(waits).then(() => undefined) : null;
}

/** The app's one realtime client, created on first use. */
export function getRealtime(): RealtimeClient {
  client ??= createRealtimeClient({
    url: () => realtimeUrl(),
    createSocket: (url) => new WebSocket(url),
    auth: sessionAuth,
    sinks,
    visibility: documentVisibility,
    onStatus: (status: ConnectionStatus) => {
      useConnectionStore.setState({ status });
      // Spec section 3's prices flag: live prices are on their way while the socket (re)connects.
      getTradingState().setLoadingFlag('prices', status === 'connecting' || status === 'reconnecting');
    },
    onLost: (lost) => useConnectionStore.setState({ lost }),
    onRefused: (refused) => useConnectionStore.setState({ refused }),
  });
  return client;
}

registerRealtime(() => ({ client: getRealtime(), userChannel: USER_CHANNEL, prepare: prepareChannels }));

/** For tests: use this client (a fake socket behind it) instead of the browser's. */
export function setRealtime(next: RealtimeClient | null): void {
  client?.dispose();
  client = next;
}
