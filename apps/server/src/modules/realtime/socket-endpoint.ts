import { FALLBACK_LOCALE, negotiateLocale } from '@halcyon/i18n';
import { z } from 'zod';
import type { AdminAccess } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Translator } from '../../platform/i18n.ts';
import { Connection, type ConnectionContext, type SessionsEnded } from './connection.ts';
import type { RealtimeOptions } from './options.ts';
import { releaseUpgrade } from './release-upgrade.ts';
import { type SessionRecheck, startSessionRecheck } from './session-recheck.ts';
import { startUpgradeRecheck, type UpgradeRecheck } from './upgrade-recheck.ts';

/**
 * One websocket endpoint over a channel hub. The user socket is one (routes.ts); an operator socket is
 * another: its own hub (createChannelHub with its channel kinds) and its own authenticator, same protocol.
 */
export type SocketEndpoint = {
  /** Relative to the scope it is registered in (e.g. /ws under /api/uniapp). */
  path: string;
  hub: ConnectionContext['hub'];
  findPair: ConnectionContext['findPair'];
  /** The principal a token names; private channels belong to it. */
  authenticate: ConnectionContext['authenticate'];
  translator: Translator;
  clock: Clock;
  options: RealtimeOptions;
  /** Route config of the upgrade request (the operator socket declares its permission here). */
  config?: { adminPermission?: AdminAccess };
  /** Asks again, while a socket is open, whether its upgrade would still be let in (the operator socket). */
  recheck?: UpgradeRecheck;
  /**
   * Hears of signed-in sessions ending, in any process: the sockets signed in under them are closed, so
   * their private channels stop at once. A client still signed in reconnects and signs in again.
   */
  onSessionsEnded?: (listener: (ended: SessionsEnded) => void) => () => void;
  /** Asks now and then whether those sessions still stand, in case a message was lost (the user socket). */
  sessionRecheck?: SessionRecheck;
};

const upgradeQuery = z.object({ lang: z.string().max(35).optional() });

/** Registers the endpoint and its heartbeat (a socket silent through one beat is dropped). */
export function registerSocketEndpoint(app: App, endpoint: SocketEndpoint): void {
  const { options } = endpoint;
  const connections = new Set<Connection>();
  const rechecks = new Map<Connection, () => Promise<boolean>>();
  const context: ConnectionContext = {
    hub: endpoint.hub,
    findPair: endpoint.findPair,
    authenticate: endpoint.authenticate,
    translator: endpoint.translator,
    clock: endpoint.clock,
    options,
    log: app.log,
    closed: (connection) => {
      connections.delete(connection);
      rechecks.delete(connection);
    },
  };
  if (endpoint.recheck) startUpgradeRecheck(app, endpoint.recheck.everyMs, rechecks);
  if (endpoint.sessionRecheck) startSessionRecheck(app, endpoint.sessionRecheck, connections);
  const stopHearing = endpoint.onSessionsEnded?.((ended) => {
    for (const connection of connections) connection.sessionsEnded(ended);
  });
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
    stopHearing?.();
  });

  app.get(
    endpoint.path,
    {
      websocket: true,
      schema: { hide: true, querystring: upgradeQuery },
      ...(endpoint.config ? { config: endpoint.config } : {}),
    },
    (socket, request) => {
      const { lang } = request.query;
      const locale =
        negotiateLocale(lang) ?? negotiateLocale(request.headers['accept-language']) ?? FALLBACK_LOCALE;
      releaseUpgrade(socket, request);
      // The connection adds its own error listener in place of the one released.
      // An operator socket's role (the guard checked it at the upgrade) decides which channels it opens.
      const connection = new Connection(socket, context, locale, request.id, request.operator?.role);
      connections.add(connection);
      if (endpoint.recheck) rechecks.set(connection, endpoint.recheck.checkFor(request));
    },
  );
}
