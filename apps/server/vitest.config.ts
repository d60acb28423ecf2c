import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory, or a schema of its own on PostgreSQL), so
    // files run in parallel; tests inside a file share it and run one after another.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
