import type { OrderSide, SpotOrderType } from '@halcyon/api';
import { compareDecimal } from '@/shared/markets/decimal.ts';
import {
  addDecimal,
  decimalsOf,
  divideDecimal,
  isMultipleOf,
  multiplyDecimal,
  truncateDecimal,
} from '@/shared/markets/decimal-math.ts';

/** What the form holds: strings as typed. `amount` is the USDT to spend of a market buy. */
export interface OrderDraft {
  side: OrderSide;
  type: SpotOrderType;
  price: string;
  quantity: string;
  amount: string;
}

/** The pair's rules and the user's money that an order is checked against. */
export interface OrderContext {
  base: string;
  /** Available balance of the paying currency: USDT to buy, the base to sell; null until it loads. */
  available: string | null;
  makerFeeRate: string;
  takerFeeRate: string;
  tickSize: string;
  minQuantity: string;
  minNotional: string;
  quantityPrecision: number;
  /** Last trade price, for the value of a market order by quantity. */
  lastPrice: string | undefined;
  /** Price levels on each side of the order book as last seen; null until it has loaded. */
  book: { asks: number; bids: number } | null;
}

export type OrderProblem =
  | { kind: 'incomplete' }
  | { kind: 'noLiquidity' }
  | { kind: 'notOnTick'; tickSize: string }
  | { kind: 'quantityNotOnStep'; decimals: number }
  | { kind: 'belowMinQuantity'; min: string }
  | { kind: 'belowMinNotional'; min: string }
  | { kind: 'insufficient'; available: string; currency: string };

/** USDT amounts of a market buy are kept to cents. */
export const QUOTE_DECIMALS = 2;

const POSITIVE = /^\d{1,18}(\.\d{1,18})?$/;
export const isPositiveAmount = (value: string) => POSITIVE.test(value.trim()) && /[1-9]/.test(value);

/**
 * A typed amount written the one way the server takes it: "064000.50" -> "64000.5". The same number, but
 * the server refuses a leading zero, and more decimals than the tick or lot has even when they are zeros.
 */
export const plainAmount = (value: string) => truncateDecimal(value.trim(), 18);

/** A market buy is sized by the USDT it spends; everything else by its base quantity. */
export const usesAmount = (draft: Pick<OrderDraft, 'side' | 'type'>) =>
  draft.type === 'market' && draft.side === 'buy';

export const payingCurrency = (side: OrderSide, base: string) => (side === 'buy' ? 'USDT' : base);

/** price x quantity of a limit order, the USDT of a market buy, last price x quantity otherwise. */
export function orderValue(draft: OrderDraft, lastPrice: string | undefined): string | null {
  if (usesAmount(draft)) return isPositiveAmount(draft.amount) ? draft.amount.trim() : null;
  if (!isPositiveAmount(draft.quantity)) return null;
  const price = draft.type === 'limit' ? draft.price.trim() : lastPrice;
  if (!price || !isPositiveAmount(price)) return null;
  return multiplyDecimal(price, draft.quantity.trim());
}

type FeeRates = Pick<OrderContext, 'makerFeeRate' | 'takerFeeRate'>;

/**
 * The fee rate a buy must have room for, as the server freezes it: a market order takes, so the taker
 * rate; a limit order may take on arrival and make once it rests, so the higher of the two.
 */
export function reservedFeeRate(type: SpotOrderType, rates: FeeRates): string {
  if (type === 'market') return rates.takerFeeRate;
  return compareDecimal(rates.makerFeeRate, rates.takerFeeRate) > 0 ? rates.makerFeeRate : rates.takerFeeRate;
}

/** The fee on the order's value at the rate it reserves: the most the order can cost in fees. */
export function feeEstimate(draft: OrderDraft, context: FeeRates & Pick<OrderContext, 'lastPrice'>) {
  const value = orderValue(draft, context.lastPrice);
  return value === null ? null : multiplyDecimal(value, reservedFeeRate(draft.type, context));
}

/**
 * The first thing wrong with an order, in the order a person fixes them: fill everything in (and, for a
 * market order, something to match), then the pair's rules, then the balance. Null when it can be sent.
 */
export function checkOrder(draft: OrderDraft, context: OrderContext): OrderProblem | null {
  const needsPrice = draft.type === 'limit';
  if (needsPrice && !isPositiveAmount(draft.price)) return { kind: 'incomplete' };
  if (usesAmount(draft) ? !isPositiveAmount(draft.amount) : !isPositiveAmount(draft.quantity)) {
    return { kind: 'incomplete' };
  }
  // A market order takes from the other side: with nothing there the server can only refuse it.
  if (draft.type === 'market' && context.book !== null) {
    if ((draft.side === 'buy' ? context.book.asks : context.book.bids) === 0) return { kind: 'noLiquidity' };
  }
  if (needsPrice && !isMultipleOf(draft.price.trim(), context.tickSize)) {
    return { kind: 'notOnTick', tickSize: context.tickSize };
  }
  if (!usesAmount(draft)) {
    const quantity = draft.quantity.trim();
    if (truncateDecimal(quantity, context.quantityPrecision) !== truncateDecimal(quantity, 18)) {
      return { kind: 'quantityNotOnStep', decimals: context.quantityPrecision };
    }
    if (compareDecimal(quantity, context.minQuantity) < 0) {
      return { kind: 'belowMinQuantity', min: context.minQuantity };
    }
  }
  const value = orderValue(draft, context.lastPrice);
  if (value !== null && compareDecimal(value, context.minNotional) < 0) {
    return { kind: 'belowMinNotional', min: context.minNotional };
  }
  const currency = payingCurrency(draft.side, context.base);
  const needed =
    draft.side === 'sell'
      ? draft.quantity.trim()
      : value === null
        ? null
        : addDecimal(value, multiplyDecimal(value, reservedFeeRate(draft.type, context)));
  // An unknown balance is left to the server, which checks it anyway.
  if (needed !== null && context.available !== null && compareDecimal(needed, context.available) > 0) {
    return { kind: 'insufficient', available: context.available, currency };
  }
  return null;
}

/**
 * The quantity (or, for a market buy, the USDT amount) that spends `percent` of the available balance,
 * fee included for a buy, cut down (never rounded up) to what the pair accepts. Null when a limit buy
 * has no price yet.
 */
export function fillFromPercent(
  percent: 25 | 50 | 75 | 100,
  draft: Pick<OrderDraft, 'side' | 'type' | 'price'>,
  context: FeeRates & Pick<OrderContext, 'available' | 'quantityPrecision' | 'lastPrice'>,
): { field: 'quantity' | 'amount'; value: string } | null {
  if (context.available === null) return null;
  const share = divideDecimal(multiplyDecimal(context.available, String(percent)), '100', 18);
  if (draft.side === 'sell') {
    return { field: 'quantity', value: truncateDecimal(share, context.quantityPrecision) };
  }
  const withFee = addDecimal('1', reservedFeeRate(draft.type, context));
  if (draft.type === 'market') {
    return { field: 'amount', value: divideDecimal(share, withFee, QUOTE_DECIMALS) };
  }
  if (!isPositiveAmount(draft.price)) return null;
  const unitCost = multiplyDecimal(draft.price.trim(), withFee);
  return { field: 'quantity', value: divideDecimal(share, unitCost, context.quantityPrecision) };
}

/** The decimals a price may have: those of the tick. */
export const priceDecimals = (tickSize: string) => decimalsOf(tickSize);
