import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { AMOUNT_DECIMALS, formatAmount, Money } from '../ledger/money.ts';

export type CostBasis = { currency: string; costQuantity: Money; costTotal: Money };

/** A buy adds its quantity and what it cost (notional + fee) to the average: one statement. */
export async function addBought(
  db: Db,
  input: { userId: string; currency: string; quantity: Money; cost: Money; at: Date },
): Promise<void> {
  await db
    .insertInto('spot_positions')
    .values({
      user_id: input.userId,
      currency: input.currency,
      cost_quantity: formatAmount(input.quantity),
      cost_total: formatAmount(input.cost),
      updated_at: input.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'currency']).doUpdateSet({
        cost_quantity: sql<string>`spot_positions.cost_quantity + excluded.cost_quantity`,
        cost_total: sql<string>`spot_positions.cost_total + excluded.cost_total`,
        updated_at: input.at,
      }),
    )
    .execute();
}

/**
 * A sell takes its quantity out of the costed part at the average cost, so the average of what is left
 * stays the same; selling holdings that never had a cost (grants, deposits) leaves the basis alone. One
 * statement: SET expressions all read the row as it was.
 */
export async function removeSold(
  db: Db,
  input: { userId: string; currency: string; quantity: Money; at: Date },
): Promise<void> {
  const sold = formatAmount(input.quantity);
  await db
    .updateTable('spot_positions')
    .set({
      cost_total: sql<string>`CASE WHEN cost_quantity <= ${sold}::numeric THEN 0
        ELSE round(cost_total * (cost_quantity - ${sold}::numeric) / cost_quantity, ${AMOUNT_DECIMALS}) END`,
      cost_quantity: sql<string>`greatest(cost_quantity - ${sold}::numeric, 0)`,
      updated_at: input.at,
    })
    .where('user_id', '=', input.userId)
    .where('currency', '=', input.currency)
    .where('cost_quantity', '>', '0')
    .execute();
}

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
