import os from 'node:os';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * passwords.ts hashes at the cost of auth's password-cost-test-kit.ts instead of the production module (whose
 * cost the test of the stored hash's parameters still uses): only here, so only in tests.
 */
function testPasswordHashCost(): Plugin {
  const passwords = path.join(import.meta.dirname, 'src/modules/auth/passwords.ts');
  const testCost = path.join(import.meta.dirname, 'src/modules/auth/password-cost-test-kit.ts');
  return {
    name: 'halcyon-test-password-hash-cost',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './password-hash-cost.ts' || !importer) return null;
      return path.normalize(importer.split('?')[0] ?? '') === passwords ? testCost : null;
    },
  };
}

export default defineConfig({
  plugins: [testPasswordHashCost()],
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated PGlite for the run, and one migrated PostgreSQL database with TEST_DATABASE_URL; each
    // file's database starts from a copy of it (test-database.ts).
    globalSetup: ['test/pglite-template.ts', 'test/postgres-template.ts'],
    // A worker imports the server's modules once and runs file after file on them, instead of importing
    // them afresh for every file (about 4 s a file on a loaded 2-core machine). Each file still opens its
    // own database and builds its own apps; spies are put back after every test.
    isolate: false,
    restoreMocks: true,
    // Each file opens its own database (PGlite in memory, or a database of its own on PostgreSQL), so
    // files run in parallel; tests inside a file share it and run one after another.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker per core less one: a single worker on the 2-core machine, while much
    // of a file's time is spent waiting on PostgreSQL (another process) or on timers. Two files at once
    // keep both cores busy (on PGlite, PostgreSQL and Redis: 448 s with two workers, 731 s with one, in
    // session 6). Session 17, the whole suite on PGlite, PostgreSQL and Redis: 435 s with the template and
    // the shared imports above, 564 s with the shared imports alone, 847 s with neither.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
