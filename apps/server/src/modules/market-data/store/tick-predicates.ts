import { type RawBuilder, sql } from 'kysely';

/**
 * "Is a tick of `symbol` stored in (after, until]?" as a condition another module's query can carry
 * (`until` omitted: any time after). Second contracts claim their orders with it: locking the orders
 * (FOR UPDATE SKIP LOCKED, LIMIT) and judging the evidence must be one statement, or two workers could
 * claim on evidence the other one has already acted on. The ticks table stays market-data's: callers pass
 * their own columns and never name it.
 */
export function tickStoredBetween(
  symbol: RawBuilder<string>,
  after: RawBuilder<Date>,
  until?: RawBuilder<Date>,
): RawBuilder<boolean> {
  const upper = until ? sql`AND t.time <= ${until}` : sql``;
  return sql<boolean>`EXISTS (SELECT 1 FROM ticks t WHERE t.symbol = ${symbol} AND t.time > ${after} ${upper})`;
}
