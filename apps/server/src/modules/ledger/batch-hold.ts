import type { Db } from '../../platform/db.ts';
import type { BalanceKey, BalanceRow } from './balance-repo.ts';
import type { Cause, EntryDraft } from './entry.ts';
import { freezeLines } from './entry-lines.ts';
import { lockBalanceRows } from './journal-batch-repo.ts';
import type { Money } from './money.ts';
import { HeldBalance, keyText, sortedKeys } from './post-entry.ts';

/**
 * The balances a batch of commands freezes from (the spot batch writer's), locked once at its start. Each
 * reservation is checked against what the batch still has: the balance locked at the start less what its
 * earlier commands reserved (proceeds of the batch's own trades count only after it commits).
 */
export type BatchHold = {
  /**
   * Takes `amount` of the user's available for a freeze, and answers the freeze entry to post with the
   * batch's other entries. A shortfall throws INSUFFICIENT_BALANCE (naming what was left) and changes
   * nothing. A balance not locked at the start is locked now.
   */
  reserve(input: BalanceKey & { amount: Money; cause: Cause }): Promise<EntryDraft>;
  /** Gives a reservation back: its command was refused later, as if it never came. */
  release(key: BalanceKey, amount: Money): void;
  /**
   * Every row locked so far, as read when locked: the batch changes no balance before it posts its entries,
   * so these are still the rows' values then, and postFreshWith need not lock them again.
   */
  locked(): readonly BalanceRow[];
};

/**
 * Locks the balance rows of `keys` (one fixed order, so batches never deadlock each other): the ones the
 * batch freezes from, and any it expects to settle with (a key without a row is simply not locked).
 */
export async function holdBatch(trx: Db, keys: readonly BalanceKey[]): Promise<BatchHold> {
  const held = new Map<string, HeldBalance>();
  const rows: BalanceRow[] = [];
  const lock = async (wanted: readonly BalanceKey[]) => {
    for (const row of await lockBalanceRows(trx, sortedKeys([...wanted]))) {
      rows.push(row);
      held.set(
        keyText(row),
        new HeldBalance({ userId: row.userId, currency: row.currency }, row.available, '0'),
      );
    }
  };
  await lock(keys);
  const heldOf = async (key: BalanceKey): Promise<HeldBalance> => {
    if (!held.has(keyText(key))) await lock([key]);
    const existing = held.get(keyText(key));
    if (existing) return existing;
    // No row: taking from a missing balance is taking from zero.
    const zero = new HeldBalance(key, '0', '0');
    held.set(keyText(key), zero);
    return zero;
  };
  return {
    async reserve({ userId, currency, amount, cause }) {
      (await heldOf({ userId, currency })).take('available', amount);
      return {
        type: 'freeze',
        cause,
        lines: freezeLines({ userId, currency, amount }),
      };
    },
    release(key, amount) {
      held.get(keyText(key))?.add('available', amount);
    },
    locked: () => rows,
  };
}
