import type { EntryDraft, LineDraft } from '../ledger/index.ts';
import { available, frozen, house, Money, settleFromFrozenLines, unfreezeLines } from '../ledger/index.ts';
import type { ContractOutcome } from './outcome.ts';

/**
 * Ledger causes of a contract, one per money event. The settlement and the refund (cancel or expiry) are
 * unique per order, so neither can post twice, whatever retries or processes race.
 */
export const openCause = (orderNo: string) => ({ type: 'contract-open', id: orderNo });
export const settlementCause = (orderNo: string) => ({ type: 'contract-settlement', id: orderNo });
export const refundCause = (orderNo: string) => ({ type: 'contract-refund', id: orderNo });

type Stake = { orderNo: string; userId: string; currency: string; amount: string };

/**
 * A win in three lines, not two moves' four: the stake leaves frozen, the house pays the profit, and the
 * user's available receives both as one line (the payout). A burst writes a sixth fewer journal lines.
 */
function winLines(stake: Stake, outcome: ContractOutcome): LineDraft[] {
  const { userId, currency } = stake;
  if (outcome.profit === '0') return unfreezeLines(stake);
  return [
    { account: frozen(userId), currency, amount: new Money(stake.amount).neg() },
    { account: house, currency, amount: new Money(outcome.profit).neg() },
    { account: available(userId), currency, amount: new Money(outcome.payout) },
  ];
}

/**
 * The one entry that settles a contract from the frozen stake: a loss moves it to the house; a draw
 * unfreezes it; a win pays the stake back with stake x payout rate from the house (winLines).
 */
export function settlementEntry(stake: Stake, outcome: ContractOutcome): EntryDraft {
  const cause = settlementCause(stake.orderNo);
  const memo = `second contract ${stake.orderNo}: ${outcome.result}`;
  switch (outcome.result) {
    case 'loss':
      return { type: 'settle', cause, memo, lines: settleFromFrozenLines({ ...stake, to: house }) };
    case 'draw':
      return { type: 'unfreeze', cause, memo, lines: unfreezeLines(stake) };
    case 'profit':
      return { type: 'settle', cause, memo, lines: winLines(stake, outcome) };
    default: {
      const unknown: never = outcome.result;
      throw new Error(`unknown contract result ${String(unknown)}`);
    }
  }
}
