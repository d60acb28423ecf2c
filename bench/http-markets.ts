/**
 * HTTP benchmark of the market list endpoints against a bare Fastify route serving a static JSON body of
 * the same size, in the same process and run. autocannon runs in a child process (its own CPU share), the
 * servers here. The app runs as in production: simulator feed ticking every pair each second, history
 * backfilled, PGlite in a temporary directory; only the per-IP rate limit is lifted (one client IP here).
 *
 *   node --import tsx bench/http-markets.ts [--duration 10] [--connections 50] [--data-dir ./data-bench]
 *
 * With --data-dir the database is kept, so later runs skip the history backfill.
 * With --accept-encoding br (or gzip) the clients accept compressed answers: compare with a run without it
 * to see what compressing the JSON costs.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'data-dir': { type: 'string' },
    /** e.g. `--accept-encoding br`: clients that take compressed JSON (the app compresses 1 KiB and more). */
    'accept-encoding': { type: 'string' },
  },
});
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);

const PAIRS_PATH = '/api/uniapp/trading/pairs';
const KLINE_PATH = '/api/uniapp/trading/kline?symbol=BTCUSDT&interval=1m&limit=100';

type CannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
};

const autocannonCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon')),
  'autocannon.js',
);

/** One autocannon run in a child process; its JSON report on stdout. */
function cannon(url: string, duration: number): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        autocannonCli,
        '-j',
        '-c',
        String(CONNECTIONS),
        '-d',
        String(duration),
        ...(values['accept-encoding'] ? ['-H', `accept-encoding=${values['accept-encoding']}`] : []),
        url,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(JSON.parse(output) as CannonResult);
    });
  });
}

async function measure(url: string) {
  await cannon(url, WARMUP);
  const result = await cannon(url, DURATION);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/** Waits until the event loop is calm (start-up work such as reloading the view is done), at most 60 s. */
async function settle(): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    delay.disable();
    if (delay.percentile(99) < 30e6) return;
  }
}

async function main(): Promise<void> {
  const keep = values['data-dir'];
  const dataDir = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'halcyon-bench-http-'));
  mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent/halcyon-web-dist' }),
    { rateLimits: { global: 1_000_000_000 } },
  );
  // The same bytes as a page of pairs, from a route inside the app: what the plugins (security headers,
  // rate limit, ...) cost every request, apart from the handler.
  let staticValue: unknown = null;
  app.get('/bench/static', async () => staticValue);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await settle();
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.log(`app ready in ${((performance.now() - started) / 1000).toFixed(1)} s (backfill included)`);

  // The bare routes answer the same bytes the real ones answer now, parsed, so Fastify serialises an
  // object of the same shape and size on every request.
  const pairsBody = await (await fetch(`${appUrl}${PAIRS_PATH}`)).text();
  const klineBody = await (await fetch(`${appUrl}${KLINE_PATH}`)).text();
  const bare = Fastify();
  const pairsValue: unknown = JSON.parse(pairsBody);
  const klineValue: unknown = JSON.parse(klineBody);
  staticValue = pairsValue;
  bare.get('/bare/pairs', async () => pairsValue);
  bare.get('/bare/kline', async () => klineValue);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  const runs = [
    { name: 'bare Fastify, pairs-size JSON', url: `${bareUrl}/bare/pairs`, bytes: pairsBody.length },
    { name: 'GET /trading/pairs', url: `${appUrl}${PAIRS_PATH}`, bytes: pairsBody.length },
    { name: 'in-app static route, pairs-size', url: `${appUrl}/bench/static`, bytes: pairsBody.length },
    { name: 'bare Fastify, kline-size JSON', url: `${bareUrl}/bare/kline`, bytes: klineBody.length },
    { name: 'GET /trading/kline 1m x100', url: `${appUrl}${KLINE_PATH}`, bytes: klineBody.length },
  ];
  const results: Array<{ name: string; bytes: number; result: CannonResult }> = [];
  for (const run of runs) {
    process.stdout.write(`measuring ${run.name} ...\n`);
    results.push({ name: run.name, bytes: run.bytes, result: await measure(run.url) });
  }

  const [barePairs, pairs, inApp, bareKline, kline] = results;
  const ratio = (a: typeof pairs, b: typeof pairs) =>
    a && b ? (a.result.requests.average / b.result.requests.average).toFixed(2) : 'n/a';
  console.log(
    `\nHTTP markets benchmark: ${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per run (after ${WARMUP} s warm-up)\n`,
  );
  console.table(
    results.map(({ name, bytes, result }) => ({
      route: name,
      'body bytes': bytes,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'MB/s': (result.throughput.average / 1e6).toFixed(1),
    })),
  );
  console.log(
    `pairs / bare: ${ratio(pairs, barePairs)}x   kline / bare: ${ratio(kline, bareKline)}x   (target 0.5x or better)`,
  );
  console.log(
    `in-app static / bare: ${ratio(inApp, barePairs)}x   (what the app's plugins leave of the bare rate)`,
  );

  await bare.close();
  await app.close();
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}

await main();
