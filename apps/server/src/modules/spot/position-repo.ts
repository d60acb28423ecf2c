import { type RawBuilder, sql } from 'kysely';
import { columnLiteral } from '../../platform/array-literal.ts';
import type { Db } from '../../platform/db.ts';
import { AMOUNT_DECIMALS, formatAmount, Money } from '../ledger/index.ts';
import type { CommittedBasis, PositionCache } from './position-cache.ts';

export type CostBasis = { currency: string; costQuantity: Money; costTotal: Money };

export async function listCostBases(db: Db, userId: string): Promise<CostBasis[]> {
  const rows = await db
    .selectFrom('spot_positions')
    .select(['currency', 'cost_quantity', 'cost_total'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    costQuantity: new Money(row.cost_quantity),
    costTotal: new Money(row.cost_total),
  }));
}

/** A change of a cost basis: a buy adds quantity and cost, a sell takes quantity out at the average. */
export type PositionChange =
  | { kind: 'buy'; userId: string; currency: string; quantity: Money; cost: Money }
  | { kind: 'sell'; userId: string; currency: string; quantity: Money };

export const positionKey = (userId: string, currency: string) => `${userId}\n${currency}`;

type Basis = { userId: string; currency: string; quantity: Money; total: Money };
/** A touched position: as read (null when there was no row) and as the batch leaves it. */
type BasisUpdate = { read: CommittedBasis | null; next: Basis };

/** The writes of a batch's positions and the bases they leave, for the cache once the batch commits. */
export type PositionWrites = {
  writes: { name: string; statement: RawBuilder<unknown>; rows: number }[];
  committed: Map<string, CommittedBasis>;
};

/**
 * A batch's changes applied in order, answered as two writes (each ending in RETURNING 1) for the batch's
 * ledger statement to carry, with the rows each must write; none when nothing changes. A touched basis
 * comes from `cache` when it holds it, else is read without a lock (only the spot writer changes
 * positions, one batch at a time), so `db` may be another connection than the batch's: the writes compare
 * and set, an existing row only if it still holds what was read and a new one only if none appeared, and
 * a row count short of the expected one fails the batch. The new values are computed exactly: a sell
 * keeps the average (cost x left / quantity, rounded half up to 18 decimals); selling what never had a
 * cost changes nothing.
 */
export async function positionWrites(
  db: Db,
  changes: readonly PositionChange[],
  at: Date,
  cache?: PositionCache,
): Promise<PositionWrites> {
  if (changes.length === 0) return { writes: [], committed: new Map() };
  const updates = await readBases(db, changes, cache);
  const changed = new Set<string>();
  for (const change of changes) {
    const key = positionKey(change.userId, change.currency);
    const update = updates.get(key) ?? basisUpdate(change.userId, change.currency, null);
    if (applyChange(update.next, change)) changed.add(key);
    updates.set(key, update);
  }
  const committed = new Map<string, CommittedBasis>();
  const touched: BasisUpdate[] = [];
  for (const key of changed) {
    const update = updates.get(key);
    if (!update) continue;
    touched.push(update);
    committed.set(key, {
      quantity: formatAmount(update.next.quantity),
      total: formatAmount(update.next.total),
    });
  }
  const existing = touched.filter((update) => update.read !== null);
  const fresh = touched.filter((update) => update.read === null).map((update) => update.next);
  const writes = [];
  if (existing.length > 0) {
    writes.push({
      name: 'changed_positions',
      statement: updatePositionsSql(existing, at),
      rows: existing.length,
    });
  }
  if (fresh.length > 0) {
    writes.push({ name: 'new_positions', statement: insertPositionsSql(fresh, at), rows: fresh.length });
  }
  return { writes, committed };
}

function basisUpdate(userId: string, currency: string, read: CommittedBasis | null): BasisUpdate {
  return {
    read,
    next: {
      userId,
      currency,
      quantity: new Money(read?.quantity ?? 0),
      total: new Money(read?.total ?? 0),
    },
  };
}

