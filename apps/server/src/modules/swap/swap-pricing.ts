import { SWAP_LIMITS } from '@halcyon/api';
import { AppError } from '../../platform/errors.ts';
import { formatAmount, Money } from '../ledger/index.ts';

const SWAP_AMOUNT_DECIMALS = SWAP_LIMITS.amountDecimals;
/** Rates are shown to the precision the database keeps. */
const RATE_DECIMALS = 18;

/** The feed price of one leg in USDT; absent for USDT itself. */
export type LegPrice = { price: string } | undefined;

export type SwapPricing = {
  fromAmount: string;
  toAmount: string;
  rate: string;
  feedRate: string;
  fee: string;
  /** What `fromAmount` is worth at the feed price, for the min and max. */
  usdtValue: string;
};

/** An amount the user typed with more decimals than a swap moves: refused, never silently cut. */
export function checkSwapAmount(amount: string): Money {
  const value = new Money(amount);
  if (value.decimalPlaces() > SWAP_AMOUNT_DECIMALS) {
    throw new AppError('VALIDATION_FAILED', undefined, { amount: ['swapErrors.amountDecimals'] });
  }
  return value;
}

/**
 * The quote maths, exact until the last step. Through USDT: the user sells `from` at its feed price x
 * (1 - spread) and buys `to` at its feed price x (1 + spread) (a USDT leg is 1 and has no spread). The fee
 * is feeRate of the received amount, rounded up to 8 decimals; what the user receives is the rest,
 * rounded down to 8 decimals. Both roundings favour the house by less than 1e-8, so a swap never creates
 * money from nowhere.
 */
export function priceSwap(input: {
  amount: string;
  from: LegPrice;
  to: LegPrice;
  spreadRate?: string;
  feeRate?: string;
}): SwapPricing {
  const amount = checkSwapAmount(input.amount);
  const spread = new Money(input.spreadRate ?? SWAP_LIMITS.spreadRate);
  const feeRate = new Money(input.feeRate ?? SWAP_LIMITS.feeRate);
  const fromFeed = new Money(input.from?.price ?? 1);
  const toFeed = new Money(input.to?.price ?? 1);
  const sellPrice = input.from ? fromFeed.times(Money.sub(1, spread)) : fromFeed;
  const buyPrice = input.to ? toFeed.times(Money.add(1, spread)) : toFeed;

  const gross = amount.times(sellPrice).div(buyPrice);
  const fee = gross.times(feeRate).toDecimalPlaces(SWAP_AMOUNT_DECIMALS, Money.ROUND_UP);
  const received = gross.minus(fee).toDecimalPlaces(SWAP_AMOUNT_DECIMALS, Money.ROUND_DOWN);
  return {
    fromAmount: formatAmount(amount),
    toAmount: formatAmount(received.isNegative() ? new Money(0) : received),
    rate: formatAmount(sellPrice.div(buyPrice).toDecimalPlaces(RATE_DECIMALS, Money.ROUND_DOWN)),
    feedRate: formatAmount(fromFeed.div(toFeed).toDecimalPlaces(RATE_DECIMALS, Money.ROUND_DOWN)),
    fee: formatAmount(fee),
    usdtValue: formatAmount(amount.times(fromFeed)),
  };
}
