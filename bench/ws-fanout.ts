/**
 * Websocket fan-out benchmark: N subscribers of `tickers` (1,000, then 5,000) on one server process, fed
 * 10 updates a second, each carrying a tenth of the pairs (so every pair changes once a second, the feed's
 * real volume, cut into ten batches). Reports delivery latency (client receipt minus the server's `time`
 * stamp), messages delivered per second, sequence gaps (skipped slow consumers) and server memory per
 * connection. The clients live in a child process (bench/ws-fanout-clients.ts) so this process only serves.
 * Each count runs twice in the same process, against the app and then against a bare `ws` broadcast server
 * (bench/ws-bare-server.ts) fed the same updates at the same rate, and the p99s are compared.
 *
 * Updates are driven into the app's hub directly: market data paces `tickers` to once a second by design,
 * and this measures what the hub and the sockets do at ten times that. No price feed runs (no ticks, no
 * database writes in the background); snapshots come from the reference prices.
 *
 *   node --import tsx bench/ws-fanout.ts [--subscribers 1000,5000] [--seconds 20] [--hz 10]
 *
 * `--subscribers` takes one count or several, comma separated.
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { type Ticker, ticker as tickerSchema } from '@halcyon/api';
import { LatencyHistogram } from './latency-histogram.ts';
import { startBareServer } from './ws-bare-server.ts';
import { startWsBenchApp } from './ws-bench-app.ts';
import type { ClientCommand, ClientReport } from './ws-fanout-clients.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000,5000' },
    seconds: { type: 'string', default: '20' },
    hz: { type: 'string', default: '10' },
  },
});
const COUNTS = values.subscribers.split(',').map(Number);
const SECONDS = Number(values.seconds);
const HZ = Number(values.hz);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

type ClientEvent =
  | { event: 'connected'; connections: number; ms: number }
  | ClientReport
  | { event: 'measuring' }
  | { event: 'closed' };

function request<E extends ClientEvent['event']>(
  child: ChildProcess,
  command: ClientCommand,
  event: E,
): Promise<Extract<ClientEvent, { event: E }>> {
  return new Promise((resolve) => {
    const onMessage = (message: ClientEvent) => {
      if (message.event !== event) return;
      child.off('message', onMessage);
      resolve(message as Extract<ClientEvent, { event: E }>);
    };
    child.on('message', onMessage);
    child.send(command);
  });
}

function memory() {
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Price moves of one tick size on a tenth of the pairs at a time, round robin. */
function updateBatches(base: readonly Ticker[], hz: number) {
  const batches: Ticker[][] = Array.from({ length: hz }, () => []);
  for (const [index, ticker] of base.entries()) batches[index % hz]?.push(ticker);
  let round = 0;
  return () => {
    const batch = batches[round % hz] ?? [];
    round += 1;
    const now = Date.now();
    return batch.map((ticker) => ({
      ...ticker,
      time: now,
      price: round % 2 ? ticker.high24h : ticker.price,
    }));
  };
}

/** A server under test: where clients connect, how an update is pushed into it, how many still listen. */
type Target = {
  name: string;
  url: string;
  publish(batch: Ticker[]): void;
  listening(): number;
};

/**
 * Pushes HZ updates a second for SECONDS, timing each fan-out (serialising, then a send per subscriber).
 * Update n is due at start + n / HZ, as from a feed that keeps its own clock: a late timer (a busy
 * machine, or a fan-out longer than the period) is caught up, not silently lost as setInterval would.
 */
async function drive(target: Target, nextBatch: () => Ticker[]) {
  const fanout = new LatencyHistogram();
  const period = 1_000 / HZ;
  const total = SECONDS * HZ;
  const started = performance.now();
  let published = 0;
  let bytesPerUpdate = 0;
  while (published < total) {
    const due = started + (published + 1) * period;
    await sleep(Math.max(0, due - performance.now()));
    const batch = nextBatch();
    bytesPerUpdate = JSON.stringify(batch).length;
    const publishStarted = performance.now();
    target.publish(batch);
    fanout.record(performance.now() - publishStarted);
    published += 1;
  }
  return { fanout, published, bytesPerUpdate, seconds: (performance.now() - started) / 1_000 };
}

