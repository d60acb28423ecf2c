/**
 * The extra server processes of `bench:spot --processes N`: N - 1 copies of the server (bench/server-process.ts)
 * on the bench database and the same Redis channels as the bench's own in-process server, which hosts the
 * books (it started first, so it leads the feed); they forward every spot command to it over Redis.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Peer = { child: ChildProcess; baseUrl: string };

const START_TIMEOUT_MS = 120_000;

/**
 * The V8 heap flags this process runs with (package.json's bench:spot passes apps/server/start.sh's), so
 * the peers, like the server here, run the young and old generations production runs.
 */
export const serverHeapFlags = process.execArgv.filter(
  (flag) => flag.startsWith('--max-semi-space-size') || flag.startsWith('--heap-growing-percent'),
);

function startPeer(env: Record<string, string>): Promise<Peer> {
  const child = fork(path.join(import.meta.dirname, 'server-process.ts'), {
    execArgv: [...serverHeapFlags, '--import', 'tsx'],
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', BENCH_NO_RATE_LIMITS: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('peer server did not start')), START_TIMEOUT_MS);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      resolve({ child, baseUrl: `http://127.0.0.1:${message.port}` });
    });
    child.once('exit', (code) => reject(new Error(`peer server exited with ${code}`)));
  });
}

/** Starts `count` peers one after another (each migrates nothing: the database is ready). */
export async function startPeers(count: number, env: Record<string, string>): Promise<Peer[]> {
  const peers: Peer[] = [];
  for (let index = 0; index < count; index += 1) peers.push(await startPeer(env));
  return peers;
}

/** CPU seconds (user + system) of the peers so far, from /proc (Linux only; 0 elsewhere). */
export function peersCpuSeconds(peers: readonly Peer[]): number {
  let ticks = 0;
  for (const { child } of peers) {
    try {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not on Linux, or gone.
    }
  }
  return ticks / 100;
}

export async function stopPeers(peers: readonly Peer[]): Promise<void> {
  await Promise.all(
    peers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.send('exit');
        }),
    ),
  );
}
