import { USDT_VALUE_DECIMALS } from '@halcyon/api';
import { formatDecimal } from '@/shared/markets/decimal.ts';

/** What a hidden amount shows: the same for every amount, so nothing leaks through its length. */
export const HIDDEN_AMOUNT = '****';

/** An exact amount, every digit the server sent (balances are never rounded for display). */
export function formatAmount(value: string, hidden: boolean): string {
  return hidden ? HIDDEN_AMOUNT : formatDecimal(value);
}

/** USDT values are estimates at the feed price: shown in cents. */
export function formatUsdtValue(value: string, hidden: boolean): string {
  return hidden ? HIDDEN_AMOUNT : formatDecimal(value, USDT_VALUE_DECIMALS);
}
