import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory, or a schema of its own on PostgreSQL), so
    // files run in parallel; tests inside a file share it and run one after another.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker per core less one: a single worker on the 2-core machine, while much
    // of a file's time is spent waiting on PostgreSQL (another process) or on timers. Two files at once
    // keep both cores busy (on PGlite, PostgreSQL and Redis: 448 s with two workers, 731 s with one).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
