import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { onAdminConnection } from '../src/platform/postgres-admin.ts';

/**
 * The databases a test run creates next to TEST_DATABASE_URL's: a migrated template and one copy per test
 * file. Their names start with a prefix derived from that database's name, so a run (or the next one,
 * after a crash) can find and drop its own leftovers without touching anyone else's databases. Two runs
 * at once on one TEST_DATABASE_URL would drop each other's: CI creates a database per run.
 */
export function runPrefix(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  // PostgreSQL cuts names at 63 bytes; a copy's name adds 14 characters to the prefix. A long name keeps
  // its start (readable in psql -l) and a hash of the whole (still one prefix per database).
  const base = Buffer.byteLength(name) <= 40 ? name : `${name.slice(0, 24)}_${hash(name)}`;
  return `${base}__`;
}

export const templateName = (prefix: string): string => `${prefix}tpl`;

/** A test file's copy of the template: the prefix, then `f_` and 12 hex digits. */
export const copyName = (prefix: string): string => `${prefix}f_${randomBytes(6).toString('hex')}`;

/**
 * Whether `name` is one of the databases a run with this prefix makes: its template or a copy, nothing
 * else. Starting with the prefix is not enough: the prefix of a database named `a` is `a__`, with which
 * a database named `a__b` starts, and so do `a__b__tpl` and the copies of a run on `a__b`; a run on `a`
 * dropped them all.
 */
export function madeByRun(prefix: string, name: string): boolean {
  if (!name.startsWith(prefix)) return false;
  return name === templateName(prefix) || /^f_[0-9a-f]{12}$/.test(name.slice(prefix.length));
}

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(database)}`;
  return other.toString();
}

/** PostgreSQL's SQLSTATE for insufficient_privilege: the user may not create databases. */
export function lacksPrivilege(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '42501';
}

/**
 * Drops every database this prefix's runs make (madeByRun): the template and any copy still there at the
 * run's end, a killed run's at the next start. Several at once: on PostgreSQL 15 each DROP DATABASE waits for a checkpoint,
 * and drops that wait at the same time share one.
 */
export async function dropDatabasesOf(url: string, prefix: string): Promise<void> {
  const names = await onAdminConnection(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    return rows.map((row) => row.name).filter((name) => madeByRun(prefix, name));
  });
  const dropOne = async (client: pg.Client): Promise<void> => {
    for (let name = names.pop(); name !== undefined; name = names.pop()) {
      // FORCE ends connections a killed run's workers may have left behind.
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    }
  };
  const connections = Math.min(names.length, PARALLEL_DROPS);
  await Promise.all(Array.from({ length: connections }, () => onAdminConnection(url, dropOne)));
}

/** Few enough connections to leave room under max_connections (100 by default) for other clients. */
const PARALLEL_DROPS = 10;

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}
