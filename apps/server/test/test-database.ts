import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';

export type TestDatabase = {
  handle: DatabaseHandle;
  /**
   * On PostgreSQL, a URL that reaches this file's data (TEST_DATABASE_URL with its schema as search_path):
   * for tests of a second process or a command. Undefined on PGlite.
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
  await migrateToLatest(handle.db);
  // Only the tables this schema has: a module's table list may run ahead of its migration.
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
    handle.db,
  );
  const existing = new Set(rows.map((row) => row.name));
  const tables = TABLES.filter((table) => existing.has(table));
  return {
    handle,
    url,
    reset: async () => {
      await sql.raw(`TRUNCATE ${tables.join(', ')} CASCADE`).execute(handle.db);
    },
    dispose,
  };
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

/** A schema of its own, dropped on dispose, so files run in parallel against one PostgreSQL database. */
async function postgresSchema(url: string): Promise<BlankDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const options = `-c search_path=${schema}`;
  const handle = openPostgres(url, { max: 5, options });
  const own = new URL(url);
  own.searchParams.set('options', options);
  return {
    handle,
    url: own.toString(),
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

function postgresBackend(url: string): Backend {
  return {
    name: 'postgres',
    async open() {
      return prepared(await postgresSchema(url));
    },
    openBlank: () => postgresSchema(url),
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Suites run once per backend. */
export const backends: Backend[] = [pgliteBackend, ...(postgresUrl ? [postgresBackend(postgresUrl)] : [])];
