import { type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import type { Db } from '../../platform/db.ts';
import { claimActionablePendingOrders, claimSettleableOrders } from './repo.ts';

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

describe.each(backends)('second-contract claims walk their index in order ($name)', (backend) => {
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

  it('leaves bitmap and sequential scans to the rest of the transaction as they were', async () => {
    await f.db.transaction().execute(async (trx) => {
      await claimSettleableOrders(trx, new Date(NOW), GRACE_MS, LIMIT);
      const { rows } = await sql<{ bitmap: string; seq: string }>`
        SELECT current_setting('enable_bitmapscan') AS bitmap, current_setting('enable_seqscan') AS seq`.execute(
        trx,
      );
      expect(rows[0]).toEqual({ bitmap: 'on', seq: 'on' });
    });
  });
});
