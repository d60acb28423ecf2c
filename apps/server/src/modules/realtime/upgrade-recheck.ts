import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/app-types.ts';
import type { Connection } from './connection.ts';

/** The close code a socket gets when what let it in no longer holds; the console then signs in again. */
export const CLOSE_SESSION_ENDED = 4401;

/**
 * A socket's upgrade is checked once, but an operator can sign out, be disabled, change role or time out
 * while it stays open. An endpoint with a recheck asks again every `everyMs` and closes the sockets whose
 * upgrade would now be refused.
 */
export type UpgradeRecheck = {
  everyMs: number;
  /** Made at the upgrade from its request: answers whether that upgrade would still be let in. */
  checkFor: (request: FastifyRequest) => () => Promise<boolean>;
};

/** Runs the recheck over `checks` (one per open socket) until the app closes; never two rounds at once. */
export function startUpgradeRecheck(
  app: App,
  everyMs: number,
  checks: Map<Connection, () => Promise<boolean>>,
): void {
  inRounds(app, everyMs, async () => {
    for (const [connection, stillAdmitted] of checks) {
      const admitted = await stillAdmitted().catch((error: unknown) => {
        // The database did not answer: keep the socket; the next round asks again.
        app.log.warn({ err: error }, 'websocket recheck failed');
        return true;
      });
      if (admitted) continue;
      checks.delete(connection);
      connection.socket.close(CLOSE_SESSION_ENDED, 'session ended');
    }
  });
}

/** Runs `round` every `everyMs` until the app closes; never two rounds at once. */
export function inRounds(app: App, everyMs: number, round: () => Promise<void>): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void round().finally(() => {
      running = false;
    });
  }, everyMs);
  // Timers must not keep a closing process alive; the onClose hook stops it anyway.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
