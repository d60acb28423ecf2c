import { FINANCE_AMOUNT_DECIMALS } from '@halcyon/api';
import { formatAmount, Money } from '../ledger/index.ts';

/**
 * A deposit's fee: amount x rate rounded UP to 8 decimals (the platform never undercharges by rounding),
 * and what is credited: amount - fee.
 */
export function depositFee(amount: string, feeRate: string): { fee: string; actual: string } {
  const value = new Money(amount);
  const fee = value.times(feeRate).toDecimalPlaces(FINANCE_AMOUNT_DECIMALS, Money.ROUND_UP);
  return { fee: formatAmount(fee), actual: formatAmount(value.minus(fee)) };
}
