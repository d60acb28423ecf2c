/**
 * The app as the websocket benchmarks run it: embedded database in a throwaway folder, no feed, no
 * backfill, no market timers, rate limits and the per-address connection cap lifted (one client address
 * opens thousands of sockets). Answers the app, its websocket URL and how to stop it and clean up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

export async function startWsBenchApp(folderPrefix: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent/halcyon-web-dist',
      WS_MAX_CONNECTIONS_PER_IP: '100000',
    }),
    { marketFeed: 'off', backfill: false, marketTimers: false, rateLimits: { global: 1_000_000_000 } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/uniapp/ws`;
  const stop = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, url, stop };
}
