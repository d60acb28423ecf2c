import type { Db } from '../../platform/db.ts';
import { AMOUNT_DECIMALS, formatAmount, Money } from '../ledger/money.ts';

export type CostBasis = { currency: string; costQuantity: Money; costTotal: Money };

async function lockedBasis(db: Db, userId: string, currency: string): Promise<CostBasis | undefined> {
  const row = await db
    .selectFrom('spot_positions')
    .select(['currency', 'cost_quantity', 'cost_total'])
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      currency: row.currency,
      costQuantity: new Money(row.cost_quantity),
      costTotal: new Money(row.cost_total),
    }
  );
}

async function save(db: Db, userId: string, basis: CostBasis, at: Date): Promise<void> {
  const values = {
    cost_quantity: formatAmount(basis.costQuantity),
    cost_total: formatAmount(basis.costTotal),
    updated_at: at,
  };
  await db
    .insertInto('spot_positions')
    .values({ user_id: userId, currency: basis.currency, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'currency']).doUpdateSet(values))
    .execute();
}

/** A buy adds its quantity and what it cost (notional + fee) to the average. */
export async function addBought(
  db: Db,
  input: { userId: string; currency: string; quantity: Money; cost: Money; at: Date },
): Promise<void> {
  const basis = (await lockedBasis(db, input.userId, input.currency)) ?? {
    currency: input.currency,
    costQuantity: new Money(0),
    costTotal: new Money(0),
  };
  await save(
    db,
    input.userId,
    {
      currency: input.currency,
      costQuantity: basis.costQuantity.plus(input.quantity),
      costTotal: basis.costTotal.plus(input.cost),
    },
    input.at,
  );
}

/**
 * A sell takes its quantity out of the costed part at the average cost, so the average of what is left
 * stays the same; selling holdings that never had a cost (grants, deposits) leaves the basis alone.
 */
export async function removeSold(
  db: Db,
  input: { userId: string; currency: string; quantity: Money; at: Date },
): Promise<void> {
  const basis = await lockedBasis(db, input.userId, input.currency);
  if (!basis || basis.costQuantity.isZero()) return;
  const sold = Money.min(basis.costQuantity, input.quantity);
  const left = basis.costQuantity.minus(sold);
  const costLeft = left.isZero()
    ? new Money(0)
    : basis.costTotal.mul(left).div(basis.costQuantity).toDecimalPlaces(AMOUNT_DECIMALS, Money.ROUND_HALF_UP);
  await save(
    db,
    input.userId,
    { currency: input.currency, costQuantity: left, costTotal: costLeft },
    input.at,
  );
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
