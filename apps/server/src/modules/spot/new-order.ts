import type { Command } from '@halcyon/engine';
import type { Clock } from '../../platform/clock.ts';
import type { IdempotencyClaim } from '../../platform/idempotency.ts';
import { newId } from '../../platform/ids.ts';
import { Money } from '../ledger/index.ts';
import type { JobContext } from './batch-writer.ts';
import { type OrderRecord, toSpotOrder } from './order-record.ts';
import type { OrderOutcome, OrderReplays } from './order-replays.ts';
import type { FeeRates } from './pair-units.ts';
import { storeAnswer } from './spot-idempotency.ts';
import type { SymbolDesk } from './symbol-desk.ts';

/** What a new order freezes: the quote (with the fee) for a buy, the base for a sell. */
export type Freeze = { currency: string; amount: Money };

/** A new order's record and its way through the writer: freeze, claim the key, match, answer. */
export function createNewOrders({ clock, replays }: { clock: Clock; replays: OrderReplays }) {
  function newOrder(input: {
    userId: string;
    symbol: string;
    side: OrderRecord['side'];
    type: OrderRecord['type'];
    clientOrderId: string | undefined;
    price: Money | null;
    quantity: Money | null;
    quoteAmount: Money | null;
    freeze: Freeze;
    /** The pair's rates as the order was checked: also what its freeze was computed from. */
    feeRates: FeeRates;
  }): OrderRecord {
    const now = clock.now();
    return {
      id: newId(),
      userId: input.userId,
      clientOrderId: input.clientOrderId ?? null,
      symbol: input.symbol,
      side: input.side,
      type: input.type,
      price: input.price,
      quantity: input.quantity,
      quoteAmount: input.quoteAmount,
      filledQuantity: new Money(0),
      filledQuote: new Money(0),
      fee: new Money(0),
      frozenCurrency: input.freeze.currency,
      frozenRemaining: input.freeze.amount,
      feeRates: input.feeRates,
      status: 'pending',
      open: false,
      engineSequence: 0,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Freeze, match and settle one new order inside the writer. */
  function submit(
    context: JobContext,
    desk: SymbolDesk,
    order: OrderRecord,
    claim: IdempotencyClaim | null,
    command: () => Command[],
  ) {
    return desk.execute<OrderOutcome>(context, {
      taker: {
        order,
        reserve: async (context) => {
          const freeze = await context.reserve({
            userId: order.userId,
            currency: order.frozenCurrency,
            amount: order.frozenRemaining,
            orderId: order.id,
          });
          await replays.claimBeforeMatch(context.trx, claim);
          return freeze;
        },
      },
      commands: command,
      answer: async (trx) => {
        const value = toSpotOrder(order);
        await storeAnswer(trx, claim, value);
        return { order: value, replayed: false };
      },
    });
  }

  return { newOrder, submit };
}

export type NewOrders = ReturnType<typeof createNewOrders>;
