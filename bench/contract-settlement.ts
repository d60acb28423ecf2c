/**
 * Second-contract settlement under a burst: N contracts (default 10,000) on BTC/USDT expiring in the same
 * second, settled by the server's own worker on PostgreSQL. Measures the time from the expiry instant
 * until the first and the last of them is settled, the CPU time the process and the database backends
 * spent on it (comparable across loads, unlike the wall clock), then audits the ledger and checks one
 * settlement entry per order. `--contracts 10000,100000` runs each size in turn, each in a fresh schema.
 *
 *   node --import tsx bench/contract-settlement.ts [--contracts 10000] [--users 1000] [--tick-ms 500]
 *
 * PostgreSQL at BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * everything happens in a schema of its own, dropped at the end. Setup (users, grants, orders and their
 * frozen stakes, the entry tick) goes through the module's repository, the ledger and one settlement pass
 * before the clock is moved to just before the expiry; only the part after that is measured. A manual feed
 * ticks every --tick-ms, as a live feed would: the outcome is final once a tick after the expiry is stored
 * (or one second after it), so the figure includes that wait.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  auditLedger,
  available,
  createLedger,
  frozen,
  moveLines,
} from '../apps/server/src/modules/ledger/index.ts';
import { ManualPriceFeed } from '../apps/server/src/modules/market-data/index.ts';
import {
  createContractWorker,
  insertOrders,
  type NewContractOrder,
  openCause,
} from '../apps/server/src/modules/second-contract/index.ts';
import { insertUser } from '../apps/server/src/modules/users/index.ts';
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { newId } from '../apps/server/src/platform/ids.ts';
import { serverCpu, serverCpuSpent } from './postgres-cpu.ts';

const { values } = parseArgs({
  options: {
    contracts: { type: 'string', default: '10000' },
    users: { type: 'string', default: '1000' },
    'tick-ms': { type: 'string', default: '500' },
  },
});
const SIZES = values.contracts.split(',').map(Number);
const USERS = Number(values.users);
const TICK_MS = Number(values['tick-ms']);
const PERIOD_S = 30;
const STAKE = '10';
const url =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Stopped during setup (however long it takes, the contracts must not fall due before the measurement),
 * then real time plus an offset: the measurement runs in real time from just before the expiry.
 */
let stoppedAt: number | undefined;
let offset = 0;
const clock = { now: () => (stoppedAt ?? Date.now()) + offset };

/** Runs `work` over `items` with at most `lanes` in flight (the pool has 10 connections). */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        if (item !== undefined) await work(item);
      }
    }),
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type BenchApp = Awaited<ReturnType<typeof buildApp>>;
type Db = ReturnType<typeof openPostgres>['db'];

/** Users with money, the orders and their frozen stakes: everything before the entry tick. */
async function setUp(db: Db, contracts: number): Promise<NewContractOrder[]> {
  const ledger = createLedger({ db, clock });
  const userIds = Array.from({ length: USERS }, () => newId());
  await inLanes(userIds, 8, async (id) => {
    const suffix = randomBytes(6).toString('hex');
    await insertUser(db, {
      id,
      // Unique by construction (a random uid collided now and then among 1,000 users).
      uid: String(10_000_000 + userIds.indexOf(id)),
      account: `b${suffix}`,
      email: `b${suffix}@example.com`,
      passwordHash: 'not-a-hash',
      nickname: `b${suffix}`,
      invitationCode: suffix.toUpperCase(),
      referrerId: null,
      createdAt: new Date(clock.now()),
    });
    await ledger.credit({ userId: id, currency: 'USDT', amount: '1000000', cause: { type: 'bench', id } });
  });
  const createdAt = clock.now();
  const orders: NewContractOrder[] = Array.from({ length: contracts }, (_, index) => ({
    id: newId(),
    order_no: `SCB${randomBytes(9).toString('hex').toUpperCase()}`,
    user_id: userIds[index % USERS] ?? '',
    symbol: 'BTC/USDT',
    period: PERIOD_S,
    direction: index % 2 === 0 ? 'up' : 'down',
    amount: STAKE,
    currency: 'USDT',
    payout_rate: '0.8',
    created_at: new Date(createdAt),
    expire_at: new Date(createdAt + 10_000),
  }));
  for (let i = 0; i < orders.length; i += 2000) {
    const chunk = orders.slice(i, i + 2000);
    await insertOrders(db, chunk);
    // The stakes frozen as opening them would, one ledger batch per chunk (setup is not measured).
    await ledger.postMany(
      chunk.map((order) => ({
        type: 'freeze' as const,
        cause: openCause(order.order_no),
        lines: moveLines(available(order.user_id), frozen(order.user_id), 'USDT', STAKE),
      })),
    );
  }
  return orders;
}

/**
 * Polls until no order is running (or ten minutes pass); the time it saw that, in clock time. It asks
 * whether one is left, not how many: a count visited every running order on each poll (24 ms of
 * PostgreSQL's CPU every 100 ms at 100,000, about a tenth of what the settling itself took, on the same
 * two cores), while the first live entry of the running index is found past the settled ones, which the
 * earlier polls marked dead.
 */
