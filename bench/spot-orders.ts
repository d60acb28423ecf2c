/**
 * Spot order placement end to end: HTTP, validation, auth, the spot order writer, the matching engine,
 * the ledger (freeze, settle, fees) and PostgreSQL, as `npm start` runs them with DATABASE_URL. The server
 * runs here (simulator feed on every pair, the house liquidity maker quoting around it); 32 users, each
 * logged in and funded through the ledger in setup, place limit orders from a child process (its own CPU
 * share) over keep-alive connections: some cross the spread (trades with the house or with other users),
 * the rest rest a few ticks inside it (taken by the next crossing order or by the house when the price
 * moves). Reports orders/s, latency percentiles, trades, database round trips and transactions per order,
 * the server heap allocated per order (steadier than CPU time on a noisy machine: heap-allocation.ts),
 * CPU, then audits the ledger. The database is created for the run and dropped after it.
 *
 *   node --import tsx bench/spot-orders.ts [--seconds 20] [--warmup 3] [--clients 32] [--cross 0.5]
 *     [--pairs BTC/USDT,ETH/USDT,SOL/USDT,BNB/USDT] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 *     [--keep] [--processes 1] [--log-level error]
 *
 * The database URL names the server to create the throwaway database on (default BENCH_DATABASE_URL, then
 * TEST_DATABASE_URL, then the local postgres); --keep leaves the database for a look afterwards. With
 * --processes N (N > 1, Redis at REDIS_URL or 127.0.0.1:6379), N - 1 more server processes join on the same
 * database and Redis channels; the clients go round robin over all N, and the processes that do not host
 * the books forward spot commands to the one here (command-forwarding.ts). Round trips and statements are
 * counted in this process only (the host: every spot command's writes); CPU is reported per process.
 * --log-level is every server process's LOG_LEVEL: `error` by default; `info`, npm start's default, adds their
 * lines for every request, written to /dev/null as they would be to stdout.
 * `npm run bench:spot` runs it with the V8 heap flags of apps/server/start.sh (keep the two in step): the
 * young generation's size alone moves the server's CPU per order by about a fifth.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import Decimal from 'decimal.js';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword } from '../apps/server/src/modules/auth/index.ts';
import {
  auditLedger,
  auditReportText,
  createLedger,
  creditLines,
} from '../apps/server/src/modules/ledger/index.ts';
import { insertUser } from '../apps/server/src/modules/users/index.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { newId, newInvitationCode, newUid } from '../apps/server/src/platform/ids.ts';
import { onAdminConnection } from '../apps/server/src/platform/postgres-admin.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../apps/server/src/platform/rate-limit.ts';
import { countAllocation } from './heap-allocation.ts';
import { type ServerCpu, serverCpu, serverCpuSpent } from './postgres-cpu.ts';
import { batchPathBetween, batchStep } from './spot-batch-path.ts';
import type { BenchPair, ClientsCommand, ClientsReport } from './spot-orders-clients.ts';
import { type Peer, peersCpuSeconds, serverHeapFlags, startPeers, stopPeers } from './spot-orders-peers.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    clients: { type: 'string', default: '32' },
    cross: { type: 'string', default: '0.5' },
    pairs: { type: 'string', default: 'BTC/USDT,ETH/USDT,SOL/USDT,BNB/USDT' },
    'database-url': {
      type: 'string',
      default:
        process.env.BENCH_DATABASE_URL ??
        process.env.TEST_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/postgres',
    },
    keep: { type: 'boolean', default: false },
    processes: { type: 'string', default: '1' },
    /** Diagnostic: synchronous_commit=off on the bench database, to see what waiting for the WAL flush costs. */
    'async-commit': { type: 'boolean', default: false },
    /** The server's LOG_LEVEL; below `error` its lines go to /dev/null, written as they would be to stdout. */
    'log-level': { type: 'string', default: 'error' },
  },
});
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const CLIENTS = Number(values.clients);
const CROSS = Number(values.cross);
const SYMBOLS = values.pairs.split(',').map((symbol) => symbol.trim());
const PROCESSES = Math.max(1, Number(values.processes));
const REDIS_URL = PROCESSES > 1 ? process.env.REDIS_URL || 'redis://127.0.0.1:6379' : undefined;
const PASSWORD = 'bench-password-1';
/** Levels at which the server logs only what went wrong: to this process's stdout, with the report. */
const QUIET_LEVELS = new Set(['error', 'fatal', 'silent']);
/** USDT value of each currency granted to every bench user: far more than 20 s of orders can spend. */
const GRANT_USD = 5_000_000;
/** Seconds with nobody trading, measured before the run: the feed's and the house's own database work. */
const IDLE_SECONDS = 3;
/** Orders of each kind placed one at a time before the run. */
const PROBE_ORDERS = 30;

