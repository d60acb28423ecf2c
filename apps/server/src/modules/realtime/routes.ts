import type { App } from '../../platform/app-types.ts';
import type { Authenticate } from '../../platform/auth-hook.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { MarketData } from '../market-data/index.ts';
import type { SessionsEnded } from './connection.ts';
import type { Hub } from './hub.ts';
import type { RealtimeOptions } from './options.ts';
import { registerSocketEndpoint } from './socket-endpoint.ts';

export type RealtimeDeps = {
  hub: Hub;
  marketData: Pick<MarketData, 'instrument'>;
  translator: Translator;
  /** Checks the token of an `auth` message, as the HTTP API checks a bearer token. */
  authenticate: Authenticate;
  /** Signed-in sessions ending in any process (the auth module's revocations). */
  onSessionsEnded: (listener: (ended: SessionsEnded) => void) => () => void;
  /** Which of these sessions still stand (asked every options.userSessionRecheckMs). */
  liveSessions: (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>;
  clock: Clock;
  options: RealtimeOptions;
};

/**
 * The user websocket endpoint /ws (under the API prefix). Market data raises its events on every instance
 * (the feed leader's ticks reach the others over the bus), and each instance fans them out to its own
 * sockets through one hub.
 */
export function realtimeRoutes(app: App, deps: RealtimeDeps): void {
  const { marketData } = deps;
  registerSocketEndpoint(app, {
    path: '/ws',
    hub: deps.hub,
    findPair: (symbol) => marketData.instrument(symbol),
    authenticate: async (token) => {
      const { userId, sessionId } = await deps.authenticate(token, { acceptExpired: false });
      return { principal: userId, session: sessionId };
    },
    onSessionsEnded: deps.onSessionsEnded,
    sessionRecheck: { everyMs: deps.options.userSessionRecheckMs, live: deps.liveSessions },
    translator: deps.translator,
    clock: deps.clock,
    options: deps.options,
  });
}
