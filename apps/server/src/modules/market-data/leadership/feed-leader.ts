import { sql } from 'kysely';
import type { Db } from '../../../platform/db.ts';
import type { FeedLogger } from '../feeds/price-feed.ts';

/**
 * Who runs the feed. Exactly one process may: two simulators would write two different price histories.
 * On PostgreSQL the leader holds a session advisory lock on a connection it keeps for as long as it leads;
 * if that connection dies the lock is gone, the heartbeat notices, and another process can take over.
 * PGlite is embedded (one process owns the files), so its process always leads.
 */
export interface LeaderLease {
  /** True when this process now holds the lease (or already did). */
  tryAcquire(): Promise<boolean>;
  held(): boolean;
  release(): Promise<void>;
}

export function soleLeaderLease(): LeaderLease {
  let held = false;
  return {
    async tryAcquire() {
      held = true;
      return true;
    },
    held: () => held,
    async release() {
      held = false;
    },
  };
}

/**
 * The lock key is derived from the schema name too, so databases holding several Halcyon schemas (the test
 * suites on PostgreSQL) elect one leader per schema.
 */
const LOCK_KEY = sql`hashtext('halcyon.feed-leader:' || current_schema())`;

export function advisoryLockLease(
  db: Db,
  log: FeedLogger,
  onLost: () => void,
  heartbeatMs = 5_000,
): LeaderLease {
  let held = false;
  let releaseRequested = false;
  let wake: (() => void) | undefined;
  let holder: Promise<void> | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  return {
    tryAcquire() {
      if (held) return Promise.resolve(true);
      if (holder) return Promise.resolve(false);
      releaseRequested = false;
      return new Promise<boolean>((resolve) => {
        holder = db
          .connection()
          .execute(async (connection) => {
            const { rows } = await sql<{
              ok: boolean;
            }>`SELECT pg_try_advisory_lock(${LOCK_KEY}) AS ok`.execute(connection);
            if (!rows[0]?.ok) {
              resolve(false);
              return;
            }
            held = true;
            resolve(true);
            // Keep the connection (and with it the lock) busy with a heartbeat until asked to let go.
            while (!releaseRequested) {
              await sleep(heartbeatMs);
              if (!releaseRequested) await sql`SELECT 1`.execute(connection);
            }
            await sql`SELECT pg_advisory_unlock(${LOCK_KEY})`.execute(connection);
          })
          .catch((error: unknown) => {
            resolve(false);
            if (held && !releaseRequested) {
              log.error({ err: error }, 'feed leader lost its database connection; stepping down');
              held = false;
              onLost();
            } else if (!held) {
              log.warn({ err: error }, 'feed leader election failed');
            }
          })
          .finally(() => {
            held = false;
            holder = undefined;
          });
      });
    },
    held: () => held,
    async release() {
      releaseRequested = true;
      wake?.();
      await holder;
    },
  };
}
