import type { Db } from '../../platform/db.ts';
import { newId } from '../../platform/ids.ts';

/** Failed sign-ins are counted per typed e-mail and IP: a stranger elsewhere cannot lock an operator out. */
export async function countOperatorFailures(db: Db, email: string, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('operator_login_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordOperatorFailure(
  db: Db,
  attempt: { email: string; ip: string; at: Date; forgetBefore: Date },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('operator_login_failures')
    .values({ id, email: attempt.email, ip: attempt.ip, failed_at: attempt.at })
    .execute();
  await db
    .deleteFrom('operator_login_failures')
    .where('email', '=', attempt.email)
    .where('failed_at', '<', attempt.forgetBefore)
    .execute();
  return id;
}

/** One attempt that was no failure: a correct password still waiting for its code, or one refused unchecked. */
export async function forgiveOperatorFailure(db: Db, id: string): Promise<void> {
  await db.deleteFrom('operator_login_failures').where('id', '=', id).execute();
}

export async function clearOperatorFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.deleteFrom('operator_login_failures').where('email', '=', email).where('ip', '=', ip).execute();
}
