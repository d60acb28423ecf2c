import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const artifactsDir = join(repoRoot, '.e2e-artifacts');

type Started = { baseUrl: string; stop: () => Promise<void> };

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

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${readFileSync(logPath, 'utf8').slice(-4000)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/uniapp/app/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${readFileSync(logPath, 'utf8').slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

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
