import {
  type ContractConfig,
  type ContractDirection,
  type ContractOrder,
  positiveDecimal,
} from '@halcyon/api';
import { compareDecimal, isDecimal } from '@/shared/markets/decimal.ts';
import { addDecimal, multiplyDecimal, negateDecimal } from '@/shared/markets/decimal-math.ts';

/** What a winning stake pays back: stake x (1 + rate), exactly. */
export function payoutIfRight(amount: string, payoutRate: string): string {
  return multiplyDecimal(amount, addDecimal('1', payoutRate));
}

/** The price is on the winning side of the entry (1), on the losing side (-1), or equal (0). */
export function sideOf(direction: ContractDirection, entryPrice: string, price: string): -1 | 0 | 1 {
  const move = compareDecimal(price, entryPrice);
  switch (direction) {
    case 'up':
      return move;
    case 'down':
      return move === 0 ? 0 : move > 0 ? -1 : 1;
    default:
      return direction satisfies never;
  }
}

/**
 * Profit if the contract ended at `livePrice`: +stake x rate on the right side, -stake on the wrong
 * side, 0 on a draw (the stake comes back). Null while there is no entry price or no live price.
 */
export function profitSoFar(
  order: Pick<ContractOrder, 'direction' | 'amount' | 'payoutRate' | 'entryPrice'>,
  livePrice: string | null | undefined,
): string | null {
  if (!isDecimal(order.entryPrice) || !isDecimal(livePrice)) return null;
  const side = sideOf(order.direction, order.entryPrice, livePrice);
  if (side > 0) return multiplyDecimal(order.amount, order.payoutRate);
  if (side < 0) return negateDecimal(order.amount);
  return '0';
}

/**
 * When an order's countdown reaches zero, in this browser's clock: the server said `remainingMs` at
 * the moment the answer arrived, so the client's own (possibly wrong) clock never decides how long is left.
 */
export function localDeadline(remainingMs: number, receivedAt: number): number {
  return receivedAt + Math.max(0, remainingMs);
}

/** Whole seconds left, rounded up so that "00:01" shows until the very end. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "mm:ss" (or "h:mm:ss" past an hour). */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

const QUICK_AMOUNTS = ['10', '50', '100', '500'] as const;

/** The quick-amount chips that fall within the config's limits. */
export function quickAmounts(config: Pick<ContractConfig, 'minAmount' | 'maxAmount'>): string[] {
  return QUICK_AMOUNTS.filter(
    (amount) =>
      compareDecimal(amount, config.minAmount) >= 0 && compareDecimal(amount, config.maxAmount) <= 0,
  );
}

export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'invalid'; key: string }
  | { kind: 'tooSmall' }
  | { kind: 'tooLarge' }
  | { kind: 'insufficient'; available: string };

/**
 * The amount rules of spec section 5 checked before anything is sent. `available` is the user's USDT
 * available balance, or null when unknown (logged out, not loaded): then the server decides.
 */
export function amountProblem(
  raw: string,
  config: Pick<ContractConfig, 'minAmount' | 'maxAmount'>,
  available: string | null,
): AmountProblem | null {
  const amount = raw.trim();
  if (amount === '') return { kind: 'required' };
  const parsed = positiveDecimal.safeParse(amount);
  if (!parsed.success)
    return { kind: 'invalid', key: parsed.error.issues[0]?.message ?? 'validation.invalid' };
  if (compareDecimal(amount, config.minAmount) < 0) return { kind: 'tooSmall' };
  if (compareDecimal(amount, config.maxAmount) > 0) return { kind: 'tooLarge' };
  if (available !== null && isDecimal(available) && compareDecimal(amount, available) > 0) {
    return { kind: 'insufficient', available };
  }
  return null;
}
