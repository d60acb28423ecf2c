import type { Db } from '../../platform/db.ts';

/** Open orders of people (the house maker's quotes are not orders anyone placed). */
export async function countOpenSpotOrders(db: Db, houseOwner: string): Promise<number> {
  const row = await db
    .selectFrom('spot_orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('open', '=', true)
    .where('user_id', '!=', houseOwner)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
