/**
 * Server memory benchmark (issue 14): starts the compiled server as `npm start` does (apps/server's start
 * script, `sh start.sh`, after building anything that changed) on a fresh data folder, waits until it is
 * healthy, and reports its memory at idle: RSS, V8 heap used/total, external and array buffers 20 s and 60 s
 * after healthy, and the peak RSS (start, backfill and the background history write included). Once in the
 * embedded mode (PGlite) and once on PostgreSQL (a throwaway database created on BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, and dropped afterwards). Then the second starts: stop, and
 * time `npm start` on the same data folder until healthy (target 5 s), --second-starts times (default 3;
 * one start swings by a second on a shared machine), alternating between the checkouts when comparing, and
 * report each and their median. Not a pass/fail test.
 * While it idles, it is asked GET /app/health every 100 ms: the answer times, before and after the first 20 s
 * (the older history is written in the background then), show the stalls a person's requests would meet, and
 * the slowest answer's second past the minute tells a stall at each minute's turn from the others.
 *
 *   npm run bench:memory [-- --idle 20,60] [--modes pglite,postgres] [--node-options "..."]
 *     [--second-starts 3] [--no-second-start]
 *
 * The server runs through its checkout's start script (apps/server's `npm start` command, run by `sh -c`
 * in apps/server as npm runs it, the probe added through NODE_OPTIONS), so it gets the environment and
 * Node flags production gets. --node-options adds options to NODE_OPTIONS (the start script's own flags
 * win over them). --compare <dir> measures, in the same run and alternating with this checkout, the
 * server compiled in another checkout (e.g. `git archive` of the base commit with node_modules linked):
 * before and after side by side on the same machine load.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../e2e/support/free-port.ts';
import { waitUntilUp } from '../e2e/support/wait-until-up.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    idle: { type: 'string', default: '20,60' },
    modes: { type: 'string', default: 'pglite,postgres' },
    'node-options': { type: 'string', default: '' },
    'second-starts': { type: 'string', default: '3' },
    'no-second-start': { type: 'boolean', default: false },
    compare: { type: 'string' },
  },
});
const IDLE_AT_S = values.idle.split(',').map(Number);
const MODES = values.modes.split(',') as Array<'pglite' | 'postgres'>;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MIB = 1024 * 1024;

type Memory = NodeJS.MemoryUsage & { peakRss: number };
type Row = { server: string; mode: string; moment: string; memory: Memory };
/** A health request's answer time, and the wall-clock moment it was sent. */
type Answer = { sentAt: number; ms: number };
type AnswerRow = { server: string; mode: string; answers: Answer[] };
/** A checkout whose compiled server is measured. */
type Server = { label: string; root: string };

