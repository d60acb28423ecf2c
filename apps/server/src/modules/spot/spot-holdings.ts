import type { Position, SpotBalance } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import { formatAmount, type Ledger, Money } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { pairUnits, QUOTE_CURRENCY } from './pair-units.ts';
import { listCostBases } from './position-repo.ts';
import { positionOf } from './positions.ts';
import type { SpotBooks } from './spot-books.ts';

/** What the spot reads read from. */
export type SpotReadDeps = { db: Db; ledger: Ledger; marketData: MarketData; books: SpotBooks };

/** What a person holds, read for the spot pages: positions per pair (with cost basis) and balances. */
export function spotHoldings({ db, ledger, marketData, books }: SpotReadDeps) {
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

  return { positions, spotBalances };
}
