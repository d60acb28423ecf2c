import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// The web app's build step: brotli and gzip copies beside each file, served as they are by the server.
import { precompress } from '../web/build/precompress.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const apiTarget = process.env.HALCYON_API_URL ?? 'http://localhost:8080';

/**
 * The server replaces this placeholder in index.html with a fresh nonce per request and allows styles
 * carrying it (antd's CSS-in-JS injects <style> elements; scripts stay 'self' only).
 */
export const CSP_NONCE_PLACEHOLDER = 'HALCYON_CSP_NONCE';

export default defineConfig({
  // Served by the Halcyon server at /admin/ (hash routing, so only real files live under it).
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': src },
  },
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // A desktop console on a LAN: antd in one long-cached chunk is fine.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              name: 'antd',
              test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|dayjs|clsx)[\\/]/,
              priority: 20,
            },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](i18next|react-i18next|@tanstack|zod|qrcode)[\\/]/,
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
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Vitest's default is one worker per core less one: a single one on the 2-core machine. Two keep
    // both cores busy rendering (session 17, the whole suite: 145 s with one, 99 s with two). Files stay isolated:
    // they mock modules and keep state in module-level stores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // antd renders a lot in jsdom: the first render of a test file takes seconds on a busy machine.
    testTimeout: 30_000,
    css: false,
  },
});