async function run(child: ChildProcess, target: Target, count: number, nextBatch: () => Ticker[]) {
  const before = memory();
  const connected = await request(
    child,
    { cmd: 'connect', url: target.url, count, channel: 'tickers' },
    'connected',
  );
  await sleep(1_000);
  const after = memory();
  const listening = target.listening();

  await request(child, { cmd: 'measure' }, 'measuring');
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const { fanout, published, bytesPerUpdate, seconds } = await drive(target, nextBatch);
  const cpu = process.cpuUsage(cpuBefore);
  // Stragglers still count as delivered (their latency says how late they were).
  await sleep(500);
  loopDelay.disable();
  const report = await request(child, { cmd: 'report' }, 'report');
  await request(child, { cmd: 'close' }, 'closed');
  while (target.listening() > 0) await sleep(100);

  // Rates over the sending time: every update sent reaching every subscriber is `expected`.
  const delivered = report.messages / seconds;
  return {
    server: target.name,
    subscribers: count,
    'connect s': (connected.ms / 1000).toFixed(1),
    'updates/s sent': (published / seconds).toFixed(1),
    'update bytes': bytesPerUpdate,
    'msgs/s delivered': Math.round(delivered),
    'expected msgs/s': Math.round((published / seconds) * count),
    'updates/s per sub': (delivered / count).toFixed(2),
    'p50 ms': report.latency.p50,
    'p90 ms': report.latency.p90,
    'p99 ms': report.latency.p99,
    'max ms': report.latency.max,
    'fan-out p50 ms': fanout.percentile(50),
    'fan-out max ms': fanout.max,
    gaps: report.gaps,
    'server CPU %': Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100),
    'loop delay p99 ms': (loopDelay.percentile(99) / 1e6).toFixed(1),
    'RSS/conn KiB': ((after.rss - before.rss) / count / 1024).toFixed(1),
    'heap/conn KiB': ((after.heapUsed - before.heapUsed) / count / 1024).toFixed(1),
    'RSS MiB': mb(after.rss),
    listening,
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const { app, url, stop } = await startWsBenchApp('halcyon-bench-ws-');
  const hub = app.realtimeHub;
  const child = fork(path.join(import.meta.dirname, 'ws-fanout-clients.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });

  // Every pair's ticker as the app serves it, the base the synthetic updates move from.
  const listed = await fetch(
    url.replace('ws://', 'http://').replace('/ws', '/trading/pairs?status=all&limit=100'),
  );
  const pairs = ((await listed.json()) as { data: { pairs: unknown[] } }).data.pairs;
  const base = pairs.map((pair) => tickerSchema.parse(pair));
  const bare = await startBareServer(() => base);
  const targets: Target[] = [
    {
      name: 'app',
      url,
      publish: (batch) => hub.publishTickers(batch),
      listening: () => hub.counts().subscriptions,
    },
    {
      name: 'bare ws',
      url: bare.url,
      publish: (batch) => bare.broadcast(batch),
      listening: bare.connections,
    },
  ];
  const loadBefore = loadAverage();
  const rows = [];
  const ratios: string[] = [];
  for (const count of COUNTS) {
    const [appRow, bareRow] = [
      await run(child, targets[0] as Target, count, updateBatches(base, HZ)),
      await run(child, targets[1] as Target, count, updateBatches(base, HZ)),
    ];
    rows.push(appRow, bareRow);
    ratios.push(`${count}: ${(appRow['p99 ms'] / Math.max(1, bareRow['p99 ms'])).toFixed(2)}x`);
  }

  console.log(
    `\nWebsocket fan-out: ${os.cpus().length} CPUs, Node ${process.version}, ${pairs.length} pairs, ${HZ} updates/s on \`tickers\` for ${SECONDS} s per run, load average before: ${loadBefore}, after: ${loadAverage()}\n`,
  );
  console.table(rows);
  console.log(`p99 of the app over the bare ws server's (same run, same clients): ${ratios.join(', ')}`);
  console.log(
    'targets: every subscriber gets all 10 updates a second; p99 at most 2x the bare server; heap per connection at most 6 KiB',
  );

  child.kill();
  await bare.close();
  await stop();
}

await main();
