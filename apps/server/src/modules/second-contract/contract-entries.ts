import type { EntryDraft } from '../ledger/index.ts';
import {
  available,
  frozen,
  house,
  moveLines,
  settleFromFrozenLines,
  unfreezeLines,
} from '../ledger/index.ts';
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
 * The one entry that settles a contract from the frozen stake: a loss moves it to the house; a draw
 * unfreezes it; a win unfreezes it and the house adds stake x payout rate.
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
      return {
        type: 'settle',
        cause,
        memo,
        lines: [
          ...moveLines(frozen(stake.userId), available(stake.userId), stake.currency, stake.amount),
          ...(outcome.profit === '0'
            ? []
            : moveLines(house, available(stake.userId), stake.currency, outcome.profit)),
        ],
      };
    default: {
      const unknown: never = outcome.result;
      throw new Error(`unknown contract result ${String(unknown)}`);
    }
  }
}
