import type { UserLocale } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';
import { newId, newInvitationCode, newUid } from '../../platform/ids.ts';
import {
  insertUser,
  isInvitationCodeTaken,
  isUidTaken,
  type UserRow,
  updatePasswordHash,
  updateWithdrawalPasswordHash,
} from './repo.ts';

/** Random public values are drawn until unused; with 90 million uids a retry is already rare. */
async function unusedValue(db: Db, draw: () => string, taken: (db: Db, value: string) => Promise<boolean>) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const value = draw();
    if (!(await taken(db, value))) return value;
  }
  throw new Error('could not draw an unused public identifier');
}

export type NewUser = {
  account: string;
  email: string;
  /** Hashed by the caller (auth's passwords.ts): the users module never sees a password. */
  passwordHash: string;
  nickname: string;
  referrerId: string | null;
  /** The person's language (registration: from Accept-Language); English when not known. */
  locale?: UserLocale;
  at: Date;
};

/**
 * The one way a user comes to exist (registration, the demo user): a fresh id, an unused public uid and
 * invitation code, and the row. In the caller's transaction when `db` is one. A taken account or e-mail
 * fails with the database's unique violation (users_account_key, users_email_key) for the caller to judge.
 */
export async function createUser(db: Db, user: NewUser): Promise<UserRow> {
  return insertUser(db, {
    id: newId(),
    uid: await unusedValue(db, newUid, isUidTaken),
    account: user.account,
    email: user.email,
    passwordHash: user.passwordHash,
    nickname: user.nickname,
    invitationCode: await unusedValue(db, () => newInvitationCode(), isInvitationCodeTaken),
    referrerId: user.referrerId,
    locale: user.locale,
    createdAt: user.at,
  });
}

/** Replaces a user's password hash (change and reset; the caller ends the sessions it must). */
export async function setPassword(db: Db, userId: string, passwordHash: string, at: Date): Promise<void> {
  await updatePasswordHash(db, userId, passwordHash, at);
}

/** Sets or replaces the withdrawal password hash (argon2id; the withdrawal module checks and hashes it). */
export async function setWithdrawalPassword(db: Db, userId: string, hash: string, at: Date): Promise<void> {
  await updateWithdrawalPasswordHash(db, userId, hash, at);
}
