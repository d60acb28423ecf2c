import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { SwapOrderTable, SwapQuoteTable } from '../../platform/db-schema-swap.ts';

export type SwapQuoteRow = Selectable<SwapQuoteTable>;
export type SwapOrderRow = Selectable<SwapOrderTable>;

export async function insertQuote(db: Db, row: SwapQuoteRow): Promise<void> {
  await db.insertInto('swap_quotes').values(row).execute();
}

/**
 * The caller's quote, locked until the transaction ends: two executions of one quote queue here, and the
 * second sees the first one's `used_at`. Another user's quote is not found.
 */
export async function lockQuote(trx: Db, quoteId: string, userId: string): Promise<SwapQuoteRow | undefined> {
  return trx
    .selectFrom('swap_quotes')
    .selectAll()
    .where('id', '=', quoteId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markQuoteUsed(trx: Db, quoteId: string, at: Date): Promise<void> {
  await trx.updateTable('swap_quotes').set({ used_at: at }).where('id', '=', quoteId).execute();
}

export async function insertOrder(trx: Db, row: SwapOrderRow): Promise<void> {
  await trx.insertInto('swap_orders').values(row).execute();
}

export async function findOrderByQuote(db: Db, quoteId: string): Promise<SwapOrderRow | undefined> {
  return db.selectFrom('swap_orders').selectAll().where('quote_id', '=', quoteId).executeTakeFirst();
}

/** Newest first. */
export async function listOrders(
  db: Db,
  query: { userId: string; limit: number; offset: number },
): Promise<{ rows: SwapOrderRow[]; total: number }> {
  const rows = await db
    .selectFrom('swap_orders')
    .selectAll()
    .where('user_id', '=', query.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const count = await db
    .selectFrom('swap_orders')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('user_id', '=', query.userId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}
