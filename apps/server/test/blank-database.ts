import { afterEach, beforeEach } from 'vitest';
import type { Db } from '../src/platform/db.ts';
import type { Backend, BlankDatabase } from './test-database.ts';

/**
 * A blank database for each test (tests of one migration, or of a helper that brings its own table),
 * opened and disposed by hooks: its start is on the hooks' time (hookTimeout), not the test's. The first
 * PGlite of a worker also compiles PGlite's WebAssembly, about 5 s of CPU, far more than a migration takes;
 * inside a test of 26 migrations it made 26 s of the 30 at load 16.
 */
export function useBlankDatabase(backend: Backend): () => Db {
  let database: BlankDatabase | undefined;
  beforeEach(async () => {
    database = await backend.openBlank();
  });
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });
  return () => {
    if (!database) throw new Error('blank database not open');
    return database.handle.db;
  };
}
