import { USDT_VALUE_DECIMALS } from '@halcyon/api';
import { formatBalance } from '@/shared/format/money.ts';
import { formatDecimal } from '@/shared/markets/decimal.ts';

/** What a hidden amount shows: the same for every amount, so nothing leaks through its length. */
export const HIDDEN_AMOUNT = '****';

/** An exact amount, every digit the server sent: the journal (the detail view) shows these. */
export function formatAmount(value: string, hidden: boolean): string {
  return hidden ? HIDDEN_AMOUNT : formatDecimal(value);
}

/** A balance in the list: cut (never rounded up) to its currency's decimals, USDT 2, others up to 8. */
export function formatHeld(value: string, currency: string, hidden: boolean): string {
  return hidden ? HIDDEN_AMOUNT : formatBalance(value, currency);
}

/** USDT values are estimates at the feed price: shown in cents. */
export function formatUsdtValue(value: string, hidden: boolean): string {
  return hidden ? HIDDEN_AMOUNT : formatDecimal(value, USDT_VALUE_DECIMALS);
}
