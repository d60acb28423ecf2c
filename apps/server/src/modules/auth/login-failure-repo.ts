import type { Db } from '../../platform/db.ts';
import { newId } from '../../platform/ids.ts';

export async function countLoginFailures(db: Db, subject: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('subject', '=', subject)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordLoginFailure(
  db: Db,
  subject: string,
  at: Date,
  forgetBefore: Date,
): Promise<void> {
  await db.insertInto('login_failures').values({ id: newId(), subject, failed_at: at }).execute();
  // Failures outside the window no longer count; drop them as new ones come in.
  await db
    .deleteFrom('login_failures')
    .where('subject', '=', subject)
    .where('failed_at', '<', forgetBefore)
    .execute();
}

export async function clearLoginFailures(db: Db, subject: string): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', '=', subject).execute();
}
