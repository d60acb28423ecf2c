/**
 * Second-contract settlement under a burst: N contracts (default 10,000) on BTC/USDT expiring in the same
 * second, settled by the server's own worker on PostgreSQL. Measures the time from the expiry instant
 * until the last of them is settled, then audits the ledger and checks one settlement entry per order.
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
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { auditLedger, createLedger } from '../apps/server/src/modules/ledger/index.ts';
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

const { values } = parseArgs({
  options: {
    contracts: { type: 'string', default: '10000' },
    users: { type: 'string', default: '1000' },
    'tick-ms': { type: 'string', default: '500' },
  },
});
const CONTRACTS = Number(values.contracts);
const USERS = Number(values.users);
const TICK_MS = Number(values['tick-ms']);
const PERIOD_S = 30;
const STAKE = '10';
const url =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Real time plus an offset the bench moves: setup happens "before", the measurement in real time. */
let offset = 0;
const clock = { now: () => Date.now() + offset };

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

async function main(): Promise<void> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
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
  let ticker: NodeJS.Timeout | undefined;
  try {
    await app.ready();
    const db = handle.db;
    const ledger = createLedger({ db, clock });
    const setupStarted = performance.now();

    const userIds = Array.from({ length: USERS }, () => newId());
    await inLanes(userIds, 8, async (id) => {
      const suffix = randomBytes(6).toString('hex');
      await insertUser(db, {
        id,
        uid: String(10_000_000 + (Number.parseInt(suffix.slice(0, 6), 16) % 89_999_999)),
        account: `b${suffix}`,
        email: `b${suffix}@example.com`,
        passwordHash: 'not-a-hash',
        nickname: `b${suffix}`,
        invitationCode: suffix.toUpperCase(),
        referrerId: null,
        createdAt: new Date(clock.now()),
      });
      await ledger.credit({ userId: id, currency: 'USDT', amount: '100000', cause: { type: 'bench', id } });
    });

    const createdAt = clock.now();
    const orders: NewContractOrder[] = Array.from({ length: CONTRACTS }, (_, index) => ({
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
    for (let i = 0; i < orders.length; i += 1000) await insertOrders(db, orders.slice(i, i + 1000));
    await inLanes(orders, 8, (order) =>
      ledger.freeze({
        userId: order.user_id,
        currency: 'USDT',
        amount: STAKE,
        cause: openCause(order.order_no),
      }),
    );
    const entryAt = createdAt + 100;
    offset += entryAt - clock.now();
    await feed.push({ symbol: 'BTC/USDT', price: '96000', time: entryAt });
    const startPass = performance.now();
    const started = await app.secondContracts.settler.settleDue();
    const startMs = performance.now() - startPass;
    console.log(
      `setup: ${USERS} users, ${CONTRACTS} contracts frozen in ${seconds(performance.now() - setupStarted)}; ` +
        `${started.started} started from one entry tick in ${seconds(startMs)}`,
    );

    // Just before the expiry, in real time from here on: the feed ticks, the worker runs as in production.
    const endAt = entryAt + PERIOD_S * 1000;
    offset += endAt - 1_500 - clock.now();
    // Up and down around the entry price, so that half the contracts win and half lose.
    let up = true;
    ticker = setInterval(() => {
      up = !up;
      feed.push({ symbol: 'BTC/USDT', price: up ? '96000.01' : '95999.99' }).catch(() => undefined);
    }, TICK_MS);
    const worker = createContractWorker({ settler: app.secondContracts.settler, log: app.log });
    worker.start();
    let doneAt: number | undefined;
    const deadline = clock.now() + 120_000;
    while (clock.now() < deadline) {
      const row = await db
        .selectFrom('contract_orders')
        .select(sql<string>`count(*)::text`.as('n'))
        .where('status', '=', 'running')
        .executeTakeFirstOrThrow();
      if (Number(row.n) === 0) {
        doneAt = clock.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await worker.stop();
    clearInterval(ticker);
    ticker = undefined;

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
      .select([
        sql<string>`count(*)::text`.as('n'),
        sql<string>`count(DISTINCT cause_id)::text`.as('distinct'),
      ])
      .where('cause_type', '=', 'contract-settlement')
      .executeTakeFirstOrThrow();
    const audit = await auditLedger(db);
    const first = Math.min(...figures.map((f) => f.first?.getTime() ?? Number.POSITIVE_INFINITY));
    const last = Math.max(...figures.map((f) => f.last?.getTime() ?? 0));

    console.log(`results: ${figures.map((f) => `${f.result ?? 'unsettled'} ${f.n}`).join(', ')}`);
    console.log(`first settled ${seconds(first - endAt)} after expiry (feed tick every ${TICK_MS} ms)`);
    console.log(
      doneAt === undefined
        ? 'NOT all settled within 120 s'
        : `all ${CONTRACTS} settled ${seconds(last - endAt)} after expiry (seen by the poller at ${seconds(doneAt - endAt)}); target 2 s`,
    );
    console.log(`settlement entries: ${entries.n} (${entries.distinct} distinct orders)`);
    console.log(
      `ledger audit: ${audit.clean ? 'clean' : 'NOT CLEAN'} (${audit.counts.entries} entries, ${audit.counts.lines} lines)`,
    );
    if (!audit.clean) console.log(JSON.stringify(audit, null, 2));
  } finally {
    if (ticker) clearInterval(ticker);
    await app.close();
    await handle.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
