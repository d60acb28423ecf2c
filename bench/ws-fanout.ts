/**
 * Websocket fan-out benchmark: N subscribers of `tickers` (1,000, then 5,000) on one server process, fed
 * 10 updates a second, each carrying a tenth of the pairs (so every pair changes once a second, the feed's
 * real volume, cut into ten batches). Reports delivery latency (client receipt minus the server's `time`
 * stamp), messages delivered per second, sequence gaps (skipped slow consumers) and server memory per
 * connection. The clients live in a child process (bench/ws-fanout-clients.ts) so this process only serves.
 *
 * Updates are driven into the app's hub directly: market data paces `tickers` to once a second by design,
 * and this measures what the hub and the sockets do at ten times that. No price feed runs (no ticks, no
 * database writes in the background); snapshots come from the reference prices.
 *
 *   node --import tsx bench/ws-fanout.ts [--subscribers 1000,5000] [--seconds 20] [--hz 10]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { type Ticker, ticker as tickerSchema } from '@halcyon/api';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { LatencyHistogram } from './latency-histogram.ts';
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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halcyon-bench-ws-'));
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent/halcyon-web-dist' }),
    // One client IP opens thousands of sockets: lift the per-IP HTTP budget the upgrades count against.
    { marketFeed: 'off', backfill: false, marketTimers: false, rateLimits: { global: 1_000_000_000 } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/uniapp/ws`;
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
  const nextBatch = updateBatches(
    pairs.map((pair) => tickerSchema.parse(pair)),
    HZ,
  );
  const rows = [];

  for (const count of COUNTS) {
    const before = memory();
    const connected = await request(child, { cmd: 'connect', url, count, channel: 'tickers' }, 'connected');
    await sleep(1_000);
    const after = memory();
    const subscriptions = hub.counts().subscriptions;

    await request(child, { cmd: 'measure' }, 'measuring');
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let published = 0;
    let bytesPerUpdate = 0;
    // Time this process spends in one fan-out: serialising once, then a send per subscriber.
    const fanout = new LatencyHistogram();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const batch = nextBatch();
        bytesPerUpdate = JSON.stringify(batch).length;
        const publishStarted = performance.now();
        hub.publishTickers(batch);
        fanout.record(performance.now() - publishStarted);
        published += 1;
        if (performance.now() - started >= SECONDS * 1_000) {
          clearInterval(timer);
          resolve();
        }
      }, 1_000 / HZ);
    });
    await sleep(500);
    const elapsed = (performance.now() - started) / 1_000;
    const cpu = process.cpuUsage(cpuBefore);
    loopDelay.disable();
    const report = await request(child, { cmd: 'report' }, 'report');

    rows.push({
      subscribers: count,
      'connect s': (connected.ms / 1000).toFixed(1),
      'updates/s sent': (published / elapsed).toFixed(1),
      'update bytes': bytesPerUpdate,
      'msgs/s delivered': Math.round(report.messages / report.seconds),
      'expected msgs/s': Math.round((published / elapsed) * count),
      'p50 ms': report.latency.p50,
      'p90 ms': report.latency.p90,
      'p99 ms': report.latency.p99,
      'max ms': report.latency.max,
      'fan-out p50 ms': fanout.percentile(50),
      'fan-out max ms': fanout.max,
      gaps: report.gaps,
      'server CPU %': Math.round(((cpu.user + cpu.system) / 1e6 / elapsed) * 100),
      'loop delay p99 ms': (loopDelay.percentile(99) / 1e6).toFixed(1),
      'RSS/conn KiB': ((after.rss - before.rss) / count / 1024).toFixed(1),
      'heap/conn KiB': ((after.heapUsed - before.heapUsed) / count / 1024).toFixed(1),
      'RSS MiB': mb(after.rss),
      subscriptions,
    });
    await request(child, { cmd: 'close' }, 'closed');
    while (hub.counts().subscriptions > 0) await sleep(100);
  }

  console.log(
    `\nWebsocket fan-out: ${os.cpus().length} CPUs, Node ${process.version}, ${pairs.length} pairs, ${HZ} updates/s on \`tickers\` for ${SECONDS} s per run, load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.table(rows);
  console.log('target: 1,000 subscribers at 10 Hz with p99 under 20 ms');

  child.kill();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
