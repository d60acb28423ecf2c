/**
 * Chaos on PostgreSQL: server processes are killed with SIGKILL in the middle of order bursts and around
 * second-contract expiries, then restarted. Afterwards it checks what a person was promised:
 * - every order whose placement was acknowledged (200) exists, with a status its fills agree with;
 * - no order is filled twice (its trades add up to its filled quantity, never past its quantity);
 * - every contract that came due was settled exactly once;
 * - the ledger audit is clean;
 * - no round went unchecked: each acknowledged something.
 * Prints a table per round and exits non-zero when a check fails.
 *
 *   node --import tsx bench/chaos.ts [--rounds 4] [--processes 2] [--users 12] [--burst-seconds 6]
 *     [--contracts] [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
 *
 * With Redis on 127.0.0.1:6379 (or REDIS_URL) the processes share a bus and any of them takes orders
 * (forwarded to the host); without Redis one process runs. `--contracts` adds a round of 30 s contracts
 * whose expiry falls while a process is killed (about 40 s more).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Decimal from 'decimal.js';
import { Redis } from 'ioredis';
import { hashPassword } from '../apps/server/src/modules/auth/index.ts';
import { auditLedger, auditReportText, createLedger } from '../apps/server/src/modules/ledger/index.ts';
import { createUser } from '../apps/server/src/modules/users/index.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { onAdminConnection } from '../apps/server/src/platform/postgres-admin.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { waitUntilUp } from '../e2e/support/wait-until-up.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '4' },
    processes: { type: 'string', default: '2' },
    users: { type: 'string', default: '12' },
    'burst-seconds': { type: 'string', default: '6' },
    contracts: { type: 'boolean', default: false },
    'database-url': {
      type: 'string',
      default:
        process.env.BENCH_DATABASE_URL ??
        process.env.TEST_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/postgres',
    },
    keep: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const USERS = Number(values.users);
const BURST_MS = Number(values['burst-seconds']) * 1000;
const PASSWORD = 'chaos-password-1';
const API = '/api/uniapp';
const REPO = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = { port: number; child: ChildProcess | undefined };
type Person = { id: string; token: string };
type Acked = { orderId: string; userId: string };
type RoundRow = {
  round: string;
  killed: string;
  sent: number;
  acknowledged: number;
  refused: number;
  unavailable: number;
};

async function redisAvailable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

function startServer(server: Server, env: Record<string, string>): void {
  // main.ts with the run's own Redis channel prefix (BENCH_BUS_PREFIX): other runs on this Redis stay apart.
  server.child = spawn(process.execPath, ['--import', 'tsx', 'bench/server-process.ts'], {
    cwd: REPO,
    env: { ...process.env, ...env, PORT: String(server.port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
}

/** Waits until the server answers its readiness check (database and Redis reachable). */
async function waitReady(server: Server): Promise<void> {
  const url = `http://127.0.0.1:${server.port}${API}/app/ready`;
  await waitUntilUp(url, { child: server.child, timeoutMs: 180_000, intervalMs: 250 });
}

function kill(server: Server): void {
  server.child?.kill('SIGKILL');
  server.child = undefined;
}

async function post(server: Server, person: Person, url: string, body: object, key?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${person.token}`,
  };
  if (key) headers['idempotency-key'] = key;
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}${API}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: (await response.json()) as { data?: { orderId?: string } } };
  } catch {
    return { status: 0, body: {} };
  }
}

async function people(databaseUrl: string, server: Server): Promise<Person[]> {
  const handle = openPostgres(databaseUrl);
  const ledger = createLedger({ db: handle.db, clock: systemClock });
  const passwordHash = await hashPassword(PASSWORD);
  const list: Person[] = [];
  for (let i = 0; i < USERS; i += 1) {
    const account = `chaos${i}`;
    const user = await createUser(handle.db, {
      account,
      email: `${account}@chaos.local`,
      passwordHash,
      nickname: account,
      referrerId: null,
      at: new Date(),
    });
    for (const [currency, amount] of [
      ['USDT', '100000'],
      ['BTC', '2'],
    ] as const) {
      await ledger.credit({
        userId: user.id,
        currency,
        amount,
        cause: { type: 'chaos-grant', id: `${i}-${currency}` },
      });
    }
    const response = await fetch(`http://127.0.0.1:${server.port}${API}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: PASSWORD }),
    });
    const body = (await response.json()) as { data: { token: string } };
    list.push({ id: user.id, token: body.data.token });
  }
  await handle.close();
  return list;
}

