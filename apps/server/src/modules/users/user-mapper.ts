import type { FinanceOrderUser, User } from '@halcyon/api';
import { FALLBACK_LOCALE, isLocale, type Locale } from '@halcyon/i18n';
import { maskEmail } from './email-mask.ts';
import type { UserRow } from './repo.ts';

/** The only way a user row leaves the server: no hash, no referrer, no internal columns. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    uid: row.uid,
    account: row.account,
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar,
    creditScore: row.credit_score,
    invitationCode: row.invitation_code,
    withdrawalPasswordSet: row.withdrawal_password_hash !== null,
    realNameStatus: row.real_name_status,
    createdAt: row.created_at.getTime(),
  };
}

/** The language to write to the person in (their stored one; English if a row somehow holds another). */
export function localeOfUser(row: Pick<UserRow, 'locale'>): Locale {
  return isLocale(row.locale) ? row.locale : FALLBACK_LOCALE;
}

/** The owner of a deposit or withdrawal as its reviewer sees them: who, how old, verified, and frozen or not. */
export function toFinanceOrderUser(row: UserRow): FinanceOrderUser {
  return {
    userId: row.id,
    account: row.account,
    email: row.email,
    registeredAt: row.created_at.getTime(),
    kycStatus: row.real_name_status,
    status: row.status,
    frozenReason: row.frozen_reason,
  };
}

/**
 * The owner as a role without finance.personal sees them (the read-only viewer): their e-mail masked. The
 * account name and the link to their page stay, so a figure in a queue can still be followed up.
 */
export function withEmailMasked(user: FinanceOrderUser): FinanceOrderUser {
  return { ...user, email: maskEmail(user.email) };
}
