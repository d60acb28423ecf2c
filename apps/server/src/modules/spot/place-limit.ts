import type { LimitOrderRequest } from '@halcyon/api';
import { SPOT_LIMITS } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { groupedFigure } from '../../platform/grouped-figure.ts';
import type { IdempotencyClaim } from '../../platform/idempotency.ts';
import type { MarketData } from '../market-data/index.ts';
import { crossedOwners } from './book-walk.ts';
import type { Freeze, NewOrders } from './new-order.ts';
import { checkLimitOrder } from './order-checks.ts';
import type { OrderOutcome, OrderReplays } from './order-replays.ts';
import { feeRatesNow, higherRate, QUOTE_CURRENCY, withFee } from './pair-units.ts';
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

/**
 * A limit order: checked, then frozen at its price (with the higher of its own fee rates) and matched in the
 * writer.
 */
export function createPlaceLimit({ db, marketData, books, writer, replays, orders }: Deps) {
  return async function placeLimit(
    userId: string,
    request: LimitOrderRequest,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome> {
    const first = await replays.checkedOrEarlier(db, userId, request.clientOrderId, claim, () =>
      checkLimitOrder(marketData, request, () => books.openCount(userId)),
    );
    if ('early' in first) return first.early;
    const { checked } = first;
    const desk = books.deskOf(checked.units.symbol);
    const pairBalances = (owner: string) => [
      { userId: owner, currency: checked.units.base },
      { userId: owner, currency: QUOTE_CURRENCY },
    ];
    const from = {
      userId,
      currency: request.side === 'buy' ? QUOTE_CURRENCY : checked.units.base,
      clientOrderId: request.clientOrderId,
      // Both of the user's balances of the pair (what it buys is credited) and those of whom it would
      // trade with now, past what the batch's orders before it on this side take: locked at the batch's
      // start, so that its flush need not lock them.
      settles: (ahead: Map<string, number>) => {
        const side = `${desk.symbol} ${request.side}`;
        const through = (ahead.get(side) ?? 0) + checked.lots;
        ahead.set(side, through);
        const owners = crossedOwners(desk.book, request.side, userId, through, checked.ticks);
        return [...pairBalances(userId), ...owners.flatMap(pairBalances)];
      },
    };
    return writer.inWriterFrom(desk, from, async (context) => {
      const earlier = await replays.answeredInBatch(context, userId, request.clientOrderId, claim);
      if (earlier) return { value: earlier, effects: null };
      if (books.openCount(userId) >= SPOT_LIMITS.maxOpenOrdersPerUser) {
        throw new AppError('TOO_MANY_OPEN_ORDERS', { max: groupedFigure(SPOT_LIMITS.maxOpenOrdersPerUser) });
      }
      const { units, price, quantity } = checked;
      const feeRates = feeRatesNow(units);
      const freeze: Freeze =
        request.side === 'buy'
          ? { currency: QUOTE_CURRENCY, amount: withFee(price.mul(quantity), higherRate(feeRates)) }
          : { currency: units.base, amount: quantity };
      const order = orders.newOrder({
        userId,
        symbol: desk.symbol,
        side: request.side,
        type: 'limit',
        clientOrderId: request.clientOrderId,
        price,
        quantity,
        quoteAmount: null,
        freeze,
        feeRates,
      });
      return orders.submit(context, desk, order, claim, () => [
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
  };
}