const API = '/api/uniapp';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every statement the server sends PostgreSQL (pool and transaction clients alike) is one round trip. */
let roundTrips = 0;
/**
 * Statements by kind (their first words, table included), to show where the round trips of an order go,
 * with the time each took from being sent to being answered (what a spot batch waits for at that step,
 * including PostgreSQL's locks and this process's event loop hearing the answer).
 */
type KindCount = { count: number; ms: number };
const statementKinds = new Map<string, KindCount>();
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  roundTrips += 1;
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
  const kind = typeof text === 'string' ? cachedStatementKind(text) : '(other)';
  const counted = statementKinds.get(kind) ?? { count: 0, ms: 0 };
  statementKinds.set(kind, counted);
  counted.count += 1;
  const sent = performance.now();
  const heard = typeof text === 'string' ? batchStep(this, text, sent) : null;
  const answered = () => {
    const now = performance.now();
    counted.ms += now - sent;
    heard?.(now);
  };
  const result = (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) result.then(answered, answered);
  return result;
} as typeof pg.Client.prototype.query;

const snapshotKinds = () =>
  new Map([...statementKinds].map(([kind, { count, ms }]) => [kind, { count, ms }]));

/** The statements counted since `before`, by kind, most first (the first twelve), with their mean time. */
function kindsSince(
  before: ReadonlyMap<string, KindCount>,
): { kind: string; count: number; meanMs: number }[] {
  return [...statementKinds]
    .map(([kind, { count, ms }]) => {
      const since = { count: count - (before.get(kind)?.count ?? 0), ms: ms - (before.get(kind)?.ms ?? 0) };
      return { kind, count: since.count, meanMs: since.ms / Math.max(since.count, 1) };
    })
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, 12);
}

/**
 * A statement's kind, named once per distinct text: the server sends a few texts over and over, and naming
 * one (whitespace squeezed with regular expressions, a few KiB for the batch's write) ran in the server's
 * process, counted in its CPU per order.
 */
const kindsByText = new Map<string, string>();
function cachedStatementKind(text: string): string {
  let kind = kindsByText.get(text);
  if (kind === undefined) {
    kind = statementKind(text);
    if (kindsByText.size < 10_000) kindsByText.set(text, kind);
  }
  return kind;
}

function statementKind(text: string): string {
  const words = text.replace(/\s+/g, ' ').replace(/"/g, '').trim().split(' ');
  const verb = (words[0] ?? '').toLowerCase();
  const table = (marker: string) =>
    words[words.findIndex((word) => word.toLowerCase() === marker) + 1] ?? '?';
  switch (verb) {
    case 'insert':
      return `insert ${table('into')}`;
    case 'update':
      return `update ${words[1] ?? '?'}`;
    case 'delete':
      return `delete ${table('from')}`;
    case 'select':
    case 'with':
      return `${verb} … from ${table('from')}`;
    default:
      return verb;
  }
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T; code?: string };
  if (!body.success) throw new Error(`${response.url}: ${response.status} ${body.code}`);
  return body.data;
}

type DbStats = { xact_commit: string; xact_rollback: string; tup_inserted: string; tup_updated: string };

const machineBusy = () => {
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, irq, idle } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + irq + idle;
  }
  return { busy, total };
};

