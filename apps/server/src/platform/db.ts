import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import type { PoolConfig } from 'pg';
import { withCurrentSchemaIntrospector } from './current-schema-introspector.ts';
import type { Database } from './db-schema.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { embeddedStartParams } from './embedded-postgres-settings.ts';
import { optionalDependency } from './optional-dependency.ts';
import { prepareRepeatedStatements, StatementCache } from './statement-cache.ts';

/** node-postgres, loaded only with DATABASE_URL (the embedded mode never needs it). */
const pg = optionalDependency<typeof import('pg')>('pg');
/** PGlite, loaded only without DATABASE_URL: its code is about 3 MiB of a PostgreSQL server's idle memory. */
const pglite = optionalDependency<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Ends the connection pool or closes the embedded database. */
  close(): Promise<void>;
};

/** PostgreSQL at DATABASE_URL when given, else the embedded PGlite stored under DATA_DIR/pglite. */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePreparedStatements?: boolean;
}): DatabaseHandle {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {}, { preparedStatements: options.databasePreparedStatements });
  }
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const lock = lockEmbeddedDatabase(options.dataDir);
  try {
    const { PGlite } = pglite();
    const handle = openPglite(
      new PGlite(dir, { startParams: embeddedStartParams(PGlite.defaultStartParams) }),
    );
    return { ...handle, close: () => handle.close().finally(lock.release) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function openPglite(pglite: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: withCurrentSchemaIntrospector(new PGliteDialect({ pglite })) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      // Kysely only closes an instance it has initialised; close it anyway if no query ever ran.
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * A pool of connections to PostgreSQL. Statements it sends again and again go prepared unless
 * `preparedStatements` is false (statement-cache.ts).
 */
export function openPostgres(
  connectionString: string,
  poolOptions: PoolConfig = {},
  { preparedStatements = true }: { preparedStatements?: boolean | undefined } = {},
): DatabaseHandle {
  const pool = new (pg().Pool)({ connectionString, max: 10, ...poolOptions });
  // An idle pooled connection that PostgreSQL drops (restart, failover, idle timeout) emits 'error' on the
  // pool; without a listener Node treats it as unhandled and the whole server exits. The pool has already
  // discarded that client and the next query opens a fresh one, so there is nothing else to do here.
  pool.on('error', (error) => {
    process.emitWarning(`idle PostgreSQL connection lost: ${error.message}`);
  });
  if (preparedStatements) {
    const statements = new StatementCache();
    pool.on('connect', (client) => prepareRepeatedStatements(client, statements));
  }
  const db = new Kysely<Database>({ dialect: withCurrentSchemaIntrospector(new PostgresDialect({ pool })) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** PostgreSQL's SQLSTATE for unique_violation; PGlite reports the same code and constraint name. */
export function uniqueViolationOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') {
    const constraint = 'constraint' in error ? error.constraint : undefined;
    return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