/** The command `npm start` runs in a checkout's apps/server. */
function startCommand(server: Server): string {
  const manifest = JSON.parse(readFileSync(path.join(server.root, 'apps/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from now until the server on `port` answers its health check. */
const waitHealthy = (port: number, child: ChildProcess): Promise<number> =>
  waitUntilUp(`http://127.0.0.1:${port}/api/uniapp/app/health`, {
    child,
    timeoutMs: 180_000,
    intervalMs: 50,
  });

function askMemory(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as Memory));
    child.send('memory');
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a server started in its own process group and waits until the whole group is gone: the shells
 * and npm in front of node may exit before node has closed its database, and a second server opening the
 * same embedded data folder meanwhile would find it in use.
 */
async function stop(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  while (groupAlive(pid)) await sleep(50);
}

function startServer(server: Server, port: number, env: NodeJS.ProcessEnv): ChildProcess {
  const probe = path.join(root, 'bench/memory-probe.mjs');
  const nodeOptions = [process.env.NODE_OPTIONS, values['node-options'], `--import ${probe}`];
  return spawn('sh', ['-c', startCommand(server)], {
    cwd: path.join(server.root, 'apps/server'),
    env: {
      ...process.env,
      ...env,
      NODE_OPTIONS: nodeOptions.filter(Boolean).join(' '),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Its own process group, so stopping it never signals this script.
    detached: true,
  });
}

/** Asks for the server's health every 100 ms until `until()` says stop; one request at a time. */
async function askHealthUntil(port: number, until: () => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (!until()) {
    const sentAt = Date.now();
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/uniapp/app/health`).then((response) => response.arrayBuffer());
    answers.push({ sentAt, ms: performance.now() - started });
    await sleep(100);
  }
  return answers;
}

/** One server on a fresh data folder: memory when healthy and at each idle moment, answer times meanwhile. */
async function measureMode(
  server: Server,
  mode: 'pglite' | 'postgres',
  dataDir: string,
  databaseUrl?: string,
): Promise<{ rows: Row[]; answers: AnswerRow }> {
  const port = await freePort();
  const child = startServer(server, port, {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const rows: Row[] = [];
  try {
    const healthyMs = await waitHealthy(port, child);
    console.log(`${server.label} ${mode}: first start healthy after ${(healthyMs / 1000).toFixed(1)} s`);
    rows.push({ server: server.label, mode, moment: 'healthy', memory: await askMemory(child) });
    const healthyAt = performance.now();
    let idleOver = false;
    const answers = askHealthUntil(port, () => idleOver);
    for (const seconds of IDLE_AT_S) {
      await sleep(healthyAt + seconds * 1000 - performance.now());
      rows.push({ server: server.label, mode, moment: `idle ${seconds} s`, memory: await askMemory(child) });
    }
    idleOver = true;
    return { rows, answers: { server: server.label, mode, answers: await answers } };
  } finally {
    await stop(child);
  }
}

/** `npm start` again on the same data folder, nothing changed: time to healthy, builds checked included. */
async function secondStart(server: Server, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: server.root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitHealthy(port, child);
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `halcyon_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const mib = (bytes: number) => (bytes / MIB).toFixed(0);

/** A server's embedded data folder after its first start, kept for the second starts. */
type Started = { server: Server; dataDir: string };

/**
 * One mode of one server on a fresh data folder. In the embedded mode the folder is kept (and returned) for
 * the second starts unless they are off; the caller removes it.
 */
async function measure(
  server: Server,
  mode: 'pglite' | 'postgres',
  sink: { rows: Row[]; answers: AnswerRow[] },
): Promise<Started | undefined> {
  const keep = ({ rows, answers }: { rows: Row[]; answers: AnswerRow }) => {
    sink.rows.push(...rows);
    sink.answers.push(answers);
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `halcyon-bench-memory-${mode}-`));
  let kept = false;
  try {
    if (mode === 'postgres') {
      keep(await withDatabase((url) => measureMode(server, mode, dataDir, url)));
      return undefined;
    }
    keep(await measureMode(server, mode, dataDir));
    kept = !values['no-second-start'];
    return kept ? { server, dataDir } : undefined;
  } catch (error) {
    // A failed run (e.g. a start timing out on a loaded machine) is reported, and the others still run.
    console.error(`${server.label} ${mode}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `rounds` second starts of each server, alternating (so that a slower minute of a shared machine falls on
 * both), each on its own data folder; in seconds by server label. A start that fails is reported, left out.
 */
async function secondStarts(started: readonly Started[], rounds: number): Promise<Map<string, number[]>> {
  const seconds = new Map<string, number[]>(started.map(({ server }) => [server.label, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const { server, dataDir } of started) {
      try {
        const s = (await secondStart(server, dataDir)) / 1000;
        console.log(`${server.label}: second \`npm start\` ${round} healthy after ${s.toFixed(2)} s`);
        seconds.get(server.label)?.push(s);
      } catch (error) {
        console.error(
          `${server.label} second start ${round}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  return seconds;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Answer times of one part of the idle time: p50, p99, the slowest and its second past the minute. */
function answerFigures(answers: readonly Answer[]) {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const slowest = answers.reduce<Answer | undefined>(
    (worst, a) => (worst && worst.ms >= a.ms ? worst : a),
    undefined,
  );
  return {
    requests: answers.length,
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p99 ms': percentile(sorted, 99).toFixed(1),
    'max ms': slowest ? slowest.ms.toFixed(1) : '-',
    'max at s past the minute': slowest ? ((slowest.sentAt % 60_000) / 1000).toFixed(1) : '-',
  };
}

function reportAnswers(answerRows: readonly AnswerRow[]): void {
  console.log(
    '\nGET /app/health every 100 ms while idle (from healthy; the older history is written in the first 20 s)',
  );
  console.table(
    answerRows.flatMap(({ server, mode, answers }) => {
      const healthyAt = answers[0]?.sentAt ?? 0;
      const early = answers.filter((a) => a.sentAt - healthyAt < 20_000);
      const later = answers.filter((a) => a.sentAt - healthyAt >= 20_000);
      return [
        { server, mode, part: 'first 20 s', ...answerFigures(early) },
        { server, mode, part: 'after 20 s', ...answerFigures(later) },
      ];
    }),
  );
}

function report(rows: readonly Row[], servers: readonly Server[], starts: Map<string, number[]>): void {
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    `\nServer memory (MiB), Node ${process.version}, ${os.cpus().length} CPUs, load average ${load.join(' ')}`,
  );
  for (const server of servers) {
    console.log(`  ${server.label}: ${server.root}, start: ${startCommand(server)}`);
  }
  console.table(
    rows.map(({ server, mode, moment, memory }) => ({
      server,
      mode,
      moment,
      rss: mib(memory.rss),
      'peak rss': mib(memory.peakRss),
      'heap used': mib(memory.heapUsed),
      'heap total': mib(memory.heapTotal),
      external: mib(memory.external),
      arrayBuffers: mib(memory.arrayBuffers),
    })),
  );
  for (const [label, seconds] of starts) {
    const each = seconds.map((s) => s.toFixed(2)).join(', ');
    const median = percentile(
      [...seconds].sort((a, b) => a - b),
      50,
    ).toFixed(2);
    console.log(
      `${label}: second \`npm start\` (nothing changed) healthy after ${each} s (median ${median} s)`,
    );
  }
  console.log('targets: idle RSS <= 250 MiB embedded, <= 150 MiB on PostgreSQL; second start <= 5 s');
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  const servers: Server[] = [{ label: 'this', root }];
  if (values.compare) servers.unshift({ label: 'compare', root: path.resolve(values.compare) });
  const sink = { rows: [] as Row[], answers: [] as AnswerRow[] };
  const started: Started[] = [];
  try {
    for (const mode of MODES) {
      for (const server of servers) {
        const kept = await measure(server, mode, sink);
        if (kept) started.push(kept);
      }
    }
    const starts = await secondStarts(started, Number(values['second-starts']));
    report(sink.rows, servers, starts);
  } finally {
    for (const { dataDir } of started) rmSync(dataDir, { recursive: true, force: true });
  }
  reportAnswers(sink.answers);
}

await main();
