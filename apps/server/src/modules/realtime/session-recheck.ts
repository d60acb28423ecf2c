import type { App } from '../../platform/app-types.ts';
import type { Connection } from './connection.ts';
import { inRounds } from './upgrade-recheck.ts';

/** Sessions asked about in one read. */
const BATCH = 500;

/**
 * A socket signed in by an `auth` message is closed when its session is heard ending; a message can be
 * lost (Redis delivers at most once), so an endpoint with a session recheck also asks every `everyMs`
 * which of the sessions its sockets signed in under still stand, and closes the others' sockets.
 */
export type SessionRecheck = {
  everyMs: number;
  /** Which of these sessions still stand. */
  live: (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>;
};

/** Runs the recheck over the endpoint's open `connections` until the app closes. */
export function startSessionRecheck(app: App, recheck: SessionRecheck, connections: ReadonlySet<Connection>) {
  inRounds(app, recheck.everyMs, async () => {
    const signedIn = new Map<string, Connection[]>();
    for (const connection of connections) {
      const session = connection.signedInSession;
      if (session === undefined) continue;
      const sockets = signedIn.get(session);
      if (sockets) sockets.push(connection);
      else signedIn.set(session, [connection]);
    }
    const sessions = [...signedIn.keys()];
    for (let start = 0; start < sessions.length; start += BATCH) {
      const batch = sessions.slice(start, start + BATCH);
      const live = await recheck.live(batch).catch((error: unknown) => {
        // The database did not answer: keep the sockets; the next round asks again.
        app.log.warn({ err: error }, 'websocket session recheck failed');
        return undefined;
      });
      if (!live) continue;
      for (const session of batch) {
        if (live.has(session)) continue;
        // As if heard ending: closes a socket still signed in under it (not one signed in anew since).
        for (const connection of signedIn.get(session) ?? [])
          connection.sessionsEnded({ sessionId: session });
      }
    }
  });
}
