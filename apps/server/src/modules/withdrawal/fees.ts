import { FINANCE_AMOUNT_DECIMALS } from '@halcyon/api';
import { AppError } from '../../platform/errors.ts';
import { groupedFigure } from '../../platform/grouped-figure.ts';
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

/**
 * The fee about to be charged must be the fee the person confirmed, when their client sent it: an operator
 * may change the network's fee between the form's confirmation and this order, and a new fee behind a
 * confirmation that showed the old one is refused (nothing placed), never charged unsaid.
 */
export function checkConfirmedFee(confirmed: string | undefined, fee: string, currency: string): void {
  if (confirmed !== undefined && !new Money(confirmed).eq(fee)) {
    throw new AppError('WITHDRAWAL_FEE_CHANGED', { fee: groupedFigure(fee), currency });
  }
}
