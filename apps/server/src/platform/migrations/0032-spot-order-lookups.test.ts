import { type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useBlankDatabase } from '../../../test/blank-database.ts';
import { backends } from '../../../test/test-database.ts';
import type { Db } from '../db.ts';
import { migrateUpTo } from '../migrate.ts';

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
};

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(db: Db, query: RawBuilder<unknown>): Promise<PlanNode[]> {
  const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>`
    EXPLAIN (ANALYZE, FORMAT JSON) ${query}`.execute(db);
  const output = rows[0]?.['QUERY PLAN'];
  const parsed = typeof output === 'string' ? (JSON.parse(output) as [{ Plan: PlanNode }]) : output;
  if (!parsed) throw new Error('no plan');
  return nodesOf(parsed[0].Plan);
}

/** 4,000 orders of two people on two symbols, every status, as years of trading leave them. */
async function manyOrders(db: Db): Promise<void> {
  for (const id of ['u1', 'u2']) {
    await sql`INSERT INTO users (id, uid, account, email, password_hash, nickname, invitation_code,
        created_at, updated_at)
      VALUES (${id}, ${id === 'u1' ? '100001' : '100002'}, ${id}, ${`${id}@example.com`}, 'x', ${id},
        ${id === 'u1' ? 'INV001' : 'INV002'}, now(), now())`.execute(db);
  }
  await sql`INSERT INTO spot_orders (id, user_id, symbol, side, type, price, quantity, frozen_currency,
      frozen_remaining, status, open, engine_sequence, created_at, updated_at, maker_fee_rate, taker_fee_rate)
    SELECT 'o' || n, CASE WHEN n % 2 = 0 THEN 'u1' ELSE 'u2' END,
      CASE WHEN n % 3 = 0 THEN 'ETH/USDT' ELSE 'BTC/USDT' END, 'buy', 'limit', 100, 1, 'USDT',
      CASE WHEN n % 10 = 0 THEN 100 ELSE 0 END,
      (ARRAY['filled', 'cancelled', 'partially_filled', 'pending'])[1 + n % 4],
      n % 10 = 0, n, timestamptz '2026-01-01' + n * interval '1 minute', now(), 0.001, 0.001
    FROM generate_series(1, 4000) AS n`.execute(db);
  await sql`ANALYZE spot_orders`.execute(db);
}

const highestSequence = sql`SELECT max(engine_sequence) FROM spot_orders WHERE symbol = 'BTC/USDT'`;
const ordersPage = sql`SELECT * FROM spot_orders WHERE user_id = 'u1' AND open = false
  ORDER BY created_at DESC, engine_sequence DESC OFFSET 20 LIMIT 20`;

describe.each(backends)('migration 0032, spot order lookups ($name)', (backend) => {
  const blankDb = useBlankDatabase(backend);

  it("answers a symbol's highest sequence and a page of a person's orders without reading the rest", async () => {
    const db = blankDb();
    await migrateUpTo(db, '0031-mail-failure-causes');
    await manyOrders(db);
    // Before: every BTC/USDT order (2,667) is read for its highest sequence.
    const before = await planOf(db, highestSequence);
    expect(Math.max(...before.map((node) => node['Actual Rows']))).toBeGreaterThan(2000);

    await migrateUpTo(db, '0032-spot-order-lookups');
    await sql`ANALYZE spot_orders`.execute(db);

    const highest = await planOf(db, highestSequence);
    const probe = highest.find((node) => node['Index Name'] === 'spot_orders_symbol_sequence_idx');
    expect(probe).toMatchObject({ 'Scan Direction': 'Backward', 'Actual Rows': 1 });
    const page = await planOf(db, ordersPage);
    expect(page.map((node) => node['Node Type'])).not.toContain('Sort');
    const scan = page.find((node) => node['Index Name'] === 'spot_orders_user_open_idx');
    expect(scan?.['Actual Rows']).toBe(40);
    const { rows } = await sql<{ max: string }>`SELECT max(engine_sequence)::text AS max FROM spot_orders
      WHERE symbol = 'BTC/USDT'`.execute(db);
    expect(rows[0]?.max).toBe('4000');
  });
});