/** A reading of the whole PostgreSQL server's CPU (bench/postgres-cpu.ts), to measure from. */
const postgresServerCpu = (serverUrl: string) => onAdminConnection(serverUrl, serverCpu);
/** CPU seconds the whole PostgreSQL server spent since the reading `from`. */
const postgresSecondsSince = async (serverUrl: string, from: ServerCpu) =>
  serverCpuSpent(from, await postgresServerCpu(serverUrl)) / 1000;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const serverUrl = new URL(values['database-url']);
  const databaseName = `halcyon_bench_${randomBytes(4).toString('hex')}`;
  await onAdminConnection(serverUrl.href, async (client) => {
    await client.query(`CREATE DATABASE ${databaseName}`);
    if (values['async-commit']) {
      await client.query(`ALTER DATABASE ${databaseName} SET synchronous_commit = off`);
    }
  });
  const databaseUrl = new URL(serverUrl.href);
  databaseUrl.pathname = `/${databaseName}`;
  const loadBefore = os.loadavg();
  console.log(
    `database ${databaseName} on ${serverUrl.host}; load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')}`,
  );

  // One client IP: lift every per-IP budget (global and per route) so the limiter never answers 429.
  const rateLimits = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((key) => [key, 1_000_000_000]),
  ) as unknown as RateLimits;
  const serverEnv = {
    DATABASE_URL: databaseUrl.href,
    LOG_LEVEL: values['log-level'],
    WEB_DIST: '/nonexistent/halcyon-web-dist',
    DEMO_USER: 'off',
    ...(REDIS_URL ? { REDIS_URL, BENCH_BUS_PREFIX: `halcyon-bench:${databaseName}:` } : {}),
  };
  const app = await buildApp(
    loadConfig(serverEnv),
    // History is not what is measured: no backfill, so setup takes seconds (the feed still ticks every pair).
    {
      rateLimits,
      backfill: false,
      busPrefix: serverEnv.BENCH_BUS_PREFIX,
      logStream: QUIET_LEVELS.has(serverEnv.LOG_LEVEL) ? undefined : pino.destination('/dev/null'),
    },
  );
  let peers: Peer[] = [];
  const own = openPostgres(databaseUrl.href, { max: 4 });
  let appOpen = true;
  const closeApp = async () => {
    if (appOpen) await app.close();
    appOpen = false;
  };
  let child: ReturnType<typeof fork> | undefined;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const pairs: Array<BenchPair & { price: string; base: string }> = [];
    for (const symbol of SYMBOLS) {
      const pair = await json<BenchPair & { price: string; base: string }>(
        await fetch(`${baseUrl}${API}/trading/pair/${symbol.replace('/', '')}`),
      );
      pairs.push(pair);
    }

    // Users straight into the database, funded by one ledger entry each (as the demo grant is): no public
    // endpoint creates money. One password hash for all (argon2 is slow on purpose).
    const passwordHash = await hashPassword(PASSWORD);
    const ledger = createLedger({ db: own.db, clock: systemClock });
    const accounts: string[] = [];
    for (let index = 0; index < CLIENTS; index += 1) {
      const account = `bench${index}${randomBytes(2).toString('hex')}`;
      const user = await insertUser(own.db, {
        id: newId(),
        uid: newUid(),
        account,
        email: `${account}@bench.halcyon.local`,
        passwordHash,
        nickname: account,
        invitationCode: newInvitationCode(),
        referrerId: null,
        createdAt: new Date(),
      });
      const grants = [
        { currency: 'USDT', amount: String(GRANT_USD) },
        ...pairs.map((pair) => ({
          currency: pair.base,
          amount: new Decimal(GRANT_USD).div(pair.price).toDecimalPlaces(pair.quantityPrecision).toFixed(),
        })),
      ];
      await ledger.post({
        type: 'credit',
        cause: { type: 'bench-grant', id: user.id },
        memo: 'Spot order benchmark funds',
        lines: grants.flatMap((grant) => creditLines({ userId: user.id, ...grant, from: 'house' })),
      });
      accounts.push(account);
    }
    const tokens: string[] = [];
    for (const account of accounts) {
      const session = await json<{ token: string }>(
        await fetch(`${baseUrl}${API}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account, password: PASSWORD }),
        }),
      );
      tokens.push(session.token);
    }
    // The house quotes once the feed's first prices arrived: wait until every pair has asks in its book.
    const deadline = performance.now() + 30_000;
    for (const pair of pairs) {
      for (;;) {
        const depth = await json<{ asks: unknown[]; bids: unknown[] }>(
          await fetch(`${baseUrl}${API}/trading/market/depth?symbol=${pair.symbol.replace('/', '')}&limit=5`),
        );
        if (depth.asks.length > 0 && depth.bids.length > 0) break;
        if (performance.now() > deadline) throw new Error(`${pair.symbol}: no house quotes after 30 s`);
        await sleep(250);
      }
    }
    console.log(
      `${CLIENTS} users funded and logged in; house quotes on ${pairs.map((p) => p.symbol).join(', ')}`,
    );
    if (PROCESSES > 1) {
      peers = await startPeers(PROCESSES - 1, serverEnv);
      console.log(`${PROCESSES} server processes on ${REDIS_URL}: this one hosts, ${peers.length} forward`);
    }

    // pg_stat_database lags by up to half a second (stats are flushed by each backend): fine over seconds.
    const stats = (): Promise<DbStats> =>
      onAdminConnection(serverUrl.href, async (client) => {
        const result = await client.query<DbStats>(
          'select xact_commit, xact_rollback, tup_inserted, tup_updated from pg_stat_database where datname = $1',
          [databaseName],
        );
        const row = result.rows[0];
        if (!row) throw new Error('no pg_stat_database row');
        return row;
      });
    // What the server asks of PostgreSQL with nobody trading (feed ticks, house re-quotes), to set apart.
    const idleFrom = roundTrips;
    const idleStatsFrom = await stats();
    const idleAllocation = countAllocation();
    const idleKindsFrom = snapshotKinds();
    const idlePostgresFrom = await postgresServerCpu(serverUrl.href);
    await sleep(IDLE_SECONDS * 1_000);
    const idlePostgresCpu = (await postgresSecondsSince(serverUrl.href, idlePostgresFrom)) / IDLE_SECONDS;
    const idleKinds = kindsSince(idleKindsFrom);
    const idleTripsPerSecond = (roundTrips - idleFrom) / IDLE_SECONDS;
    const idleBytesPerSecond = idleAllocation() / IDLE_SECONDS;

    // One order at a time with nothing else trading: the round trips and the time of a single placement.
    const probeToken = tokens[0] ?? '';
    const probePair = pairs[0];
    if (!probePair) throw new Error('no pairs');
    const probe = async (kind: 'resting' | 'crossing') => {
      const { price } = await json<{ price: string }>(
        await fetch(`${baseUrl}${API}/trading/price/${probePair.symbol.replace('/', '')}`),
      );
      // Resting: 1 % below the price, under the whole house ladder. Crossing: through the best house ask.
      const limit = new Decimal(price)
        .mul(kind === 'resting' ? 0.99 : 1.003)
        .div(probePair.tickSize)
        .floor()
        .mul(probePair.tickSize);
      const quantity = Decimal.max(
        new Decimal(20).div(limit).toDecimalPlaces(probePair.quantityPrecision, Decimal.ROUND_UP),
        probePair.minQuantity,
      );
      const times: number[] = [];
      const from = roundTrips;
      const started = performance.now();
      for (let index = 0; index < PROBE_ORDERS; index += 1) {
        const sent = performance.now();
        await json(
          await fetch(`${baseUrl}${API}/trading/spot/orders/limit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${probeToken}` },
            body: JSON.stringify({
              symbol: probePair.symbol,
              side: 'buy',
              price: limit.toFixed(),
              quantity: quantity.toFixed(),
            }),
          }),
        );
        times.push(performance.now() - sent);
      }
      const seconds = (performance.now() - started) / 1_000;
      times.sort((a, b) => a - b);
      return {
        trips: (roundTrips - from - idleTripsPerSecond * seconds) / PROBE_ORDERS,
        p50: percentile(times, 50),
      };
    };
    const probeResting = await probe('resting');
    const probeCrossing = await probe('crossing');
    await json(
      await fetch(`${baseUrl}${API}/trading/pending-orders/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${probeToken}` },
        body: '{}',
      }),
    );
    const idleStatsTo = await stats();
    const idleRate = (key: keyof DbStats) =>
      (Number(idleStatsTo[key]) - Number(idleStatsFrom[key])) / IDLE_SECONDS;

    child = fork(path.join(import.meta.dirname, 'spot-orders-clients.ts'), {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    const reportPromise = new Promise<ClientsReport>((resolve, reject) => {
      child?.on('message', (message: ClientsReport) => {
        if (message.event === 'report') resolve(message);
      });
      child?.on('exit', (code) => reject(new Error(`bench clients exited with ${code}`)));
    });
    const command: ClientsCommand = {
      cmd: 'run',
      baseUrls: [baseUrl, ...peers.map((peer) => peer.baseUrl)],
      tokens,
      pairs: pairs.map(({ symbol, tickSize, quantityPrecision, minQuantity, minNotional }) => ({
        symbol,
        tickSize,
        quantityPrecision,
        minQuantity,
        minNotional,
      })),
      warmupSeconds: WARMUP,
      seconds: SECONDS,
      crossShare: CROSS,
    };
    child.send(command);

    // Counters over the measured window only (the clients measure from the same moment, give or take).
    await sleep(WARMUP * 1_000);
    const statsBefore = await stats();
    const tripsBefore = roundTrips;
    const kindsBefore = snapshotKinds();
    const pathFrom = performance.now();
    const cpuBefore = process.cpuUsage();
    const allocation = countAllocation();
    const peersCpuBefore = peersCpuSeconds(peers);
    const postgresBefore = await postgresServerCpu(serverUrl.href);
    const machineBefore = machineBusy();
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const report = await reportPromise;
    const pathTo = performance.now();
    loop.disable();
    const cpu = process.cpuUsage(cpuBefore);
    const allocated = allocation();
    const peersCpu = (peersCpuSeconds(peers) - peersCpuBefore) / report.seconds;
    const machineAfter = machineBusy();
    const postgresCpu = (await postgresSecondsSince(serverUrl.href, postgresBefore)) / report.seconds;
    const trips = roundTrips - tripsBefore;
    const kinds = kindsSince(kindsBefore);
    const statsAfter = await stats();

    const elapsed = report.seconds;
    const placed = report.placed;
    /** Over the run, less what the idle window says the feed and the house do in that time. */
    const delta = (key: keyof DbStats) =>
      Number(statsAfter[key]) - Number(statsBefore[key]) - idleRate(key) * elapsed;
    const counts = await onAdminConnection(databaseUrl.href, async (client) => {
      const trades = await client.query<{ n: string; house: string }>(
        'select count(*) as n from spot_trades',
      );
      const orders = await client.query<{ status: string; n: string }>(
        'select status, count(*) as n from spot_orders group by status order by status',
      );
      return { trades: trades.rows[0]?.n ?? '0', orders: orders.rows };
    }).catch((error: unknown) => ({ trades: `? (${String(error)})`, orders: [] }));

    const cores = os.cpus().length;
    const serverCpu = (cpu.user + cpu.system) / 1e6 / elapsed;
    const machine = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
    const rate = placed / elapsed;
    const p99 = percentile(report.latencies, 99);
    console.log(
      `\nSpot order placement over HTTP on PostgreSQL: ${cores} CPUs, Node ${process.version}, ${CLIENTS} clients, ${SECONDS} s after ${WARMUP} s warm-up, ${Math.round(CROSS * 100)} % crossing, pairs ${SYMBOLS.join(' ')}; server V8 heap flags: ${serverHeapFlags.join(' ') || "none (V8's defaults, not start.sh's)"}\n`,
    );
    console.table([
      {
        'orders/s': Math.round(rate),
        placed,
        failed: Object.values(report.failed).reduce((a, b) => a + b, 0),
        'p50 ms': percentile(report.latencies, 50).toFixed(2),
        'p90 ms': percentile(report.latencies, 90).toFixed(2),
        'p99 ms': p99.toFixed(2),
        'p99.9 ms': percentile(report.latencies, 99.9).toFixed(2),
        'max ms': (report.latencies.at(-1) ?? Number.NaN).toFixed(2),
      },
    ]);
    console.table([
      {
        'filled at once': report.filledAtOnce,
        'partly filled': report.partiallyFilled,
        resting: report.resting,
        'cancel-all calls': report.cancelCalls,
        'trades (whole run)': counts.trades,
      },
    ]);
    console.log(
      `statements per placed order by kind (measured window, feed and house included): ${kinds
        .map(({ kind, count }) => `${kind} ${(count / Math.max(report.placed, 1)).toFixed(2)}`)
        .join(', ')}`,
    );
    console.log(
      `mean time from sent to answered by kind (a spot batch's steps: BEGIN, the balance lock, which waits for the batch before to commit when they share a balance, the one write, COMMIT): ${kinds
        .map(({ kind, meanMs }) => `${kind} ${meanMs.toFixed(2)} ms`)
        .join(', ')}`,
    );
    console.log(batchPathBetween(pathFrom, pathTo, placed));
    console.log(
      `with nobody trading (${IDLE_SECONDS} s before the run): PostgreSQL ${(idlePostgresCpu * 100).toFixed(0)} % of one core; statements per second by kind: ${idleKinds
        .map(({ kind, count }) => `${kind} ${(count / IDLE_SECONDS).toFixed(0)}`)
        .join(', ')}`,
    );
    if (Object.keys(report.failed).length > 0) console.log('failures by answer:', report.failed);
    console.log(
      'orders by status (whole run):',
      Object.fromEntries(counts.orders.map((r) => [r.status, Number(r.n)])),
    );
    console.log(
      [
        `database round trips per placed order, everything it caused included (later fills by the house too): ${((trips - idleTripsPerSecond * elapsed) / Math.max(placed, 1)).toFixed(1)} (every statement incl. BEGIN/COMMIT: ${Math.round(trips / elapsed)}/s in the run less ${Math.round(idleTripsPerSecond)}/s with nobody trading: feed and house)`,
        `one order alone (${probePair.symbol}, ${PROBE_ORDERS} in a row): resting ${probeResting.trips.toFixed(1)} round trips, p50 ${probeResting.p50.toFixed(1)} ms; crossing (one trade with the house) ${probeCrossing.trips.toFixed(1)} round trips, p50 ${probeCrossing.p50.toFixed(1)} ms`,
        `transactions per order: ${((delta('xact_commit') + delta('xact_rollback')) / Math.max(placed, 1)).toFixed(2)} (rollbacks ${Math.round(delta('xact_rollback'))}); rows inserted/order ${(delta('tup_inserted') / Math.max(placed, 1)).toFixed(1)}, updated/order ${(delta('tup_updated') / Math.max(placed, 1)).toFixed(1)} (idle: ${Math.round(idleRate('xact_commit'))} transactions/s)`,
        `server process CPU: ${(serverCpu * 100).toFixed(0)} % of one core (${((serverCpu * 1e6) / Math.max(rate, 1)).toFixed(0)} µs per order, of which in the kernel ${(cpu.system / Math.max(placed, 1)).toFixed(0)} µs: its socket writes and reads); machine busy ${(machine * 100).toFixed(0)} % of ${cores} cores (server + clients + PostgreSQL + anything else running)`,
        `PostgreSQL (the whole server: this database's backends, its WAL writer, autovacuum, any other database's work): ${(postgresCpu * 100).toFixed(0)} % of one core (${((postgresCpu * 1e6) / Math.max(rate, 1)).toFixed(0)} µs per order); bench clients: ${((report.cpuSeconds / report.seconds) * 100).toFixed(0)} % of one core; synchronous_commit ${values['async-commit'] ? 'off (diagnostic)' : 'on'}`,
        ...(peers.length > 0
          ? [
              `forwarding server processes (${peers.length}): ${(peersCpu * 100).toFixed(0)} % of one core (${((peersCpu * 1e6) / Math.max(rate, 1)).toFixed(0)} µs per order); all server processes: ${(((serverCpu + peersCpu) * 1e6) / Math.max(rate, 1)).toFixed(0)} µs per order`,
            ]
          : []),
        `server heap allocated per order: ${((allocated - idleBytesPerSecond * elapsed) / Math.max(placed, 1) / 1024).toFixed(1)} KiB (${(allocated / elapsed / 1048576).toFixed(1)} MiB/s in the run less ${(idleBytesPerSecond / 1048576).toFixed(1)} MiB/s with nobody trading; this process also counts the statements)`,
        `server event-loop delay p99: ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
        `target: 2,000 orders/s with p99 < 50 ms -> ${rate >= 2_000 && p99 < 50 ? 'met' : `missed (${Math.round(rate)} orders/s = ${((rate / 2_000) * 100).toFixed(0)} % of the rate, p99 ${p99.toFixed(1)} ms)`}`,
      ].join('\n'),
    );

    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    child.send({ cmd: 'exit' } satisfies ClientsCommand);
    child = undefined;
    await stopPeers(peers);
    await closeApp();

    const audit = await auditLedger(own.db);
    console.log(`\nledger audit after the run:\n${auditReportText(audit)}`);
  } finally {
    child?.kill();
    await stopPeers(peers);
    await closeApp();
    await own.close();
    if (values.keep) console.log(`kept database ${databaseUrl.href}`);
    else
      await onAdminConnection(serverUrl.href, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
      );
  }
}

await main();
