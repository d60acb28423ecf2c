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
    /** A tar of the same data directory before any migration: a blank database, for tests of a migration. */
    pgliteBlankTemplate: string;
  }
}

async function saved(pglite: PGlite, file: string): Promise<string> {
  const dump = await pglite.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  return file;
}

/**
 * Vitest's global setup: one PGlite is created and migrated for the whole run, and every test file's
 * database starts from a copy of its data directory. A new PGlite runs initdb, which took 5 to 12 s of a
 * file's start on a loaded 2-core machine; loading the copy takes 2 to 3. Made afresh on every run, so it
 * always holds the migrations of the code under test. The blank copy, taken before migrating, spares the
 * tests of one migration their own initdb (4.5 s of CPU against 1.7 for a copy; 0.5 s to take it here).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = new PGlite();
  // dumpDataDir does not wait for the start by itself: on a PGlite still starting it never settles.
  await pglite.waitReady;
  const base = path.join(os.tmpdir(), `halcyon-pglite-template-${process.pid}`);
  const blank = await saved(pglite, `${base}-blank.tar`);
  const handle = openPglite(pglite);
  await migrateToLatest(handle.db);
  const migrated = await saved(pglite, `${base}.tar`);
  await handle.close();
  project.provide('pgliteTemplate', migrated);
  project.provide('pgliteBlankTemplate', blank);
  return async () => {
    await Promise.all([rm(migrated, { force: true }), rm(blank, { force: true })]);
  };
}
