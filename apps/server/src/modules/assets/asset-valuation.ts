import { type Asset, type AssetsResponse, QUOTE_CURRENCY, USDT_VALUE_DECIMALS } from '@halcyon/api';
import type { Balance } from '../ledger/index.ts';
import { formatAmount, Money } from '../ledger/index.ts';

/** The feed price of CURRENCY/USDT as a decimal string, or undefined when there is none. */
export type PriceOf = (currency: string) => string | undefined;

const valueText = (value: Money) =>
  value.toDecimalPlaces(USDT_VALUE_DECIMALS, Money.ROUND_HALF_UP).toFixed(USDT_VALUE_DECIMALS);

function order(a: Balance, b: Balance): number {
  if (a.currency === b.currency) return 0;
  if (a.currency === QUOTE_CURRENCY) return -1;
  if (b.currency === QUOTE_CURRENCY) return 1;
  return a.currency < b.currency ? -1 : 1;
}

/**
 * Balances with their USDT value at the feed price. Pure, so the arithmetic is tested on its own: totals are
 * exact, values are computed exactly and rounded once for display, and the grand total is the rounded sum
 * of exact values. USDT is always listed, so a new user sees where their money will appear.
 */
export function valueAssets(balances: readonly Balance[], priceOf: PriceOf): AssetsResponse {
  const listed = balances.some((balance) => balance.currency === QUOTE_CURRENCY)
    ? [...balances]
    : [...balances, { currency: QUOTE_CURRENCY, available: '0', frozen: '0', updatedAt: null }];
  let sum = new Money(0);
  const assets: Asset[] = listed.sort(order).map((balance) => {
    const total = new Money(balance.available).plus(balance.frozen);
    const price = balance.currency === QUOTE_CURRENCY ? '1' : priceOf(balance.currency);
    const value = price === undefined ? null : total.times(price);
    if (value) sum = sum.plus(value);
    return {
      currency: balance.currency,
      available: balance.available,
      frozen: balance.frozen,
      total: formatAmount(total),
      balance: formatAmount(total),
      usdtValue: value ? valueText(value) : null,
      updatedAt: balance.updatedAt,
    };
  });
  return { assets, totalUsdtValue: valueText(sum) };
}
