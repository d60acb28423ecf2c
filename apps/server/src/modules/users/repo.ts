import { type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { UserTable } from '../../platform/db-schema.ts';

export type UserRow = Selectable<UserTable>;

export type NewUserRow = {
  id: string;
  uid: string;
  account: string;
  email: string;
  passwordHash: string;
  nickname: string;
  invitationCode: string;
  referrerId: string | null;
  /** One of the ten locales (USER_LOCALES; the column's CHECK refuses others); omitted: English. */
  locale?: string | undefined;
  createdAt: Date;
};

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The account's status, row-locked. `share` for a decision that must not outlive a freeze (paying out a
 * withdrawal): a freeze committed first is seen here, one arriving later waits for the caller's commit.
 * `update` for a freeze or unfreeze itself: a concurrent one waits, then sees this one's outcome.
 */
export async function lockUserStatus(
  db: Db,
  id: string,
  mode: 'share' | 'update' = 'share',
): Promise<Pick<UserRow, 'status' | 'frozen_reason'> | undefined> {
  const query = db.selectFrom('users').select(['status', 'frozen_reason']).where('id', '=', id);
  return (mode === 'share' ? query.forShare() : query.forUpdate()).executeTakeFirst();
}

/** By account name or e-mail, case-insensitively (account names cannot contain "@", so they never collide). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const lowered = login.toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(account)`, '=', lowered), eb(sql`lower(email)`, '=', lowered)]))
    .executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserIdByInvitationCode(db: Db, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('invitation_code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row?.id;
}

export async function isUidTaken(db: Db, uid: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirst()) !== undefined;
}

export async function isInvitationCodeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('invitation_code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      id: user.id,
      uid: user.uid,
      account: user.account,
      email: user.email,
      password_hash: user.passwordHash,
      nickname: user.nickname,
      avatar: null,
      invitation_code: user.invitationCode,
      referrer_id: user.referrerId,
      withdrawal_password_hash: null,
      locale: user.locale,
      created_at: user.createdAt,
      updated_at: user.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUserProfile(
  db: Db,
  id: string,
  changes: { nickname?: string },
  at: Date,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function updateWithdrawalPasswordHash(
  db: Db,
  id: string,
  hash: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ withdrawal_password_hash: hash, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function countInvitedUsers(db: Db, referrerId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Real-name verification (the kyc module) moves this status; nothing else writes it. */
export async function updateRealNameStatus(
  db: Db,
  id: string,
  status: 'unverified' | 'pending' | 'verified' | 'rejected',
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ real_name_status: status, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** The language the person's mail is written in (the app's language setting). */
export async function updateUserLocale(db: Db, id: string, locale: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ locale, updated_at: at })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The ids of the users an operator's search names by account, or by e-mail (e-mails are stored lower-case)
 * when `byEmail`: a subquery for the finance queues, which also match an order number or a user id. An
 * operator who sees e-mails masked searches without them, so that a guessed address finds nobody.
 */
export function idsOfUsersMatching(db: Db, search: string, byEmail: boolean) {
  return db
    .selectFrom('users')
    .select('users.id')
    .where((u) =>
      byEmail
        ? u.or([u('users.account', '=', search), u('users.email', '=', search.toLowerCase())])
        : u('users.account', '=', search),
    );
}
