import { sql } from 'kysely';
import { columnLiteral } from '../../../platform/array-literal.ts';
import type { Db } from '../../../platform/db.ts';

export type NewTick = { symbol: string; price: string; quantity: string; time: number; source: string };
export type TickRow = NewTick & { id: string };

type RawTick = { id: string; symbol: string; price: string; quantity: string; time: Date; source: string };

const toTick = (row: RawTick): TickRow => ({
  id: row.id,
  symbol: row.symbol,
  price: row.price,
  quantity: row.quantity,
  time: row.time.getTime(),
  source: row.source,
});

/**
 * One multi-row insert per feed cycle. Returns the stored ticks with their ids in the order given:
 * PostgreSQL returns the rows of an INSERT ... VALUES in VALUES order, and the ids are ascending with it.
 */
export async function insertTicks(db: Db, ticks: readonly NewTick[]): Promise<TickRow[]> {
  if (ticks.length === 0) return [];
  const rows = await db
    .insertInto('ticks')
    .values(
      ticks.map((tick) => ({
        symbol: tick.symbol,
        price: tick.price,
        quantity: tick.quantity,
        time: new Date(tick.time),
        source: tick.source,
      })),
    )
    // bigint: text on both drivers (PGlite would read a JS number).
    .returning([sql<string>`id::text`.as('id')])
    .execute();
  return ticks.map((tick, index) => {
    const id = rows[index]?.id;
    if (id === undefined) throw new Error('tick insert returned fewer rows than it was given');
    return { ...tick, id };
  });
}

/** The newest tick of each symbol: one index probe per symbol, not a scan of two days of ticks. */
export async function latestTicks(db: Db, symbols: readonly string[]): Promise<TickRow[]> {
  if (symbols.length === 0) return [];
  const { rows } = await sql<RawTick>`
    SELECT t.id::text AS id, t.symbol, t.price, t.quantity, t.time, t.source
    FROM unnest(${[...symbols]}::text[]) AS s(symbol)
    CROSS JOIN LATERAL (
      SELECT * FROM ticks WHERE ticks.symbol = s.symbol ORDER BY ticks.time DESC, ticks.id DESC LIMIT 1
    ) t`.execute(db);
  return rows.map(toTick);
}

/** The tick in force at `time` for a symbol: the newest one at or before it (settlement evidence). */
export async function tickAtOrBefore(db: Db, symbol: string, time: number): Promise<TickRow | undefined> {
  const row = await db
    .selectFrom('ticks')
    .select([sql<string>`id::text`.as('id'), 'symbol', 'price', 'quantity', 'time', 'source'])
    .where('symbol', '=', symbol)
    .where('time', '<=', new Date(time))
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toTick(row) : undefined;
}

export async function tickById(db: Db, id: string): Promise<TickRow | undefined> {
  if (!/^\d{1,19}$/.test(id)) return undefined;
  const row = await db
    .selectFrom('ticks')
    .select([sql<string>`id::text`.as('id'), 'symbol', 'price', 'quantity', 'time', 'source'])
    .where(sql<boolean>`id = ${id}::bigint`)
    .executeTakeFirst();
  return row ? toTick(row) : undefined;
}

/**
 * Deletes ticks older than `before`, at most `batch` at a time so that a long-stopped server catching
 * up does not hold one huge delete; returns how many went.
 */
export async function pruneTicks(db: Db, before: number, batch = 50_000): Promise<number> {
  const result = await sql`
    DELETE FROM ticks WHERE id IN (
      SELECT id FROM ticks WHERE time < ${new Date(before)} ORDER BY time LIMIT ${batch}
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * Reclaims the space of pruned ticks (and, when asked, candles) and refreshes planner statistics.
 * PostgreSQL's autovacuum does this by itself; embedded PGlite runs no autovacuum worker, so its feed
 * leader calls this after pruning. Run often, each pass finds few dead rows and PostgreSQL skips the
 * index scans, so a pass stays in the milliseconds.
 */
export async function vacuumMarketTables(db: Db, options: { candles: boolean }): Promise<void> {
  await sql`VACUUM (ANALYZE) ticks`.execute(db);
  if (options.candles) await sql`VACUUM (ANALYZE) candles`.execute(db);
}

/**
 * Second-contract entry ticks, many at once: for each request the first tick of the symbol stamped after
 * `after` and at or before `until` (oldest first, ties by id), or undefined. One lateral index probe each.
 */
export async function firstTicksAfter(
  db: Db,
  requests: readonly { symbol: string; after: number; until: number }[],
): Promise<(TickRow | undefined)[]> {
  if (requests.length === 0) return [];
  const iso = (ms: number) => new Date(ms).toISOString();
  const { rows } = await sql<RawTick & { i: string }>`
    SELECT r.i::text AS i, t.id::text AS id, t.symbol, t.price, t.quantity, t.time, t.source
    FROM unnest(
      ${columnLiteral(requests, (r) => r.symbol)}::text[],
      ${columnLiteral(requests, (r) => iso(r.after))}::timestamptz[],
      ${columnLiteral(requests, (r) => iso(r.until))}::timestamptz[]
    ) WITH ORDINALITY AS r(symbol, after, until, i)
    CROSS JOIN LATERAL (
      SELECT * FROM ticks
      WHERE ticks.symbol = r.symbol AND ticks.time > r.after AND ticks.time <= r.until
      ORDER BY ticks.time, ticks.id LIMIT 1
    ) t`.execute(db);
  const found = new Map(rows.map((row) => [Number(row.i) - 1, toTick(row)]));
  return requests.map((_, index) => found.get(index));
}

/**
 * Second-contract exit ticks, many at once: for each request the tick in force at `at` (newest at or
 * before it) and whether any later tick of the symbol is stored (then no tick can still arrive before `at`).
 */
export async function ticksInForce(
  db: Db,
  requests: readonly { symbol: string; at: number }[],
): Promise<{ tick: TickRow | undefined; later: boolean }[]> {
  if (requests.length === 0) return [];
  const { rows } = await sql<Partial<RawTick> & { i: string; later: boolean }>`
    SELECT r.i::text AS i, t.id::text AS id, t.symbol, t.price, t.quantity, t.time, t.source,
      EXISTS (SELECT 1 FROM ticks l WHERE l.symbol = r.symbol AND l.time > r.at) AS later
    FROM unnest(
      ${columnLiteral(requests, (r) => r.symbol)}::text[],
      ${columnLiteral(requests, (r) => new Date(r.at).toISOString())}::timestamptz[]
    )
      WITH ORDINALITY AS r(symbol, at, i)
    LEFT JOIN LATERAL (
      SELECT * FROM ticks WHERE ticks.symbol = r.symbol AND ticks.time <= r.at
      ORDER BY ticks.time DESC, ticks.id DESC LIMIT 1
    ) t ON true`.execute(db);
  const found = new Map(
    rows.map((row) => {
      const { i, later, ...tick } = row;
      const complete = tick.id !== undefined && tick.id !== null && tick.time ? (tick as RawTick) : undefined;
      return [Number(i) - 1, { tick: complete ? toTick(complete) : undefined, later: Boolean(later) }];
    }),
  );
  return requests.map((_, index) => found.get(index) ?? { tick: undefined, later: false });
}
