import { FALLBACK_LOCALE, negotiateLocale } from '@halcyon/i18n';
import { z } from 'zod';
import type { App } from '../../platform/app-types.ts';
import type { Authenticate } from '../../platform/auth-hook.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { MarketData } from '../market-data/index.ts';
import { type Connection, openConnection } from './connection.ts';
import type { Hub } from './hub.ts';
import type { RealtimeOptions } from './options.ts';

export type RealtimeDeps = {
  hub: Hub;
  marketData: Pick<MarketData, 'instrument'>;
  translator: Translator;
  /** Checks the token of an `auth` message, as the HTTP API checks a bearer token. */
  authenticate: Authenticate;
  clock: Clock;
  options: RealtimeOptions;
};

const upgradeQuery = z.object({ lang: z.string().max(35).optional() });

/**
 * The websocket endpoint /ws (under the API prefix). Market data raises its events on every instance
 * (the feed leader's ticks reach the others over the bus), and each instance fans them out to its own
 * sockets through one hub.
 */
export function realtimeRoutes(app: App, deps: RealtimeDeps): void {
  const { hub, marketData, options } = deps;

  const findPair = (symbol: string) => marketData.instrument(symbol);

  const connections = new Set<Connection>();
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, options.heartbeatMs);
  // Timers must not keep a closing process alive; the onClose hook stops it anyway.
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
  });

  app.get(
    '/ws',
    { websocket: true, schema: { hide: true, querystring: upgradeQuery } },
    (socket, request) => {
      const { lang } = request.query;
      const locale =
        negotiateLocale(lang) ?? negotiateLocale(request.headers['accept-language']) ?? FALLBACK_LOCALE;
      const connection = openConnection(socket, {
        hub,
        findPair,
        authenticate: deps.authenticate,
        translator: deps.translator,
        locale,
        clock: deps.clock,
        options,
        log: request.log,
      });
      connections.add(connection);
      socket.on('close', () => connections.delete(connection));
    },
  );
}
