import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useBlankDatabase } from '../../../test/blank-database.ts';
import { backends } from '../../../test/test-database.ts';
import type { Db } from '../db.ts';
import { migrateUpTo } from '../migrate.ts';

const AT = '2026-01-05T12:00:00Z';

/** An open limit order as spot wrote it before 0026: no rates of its own. */
async function legacyOrder(
  db: Db,
  order: { id: string; symbol: string; side: 'buy' | 'sell'; open?: boolean; frozen: string },
): Promise<void> {
  const open = order.open ?? true;
  await sql`INSERT INTO spot_orders (id, user_id, symbol, side, type, price, quantity, frozen_currency,
      frozen_remaining, status, open, engine_sequence, created_at, updated_at)
    VALUES (${order.id}, 'u1', ${order.symbol}, ${order.side}, 'limit', 100, 2,
      ${order.side === 'buy' ? 'USDT' : order.symbol.split('/')[0]}, ${order.frozen},
      ${open ? 'pending' : 'cancelled'}, ${open}, 1, ${AT}, ${AT})`.execute(db);
}

async function ratesOf(db: Db, id: string): Promise<(string | null)[]> {
  const { rows } = await sql<{ maker: string | null; taker: string | null }>`
    SELECT trim_scale(maker_fee_rate)::text AS maker, trim_scale(taker_fee_rate)::text AS taker
    FROM spot_orders WHERE id = ${id}`.execute(db);
  return [rows[0]?.maker ?? null, rows[0]?.taker ?? null];
}

describe.each(backends)('migration 0026, spot order fee rates ($name)', (backend) => {
  const blankDb = useBlankDatabase(backend);

  it('gives the open orders of a pair without an instruments row rates of 0, and still starts', async () => {
    const db = blankDb();
    await migrateUpTo(db, '0025-recharge-proof-index');
    await sql`INSERT INTO users (id, uid, account, email, password_hash, nickname, invitation_code,
        created_at, updated_at)
      VALUES ('u1', '100001', 'alice', 'alice@example.com', 'x', 'alice', 'INV001', ${AT}, ${AT})`.execute(
      db,
    );
    await sql`INSERT INTO instruments (symbol, base, name, category_id, status, price_precision,
        quantity_precision, tick_size, min_quantity, min_notional, maker_fee_rate, taker_fee_rate, calendar,
        quoted_in_usd, reference_price, sort_order, created_at, updated_at)
      VALUES ('BTC/USDT', 'BTC', 'Bitcoin', 'crypto', 'active', 2, 5, 0.01, 0.00001, 5, 0.002, 0.003,
        'always', false, 96000, 1, ${AT}, ${AT})`.execute(db);
    await legacyOrder(db, { id: 'listed-sell', symbol: 'BTC/USDT', side: 'sell', frozen: '2' });
    // A pair that lost its instruments row (delisted from the catalog) while orders rested on it.
    await legacyOrder(db, { id: 'orphan-buy', symbol: 'OLD/USDT', side: 'buy', frozen: '200.2' });
    await legacyOrder(db, { id: 'orphan-sell', symbol: 'OLD/USDT', side: 'sell', frozen: '2' });
    await legacyOrder(db, { id: 'orphan-closed', symbol: 'OLD/USDT', side: 'buy', open: false, frozen: '0' });

    await migrateUpTo(db, '0026-spot-order-fee-rates');

    expect(await ratesOf(db, 'listed-sell')).toEqual(['0.002', '0.003']);
    expect(await ratesOf(db, 'orphan-buy')).toEqual(['0', '0']);
    expect(await ratesOf(db, 'orphan-sell')).toEqual(['0', '0']);
    expect(await ratesOf(db, 'orphan-closed')).toEqual([null, null]);
  });
});
