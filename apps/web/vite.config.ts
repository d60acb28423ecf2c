import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';
import { pureSchemas } from './build/pure-schemas.ts';
import { stylesheetsFirstPlugin } from './build/stylesheets-first.ts';
import { isReactAfterTeardown } from './test/after-teardown-error.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const apiTarget = process.env.HALCYON_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  // Relative base: the server serves the build at / today, but the bundle must not care where it lives.
  base: './',
  plugins: [
    react(),
    pureSchemas(/[\\/]packages[\\/]api[\\/]src[\\/]/),
    stylesheetsFirstPlugin(),
    precompress(),
  ],
  resolve: {
    alias: { '@': src },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the bundle budget check and bench:web read what each page loads from it.
    manifest: true,
    // No inline assets as data: scripts; images may be data: (img-src allows it) but keep them as files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Schema definitions (z.object(...) at module level) are pure: a page that imports a constant from
      // a module of @halcyon/api must not also get that module's unused schemas and zod with them.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // Only what every page needs shares a long-cached vendor chunk. Everything else (antd-mobile's
            // components, forms, zod, charts) is split by use, so a page loads only what it imports;
            // grouping antd-mobile or zod here put all of it on home's critical path (bundle budget).
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              // Also needed by every page; one chunk instead of a dozen small requests.
              name: 'vendor',
              test: /[\\/]node_modules[\\/](i18next|react-i18next|@tanstack|zustand|use-sync-external-store|void-elements|html-parse-stringify)[\\/]/,
              priority: 20,
            },
            {
              // The rest of what the entry loads before the first render (its own code, the shared modules
              // it imports, antd-mobile's global styles): one request instead of a dozen small ones, which on
              // HTTP/1.1 (six connections) queued behind each other and the stylesheets. Tagged $initial by
              // rolldown before tree shaking: without includeDependenciesRecursively: false the modules
              // antd-mobile's index imports came along (home 156 KiB instead of 116).
              name: 'app',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'test/**/*.test.ts'],
    restoreMocks: true,
    css: false,
    // React finishing a commit after the file's jsdom is gone is not a failure of any test (see the
    // function); returning false tells Vitest not to count that one error.
    onUnhandledError: (error) => !isReactAfterTeardown(error),
    // Vitest's default is one worker per core less one: a single one on the 2-core machine. Two keep
    // both cores busy rendering (session 17, the whole suite: 143 s with one, 100 s with two). Files stay isolated:
    // they mock modules and keep state in module-level stores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // A screen test takes about half a second, but a loaded shared machine has stretched one past Vitest's
    // default 5 s (a dialog's closing animation alone took over 4 s): the console's tests allow 30 s.
    testTimeout: 20_000,
  },
});
