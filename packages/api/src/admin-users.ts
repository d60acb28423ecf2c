import { z } from 'zod';
import { assetHistoryItem } from './assets.ts';
import { pagination, paginationQuery } from './envelope.ts';
import { decimalString } from './markets.ts';
import { contractOrder } from './second-contract.ts';
import { spotOrder } from './spot.ts';
import { realNameStatus, USER_LOCALES } from './user.ts';

export const USER_STATUSES = ['active', 'frozen'] as const;
export const userStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatus>;

export const ADMIN_USER_SORTS = ['createdAt', 'account', 'email', 'uid'] as const;

/**
 * GET /api/admin/users: `query` matches account (prefix), uid (exact), the user's invitation code or their
 * referrer's, and e-mail (prefix) for a role with users.personal only: without it, a guessed address finds
 * nobody, and `sort=email` orders by the masked address.
 */
export const adminUsersQuery = paginationQuery.extend({
  query: z.string().trim().max(128).optional(),
  status: userStatus.optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserSummary = z.object({
  id: z.string(),
  uid: z.string(),
  account: z.string(),
  /** Masked (`a***@example.com`) for a role without users.personal. */
  email: z.string(),
  nickname: z.string(),
  status: userStatus,
  realNameStatus,
  invitationCode: z.string(),
  /** The invitation code the user signed up with (their referrer's), if any. */
  referrerInvitationCode: z.string().nullable(),
  createdAt: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;
export const adminUsersResponse = z.object({ items: z.array(adminUserSummary), pagination });

export const adminUserIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const adminUserBalance = z.object({
  currency: z.string(),
  available: decimalString,
  frozen: decimalString,
});

/** A sign-in of the user (a session); tokens and their hashes never leave the server. */
export const adminUserSession = z.object({
  id: z.string(),
  createdAt: z.number().int(),
  /** Its network only (`203.0.*.*`) for a role without users.personal. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** null while active. */
  endedAt: z.number().int().nullable(),
  endReason: z.string().nullable(),
});

export const adminUserReferral = z.object({
  id: z.string(),
  uid: z.string(),
  account: z.string(),
  createdAt: z.number().int(),
});

/** GET /api/admin/users/{id}: everything an operator needs to help or investigate; never a secret. */
export const adminUserDetail = z.object({
  profile: adminUserSummary.extend({
    avatar: z.string().nullable(),
    creditScore: z.number().int(),
    withdrawalPasswordSet: z.boolean(),
    /** Whether the person's second factor is on (what a compliance reset turns off). */
    twoFactorEnabled: z.boolean(),
    frozenReason: z.string().nullable(),
    frozenAt: z.number().int().nullable(),
    referrer: adminUserReferral.nullable(),
    /** The language the person uses the app in (their mail is written in it). */
    locale: z.enum(USER_LOCALES),
  }),
  balances: z.array(adminUserBalance),
  /** The latest journal lines (newest first). */
  journal: z.array(assetHistoryItem),
  openSpotOrders: z.array(spotOrder),
  /** The latest second contracts (newest first). */
  contracts: z.array(contractOrder),
  activeSessions: z.array(adminUserSession),
  /** The latest sign-ins, active or ended (newest first). */
  signIns: z.array(adminUserSession),
  referrals: z.array(adminUserReferral),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** An operator's reason for a change to a person's account, kept in the audit log. */
const operatorReasonField = z
  .string({ error: 'validation.reasonRequired' })
  .trim()
  .min(1, { error: 'validation.reasonRequired' })
  .max(500, { error: 'validation.tooLong' });

/**
 * POST /api/admin/users/{id}/freeze (ends the user's sessions and refuses their sign-in until unfrozen) and
 * /unfreeze: either way with the reason, for the audit log. 409 CONFLICT when already in that state.
 */
export const freezeUserRequest = z.object({ reason: operatorReasonField });

/**
 * POST /api/admin/users/{id}/two-factor/reset (identity.review): turns the person's second factor off (a lost
 * phone and no recovery codes), with the reason for the audit log; their withdrawals are held until
 * `withdrawalsHeldUntil` and they are e-mailed. 409 TWO_FACTOR_NOT_ENABLED when it is not on.
 */
export const resetTwoFactorRequest = z.object({ reason: operatorReasonField });
export const resetTwoFactorResponse = z.object({ withdrawalsHeldUntil: z.number().int() });
export type ResetTwoFactorResponse = z.infer<typeof resetTwoFactorResponse>;

export const adminUserStatusResponse = z.object({
  id: z.string(),
  status: userStatus,
  frozenReason: z.string().nullable(),
});