/** Limit orders around the market, half crossing: they rest, fill against each other or the house. */
async function burst(servers: Server[], persons: Person[], acked: Acked[], row: RoundRow, until: number) {
  await Promise.all(
    persons.map(async (person, index) => {
      let n = 0;
      while (Date.now() < until) {
        n += 1;
        const server = servers[(index + n) % servers.length] as Server;
        const side = n % 2 === 0 ? 'buy' : 'sell';
        const price = new Decimal(90_000).plus(((index * 7 + n * 13) % 40) * 25).toFixed(2);
        const key = `chaos-${row.round}-${person.id}-${n}`;
        const body = { symbol: 'BTC/USDT', side, price, quantity: '0.001' };
        let reply = await post(server, person, '/trading/spot/orders/limit', body, key);
        // A lost answer is retried with the same key, on another process: the first result or nothing.
        if (reply.status === 0 || reply.status === 503) {
          await sleep(200);
          reply = await post(
            servers[(index + n + 1) % servers.length] as Server,
            person,
            '/trading/spot/orders/limit',
            body,
            key,
          );
        }
        row.sent += 1;
        if (reply.status === 200 && reply.body.data?.orderId) {
          row.acknowledged += 1;
          acked.push({ orderId: reply.body.data.orderId, userId: person.id });
        } else if (reply.status >= 400 && reply.status < 500) {
          row.refused += 1;
          await sleep(100);
        } else {
          row.unavailable += 1;
          await sleep(100);
        }
      }
    }),
  );
}

async function checkOrders(databaseUrl: string, acked: Acked[]): Promise<string[]> {
  return onAdminConnection(databaseUrl, async (client) => {
    const problems: string[] = [];
    const ids = [...new Set(acked.map((a) => a.orderId))];
    const { rows } = await client.query<{
      id: string;
      status: string;
      quantity: string;
      filled_quantity: string;
      frozen_remaining: string;
      open: boolean;
      traded: string | null;
    }>(
      `select o.id, o.status, o.quantity, o.filled_quantity, o.frozen_remaining, o.open,
         (select sum(t.quantity) from spot_trades t where t.maker_order_id = o.id or t.taker_order_id = o.id) as traded
       from spot_orders o where o.id = any($1)`,
      [ids],
    );
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const order = found.get(id);
      if (!order) {
        problems.push(`acknowledged order ${id} is missing`);
        continue;
      }
      const filled = new Decimal(order.filled_quantity);
      const traded = new Decimal(order.traded ?? 0);
      if (!traded.eq(filled)) problems.push(`order ${id}: trades ${traded} but filled ${filled}`);
      if (filled.gt(order.quantity)) problems.push(`order ${id}: filled ${filled} past ${order.quantity}`);
      const done = order.status === 'filled' || order.status === 'cancelled';
      if (order.status === 'filled' && !filled.eq(order.quantity))
        problems.push(`order ${id}: filled but short`);
      if (done && (order.open || !new Decimal(order.frozen_remaining).isZero())) {
        problems.push(`order ${id}: ${order.status} yet open or still holding funds`);
      }
    }
    return problems;
  });
}

async function checkContracts(databaseUrl: string): Promise<{ due: number; problems: string[] }> {
  return onAdminConnection(databaseUrl, async (client) => {
    const { rows } = await client.query<{ order_no: string; status: string; entries: string }>(
      `select o.order_no, o.status,
         (select count(*) from ledger_entries e where e.cause_type = 'contract-settlement' and e.cause_id = o.order_no) as entries
       from contract_orders o where o.expire_at < now() - interval '5 seconds'`,
    );
    const problems = rows
      .filter((row) => row.status === 'completed' && Number(row.entries) !== 1)
      .map((row) => `contract ${row.order_no}: ${row.entries} settlement entries`);
    for (const row of rows.filter((r) => r.status === 'running' || r.status === 'pending')) {
      problems.push(`contract ${row.order_no} due but still ${row.status}`);
    }
    return { due: rows.length, problems };
  });
}

async function contractRound(
  servers: Server[],
  persons: Person[],
  env: Record<string, string>,
): Promise<RoundRow> {
  const row: RoundRow = {
    round: 'contracts',
    killed: '',
    sent: 0,
    acknowledged: 0,
    refused: 0,
    unavailable: 0,
  };
  for (const [index, person] of persons.entries()) {
    const server = servers[index % servers.length] as Server;
    const body = { symbol: 'BTC/USDT', period: 30, direction: index % 2 === 0 ? 'up' : 'down', amount: '10' };
    const reply = await post(server, person, '/second-contract/orders', body, `chaos-contract-${person.id}`);
    row.sent += 1;
    if (reply.status === 200) row.acknowledged += 1;
    else if (reply.status >= 400 && reply.status < 500) row.refused += 1;
    else row.unavailable += 1;
  }
  // Kill every process just before the contracts fall due, and bring them back just after.
  await sleep(29_000);
  for (const server of servers) kill(server);
  row.killed = 'all, at expiry';
  await sleep(2_000);
  for (const server of servers) startServer(server, env);
  await Promise.all(servers.map((server) => waitReady(server)));
  await sleep(5_000);
  return row;
}

/**
 * A round that acknowledged nothing checked nothing, and every acknowledged contract must be stored: a run
 * whose people were all refused must not pass.
 */
