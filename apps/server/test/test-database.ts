import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { onAdminConnection } from '../src/platform/postgres-admin.ts';
import { copyName, databaseUrl, runPrefix } from './postgres-databases.ts';

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
  const emptied = deletionOrder(
    await referencesAmong(
      handle,
      TABLES.filter((table) => existing.has(table)),
    ),
  );
  const anyRow = sql.join(
    emptied.map((table) => sql`exists (select from ${sql.table(table)})`),
    sql` or `,
  );
  // DELETE rather than TRUNCATE: TRUNCATE gives every table it empties new files, empty or not, which on
  // PostgreSQL took 0.5 to 1.5 s before every test that wrote any of them (session 28, withdrawal and spot
  // tests: 0.8 s a reset on average; deleting the few rows a test writes, 35 ms; on PGlite 350 ms and
  // 125 ms). In one DO block, one round trip. Neither restarts a sequence, and no test counts on one.
  const deleteAll = sql.raw(
    `DO $$ BEGIN ${emptied.map((table) => `DELETE FROM "${table}";`).join(' ')} END $$`,
  );
  return {
    handle,
    url,
    reset: async () => {
      // A file's first test (a fresh copy) and tests that wrote none of these tables have nothing to remove.
      const answer = await sql<{ any: boolean }>`select ${anyRow} as any`.execute(handle.db);
      if (!answer.rows[0]?.any) return;
      await deleteAll.execute(handle.db);
    },
    dispose,
  };
}

/**
 * References that no foreign key declares: ledger_lines names its entry and user, and a trigger on
 * ledger_entries and users refuses to delete a row that a line still names (migration 0024).
 */
const REFERENCES_BY_TRIGGER: Record<string, string[]> = { ledger_lines: ['ledger_entries', 'users'] };

/**
 * The tables TRUNCATE ... CASCADE empties (these, and every table a foreign key leads from to one of
 * them), each with the tables among them it refers to.
 */
async function referencesAmong(handle: DatabaseHandle, tables: string[]): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ name: string; refers_to: string[] }>`
    with recursive emptied(oid) as (
      select oid from pg_class
      where relnamespace = current_schema()::regnamespace and relname = any(${tables})
      union
      select conrelid from pg_constraint join emptied on confrelid = emptied.oid where contype = 'f'
    )
    -- As text: node-postgres reads an array of name (relname's type) as one string, PGlite as an array.
    select relname::text as name, array(
      select distinct referred.relname::text from pg_constraint
      join pg_class referred on referred.oid = confrelid
      where conrelid = pg_class.oid and contype = 'f' and confrelid <> conrelid
    ) as refers_to
    from pg_class where oid in (select oid from emptied)`.execute(handle.db);
  const names = new Set(rows.map((row) => row.name));
  return new Map(
    rows.map((row) => {
      const refersTo = [...row.refers_to, ...(REFERENCES_BY_TRIGGER[row.name] ?? [])];
      return [row.name, refersTo.filter((other) => names.has(other))];
    }),
  );
}

/**
 * The tables in an order DELETE can empty them one after another: each after every table that refers to
 * it, so that no row is deleted while another still names it. A table that refers to itself is emptied by
 * one DELETE, which PostgreSQL checks at the statement's end.
 */
function deletionOrder(refersTo: Map<string, string[]>): string[] {
  const order: string[] = [];
  const left = new Set(refersTo.keys());
  while (left.size > 0) {
    const referredTo = new Set([...left].flatMap((table) => refersTo.get(table) ?? []));
    const free = [...left].filter((table) => !referredTo.has(table));
    if (free.length === 0)
      throw new Error(`tables that refer to each other in a cycle: ${[...left].join(', ')}`);
    for (const table of free.sort()) {
      order.push(table);
      left.delete(table);
    }
  }
  return order;
}

/**
 * The run's data directories (pglite-template.ts), each read once per worker: workers share modules across
 * files (isolate: false), so every file after the first reuses the bytes.
 */
const templateBlobs = new Map<'pgliteTemplate' | 'pgliteBlankTemplate', Promise<Blob>>();
const pgliteTemplate = (kind: 'pgliteTemplate' | 'pgliteBlankTemplate'): Promise<Blob> => {
  let blob = templateBlobs.get(kind);
  if (!blob) {
    blob = readFile(inject(kind)).then((bytes) => new Blob([bytes]));
    templateBlobs.set(kind, blob);
  }
  return blob;
};

export const pgliteBackend: Backend = {
  name: 'pglite',
  async open() {
    // In memory: no dataDir, gone when closed; it starts as a copy of the migrated template.
    const handle = openPglite(new PGlite({ loadDataDir: await pgliteTemplate('pgliteTemplate') }));
    return prepared({ handle, url: undefined, dispose: () => handle.close() });
  },
  async openBlank() {
    // A copy of the template taken before any migration: what initdb makes, without running it again.
    const handle = openPglite(new PGlite({ loadDataDir: await pgliteTemplate('pgliteBlankTemplate') }));
    return { handle, url: undefined, dispose: () => handle.close() };
  },
};

/**
 * Writes a migrated, empty embedded database into `dataDir` where the server would keep it
 * (DATA_DIR/pglite), for tests of what opens the files there (the lock, the commands). A copy of the run's
 * template, where a new database runs initdb and every migration (5.8 s of CPU against 2.1; initdb on disk
 * took 69 s of a test at load 16).
 */
export async function writeEmbeddedDatabase(dataDir: string): Promise<void> {
  const pglite = new PGlite(path.join(dataDir, 'pglite'), {
    loadDataDir: await pgliteTemplate('pgliteTemplate'),
  });
  await pglite.close();
}

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
  const name = copyName(runPrefix(url));
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
