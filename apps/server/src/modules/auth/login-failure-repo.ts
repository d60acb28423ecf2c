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

/** Failures of an account from every address: subjects are "<account>@<address>". */
export async function countAccountFailures(db: Db, account: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('subject', 'like', `${escapeLike(account)}@%`)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function recordLoginFailure(
  db: Db,
  subject: string,
  at: Date,
  forgetBefore: Date,
  id = newId(),
): Promise<void> {
  await db.insertInto('login_failures').values({ id, subject, failed_at: at }).execute();
  // Failures outside the window no longer count; drop them as new ones come in.
  await db
    .deleteFrom('login_failures')
    .where('subject', '=', subject)
    .where('failed_at', '<', forgetBefore)
    .execute();
}

/**
 * A failure recorded before the slow check it stands for, then counted: refused (undefined, the record taken
 * back) when it would pass `max` within the window, else the record's id. Each try counts only after its own
 * record is in, so parallel tries see one another's and no more than `max` are ever checked in a window.
 */
export async function reserveFailure(
  db: Db,
  subject: string,
  rules: { max: number; at: Date; forgetBefore: Date },
): Promise<string | undefined> {
  const id = newId();
  await recordLoginFailure(db, subject, rules.at, rules.forgetBefore, id);
  if ((await countLoginFailures(db, subject, rules.forgetBefore)) <= rules.max) return id;
  await takeBackFailure(db, id);
  return undefined;
}

/** A reserved try that was refused before its check: it guessed nothing, so it counts for nothing. */
export async function takeBackFailure(db: Db, id: string): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** A right password forgives the subject's failures. */
export async function clearFailures(db: Db, subject: string): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', '=', subject).execute();
}

/** A successful login forgives the account's failures from every address. */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('subject', 'like', `${escapeLike(account)}@%`)
    .execute();
}
