import type { KlineInterval } from '@halcyon/api';
import { sql } from 'kysely';
import { columnLiteral } from '../../../platform/array-literal.ts';
import type { Db } from '../../../platform/db.ts';
import type { PackedMinute } from '../history/rolling-window.ts';

/** A stored candle; prices and volumes are the NUMERIC text the drivers return. */
export type CandleRow = {
  symbol: string;
  interval: KlineInterval;
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  quoteVolume: string;
};

type RawCandle = {
  symbol: string;
  interval: KlineInterval;
  open_time: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  quote_volume: string;
};

const toCandle = (row: RawCandle): CandleRow => ({
  symbol: row.symbol,
  interval: row.interval,
  openTime: row.open_time.getTime(),
  open: row.open,
  high: row.high,
  low: row.low,
  close: row.close,
  volume: row.volume,
  quoteVolume: row.quote_volume,
});

const COLUMNS = [
  'symbol',
  'interval',
  'open_time',
  'open',
  'high',
  'low',
  'close',
  'volume',
  'quote_volume',
] as const;

/**
 * Writes the candles a feed cycle changed. The leader's builder holds each candle's complete state, so
 * the stored row is replaced, not merged.
 */
export async function upsertCandles(db: Db, candles: readonly CandleRow[]): Promise<void> {
  if (candles.length === 0) return;
  await db
    .insertInto('candles')
    .values(
      candles.map((c) => ({
        symbol: c.symbol,
        interval: c.interval,
        open_time: new Date(c.openTime),
        open: c.open,
        high: c.high,
        low: c.low,
        close: c.close,
        volume: c.volume,
        quote_volume: c.quoteVolume,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['symbol', 'interval', 'open_time']).doUpdateSet((eb) => ({
        open: eb.ref('excluded.open'),
        high: eb.ref('excluded.high'),
        low: eb.ref('excluded.low'),
        close: eb.ref('excluded.close'),
        volume: eb.ref('excluded.volume'),
        quote_volume: eb.ref('excluded.quote_volume'),
      })),
    )
    .execute();
}

/**
 * Generated history in bulk: one statement per chunk with nine array parameters (unnest), which both
 * drivers send as nine values instead of nine per row. A candle already stored for the same slot (the
 * partly filled hour or day where history meets what is already there) is merged: it keeps its open,
 * takes the later close and adds the volumes, because the new rows always come after the stored ones.
 */
export async function mergeCandlesBulk(db: Db, candles: readonly CandleRow[]): Promise<void> {
  if (candles.length === 0) return;
  const column = (pick: (c: CandleRow) => string | null) => columnLiteral(candles, pick);
  // Open times travel as epoch-ms integers and become timestamps in SQL, exactly and without a Date per row.
  await sql`
    INSERT INTO candles (${sql.join(COLUMNS.map((c) => sql.ref(c)))})
    SELECT symbol, "interval", timestamptz 'epoch' + open_ms * interval '1 millisecond',
      open, high, low, close, volume, quote_volume
    FROM unnest(
      ${column((c) => c.symbol)}::text[],
      ${column((c) => c.interval)}::text[],
      ${column((c) => String(c.openTime))}::bigint[],
      ${column((c) => c.open)}::numeric[],
      ${column((c) => c.high)}::numeric[],
      ${column((c) => c.low)}::numeric[],
      ${column((c) => c.close)}::numeric[],
      ${column((c) => c.volume)}::numeric[],
      ${column((c) => c.quoteVolume)}::numeric[]
    ) AS r(symbol, "interval", open_ms, open, high, low, close, volume, quote_volume)
    ON CONFLICT (symbol, "interval", open_time) DO UPDATE SET
      high = GREATEST(candles.high, excluded.high),
      low = LEAST(candles.low, excluded.low),
      close = excluded.close,
      volume = candles.volume + excluded.volume,
      quote_volume = candles.quote_volume + excluded.quote_volume`.execute(db);
}

/** The newest candle of each symbol and interval (one backward index probe each). */
export async function latestCandles(
  db: Db,
  symbols: readonly string[],
  intervals: readonly KlineInterval[],
): Promise<CandleRow[]> {
  if (symbols.length === 0 || intervals.length === 0) return [];
  const { rows } = await sql<RawCandle>`
    SELECT c.* FROM unnest(${[...symbols]}::text[]) AS s(symbol)
    CROSS JOIN unnest(${[...intervals]}::text[]) AS i(name)
    CROSS JOIN LATERAL (
      SELECT * FROM candles
      WHERE candles.symbol = s.symbol AND candles."interval" = i.name
      ORDER BY candles.open_time DESC LIMIT 1
    ) c`.execute(db);
  return rows.map(toCandle);
}

/** A symbol's stored 1m candles, oldest first, as the rolling window holds them (history/rolling-window.ts). */
export type SymbolMinutes = { symbol: string; minutes: PackedMinute[] };

/**
 * Each symbol's 1m candles of the `spanMs` ending with its newest one: the last day for a market that is
 * trading, the last trading day for one that is closed (its rolling 24 h figures stay those of its last day).
 * Packed by the database ('open high low close volume quoteVolume', trailing zeros trimmed) into ONE text
 * per symbol, 'openTime packed' minutes joined by commas: a day of every pair is about 56,000 minutes, and
 * as a row each (a timestamp and six NUMERICs at first, then a packed text) reading them through PGlite
 * took 2.3 s of an 11 s second start on a slow machine; as 47 texts, 1.2 to 1.5 s there.
 */
export async function recentMinuteCandles(
  db: Db,
  symbols: readonly string[],
  spanMs: number,
): Promise<SymbolMinutes[]> {
  if (symbols.length === 0) return [];
  const { rows } = await sql<{ symbol: string; minutes: string | null }>`
    SELECT s.symbol, (
      SELECT string_agg(
        concat_ws(' ', (extract(epoch FROM c.open_time) * 1000)::bigint, trim_scale(c.open), trim_scale(c.high),
          trim_scale(c.low), trim_scale(c.close), trim_scale(c.volume), trim_scale(c.quote_volume)),
        ',' ORDER BY c.open_time)
      FROM candles c
      WHERE c.symbol = s.symbol AND c."interval" = '1m'
        AND c.open_time > newest.open_time - ${spanMs} * interval '1 millisecond'
    ) AS minutes
    FROM unnest(${[...symbols]}::text[]) AS s(symbol)
    CROSS JOIN LATERAL (
      SELECT open_time FROM candles
      WHERE candles.symbol = s.symbol AND candles."interval" = '1m'
      ORDER BY open_time DESC LIMIT 1
    ) newest
    ORDER BY s.symbol`.execute(db);
  return rows.map(({ symbol, minutes }) => ({
    symbol,
    minutes: minutes?.split(',').map(unjoinMinute) ?? [],
  }));
}

/** 'openTime open high low close volume quoteVolume' as the window's packed minute. */
function unjoinMinute(joined: string): PackedMinute {
  const cut = joined.indexOf(' ');
  return { openTime: Number(joined.slice(0, cut)), packed: joined.slice(cut + 1) };
}

/** The newest `limit` candles opening before `before` (when given), returned oldest first. */
export async function candlePage(
  db: Db,
  symbol: string,
  interval: KlineInterval,
  limit: number,
  before?: number,
): Promise<CandleRow[]> {
  let query = db
    .selectFrom('candles')
    .selectAll()
    .where('symbol', '=', symbol)
    .where('interval', '=', interval);
  if (before !== undefined) query = query.where('open_time', '<', new Date(before));
  const rows = await query.orderBy('open_time', 'desc').limit(limit).execute();
  return rows.reverse().map(toCandle);
}

export type CandleAggregate = {
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  quoteVolume: string;
  openTime: number;
  closeTime: number;
};

/** Open, high, low, close and volumes over the candles opening in [from, to); undefined when there are none. */
export async function aggregateCandles(
  db: Db,
  symbol: string,
  interval: KlineInterval,
  from: number,
  to: number,
): Promise<CandleAggregate | undefined> {
  const { rows } = await sql<{
    open: string | null;
    high: string | null;
    low: string | null;
    close: string | null;
    volume: string | null;
    quote_volume: string | null;
    first_time: Date | null;
    last_time: Date | null;
  }>`
    SELECT
      (array_agg(open ORDER BY open_time ASC))[1] AS open,
      max(high) AS high,
      min(low) AS low,
      (array_agg(close ORDER BY open_time DESC))[1] AS close,
      sum(volume) AS volume,
      sum(quote_volume) AS quote_volume,
      min(open_time) AS first_time,
      max(open_time) AS last_time
    FROM candles
    WHERE symbol = ${symbol} AND "interval" = ${interval}
      AND open_time >= ${new Date(from)} AND open_time < ${new Date(to)}`.execute(db);
  const row = rows[0];
  if (!row?.open || !row.high || !row.low || !row.close || !row.first_time || !row.last_time)
    return undefined;
  return {
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
    volume: row.volume ?? '0',
    quoteVolume: row.quote_volume ?? '0',
    openTime: row.first_time.getTime(),
    closeTime: row.last_time.getTime(),
  };
}

/** Drops candles of an interval opening before `before` (1m is kept a week, not forever). */
export async function pruneCandles(db: Db, interval: KlineInterval, before: number): Promise<number> {
  const result = await db
    .deleteFrom('candles')
    .where('interval', '=', interval)
    .where('open_time', '<', new Date(before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
