import { SWAP_LIMITS, type SwapQuote, type SwapQuoteQuery } from '@halcyon/api';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { groupedFigure } from '../../platform/grouped-figure.ts';
import { newId } from '../../platform/ids.ts';
import { Money } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { insertQuote, type SwapQuoteRow } from './repo.ts';
import { checkSwapAmount, priceSwap } from './swap-pricing.ts';

const USDT = 'USDT';

/** The feed as a quote reads it: the pair's status, its ticker, and the tick that is the price's evidence. */
export type QuoteMarketData = Pick<MarketData, 'instrument' | 'ticker' | 'latestTick'>;

/** The feed price of one currency in USDT, with the tick it came from (the quote's evidence). */
type Leg = { price: string; tickId: string } | undefined;

/** A tradable price now, or the reason there is none. USDT is the unit: no leg. */
function feedLeg(marketData: QuoteMarketData, currency: string): Leg {
  if (currency === USDT) return undefined;
  const symbol = `${currency}/${USDT}`;
  const instrument = marketData.instrument(symbol);
  const ticker = marketData.ticker(symbol);
  if (instrument?.status !== 'active' || !ticker) {
    throw new AppError('SWAP_PAIR_UNAVAILABLE', { currency });
  }
  if (!ticker.marketOpen) throw new AppError('MARKET_CLOSED', { symbol });
  const tick = marketData.latestTick(symbol);
  if (ticker.stale || !tick) throw new AppError('PRICE_STALE');
  return { price: tick.price, tickId: tick.id };
}

/** The quote as its user sees it. */
function toQuote(row: SwapQuoteRow, priced: ReturnType<typeof priceSwap>): SwapQuote {
  return {
    quoteId: row.id,
    from: row.from_currency,
    to: row.to_currency,
    fromAmount: priced.fromAmount,
    toAmount: priced.toAmount,
    rate: priced.rate,
    feedRate: priced.feedRate,
    spreadRate: SWAP_LIMITS.spreadRate,
    feeRate: SWAP_LIMITS.feeRate,
    fee: priced.fee,
    createdAt: row.created_at.getTime(),
    expiresAt: row.expires_at.getTime(),
  };
}

/**
 * A quote at the feed price now, within the swap's USDT value limits, stored for its user with the ticks it
 * was priced from.
 */
export async function quoteSwap(
  { db, clock, marketData }: { db: Db; clock: Clock; marketData: QuoteMarketData },
  userId: string,
  query: SwapQuoteQuery,
): Promise<SwapQuote> {
  if (query.from === query.to) throw new AppError('SWAP_SAME_CURRENCY');
  checkSwapAmount(query.amount);
  const from = feedLeg(marketData, query.from);
  const to = feedLeg(marketData, query.to);
  const priced = priceSwap({ amount: query.amount, from, to });
  const value = new Money(priced.usdtValue);
  if (value.lt(SWAP_LIMITS.minUsdtValue) || new Money(priced.toAmount).isZero()) {
    throw new AppError('AMOUNT_TOO_SMALL', {
      min: groupedFigure(SWAP_LIMITS.minUsdtValue),
      currency: USDT,
    });
  }
  if (value.gt(SWAP_LIMITS.maxUsdtValue)) {
    throw new AppError('AMOUNT_TOO_LARGE', {
      max: groupedFigure(SWAP_LIMITS.maxUsdtValue),
      currency: USDT,
    });
  }
  const row: SwapQuoteRow = {
    id: newId(),
    user_id: userId,
    from_currency: query.from,
    to_currency: query.to,
    from_amount: priced.fromAmount,
    to_amount: priced.toAmount,
    rate: priced.rate,
    feed_rate: priced.feedRate,
    spread_rate: SWAP_LIMITS.spreadRate,
    fee_rate: SWAP_LIMITS.feeRate,
    fee: priced.fee,
    from_price: from?.price ?? null,
    from_tick_id: from?.tickId ?? null,
    to_price: to?.price ?? null,
    to_tick_id: to?.tickId ?? null,
    created_at: dateOf(clock),
    expires_at: dateOf(clock, SWAP_LIMITS.quoteTtlMs),
    used_at: null,
  };
  await insertQuote(db, row);
  return toQuote(row, priced);
}
