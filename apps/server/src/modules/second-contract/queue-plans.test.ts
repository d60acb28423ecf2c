import { type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import type { Db } from '../../platform/db.ts';
import { claimActionablePendingOrders, claimSettleableOrders, completeOrders, startOrders } from './repo.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const GRACE_MS = 1_000;
const ORDERS = 1_500;
const LIMIT = 100;

/** Rows of contract_orders this transaction has read so far, through any index or a sequential scan. */
async function rowsRead(trx: Db): Promise<number> {
  const { rows } = await sql<{ read: string }>`
    SELECT (coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0))::text AS read
    FROM pg_stat_xact_user_tables WHERE relname = 'contract_orders'`.execute(trx);
  return Number(rows[0]?.read ?? 0);
}

/** Statistics taken when a burst had begun: few dozen orders, few enough to read them all and sort. */
const SEEN_BY_ANALYZE = 75;

/**
 * 1,500 pending orders of three people, each past its entry window, in no order of insertion: a burst
 * just opened. Autovacuum analysed the table after its first few dozen, so the statistics count those.
 */
async function burst(db: Db, users: readonly string[]): Promise<void> {
  const at = sql`${new Date(NOW - 60_000)}::timestamptz`;
  const open = (from: number, to: number) => sql`INSERT INTO contract_orders (id, order_no, user_id, symbol,
      period, direction, amount, currency, payout_rate, status, created_at, expire_at)
    SELECT 'c' || n, 'N' || lpad(n::text, 5, '0'), (${users as string[]}::text[])[1 + n % 3], 'BTC/USDT', 30,
      'up', 10, 'USDT', 0.8, 'pending', ${at}, ${at} + (n * 7919 % ${ORDERS}) * interval '1 ms'
    FROM generate_series(${from}::int, ${to}::int) AS n`;
  await open(1, SEEN_BY_ANALYZE).execute(db);
  await sql`ANALYZE contract_orders`.execute(db);
  await open(SEEN_BY_ANALYZE + 1, ORDERS).execute(db);
}

/** The burst started at its entry tick and ended: every order running, past its end; analysed likewise. */
async function started(db: Db): Promise<void> {
  const start = (where: RawBuilder<unknown>) => sql`UPDATE contract_orders SET status = 'running',
    start_at = created_at, end_at = expire_at, entry_tick_id = 't1', entry_price = 96000,
    entry_time = created_at, entry_source = 'test'
    WHERE status = 'pending' AND ${where}`;
  await start(sql`id IN (SELECT id FROM contract_orders ORDER BY id LIMIT ${SEEN_BY_ANALYZE})`).execute(db);
  await sql`ANALYZE contract_orders`.execute(db);
  await start(sql`true`).execute(db);
}

describe.each(backends)('second-contract queue statements read what they touch ($name)', (backend) => {
  const f = useLedgerDatabase(backend);
  const people = async () => [await f.newUser(), await f.newUser(), await f.newUser()];

  it('a claim of 100 running orders among 1,500 reads about 100, the first by (end, user)', async () => {
    const users = await people();
    await burst(f.db, users);
    await started(f.db);
    const expected = await f.db
      .selectFrom('contract_orders')
      .select('id')
      .orderBy('end_at')
      .orderBy('user_id')
      .limit(LIMIT)
      .execute();
    await f.db.transaction().execute(async (trx) => {
      const before = await rowsRead(trx);
      const claimed = await claimSettleableOrders(trx, new Date(NOW), GRACE_MS, LIMIT);
      expect(claimed.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      expect((await rowsRead(trx)) - before).toBeLessThan(2 * LIMIT);
    });
  });

  it('a claim of 100 pending orders among 1,500 reads about 100, the first by window end', async () => {
    const users = await people();
    await burst(f.db, users);
    await f.db.transaction().execute(async (trx) => {
      const before = await rowsRead(trx);
      const claimed = await claimActionablePendingOrders(trx, new Date(NOW), GRACE_MS, LIMIT);
      const ends = claimed.map((row) => row.expire_at.getTime());
      expect(ends).toHaveLength(LIMIT);
      expect(ends).toEqual([...ends].sort((a, b) => a - b));
      expect(Math.max(...ends)).toBe(NOW - 60_000 + LIMIT - 1);
      expect((await rowsRead(trx)) - before).toBeLessThan(2 * LIMIT);
    });
  });

  /** A batch's orders: a fifth of the burst, by id (as a batch names the orders it moves). */
  const BATCH = 300;
  const batchIds = async () =>
    (await f.db.selectFrom('contract_orders').select('id').orderBy('id').limit(BATCH).execute()).map(
      (row) => row.id,
    );
  const tick = { id: 't2', price: '96000.5', time: NOW - 30_000, source: 'test' };

  it('starting 300 of 1,500 pending orders by id reads about 300, and only pending ones move', async () => {
    await burst(f.db, await people());
    const ids = await batchIds();
    const [already] = ids;
    await sql`UPDATE contract_orders SET status = 'expired', result = 'expired' WHERE id = ${already}`.execute(
      f.db,
    );
    await f.db.transaction().execute(async (trx) => {
      const before = await rowsRead(trx);
      const rows = await startOrders(
        trx,
        ids.map((id) => ({ id, tick, endAt: NOW })),
      );
      expect(rows.map((row) => row.id).sort()).toEqual(ids.filter((id) => id !== already));
      expect(rows.every((row) => row.status === 'running' && row.entry_tick_id === 't2')).toBe(true);
      expect((await rowsRead(trx)) - before).toBeLessThan(2 * BATCH);
    });
  });

  it('completing 300 of 1,500 running orders by id reads about 300, and only running ones move', async () => {
    await burst(f.db, await people());
    await started(f.db);
    const ids = await batchIds();
    const [already] = ids;
    await sql`UPDATE contract_orders SET status = 'expired', result = 'expired' WHERE id = ${already}`.execute(
      f.db,
    );
    const settlements = ids.map((id) => ({
      id,
      result: 'loss' as const,
      exit: tick,
      payout: '0',
      netAmount: '-10',
    }));
    await f.db.transaction().execute(async (trx) => {
      const before = await rowsRead(trx);
      const completed = await completeOrders(trx, settlements, new Date(NOW));
      expect(completed.sort()).toEqual(ids.filter((id) => id !== already));
      expect((await rowsRead(trx)) - before).toBeLessThan(2 * BATCH);
    });
  });

  it('leaves the planner settings to the rest of the transaction as they were', async () => {
    await f.db.transaction().execute(async (trx) => {
      await claimSettleableOrders(trx, new Date(NOW), GRACE_MS, LIMIT);
      await completeOrders(
        trx,
        [{ id: 'none', result: 'draw', exit: tick, payout: '10', netAmount: '0' }],
        new Date(NOW),
      );
      const { rows } = await sql<{ setting: string }>`
        SELECT name || '=' || setting AS setting FROM pg_settings
        WHERE name IN ('enable_bitmapscan', 'enable_seqscan', 'enable_hashjoin', 'enable_mergejoin')
        ORDER BY name`.execute(trx);
      expect(rows.map((row) => row.setting)).toEqual([
        'enable_bitmapscan=on',
        'enable_hashjoin=on',
        'enable_mergejoin=on',
        'enable_seqscan=on',
      ]);
    });
  });
});
