import { randomBytes } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';

/**
 * A named random secret shared by every instance through the database (created by whichever starts
 * first). Used as an HMAC key, e.g. for e-mail codes.
 */
export async function serverSecret(db: Db, clock: Clock, name: string): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64'), created_at: new Date(clock.now()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
