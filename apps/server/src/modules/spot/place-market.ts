import type { MarketOrderRequest } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { IdempotencyClaim } from '../../platform/idempotency.ts';
import type { MarketData } from '../market-data/index.ts';
import { walkByLots, walkByQuote } from './book-walk.ts';
import type { Freeze, NewOrders } from './new-order.ts';
import { checkMarketOrder } from './order-checks.ts';
import type { OrderOutcome, OrderReplays } from './order-replays.ts';
import { feeRatesNow, QUOTE_CURRENCY, withFee } from './pair-units.ts';
import type { SpotBooks } from './spot-books.ts';
import type { SpotWriter } from './spot-writer.ts';

type Deps = {
  db: Db;
  marketData: MarketData;
  books: SpotBooks;
  writer: SpotWriter;
  replays: OrderReplays;
  orders: NewOrders;
};

/** A market order: the book is walked first, so it freezes exactly what it will trade (with the taker fee). */
export function createPlaceMarket({ db, marketData, books, writer, replays, orders }: Deps) {
  return async function placeMarket(
    userId: string,
    request: MarketOrderRequest,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome> {
    const first = await replays.checkedOrEarlier(db, userId, request.clientOrderId, claim, () =>
      checkMarketOrder(marketData, request),
    );
    if ('early' in first) return first.early;
    const { checked } = first;
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
      const feeRates = feeRatesNow(units);
      let freeze: Freeze;
      if (request.side === 'buy') {
        const spend = checked.by === 'quantity' ? units.tickLot.mul(walk.tickLots) : checked.quoteAmount;
        freeze = { currency: QUOTE_CURRENCY, amount: withFee(spend, feeRates.taker) };
      } else {
        freeze = {
          currency: units.base,
          amount: checked.by === 'quantity' ? checked.quantity : units.lot.mul(walk.lots),
        };
      }
      const order = orders.newOrder({
        userId,
        symbol: desk.symbol,
        side: request.side,
        type: 'market',
        clientOrderId: request.clientOrderId,
        price: null,
        quantity: checked.by === 'quantity' ? checked.quantity : null,
        quoteAmount: checked.by === 'quote' ? checked.quoteAmount : null,
        freeze,
        feeRates,
      });
      return orders.submit(context, desk, order, claim, () => [
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
  };
}
