import { type LimitOrderRequest, type MarketOrderRequest, SPOT_LIMITS } from '@halcyon/api';
import { AppError } from '../../platform/errors.ts';
import { groupedFigure } from '../../platform/grouped-figure.ts';
import { assertDecimals } from '../../platform/written-decimals.ts';
import { formatAmount, Money } from '../ledger/index.ts';
import type { Instrument, MarketData } from '../market-data/index.ts';
import {
  type PairUnits,
  pairUnits,
  priceToTicks,
  QUOTE_CURRENCY,
  quantityToLots,
  quoteToTickLots,
} from './pair-units.ts';

/** The pair may be traded right now: it exists, is active, its market is open and its price is fresh. */
function tradablePair(marketData: MarketData, symbol: string): { instrument: Instrument; units: PairUnits } {
  const instrument = marketData.instrument(symbol);
  if (!instrument) throw new AppError('SYMBOL_NOT_FOUND', { symbol });
  if (instrument.status !== 'active') throw new AppError('PAIR_SUSPENDED', { symbol: instrument.symbol });
  if (!marketData.session(instrument.symbol).open)
    throw new AppError('MARKET_CLOSED', { symbol: instrument.symbol });
  const ticker = marketData.ticker(instrument.symbol);
  if (!ticker || ticker.stale) throw new AppError('PRICE_STALE');
  return { instrument, units: pairUnits(instrument) };
}

function checkQuantity(written: string, instrument: Instrument, units: PairUnits): number {
  // On a pair traded in whole units (DOGE, JPY) 1.5 is refused as 1.0 is, "Whole numbers only": "a multiple
  // of 1" would say it as a riddle.
  if (instrument.quantityPrecision === 0) assertDecimals(written, 0, 'quantity');
  const quantity = new Money(written);
  const lots = quantityToLots(quantity, units);
  if (quantity.lt(units.minQuantity)) {
    throw new AppError('QUANTITY_TOO_SMALL', { min: groupedFigure(formatAmount(units.minQuantity)) });
  }
  return lots;
}

function checkNotional(notional: Money, units: PairUnits): void {
  if (notional.lt(units.minNotional)) {
    throw new AppError('NOTIONAL_TOO_SMALL', {
      min: groupedFigure(formatAmount(units.minNotional)),
      currency: QUOTE_CURRENCY,
    });
  }
}

export type CheckedLimit = { units: PairUnits; price: Money; quantity: Money; ticks: number; lots: number };

/** The rules of a limit order, in the order the spec lists them; funds are checked by the writer. */
export function checkLimitOrder(
  marketData: MarketData,
  request: LimitOrderRequest,
  openOrders: (symbol: string) => number,
): CheckedLimit {
  const { instrument, units } = tradablePair(marketData, request.symbol);
  const price = new Money(request.price);
  const quantity = new Money(request.quantity);
  const ticks = priceToTicks(price, units);
  const lots = checkQuantity(request.quantity, instrument, units);
  // On the grid but written past it ("1.0000000000"): the grid's own message would not fit.
  assertDecimals(request.price, units.tick.decimalPlaces(), 'price');
  assertDecimals(request.quantity, instrument.quantityPrecision, 'quantity');
  checkNotional(price.mul(quantity), units);
  if (openOrders(instrument.symbol) >= SPOT_LIMITS.maxOpenOrdersPerUser) {
    throw new AppError('TOO_MANY_OPEN_ORDERS', { max: groupedFigure(SPOT_LIMITS.maxOpenOrdersPerUser) });
  }
  // The engine holds price x quantity (tick-lots) as a safe integer.
  if (ticks * lots > Number.MAX_SAFE_INTEGER) throw new AppError('ORDER_TOO_LARGE');
  return { units, price, quantity, ticks, lots };
}

export type CheckedMarket =
  | { units: PairUnits; by: 'quantity'; quantity: Money; lots: number }
  | { units: PairUnits; by: 'quote'; quoteAmount: Money; tickLots: number };

export function checkMarketOrder(marketData: MarketData, request: MarketOrderRequest): CheckedMarket {
  const { instrument, units } = tradablePair(marketData, request.symbol);
  if (request.quantity !== undefined) {
    const quantity = new Money(request.quantity);
    const lots = checkQuantity(request.quantity, instrument, units);
    assertDecimals(request.quantity, instrument.quantityPrecision, 'quantity');
    // A market order has no price of its own: its value is judged at the feed price.
    const price = new Money(marketData.ticker(instrument.symbol)?.price ?? '0');
    checkNotional(price.mul(quantity), units);
    return { units, by: 'quantity', quantity, lots };
  }
  if (request.quoteAmount !== undefined) {
    // USDT amounts a person sends (a market buy's spend): at most 8 decimals, as everywhere in the app.
    assertDecimals(request.quoteAmount, SPOT_LIMITS.quoteAmountDecimals, 'quoteAmount');
  }
  const quoteAmount = new Money(request.quoteAmount ?? '0');
  checkNotional(quoteAmount, units);
  const tickLots = quoteToTickLots(quoteAmount, units);
  if (tickLots === 0)
    throw new AppError('NOTIONAL_TOO_SMALL', {
      min: groupedFigure(formatAmount(units.minNotional)),
      currency: QUOTE_CURRENCY,
    });
  return { units, by: 'quote', quoteAmount, tickLots };
}
