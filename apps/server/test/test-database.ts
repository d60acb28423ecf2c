import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { onAdminConnection } from '../src/platform/postgres-admin.ts';
import { databaseUrl, runPrefix } from './postgres-databases.ts';

export type TestDatabase = {
  handle: DatabaseHandle;
  /**
   * On PostgreSQL, a URL that reaches this file's data (its own database, or TEST_DATABASE_URL with its
   * schema as search_path): for tests of a second process or a command. Undefined on PGlite.
   */
  url: string | undefined;
  /** Empties every table a test can write, keeping the schema and the seeded app_config. */
  reset(): Promise<void>;
  dispose(): Promise<void>;
};

/** A database with no table at all, not even the migrations' bookkeeping: for tests of one migration. */
export type BlankDatabase = { handle: DatabaseHandle; url: string | undefined; dispose(): Promise<void> };

export type Backend = {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
  openBlank(): Promise<BlankDatabase>;
};

const TABLES = [
  'contract_orders',
  'swap_orders',
  'swap_quotes',
  'spot_trades',
  'spot_orders',
  'spot_positions',
  'spent_refresh_tokens',
  'sessions',
  'email_codes',
  'captchas',
  'login_failures',
  'operator_login_failures',
  'ledger_audit_runs',
  'pair_suspensions',
  'mail_outbox',
  'idempotency_keys',
  'ledger_lines',
  'ledger_entries',
  'balances',
  'users',
  'operators',
  'ticks',
  'candles',
  'instruments',
];

async function prepared({ handle, url, dispose }: BlankDatabase): Promise<TestDatabase> {
  // A copy of a template is migrated already, and this only reads the bookkeeping to say so.
  await migrateToLatest(handle.db);
  // Only the tables this schema has: a module's table list may run ahead of its migration.
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
    handle.db,
  );
  const existing = new Set(rows.map((row) => row.name));
  const tables = TABLES.filter((table) => existing.has(table));
  const emptied = await truncatedByCascade(handle, tables);
  const anyRow = sql.join(
    emptied.map((table) => sql`exists (select from ${sql.table(table)})`),
    sql` or `,
  );
  return {
    handle,
    url,
    reset: async () => {
      // On PostgreSQL, TRUNCATE gives every table it empties new files, empty or not: about 0.8 s for these
      // tables and those CASCADE adds, before every test. A file's first test (a fresh copy) and tests that
      // wrote none of them find them empty, and there is nothing to remove.
      const answer = await sql<{ any: boolean }>`select ${anyRow} as any`.execute(handle.db);
      if (!answer.rows[0]?.any) return;
      await sql.raw(`TRUNCATE ${tables.join(', ')} CASCADE`).execute(handle.db);
    },
    dispose,
  };
}

/** The tables TRUNCATE ... CASCADE empties: these, and every table a foreign key leads from to one of them. */
async function truncatedByCascade(handle: DatabaseHandle, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    with recursive emptied(oid) as (
      select oid from pg_class
      where relnamespace = current_schema()::regnamespace and relname = any(${tables})
      union
      select conrelid from pg_constraint join emptied on confrelid = emptied.oid where contype = 'f'
    )
    select relname as name from pg_class where oid in (select oid from emptied)`.execute(handle.db);
  return rows.map((row) => row.name);
}

/**
 * The run's migrated data directory (pglite-template.ts), read once per worker: workers share modules
 * across files (isolate: false), so every file after the first reuses the bytes.
 */
let templateBlob: Promise<Blob> | undefined;
const pgliteTemplate = (): Promise<Blob> => {
  templateBlob ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return templateBlob;
};

const pgliteBackend: Backend = {
  name: 'pglite',
  async open() {
    // In memory: no dataDir, gone when closed; it starts as a copy of the migrated template.
    const handle = openPglite(new PGlite({ loadDataDir: await pgliteTemplate() }));
    return prepared({ handle, url: undefined, dispose: () => handle.close() });
  },
  async openBlank() {
    const handle = openPglite(new PGlite());
    return { handle, url: undefined, dispose: () => handle.close() };
  },
};

/**
 * A schema of its own, dropped on dispose, so files run in parallel against one PostgreSQL database: for
 * blank databases, and for every file when the user may not create databases.
 */
async function postgresSchema(url: string): Promise<BlankDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const options = `-c search_path=${schema}`;
  const handle = openPostgres(url, { max: 5, options });
  const own = new URL(url);
  own.searchParams.set('options', options);
  return {
    handle,
    url: own.toString(),
    dispose: async () => {
      await handle.close();
      await onAdminConnection(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

/** A database of its own, copied from the run's migrated template (postgres-template.ts), dropped on dispose. */
async function postgresCopy(url: string, template: string): Promise<BlankDatabase> {
  const name = `${runPrefix(url)}f_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(url, (client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`,
    ),
  );
  const own = databaseUrl(url, name);
  const handle = openPostgres(own, { max: 5 });
  return {
    handle,
    url: own,
    dispose: async () => {
      await handle.close();
      // Not awaited: PostgreSQL 15's DROP DATABASE waits for a checkpoint (1 s and more on a busy server),
      // and the worker's next file need not. Dropped now rather than all at the run's end, where the one
      // checkpoint had every copy's files to write (135 s for 109 copies); a drop that fails or is cut
      // short leaves the copy to the global setup's teardown, which drops whatever has the run's prefix.
      void onAdminConnection(url, (client) =>
        client.query(`DROP DATABASE ${client.escapeIdentifier(name)} WITH (FORCE)`),
      ).catch(() => {});
    },
  };
}

function postgresBackend(url: string): Backend {
  return {
    name: 'postgres',
    async open() {
      const template = inject('postgresTemplate');
      return prepared(template ? await postgresCopy(url, template) : await postgresSchema(url));
    },
    openBlank: () => postgresSchema(url),
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Suites run once per backend. */
export const backends: Backend[] = [pgliteBackend, ...(postgresUrl ? [postgresBackend(postgresUrl)] : [])];
