import type {
  DepthSnapshot,
  MyTradesResponse,
  OrdersQuery,
  OrdersResponse,
  Position,
  PublicTrade,
  SpotBalance,
} from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import { formatAmount, type Ledger, Money } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { toSpotOrder } from './order-record.ts';
import { pageUserOrders } from './order-repo.ts';
import { pairUnits, QUOTE_CURRENCY } from './pair-units.ts';
import { listCostBases } from './position-repo.ts';
import { positionOf } from './positions.ts';
import type { SpotBooks } from './spot-books.ts';
import type { SpotMarketView } from './spot-topics.ts';
import { pageUserTrades, recentTrades } from './trade-repo.ts';

type Deps = { db: Db; ledger: Ledger; marketData: MarketData; books: SpotBooks };

/** What a person (or the market channels) reads: orders, trades, positions, balances, depth. */
export function createSpotQueries({ db, ledger, marketData, books }: Deps) {
  async function orders(userId: string, query: OrdersQuery, open: boolean): Promise<OrdersResponse> {
    const symbol = query.symbol === undefined ? undefined : books.instrumentOf(query.symbol).symbol;
    const { orders: rows, total } = await pageUserOrders(db, {
      userId,
      open,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      ...(symbol === undefined ? {} : { symbol }),
    });
    return {
      items: rows.map(toSpotOrder),
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async function myTrades(userId: string, query: OrdersQuery): Promise<MyTradesResponse> {
    const symbol = query.symbol === undefined ? undefined : books.instrumentOf(query.symbol).symbol;
    const { trades, total } = await pageUserTrades(db, {
      userId,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      ...(symbol === undefined ? {} : { symbol }),
    });
    return {
      items: trades,
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async function positions(userId: string, symbol?: string): Promise<{ positions: Position[] }> {
    const [balances, bases] = await Promise.all([ledger.balances(userId), listCostBases(db, userId)]);
    const balanceOf = (currency: string) => balances.find((balance) => balance.currency === currency);
    const usdt = balanceOf(QUOTE_CURRENCY);
    const instruments =
      symbol === undefined
        ? marketData.instruments().filter((instrument) => {
            const held = balanceOf(instrument.base);
            const basis = bases.find((entry) => entry.currency === instrument.base);
            return (held && new Money(held.available).plus(held.frozen).gt(0)) || basis?.costQuantity.gt(0);
          })
        : [books.instrumentOf(symbol)];
    return {
      positions: instruments.map((instrument) => {
        const units = pairUnits(instrument);
        const held = balanceOf(instrument.base);
        const ticker = marketData.ticker(instrument.symbol);
        const price = ticker ? new Money(ticker.price) : null;
        const bestAsk = books.desks.get(instrument.symbol)?.bestAskTicks() ?? null;
        return positionOf({
          units,
          held: held ? new Money(held.available).plus(held.frozen) : new Money(0),
          available: new Money(held?.available ?? '0'),
          usdtAvailable: new Money(usdt?.available ?? '0'),
          basis: bases.find((entry) => entry.currency === instrument.base),
          price,
          buyPrice: bestAsk === null ? price : units.tick.mul(bestAsk),
        });
      }),
    };
  }

  async function spotBalances(userId: string, assets?: string): Promise<{ balances: SpotBalance[] }> {
    const all = await ledger.balances(userId);
    const wanted =
      assets === undefined || assets.trim() === ''
        ? [
            QUOTE_CURRENCY,
            ...all.map((balance) => balance.currency).filter((currency) => currency !== QUOTE_CURRENCY),
          ]
        : [
            ...new Set(
              assets
                .split(',')
                .map((currency) => currency.trim().toUpperCase())
                .filter(Boolean),
            ),
          ];
    return {
      balances: wanted.map((currency) => {
        const balance = all.find((entry) => entry.currency === currency);
        const available = new Money(balance?.available ?? '0');
        const frozen = new Money(balance?.frozen ?? '0');
        return {
          currency,
          available: formatAmount(available),
          frozen: formatAmount(frozen),
          total: formatAmount(available.plus(frozen)),
        };
      }),
    };
  }

  const marketView: SpotMarketView = {
    async depth(symbol: string, limit: number): Promise<DepthSnapshot> {
      return books.depthSnapshot(await books.loadedDesk(symbol), limit);
    },
    async recentTrades(symbol: string, limit: number): Promise<PublicTrade[]> {
      return recentTrades(db, books.instrumentOf(symbol).symbol, limit);
    },
  };

  return { orders, myTrades, positions, spotBalances, marketView };
}
