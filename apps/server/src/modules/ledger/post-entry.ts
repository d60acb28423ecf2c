import type { UserAccountKind } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { groupedFigure } from '../../platform/grouped-figure.ts';
import { newId } from '../../platform/ids.ts';
import { isUserAccount } from './accounts.ts';
import {
  applyBalanceDeltas,
  type BalanceKey,
  type BalanceRow,
  insertMissingBalances,
  lockBalances,
} from './balance-repo.ts';
import { type CheckedEntry, checkEntry, type EntryDraft } from './entry.ts';
import { findEntryIdByCause, insertEntry, insertLines, type NewLineRow } from './journal-repo.ts';
import { formatAmount, Money } from './money.ts';

/** A user's balance in one currency after an entry: for replies and balance-change notices. */
export type BalanceSnapshot = BalanceKey & { available: string; frozen: string };

/** `posted: false` means the cause had already posted: nothing moved, `entryId` is the earlier entry. */
export type PostResult = { entryId: string; posted: boolean; balances: BalanceSnapshot[] };

/** Runs inside the caller's transaction when given one, so that a module can post with its own writes. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export const keyText = (key: BalanceKey) => `${key.userId}\n${key.currency}`;

/** Distinct keys in one fixed order (the same on every process), for creating and reporting rows. */
export function sortedKeys(keys: BalanceKey[]): BalanceKey[] {
  const unique = new Map(keys.map((key) => [keyText(key), key]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, key]) => key);
}

export function userKeys(entry: CheckedEntry, onlyCredited: boolean): BalanceKey[] {
  return entry.lines.flatMap((line) =>
    isUserAccount(line.account) && (!onlyCredited || line.amount.isPositive())
      ? [{ userId: line.account.userId, currency: line.currency }]
      : [],
  );
}

type Sides = { available: Money; frozen: Money };

/**
 * The one "enough money?" rule of the whole server: a user's available or frozen balance never ends below
 * zero. The refusal names what was there before the attempt, exactly (the spec's message).
 */
export function shortfallOf(key: BalanceKey, before: Sides, after: Sides): AppError | undefined {
  const { currency } = key;
  if (after.available.isNegative()) {
    return new AppError('INSUFFICIENT_BALANCE', {
      available: groupedFigure(formatAmount(before.available)),
      currency,
    });
  }
  if (after.frozen.isNegative()) {
    return new AppError('INSUFFICIENT_FROZEN_BALANCE', {
      frozen: groupedFigure(formatAmount(before.frozen)),
      currency,
    });
  }
  return undefined;
}

/** A locked balance while the entry is applied to it: where it started and where it is now. */
export class HeldBalance {
  readonly startAvailable: Money;
  readonly startFrozen: Money;
  available: Money;
  frozen: Money;

  constructor(
    readonly key: BalanceKey,
    available: string,
    frozen: string,
  ) {
    this.startAvailable = this.available = new Money(available);
    this.startFrozen = this.frozen = new Money(frozen);
  }

  add(kind: UserAccountKind, amount: Money): Money {
    switch (kind) {
      case 'available':
        this.available = this.available.plus(amount);
        return this.available;
      case 'frozen':
        this.frozen = this.frozen.plus(amount);
        return this.frozen;
      default: {
        const unknown: never = kind;
        throw new Error(`unknown user account ${String(unknown)}`);
      }
    }
  }

  /** Whether the balance may end where the entry leaves it (see shortfallOf). */
  shortfall(): AppError | undefined {
    return shortfallOf(this.key, { available: this.startAvailable, frozen: this.startFrozen }, this);
  }

  /**
   * Takes `amount` from one side at once (a batch's reservation): refused with the shortfall, and nothing
   * changed, when it is not there.
   */
  take(kind: UserAccountKind, amount: Money): void {
    const before = { available: this.available, frozen: this.frozen };
    this.add(kind, amount.negated());
    const refusal = shortfallOf(this.key, before, this);
    if (refusal) {
      this.available = before.available;
      this.frozen = before.frozen;
      throw refusal;
    }
  }

  /** What the entries changed, for the balance row's UPDATE. */
  delta(): BalanceSnapshot {
    return {
      ...this.key,
      available: formatAmount(this.available.minus(this.startAvailable)),
      frozen: formatAmount(this.frozen.minus(this.startFrozen)),
    };
  }

  /** Where the balance is now, for the reply. */
  snapshot(): BalanceSnapshot {
    return { ...this.key, available: formatAmount(this.available), frozen: formatAmount(this.frozen) };
  }
}

/**
 * The locked rows as held balances, looked up by key. Only rows that receive nothing can be missing, and
 * taking from a missing row is taking from zero.
 */
export function holdBalances(rows: readonly BalanceRow[]): (key: BalanceKey) => HeldBalance {
  const held = new Map<string, HeldBalance>();
  for (const row of rows) {
    held.set(
      keyText(row),
      new HeldBalance({ userId: row.userId, currency: row.currency }, row.available, row.frozen),
    );
  }
  return (key) => {
    const existing = held.get(keyText(key));
    if (existing) return existing;
    const zero = new HeldBalance(key, '0', '0');
    held.set(keyText(key), zero);
    return zero;
  };
}

/**
 * Posts one entry atomically: its lines and the balances they change, or nothing at all.
 *
 * Order, and why: (1) a cause that already posted returns at once, before any lock (a retry must hear
 * "done", not "insufficient"); (2) rows that will receive money are created if missing, in sorted order;
 * (3) every touched row is locked in (user, currency) order with SELECT ... FOR UPDATE; (4) the new
 * balances are computed and a shortfall throws before anything is written; (5) the entry is inserted (a
 * concurrent post of the same cause ends here as a duplicate); (6) balances and lines are written.
 */
export async function postEntry(db: Db, at: Date, draft: EntryDraft): Promise<PostResult> {
  const entry = checkEntry(draft);
  return inTransaction(db, async (trx) => {
    const earlier = await findEntryIdByCause(trx, entry.cause);
    if (earlier) return { entryId: earlier, posted: false, balances: [] };

    const touched = sortedKeys(userKeys(entry, false));
    await insertMissingBalances(trx, sortedKeys(userKeys(entry, true)), at);
    const heldOf = holdBalances(await lockBalances(trx, touched));

    const entryId = newId();
    const lines: NewLineRow[] = entry.lines.map(({ account, currency, amount }) => {
      const base = { entryId, account: account.kind, currency, amount: formatAmount(amount) };
      if (!isUserAccount(account)) return { ...base, userId: null, balanceAfter: null };
      const after = heldOf({ userId: account.userId, currency }).add(account.kind, amount);
      return { ...base, userId: account.userId, balanceAfter: formatAmount(after) };
    });

    // The entry is atomic: what counts is where each balance ends, not the order of its lines.
    const results = touched.map(heldOf);
    for (const balance of results) {
      const shortfall = balance.shortfall();
      if (shortfall) throw shortfall;
    }

    const inserted = await insertEntry(trx, {
      id: entryId,
      type: entry.type,
      cause: entry.cause,
      memo: entry.memo ?? null,
      createdAt: at,
    });
    if (!inserted) {
      const winner = await findEntryIdByCause(trx, entry.cause);
      if (!winner)
        throw new Error(`ledger cause ${entry.cause.type}:${entry.cause.id} conflicted but is absent`);
      return { entryId: winner, posted: false, balances: [] };
    }
    await applyBalanceDeltas(
      trx,
      results.map((balance) => balance.delta()),
      at,
    );
    await insertLines(trx, lines);
    return { entryId, posted: true, balances: results.map((balance) => balance.snapshot()) };
  });
}
