import type pg from 'pg';
import { optionalDependency } from './optional-dependency.ts';

/**
 * Helpers for code that manages PostgreSQL databases rather than using one: the test run's template and
 * copies (apps/server/test) and the benchmarks' throwaway databases (bench/). Here, under src/platform,
 * so that both can import it: bench/ imports the server's src, never its tests.
 */

/** node-postgres, loaded on first use as in db.ts: nothing the embedded server runs needs it. */
const pgModule = optionalDependency<typeof import('pg')>('pg');

/**
 * Runs statements on one connection to `url`'s database, closed when they are done: a pool's idle
 * connections would stay, and a database anyone is connected to can be neither copied nor dropped.
 */
export async function onAdminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new (pgModule().Client)({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
