import type { MyTrade, OrderSide, PublicTrade } from '@halcyon/api';
import { type RawBuilder, sql } from 'kysely';
import { columnLiteral } from '../../platform/array-literal.ts';
import type { Db } from '../../platform/db.ts';
import type { SpotTradeTable } from '../../platform/db-schema-spot.ts';
import { formatAmount, Money } from '../ledger/index.ts';
import { QUOTE_CURRENCY } from './pair-units.ts';

export type TradeRow = SpotTradeTable;

/** A batch's trades as one INSERT (columns as arrays): a companion of the batch's ledger statement. */
export function insertTradesSql(rows: readonly TradeRow[]): RawBuilder<unknown> {
  const column = (pick: (row: TradeRow) => string | null) => columnLiteral(rows, pick);
  return sql`
    INSERT INTO spot_trades (id, symbol, price, quantity, taker_side, maker_order_id, taker_order_id,
      maker_is_house, taker_is_house, maker_user_id, taker_user_id, maker_fee, taker_fee, sequence, created_at)
    SELECT * FROM unnest(
      ${column((t) => t.id)}::text[], ${column((t) => t.symbol)}::text[],
      ${column((t) => t.price)}::numeric[], ${column((t) => t.quantity)}::numeric[],
      ${column((t) => t.taker_side)}::text[], ${column((t) => t.maker_order_id)}::text[],
      ${column((t) => t.taker_order_id)}::text[], ${column((t) => String(t.maker_is_house))}::boolean[],
      ${column((t) => String(t.taker_is_house))}::boolean[], ${column((t) => t.maker_user_id)}::text[],
      ${column((t) => t.taker_user_id)}::text[], ${column((t) => t.maker_fee)}::numeric[],
      ${column((t) => t.taker_fee)}::numeric[], ${column((t) => String(t.sequence))}::bigint[],
      ${column((t) => t.created_at.toISOString())}::timestamptz[]
    )
    RETURNING 1`;
}

export async function maxTradeSequence(db: Db, symbol: string): Promise<number> {
  const row = await db
    .selectFrom('spot_trades')
    .select((eb) => eb.fn.max('sequence').as('max'))
    .where('symbol', '=', symbol)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

export function toPublicTrade(row: TradeRow): PublicTrade {
  return {
    tradeId: row.id,
    symbol: row.symbol,
    price: formatAmount(row.price),
    quantity: formatAmount(row.quantity),
    takerSide: row.taker_side,
    time: row.created_at.getTime(),
  };
}

/** Newest first. */
export async function recentTrades(db: Db, symbol: string, limit: number): Promise<PublicTrade[]> {
  const rows = await db
    .selectFrom('spot_trades')
    .selectAll()
    .where('symbol', '=', symbol)
    .orderBy('sequence', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPublicTrade);
}

const opposite = (side: OrderSide): OrderSide => (side === 'buy' ? 'sell' : 'buy');

/** The user's fills, newest first; a user is never both sides of one trade (self-trade prevention). */
export async function pageUserTrades(
  db: Db,
  query: { userId: string; symbol?: string; offset: number; limit: number },
): Promise<{ trades: MyTrade[]; total: number }> {
  let base = db
    .selectFrom('spot_trades')
    .where((eb) => eb.or([eb('maker_user_id', '=', query.userId), eb('taker_user_id', '=', query.userId)]));
  if (query.symbol !== undefined) base = base.where('symbol', '=', query.symbol);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('sequence', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
  ]);
  const trades = rows.map((row): MyTrade => {
    const maker = row.maker_user_id === query.userId;
    return {
      tradeId: row.id,
      orderId: (maker ? row.maker_order_id : row.taker_order_id) ?? '',
      symbol: row.symbol,
      side: maker ? opposite(row.taker_side) : row.taker_side,
      role: maker ? 'maker' : 'taker',
      price: formatAmount(row.price),
      quantity: formatAmount(row.quantity),
      total: formatAmount(new Money(row.price).mul(row.quantity)),
      fee: formatAmount(maker ? row.maker_fee : row.taker_fee),
      feeCurrency: QUOTE_CURRENCY,
      time: row.created_at.getTime(),
    };
  });
  return { trades, total: Number(count?.total ?? 0) };
}
