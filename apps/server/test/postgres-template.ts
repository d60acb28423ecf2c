import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';
import { onAdminConnection } from '../src/platform/postgres-admin.ts';
import {
  databaseUrl,
  dropDatabasesOf,
  lacksPrivilege,
  runPrefix,
  templateName,
} from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated PostgreSQL database each test file's database is copied from (CREATE DATABASE ...
     * TEMPLATE), or null: no TEST_DATABASE_URL, or its user may not create databases, and each file
     * migrates a schema of its own instead (test-database.ts).
     */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest's global setup for the PostgreSQL half: migrates one database for the run; each test file then
 * starts from a copy of it, which PostgreSQL makes in about 0.1 to 0.3 s where running every migration into
 * a fresh schema took 1 to 2. Made afresh on every run, so it always holds the migrations of the code under
 * test; dropped, with every copy, when the run ends, and a killed run's leftovers at the next start.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('postgresTemplate', null);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const prefix = runPrefix(url);
  const template = templateName(prefix);
  await dropDatabasesOf(url, prefix);
  try {
    await onAdminConnection(url, (client) =>
      client.query(`CREATE DATABASE ${client.escapeIdentifier(template)}`),
    );
  } catch (error) {
    if (!lacksPrivilege(error)) throw error;
    console.warn(
      `TEST_DATABASE_URL's user may not create databases: each test file migrates a schema of its own (slower)`,
    );
    return undefined;
  }
  const handle = openPostgres(databaseUrl(url, template), { max: 1 });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    await dropDatabasesOf(url, prefix);
    throw error;
  }
  await handle.close();
  // PostgreSQL copies a database only while nobody is connected to it; refusing connections from here on
  // means no stray one can make a file's copy fail.
  await onAdminConnection(url, (client) =>
    client.query(`ALTER DATABASE ${client.escapeIdentifier(template)} ALLOW_CONNECTIONS false`),
  );
  project.provide('postgresTemplate', template);
  return () => dropDatabasesOf(url, prefix);
}
