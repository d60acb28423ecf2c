import { USER_CHANNEL } from '@halcyon/api';
import { queryClient } from '../api/query-client.ts';
import { getTradingState } from '../markets/trading-store.ts';
import { getSession, useSessionStore } from '../session/session-store.ts';
import { configSink } from './config-sink.ts';
import { useConnectionStore } from './connection-store.ts';
import { klineSink, tickerSink } from './market-sinks.ts';
import {
  type AuthSource,
  type ConnectionStatus,
  createRealtimeClient,
  type RealtimeClient,
} from './realtime-client.ts';
import { registerRealtime } from './realtime-registry.ts';
import { depthSink, tradesSink } from './trading-sinks.ts';
import { userSink } from './user-sink.ts';

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

/** The app's one realtime client, created on first use. */
export function getRealtime(): RealtimeClient {
  client ??= createRealtimeClient({
    url: () => realtimeUrl(),
    createSocket: (url) => new WebSocket(url),
    auth: sessionAuth,
    sinks: [
      tickerSink((tickers) => getTradingState().applyTickers(tickers)),
      klineSink(queryClient),
      depthSink(queryClient),
      tradesSink(queryClient),
      userSink(queryClient, (update) => getSession().applyBalance(update)),
      configSink(queryClient),
    ],
    visibility: documentVisibility,
    onStatus: (status: ConnectionStatus) => {
      useConnectionStore.setState({ status });
      // Spec section 3's prices flag: live prices are on their way while the socket (re)connects.
      getTradingState().setLoadingFlag('prices', status === 'connecting' || status === 'reconnecting');
    },
  });
  return client;
}

registerRealtime(() => ({ client: getRealtime(), userChannel: USER_CHANNEL }));

/** For tests: use this client (a fake socket behind it) instead of the browser's. */
export function setRealtime(next: RealtimeClient | null): void {
  client?.dispose();
  client = next;
}
