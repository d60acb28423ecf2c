import type { SpotOrder } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { IdempotencyClaim } from '../../platform/idempotency.ts';
import { toSpotOrder } from './order-record.ts';
import type { OrderOutcome } from './order-replays.ts';
import { findOrder, listUserOpenOrderIds } from './order-repo.ts';
import type { SpotBooks } from './spot-books.ts';
import { claimKey, storeAnswer, storedAnswer } from './spot-idempotency.ts';
import type { SpotWriter } from './spot-writer.ts';

type Deps = { db: Db; clock: Clock; books: SpotBooks; writer: SpotWriter };

/** Cancelling a person's open orders, one or all (of a pair): what they froze is released in the writer. */
export function createOrderCancels({ db, clock, books, writer }: Deps) {
  async function cancel(
    userId: string,
    orderId: string,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome> {
    const replay = await storedAnswer<SpotOrder>(db, clock, claim);
    if (replay) return { order: replay, replayed: true };
    const stored = await findOrder(db, orderId);
    // Another user's order is indistinguishable from one that does not exist.
    if (!stored || stored.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    if (!stored.open) throw new AppError('ORDER_NOT_OPEN');
    const desk = books.deskOf(stored.symbol);
    return writer.inWriter(desk, async (context) => {
      const record = desk.orders.get(orderId);
      if (!record) throw new AppError('ORDER_NOT_OPEN');
      return desk.execute<OrderOutcome>(context, {
        before: async ({ trx }) => {
          const earlier = await claimKey<SpotOrder>(trx, clock, claim);
          return earlier && { order: earlier.replay, replayed: true };
        },
        taker: null,
        commands: () => desk.cancelCommands([orderId], userId),
        answer: async (trx) => {
          const value = toSpotOrder(record);
          await storeAnswer(trx, claim, value);
          return { order: value, replayed: false };
        },
      });
    });
  }

  async function cancelAll(
    userId: string,
    request: { symbol?: string | undefined },
  ): Promise<{ cancelled: number }> {
    const symbol = request.symbol === undefined ? undefined : books.instrumentOf(request.symbol).symbol;
    const open = await listUserOpenOrderIds(db, userId, symbol);
    const bySymbol = new Map<string, string[]>();
    for (const row of open) bySymbol.set(row.symbol, [...(bySymbol.get(row.symbol) ?? []), row.id]);
    let cancelled = 0;
    for (const [pair, ids] of bySymbol) {
      const desk = books.deskOf(pair);
      cancelled += await writer.inWriter(desk, async (context) => {
        const still = ids.filter((id) => desk.orders.has(id));
        if (still.length === 0) return { value: 0, effects: null };
        return desk.execute<number>(context, {
          taker: null,
          commands: () => desk.cancelCommands(still, userId),
          answer: async () => still.length,
        });
      });
    }
    return { cancelled };
  }

  return { cancel, cancelAll };
}
