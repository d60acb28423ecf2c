import type { ContractDirection } from '@halcyon/api';
import { AMOUNT_DECIMALS, formatAmount, Money } from '../ledger/index.ts';

export type ContractOutcome = {
  result: 'profit' | 'loss' | 'draw';
  /** What goes back to the user's available balance: stake + profit, the stake, or 0. */
  payout: string;
  /** payout - stake. */
  netAmount: string;
  /** stake x payout rate, paid by the house on a win; 0 otherwise. */
  profit: string;
};

/**
 * The result of a contract from its two feed prices, pure. Profit is cut (never rounded up) to the 18
 * decimals an amount can hold, so the house never pays a fraction more than the rate says.
 */
export function contractOutcome(input: {
  direction: ContractDirection;
  amount: string;
  payoutRate: string;
  entryPrice: string;
  exitPrice: string;
}): ContractOutcome {
  const stake = new Money(input.amount);
  const move = new Money(input.exitPrice).comparedTo(new Money(input.entryPrice));
  if (move === 0) return { result: 'draw', payout: formatAmount(stake), netAmount: '0', profit: '0' };
  const won = input.direction === 'up' ? move > 0 : move < 0;
  if (!won) return { result: 'loss', payout: '0', netAmount: formatAmount(stake.neg()), profit: '0' };
  const profit = stake.times(input.payoutRate).toDecimalPlaces(AMOUNT_DECIMALS, Money.ROUND_DOWN);
  return {
    result: 'profit',
    payout: formatAmount(stake.plus(profit)),
    netAmount: formatAmount(profit),
    profit: formatAmount(profit),
  };
}