/** The touched bases: from the cache, and the rest from the database (which wins where both answer). */
async function readBases(
  db: Db,
  changes: readonly PositionChange[],
  cache: PositionCache | undefined,
): Promise<Map<string, BasisUpdate>> {
  const updates = new Map<string, BasisUpdate>();
  const unknown: PositionChange[] = [];
  for (const change of changes) {
    const key = positionKey(change.userId, change.currency);
    if (updates.has(key)) continue;
    const known = cache?.get(key);
    if (known) updates.set(key, basisUpdate(change.userId, change.currency, known));
    else unknown.push(change);
  }
  if (unknown.length === 0) return updates;
  const rows = await db
    .selectFrom('spot_positions')
    .select(['user_id', 'currency', 'cost_quantity', 'cost_total'])
    .where('user_id', 'in', [...new Set(unknown.map((change) => change.userId))])
    .where('currency', 'in', [...new Set(unknown.map((change) => change.currency))])
    .execute();
  for (const row of rows) {
    const read = { quantity: row.cost_quantity, total: row.cost_total };
    updates.set(positionKey(row.user_id, row.currency), basisUpdate(row.user_id, row.currency, read));
  }
  return updates;
}

/** Applies one change to a basis in place; false when it changes nothing (a sell of what had no cost). */
function applyChange(basis: Basis, change: PositionChange): boolean {
  if (change.kind === 'buy') {
    basis.quantity = basis.quantity.plus(change.quantity);
    basis.total = basis.total.plus(change.cost);
    return true;
  }
  if (basis.quantity.isZero()) return false;
  const left = basis.quantity.minus(Money.min(basis.quantity, change.quantity));
  basis.total = left.isZero()
    ? new Money(0)
    : basis.total.mul(left).div(basis.quantity).toDecimalPlaces(AMOUNT_DECIMALS, Money.ROUND_HALF_UP);
  basis.quantity = left;
  return true;
}

function updatePositionsSql(updates: readonly BasisUpdate[], at: Date): RawBuilder<unknown> {
  const column = (pick: (update: BasisUpdate) => string) => columnLiteral(updates, pick);
  return sql`
    UPDATE spot_positions AS p
    SET cost_quantity = v.cost_quantity, cost_total = v.cost_total, updated_at = ${at}::timestamptz
    FROM unnest(
      ${column((u) => u.next.userId)}::text[], ${column((u) => u.next.currency)}::text[],
      ${column((u) => formatAmount(u.next.quantity))}::numeric[], ${column((u) => formatAmount(u.next.total))}::numeric[],
      ${column((u) => u.read?.quantity ?? '')}::numeric[], ${column((u) => u.read?.total ?? '')}::numeric[]
    ) AS v(user_id, currency, cost_quantity, cost_total, read_quantity, read_total)
    WHERE p.user_id = v.user_id AND p.currency = v.currency
      AND p.cost_quantity = v.read_quantity AND p.cost_total = v.read_total
    RETURNING 1`;
}

function insertPositionsSql(bases: readonly Basis[], at: Date): RawBuilder<unknown> {
  return sql`
    INSERT INTO spot_positions (user_id, currency, cost_quantity, cost_total, updated_at)
    SELECT v.user_id, v.currency, v.cost_quantity, v.cost_total, ${at}::timestamptz
    FROM unnest(
      ${columnLiteral(bases, (b) => b.userId)}::text[], ${columnLiteral(bases, (b) => b.currency)}::text[],
      ${columnLiteral(bases, (b) => formatAmount(b.quantity))}::numeric[],
      ${columnLiteral(bases, (b) => formatAmount(b.total))}::numeric[]
    ) AS v(user_id, currency, cost_quantity, cost_total)
    ON CONFLICT (user_id, currency) DO NOTHING
    RETURNING 1`;
}