function uncheckedRounds(rows: readonly RoundRow[], contractsDue: number): string[] {
  const problems = rows
    .filter((row) => row.acknowledged === 0)
    .map((row) => `round ${row.round} acknowledged nothing: nothing was checked there`);
  const contractRow = rows.find((row) => row.round === 'contracts');
  if (contractRow && contractsDue < contractRow.acknowledged) {
    problems.push(`${contractRow.acknowledged} contracts acknowledged, ${contractsDue} stored and due`);
  }
  return problems;
}

async function main(): Promise<void> {
  const serverUrl = new URL(values['database-url']);
  const databaseName = `halcyon_chaos_${randomBytes(4).toString('hex')}`;
  await onAdminConnection(serverUrl.href, (client) => client.query(`CREATE DATABASE ${databaseName}`));
  const databaseUrl = new URL(serverUrl.href);
  databaseUrl.pathname = `/${databaseName}`;
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const shared = await redisAvailable(redisUrl);
  const count = shared ? Number(values.processes) : 1;
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl.href,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'halcyon-chaos-')),
    DEMO_USER: 'off',
    LOG_LEVEL: 'warn',
    // Per-IP budgets are not what is checked: each person sends several orders a second, above the 300
    // requests a minute an address gets, and a refused order proves nothing about a crash.
    BENCH_NO_RATE_LIMITS: '1',
    REDIS_URL: shared ? redisUrl : '',
    BENCH_BUS_PREFIX: `halcyon-chaos:${databaseName}:`,
    // History is not what is checked: without the backfill a start takes seconds even on a busy machine.
    BENCH_BACKFILL: 'off',
  };
  console.log(
    `chaos on ${databaseName}: ${count} process(es)${shared ? ' sharing Redis' : ' (no Redis: one process)'}, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const servers: Server[] = [];
  for (let i = 0; i < count; i += 1) servers.push({ port: await freePort(), child: undefined });
  let failed = false;
  try {
    // The first start migrates and backfills; the others join once it is done.
    startServer(servers[0] as Server, env);
    await waitReady(servers[0] as Server);
    for (const server of servers.slice(1)) startServer(server, env);
    await Promise.all(servers.map((server) => waitReady(server)));
    const persons = await people(databaseUrl.href, servers[0] as Server);
    const acked: Acked[] = [];
    const rows: RoundRow[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const row: RoundRow = {
        round: String(round),
        killed: '',
        sent: 0,
        acknowledged: 0,
        refused: 0,
        unavailable: 0,
      };
      const until = Date.now() + BURST_MS;
      // Odd rounds kill one process, the first one (the host: it started first) in round 1; even rounds all.
      const victims = round % 2 === 0 ? servers : [servers[(round - 1) % servers.length] as Server];
      row.killed =
        victims.length === servers.length ? 'all' : `process ${servers.indexOf(victims[0] as Server) + 1}`;
      const killer = (async () => {
        await sleep(BURST_MS / 3);
        for (const victim of victims) kill(victim);
        await sleep(1_000);
        for (const victim of victims) startServer(victim, env);
      })();
      await burst(servers, persons, acked, row, until);
      await killer;
      await Promise.all(servers.map((server) => waitReady(server)));
      rows.push(row);
    }
    if (values.contracts) rows.push(await contractRound(servers, persons, env));
    for (const server of servers) kill(server);

    const orderProblems = await checkOrders(databaseUrl.href, acked);
    const contracts = await checkContracts(databaseUrl.href);
    const handle = openPostgres(databaseUrl.href);
    const audit = await auditLedger(handle.db);
    await handle.close();

    console.log(
      '\n| round | killed | orders sent | acknowledged | refused (4xx) | unavailable (503 or cut) |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.round} | ${row.killed} | ${row.sent} | ${row.acknowledged} | ${row.refused} | ${row.unavailable} |`,
      );
    }
    console.log(
      `\nacknowledged orders checked: ${new Set(acked.map((a) => a.orderId)).size}, problems: ${orderProblems.length}`,
    );
    for (const problem of orderProblems.slice(0, 20)) console.log(`  ${problem}`);
    console.log(`contracts due: ${contracts.due}, problems: ${contracts.problems.length}`);
    for (const problem of contracts.problems.slice(0, 20)) console.log(`  ${problem}`);
    console.log(auditReportText(audit));
    const unchecked = uncheckedRounds(rows, contracts.due);
    for (const problem of unchecked) console.log(`  ${problem}`);
    failed =
      orderProblems.length > 0 || contracts.problems.length > 0 || unchecked.length > 0 || !audit.clean;
    console.log(failed ? '\nCHAOS: FAILED' : '\nCHAOS: every check passed');
  } finally {
    for (const server of servers) kill(server);
    if (!values.keep) {
      await onAdminConnection(serverUrl.href, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
      );
    }
  }
  process.exit(failed ? 1 : 0);
}

await main();
