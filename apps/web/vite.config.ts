import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const apiTarget = process.env.HALCYON_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  // Relative base: the server serves the build at / today, but the bundle must not care where it lives.
  base: './',
  plugins: [react()],
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
    // No inline assets as data: scripts; images may be data: (img-src allows it) but keep them as files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Rarely changing vendor code in long-cached chunks; pages and locale catalogs split by import().
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              name: 'antd-mobile',
              test: /[\\/]node_modules[\\/](antd-mobile|@react-spring|@use-gesture|@floating-ui|rc-[^\\/]+|ahooks|classnames|dayjs|lodash|runes2|staged-components|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](i18next|react-i18next|@tanstack|zustand|react-hook-form|@hookform|zod)[\\/]/,
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
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
  },
});
