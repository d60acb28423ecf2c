import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.ts';
import { waitUntilUp } from './wait-until-up.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const artifactsDir = join(repoRoot, '.e2e-artifacts');

type Started = { baseUrl: string; stop: () => Promise<void> };

/** What the server logs once the older part of its market history is written (or given up). */
const HISTORY_WRITTEN = /"msg":"market history backfill(ed \(older part\)| failed)"/;

/**
 * Waits until the server has written the older part of its market history, which a fresh database gets in
 * the background once the server answers. The embedded database runs in the server's own thread: while it
 * wrote, the first journeys' requests waited seconds (a profile page once stayed "Loading…" past the 10 s
 * a step is given), and with two journeys at a time it took 64 s instead of the 16 s it takes alone.
 */
async function historyWritten(logPath: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!HISTORY_WRITTEN.test(readFileSync(logPath, 'utf8'))) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${readFileSync(logPath, 'utf8').slice(-4000)}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server never logged its market history written (${HISTORY_WRITTEN})`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts the real server (production build of the web app, fresh embedded database) as a child
 * process, exactly as `npm start` would, and waits until it answers its health check.
 */
export async function startAppServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'halcyon-e2e-'));
  mkdirSync(artifactsDir, { recursive: true });
  const logPath = join(artifactsDir, 'server.log');
  const log = createWriteStream(logPath);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The journeys run the embedded default, even where CI exported REDIS_URL for the Redis suites.
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;

  try {
    await waitUntilUp(`${baseUrl}/api/uniapp/app/health`, { child, timeoutMs: 90_000, intervalMs: 250 });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${readFileSync(logPath, 'utf8').slice(-4000)}`);
  }

  await historyWritten(logPath, child);

  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      log.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