async function waitUntilSettled(db: Db): Promise<number | undefined> {
  const deadline = clock.now() + 600_000;
  while (clock.now() < deadline) {
    const { rows } = await sql<{ running: boolean }>`
      SELECT EXISTS (SELECT 1 FROM contract_orders WHERE status = 'running') AS running`.execute(db);
    if (rows[0]?.running === false) return clock.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

type Measured = { doneAt: number | undefined; nodeMs: number; postgresMs: number };

/**
 * Just before the expiry, in real time from here on: the feed ticks up and down around the entry price
 * (half the contracts win, half lose), the worker runs as in production, woken by stored ticks.
 */
async function settleBurst(app: BenchApp, db: Db, feed: ManualPriceFeed, admin: pg.Client, endAt: number) {
  stoppedAt = undefined;
  offset = endAt - 1_500 - Date.now();
  let up = true;
  const ticker = setInterval(() => {
    up = !up;
    feed.push({ symbol: 'BTC/USDT', price: up ? '96000.01' : '95999.99' }).catch(() => undefined);
  }, TICK_MS);
  const worker = createContractWorker({
    settler: app.secondContracts.settler,
    log: app.log,
    onTicksStored: app.secondContracts.onTicksStored,
  });
  const cpuBefore = await serverCpu(admin);
  const nodeBefore = process.cpuUsage();
  try {
    worker.start();
    const doneAt = await waitUntilSettled(db);
    const node = process.cpuUsage(nodeBefore);
    const measured: Measured = {
      doneAt,
      nodeMs: (node.user + node.system) / 1000,
      postgresMs: serverCpuSpent(cpuBefore, await serverCpu(admin)),
    };
    return measured;
  } finally {
    await worker.stop();
    clearInterval(ticker);
  }
}

async function report(db: Db, contracts: number, endAt: number, measured: Measured): Promise<void> {
  const figures = await db
    .selectFrom('contract_orders')
    .select([
      'result',
      sql<string>`count(*)::text`.as('n'),
      sql<Date>`min(settled_at)`.as('first'),
      sql<Date>`max(settled_at)`.as('last'),
    ])
    .groupBy('result')
    .execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select([sql<string>`count(*)::text`.as('n'), sql<string>`count(DISTINCT cause_id)::text`.as('distinct')])
    .where('cause_type', '=', 'contract-settlement')
    .executeTakeFirstOrThrow();
  const audit = await auditLedger(db);
  const first = Math.min(...figures.map((f) => f.first?.getTime() ?? Number.POSITIVE_INFINITY));
  const last = Math.max(...figures.map((f) => f.last?.getTime() ?? 0));
  const { doneAt } = measured;
  console.log(`results: ${figures.map((f) => `${f.result ?? 'unsettled'} ${f.n}`).join(', ')}`);
  console.log(`first settled ${seconds(first - endAt)} after expiry (feed tick every ${TICK_MS} ms)`);
  console.log(
    doneAt === undefined
      ? 'NOT all settled within 600 s'
      : `all ${contracts} settled ${seconds(last - endAt)} after expiry (seen by the poller at ${seconds(doneAt - endAt)})`,
  );
  console.log(
    `CPU while settling: this process ${seconds(measured.nodeMs)}, PostgreSQL (the whole server) ${seconds(measured.postgresMs)}`,
  );
  console.log(`settlement entries: ${entries.n} (${entries.distinct} distinct orders)`);
  console.log(
    `ledger audit: ${audit.clean ? 'clean' : 'NOT CLEAN'} (${audit.counts.entries} entries, ${audit.counts.lines} lines)`,
  );
  if (!audit.clean) console.log(JSON.stringify(audit, null, 2));
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** One burst of `contracts` in a schema of its own, dropped at the end. */
async function runOnce(admin: pg.Client, contracts: number): Promise<void> {
  stoppedAt = Date.now();
  offset = 0;
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  const handle = openPostgres(url, { max: 10, options: `-c search_path=${schema}` });
  const feed = new ManualPriceFeed();
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent/halcyon-web-dist',
      DEMO_USER: 'off',
      // Tells the module it runs on PostgreSQL (side-by-side batches); the handle below is what it uses.
      DATABASE_URL: url,
    }),
    {
      database: handle,
      clock,
      manualFeed: feed,
      backfill: false,
      marketTimers: false,
      contractWorker: false,
    },
  );
  try {
    await app.ready();
    const db = handle.db;
    const setupStarted = performance.now();
    const orders = await setUp(db, contracts);
    const entryAt = (orders[0]?.created_at.getTime() ?? clock.now()) + 100;
    offset += entryAt - clock.now();
    await feed.push({ symbol: 'BTC/USDT', price: '96000', time: entryAt });
    const startPass = performance.now();
    const started = await app.secondContracts.settler.settleDue();
    console.log(
      `\n${contracts} contracts of ${USERS} users: set up in ${seconds(startPass - setupStarted)}; ` +
        `${started.started} started from one entry tick in ${seconds(performance.now() - startPass)}`,
    );
    const endAt = entryAt + PERIOD_S * 1000;
    console.log(`load average before: ${load()}`);
    const measured = await settleBurst(app, db, feed, admin, endAt);
    console.log(`load average after: ${load()}`);
    await report(db, contracts, endAt, measured);
  } finally {
    await app.close();
    await handle.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  }
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const size of SIZES) await runOnce(admin, size);
  } finally {
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
