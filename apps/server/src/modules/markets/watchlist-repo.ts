import type { Db } from '../../platform/db.ts';

/** The user's watched symbols (BASE/USDT), oldest first: the order they were added in. */
export async function watchedSymbols(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('watchlist')
    .select('symbol')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('symbol')
    .execute();
  return rows.map((row) => row.symbol);
}

/** Adding a watched symbol again keeps its first position. */
export async function addWatched(db: Db, userId: string, symbol: string, at: Date): Promise<void> {
  await db
    .insertInto('watchlist')
    .values({ user_id: userId, symbol, created_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'symbol']).doNothing())
    .execute();
}

export async function removeWatched(db: Db, userId: string, symbol: string): Promise<void> {
  await db.deleteFrom('watchlist').where('user_id', '=', userId).where('symbol', '=', symbol).execute();
}

export async function isWatched(db: Db, userId: string, symbol: string): Promise<boolean> {
  const row = await db
    .selectFrom('watchlist')
    .select('symbol')
    .where('user_id', '=', userId)
    .where('symbol', '=', symbol)
    .executeTakeFirst();
  return row !== undefined;
}
