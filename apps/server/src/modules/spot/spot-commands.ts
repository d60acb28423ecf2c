import type { LimitOrderRequest, MarketOrderRequest, SpotOrder } from '@halcyon/api';
import { SPOT_LIMITS } from '@halcyon/api';
import type { Command } from '@halcyon/engine';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { IdempotencyClaim } from '../../platform/idempotency.ts';
import { newId } from '../../platform/ids.ts';
import { Money } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import type { JobContext } from './batch-writer.ts';
import { walkByLots, walkByQuote } from './book-walk.ts';
import { checkLimitOrder, checkMarketOrder } from './order-checks.ts';
import { type OrderRecord, toSpotOrder } from './order-record.ts';
import type { OrderOutcome, OrderReplays } from './order-replays.ts';
import { findOrder, listUserOpenOrderIds } from './order-repo.ts';
import { QUOTE_CURRENCY, withFee } from './pair-units.ts';
import type { QuoteSink } from './quote-sink.ts';
import type { SpotBooks } from './spot-books.ts';
import { claimKey, storeAnswer, storedAnswer } from './spot-idempotency.ts';
import type { SpotWriter } from './spot-writer.ts';
import type { SymbolDesk } from './symbol-desk.ts';

type Freeze = { currency: string; amount: Money };

type Deps = {
  db: Db;
  clock: Clock;
  marketData: MarketData;
  books: SpotBooks;
  writer: SpotWriter;
  replays: OrderReplays;
};

/**
 * The commands that change the books: place (limit, market), cancel, cancel all, and the house's quotes.
 * Checked here (the rules that need no book), then, inside the writer, walked (market orders), frozen,
 * matched and settled, committed with their batch.
 */
export function createSpotCommands({ db, clock, marketData, books, writer, replays }: Deps) {
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
      freeze: async (context) => {
        await context.reserve({
          userId: order.userId,
          currency: order.frozenCurrency,
          amount: order.frozenRemaining,
          orderId: order.id,
        });
        await replays.claimBeforeMatch(context.trx, claim);
      },
      taker: order,
      commands: command,
      answer: async (trx) => {
        const value = toSpotOrder(order);
        await storeAnswer(trx, claim, value);
        return { order: value, replayed: false };
      },
    });
  }

  async function placeLimit(
    userId: string,
    request: LimitOrderRequest,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome> {
    const early = await replays.earlierAnswer(db, userId, request.clientOrderId, claim);
    if (early) return early;
    const checked = checkLimitOrder(marketData, request, () => books.openCount(userId));
    const desk = books.deskOf(checked.units.symbol);
    const from = {
      userId,
      currency: request.side === 'buy' ? QUOTE_CURRENCY : checked.units.base,
      clientOrderId: request.clientOrderId,
    };
    return writer.inWriterFrom(desk, from, async (context) => {
      const earlier = await replays.answeredInBatch(context, userId, request.clientOrderId, claim);
      if (earlier) return { value: earlier, effects: null };
      if (books.openCount(userId) >= SPOT_LIMITS.maxOpenOrdersPerUser) {
        throw new AppError('TOO_MANY_OPEN_ORDERS', { max: SPOT_LIMITS.maxOpenOrdersPerUser });
      }
      const { units, price, quantity } = checked;
      const freeze: Freeze =
        request.side === 'buy'
          ? { currency: QUOTE_CURRENCY, amount: withFee(price.mul(quantity), units.maxRate) }
          : { currency: units.base, amount: quantity };
      const order = newOrder({
        userId,
        symbol: desk.symbol,
        side: request.side,
        type: 'limit',
        clientOrderId: request.clientOrderId,
        price,
        quantity,
        quoteAmount: null,
        freeze,
      });
      return submit(context, desk, order, claim, () => [
        {
          type: 'limit',
          symbol: desk.symbol,
          orderId: order.id,
          ownerId: userId,
          side: request.side,
          price: checked.ticks,
          quantity: checked.lots,
        },
      ]);
    });
  }

  async function placeMarket(
    userId: string,
    request: MarketOrderRequest,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome> {
    const early = await replays.earlierAnswer(db, userId, request.clientOrderId, claim);
    if (early) return early;
    const checked = checkMarketOrder(marketData, request);
    const desk = books.deskOf(checked.units.symbol);
    const { units } = checked;
    const from = {
      userId,
      currency: request.side === 'buy' ? QUOTE_CURRENCY : units.base,
      clientOrderId: request.clientOrderId,
    };
    return writer.inWriterFrom(desk, from, async (context) => {
      const earlier = await replays.answeredInBatch(context, userId, request.clientOrderId, claim);
      if (earlier) return { value: earlier, effects: null };
      // The book cannot change until this command is done, so the walk is exactly what will trade.
      const walk =
        checked.by === 'quantity'
          ? walkByLots(desk.book, request.side, userId, checked.lots)
          : walkByQuote(desk.book, request.side, userId, checked.tickLots);
      if (walk.lots === 0) throw new AppError('NO_LIQUIDITY', { symbol: desk.symbol });
      let freeze: Freeze;
      if (request.side === 'buy') {
        const spend = checked.by === 'quantity' ? units.tickLot.mul(walk.tickLots) : checked.quoteAmount;
        freeze = { currency: QUOTE_CURRENCY, amount: withFee(spend, units.takerRate) };
      } else {
        freeze = {
          currency: units.base,
          amount: checked.by === 'quantity' ? checked.quantity : units.lot.mul(walk.lots),
        };
      }
      const order = newOrder({
        userId,
        symbol: desk.symbol,
        side: request.side,
        type: 'market',
        clientOrderId: request.clientOrderId,
        price: null,
        quantity: checked.by === 'quantity' ? checked.quantity : null,
        quoteAmount: checked.by === 'quote' ? checked.quoteAmount : null,
        freeze,
      });
      return submit(context, desk, order, claim, () => [
        checked.by === 'quantity'
          ? {
              type: 'market',
              symbol: desk.symbol,
              orderId: order.id,
              ownerId: userId,
              side: request.side,
              quantity: checked.lots,
            }
          : {
              type: 'market_quote',
              symbol: desk.symbol,
              orderId: order.id,
              ownerId: userId,
              side: request.side,
              quoteAmount: checked.tickLots,
            },
      ]);
    });
  }

  async function cancel(
    userId: string,
    orderId: string,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome> {
    const replay = await storedAnswer<SpotOrder>(db, claim);
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

  const quoteSink: QuoteSink = {
    async replaceQuotes(symbol, quotes) {
      // Another process hosts the books: its own maker quotes there.
      if (!books.hostingNow()) return;
      const desk = books.deskOf(symbol);
      await writer.inWriter(desk, async (context) => {
        const commands = desk.houseCommands(quotes);
        if (commands.length === 0) return { value: true, effects: null };
        return desk.execute<boolean>(context, {
          taker: null,
          commands: () => commands,
          answer: async () => true,
        });
      });
    },
  };

  return { placeLimit, placeMarket, cancel, cancelAll, quoteSink };
}
