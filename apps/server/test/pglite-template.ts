import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/platform/db.ts';
import { migrateToLatest } from '../src/platform/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, empty PGlite data directory, made once per run (test-database.ts loads it). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup: one PGlite is created and migrated for the whole run, and every test file's
 * database starts from a copy of its data directory. A new PGlite runs initdb, which took 5 to 12 s of a
 * file's start on a loaded 2-core machine; loading the copy takes 2 to 3. Made afresh on every run, so it
 * always holds the migrations of the code under test.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = new PGlite();
  const handle = openPglite(pglite);
  await migrateToLatest(handle.db);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `halcyon-pglite-template-${process.pid}.tar`);
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
