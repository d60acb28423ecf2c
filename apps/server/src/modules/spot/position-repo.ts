import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { AMOUNT_DECIMALS, formatAmount, Money } from '../ledger/index.ts';

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

const basisKey = (userId: string, currency: string) => `${userId}\n${currency}`;

/**
 * A batch's changes applied in order: the touched rows are read and locked here, the new values computed
 * exactly (a sell keeps the average: cost x left / quantity, rounded half up to 18 decimals; selling what
 * never had a cost changes nothing), and answered as one upsert (ending in RETURNING 1) for the batch's
 * ledger statement to carry, with the number of rows it must write; null when nothing changes.
 */
export async function positionUpsert(
  db: Db,
  changes: readonly PositionChange[],
  at: Date,
): Promise<{ statement: RawBuilder<unknown>; rows: number } | null> {
  if (changes.length === 0) return null;
  const userIds = [...new Set(changes.map((change) => change.userId))];
  const currencies = [...new Set(changes.map((change) => change.currency))];
  const rows = await db
    .selectFrom('spot_positions')
    .select(['user_id', 'currency', 'cost_quantity', 'cost_total'])
    .where('user_id', 'in', userIds)
    .where('currency', 'in', currencies)
    .orderBy('user_id')
    .orderBy('currency')
    .forUpdate()
    .execute();
  const bases = new Map<string, { userId: string; currency: string; quantity: Money; total: Money }>();
  for (const row of rows) {
    bases.set(basisKey(row.user_id, row.currency), {
      userId: row.user_id,
      currency: row.currency,
      quantity: new Money(row.cost_quantity),
      total: new Money(row.cost_total),
    });
  }
  const changed = new Set<string>();
  for (const change of changes) {
    const key = basisKey(change.userId, change.currency);
    const basis = bases.get(key) ?? {
      userId: change.userId,
      currency: change.currency,
      quantity: new Money(0),
      total: new Money(0),
    };
    if (change.kind === 'buy') {
      basis.quantity = basis.quantity.plus(change.quantity);
      basis.total = basis.total.plus(change.cost);
    } else {
      if (basis.quantity.isZero()) continue;
      const left = basis.quantity.minus(Money.min(basis.quantity, change.quantity));
      basis.total = left.isZero()
        ? new Money(0)
        : basis.total.mul(left).div(basis.quantity).toDecimalPlaces(AMOUNT_DECIMALS, Money.ROUND_HALF_UP);
      basis.quantity = left;
    }
    bases.set(key, basis);
    changed.add(key);
  }
  const written = [...changed].flatMap((key) => {
    const basis = bases.get(key);
    return basis ? [basis] : [];
  });
  if (written.length === 0) return null;
  const statement = sql`
    INSERT INTO spot_positions (user_id, currency, cost_quantity, cost_total, updated_at)
    SELECT v.user_id, v.currency, v.cost_quantity, v.cost_total, ${at}::timestamptz
    FROM unnest(
      ${written.map((row) => row.userId)}::text[], ${written.map((row) => row.currency)}::text[],
      ${written.map((row) => formatAmount(row.quantity))}::numeric[],
      ${written.map((row) => formatAmount(row.total))}::numeric[]
    ) AS v(user_id, currency, cost_quantity, cost_total)
    ON CONFLICT (user_id, currency) DO UPDATE SET cost_quantity = excluded.cost_quantity,
      cost_total = excluded.cost_total, updated_at = excluded.updated_at
    RETURNING 1`;
  return { statement, rows: written.length };
}
