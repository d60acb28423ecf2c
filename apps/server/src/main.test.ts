import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, 'main.ts');
// Resolved here, so the child finds tsx whatever its working directory.
const TSX = import.meta.resolve('tsx');
/**
 * How long a first start may take before "Halcyon is running". It does all its work before it listens:
 * tsx compiles the server's imports, PGlite opens a new database and runs every migration, the first
 * operator's and the demo user's passwords are hashed, and the market history's recent part is backfilled
 * (464,050 candles made, 57,198 written). That is about 14 s of CPU; on the shared 2-core machine at load 17
 * it took 49 s of wall time and the old 40 s ran out. A start that exits fails the test at once with its
 * output; only one that hangs waits this long.
 */
const FIRST_START_MS = 120_000;
/** The request and the clean shutdown after it. */
const AFTER_START_MS = 20_000;
/**
 * A start refused for its configuration: main.ts imports the whole app before it reads the configuration,
 * so tsx compiles the server's imports first, about 6 s of CPU (8.8 s of wall time at load 11), which the
 * suite's 30 s does not cover at load 16.
 */
const REFUSED_START_MS = 90_000;

function start(env: Record<string, string>, cwd = path.join(import.meta.dirname, '..')) {
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number, explain: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out: ${explain()}`);
}

describe('main', () => {
  it(
    'stops with exit code 1 and a one-line reason on bad configuration',
    async () => {
      const run = start({ PORT: 'eighty' });
      expect(await run.exited).toBe(1);
      expect(run.output().stderr).toBe('Invalid configuration: PORT must be a port number (got "eighty")\n');
    },
    REFUSED_START_MS,
  );

  it(
    'starts from any working directory, serves the API, and shuts down cleanly on SIGTERM',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-main-'));
      const run: { child: ChildProcess } & ReturnType<typeof start> = start(
        {
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          WEB_DIST: path.join(dataDir, 'no-web'),
        },
        tmpdir(),
      );
      try {
        const url = await waitFor(
          () => {
            // A start that fails fails here at once, not after the whole bound.
            if (run.child.exitCode !== null) {
              throw new Error(`exited with ${run.child.exitCode}: ${JSON.stringify(run.output())}`);
            }
            return run.output().stdout.match(/Halcyon is running at (http:\/\/\S+)/)?.[1];
          },
          FIRST_START_MS,
          () => JSON.stringify(run.output()),
        );
        const info = await fetch(`${url}/api/uniapp/app/info`);
        expect(info.status).toBe(200);
        expect(await info.json()).toMatchObject({ success: true, data: { appName: 'Halcyon' } });
        expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
        run.child.kill('SIGTERM');
        expect(await run.exited).toBe(0);
        expect(run.output().stdout).toContain('shutting down');
      } finally {
        run.child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    FIRST_START_MS + AFTER_START_MS,
  );
});
