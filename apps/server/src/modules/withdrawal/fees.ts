import { FINANCE_AMOUNT_DECIMALS } from '@halcyon/api';
import { formatAmount, Money } from '../ledger/index.ts';

/**
 * A withdrawal's fee: the fixed part plus amount x rate, rounded UP to 8 decimals; it is frozen and paid on
 * top of the amount, which is what arrives at the address.
 */
export function withdrawalFee(
  amount: string,
  fixedFee: string,
  feeRate: string,
): { fee: string; total: string } {
  const value = new Money(amount);
  const fee = new Money(fixedFee)
    .plus(value.times(feeRate))
    .toDecimalPlaces(FINANCE_AMOUNT_DECIMALS, Money.ROUND_UP);
  return { fee: formatAmount(fee), total: formatAmount(value.plus(fee)) };
}
