import type {
  AdminUserDetail,
  AdminUserSummary,
  AdminUsersQuery,
  AssetHistoryItem,
  ContractOrder,
  SpotOrder,
} from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { paginationOf } from '../../platform/paging.ts';
import { type AuditActor, appendViewAudit } from '../audit-log/index.ts';
import { type EndSessions, setFrozen } from './account-freeze.ts';
import { type AdminUserRow, findAdminUser, listReferrals, searchUsers } from './admin-repo.ts';
import { maskEmail } from './email-mask.ts';
import { maskIp } from './ip-mask.ts';
import type { UserRow } from './repo.ts';
import { localeOfUser } from './user-mapper.ts';

type AdminUserSession = AdminUserDetail['activeSessions'][number];

/**
 * What other modules know about a user, handed in by the composition root so that users depends on none of
 * them (auth, ledger, spot and second contracts already depend on users).
 */
export type UserDetailSources = {
  balances(userId: string): Promise<AdminUserDetail['balances']>;
  journal(userId: string): Promise<AssetHistoryItem[]>;
  openSpotOrders(userId: string): Promise<SpotOrder[]>;
  contracts(userId: string): Promise<ContractOrder[]>;
  sessions(userId: string): Promise<AdminUserSession[]>;
  /** Whether the person's second factor is on (auth owns it). */
  twoFactorEnabled(userId: string): Promise<boolean>;
  /** Ends every session of the user (in the freeze's transaction); answers what to run once it committed. */
  endSessions: EndSessions;
};

/**
 * `personal` (users.personal): the e-mail whole. Without it masked (a***@example.com): the account and uid
 * still name the person, the e-mail would let the operator write to them or look them up elsewhere.
 */
function toSummary(row: AdminUserRow, personal: boolean): AdminUserSummary {
  return {
    id: row.id,
    uid: row.uid,
    account: row.account,
    email: personal ? row.email : maskEmail(row.email),
    nickname: row.nickname,
    status: row.status,
    realNameStatus: row.real_name_status,
    invitationCode: row.invitation_code,
    referrerInvitationCode: row.referrer_invitation_code,
    createdAt: row.created_at.getTime(),
  };
}

/** A sign-in's address locates the person: only its network without users.personal. */
const sessionAsSeen =
  (personal: boolean) =>
  (session: AdminUserSession): AdminUserSession =>
    personal || session.ip === null ? session : { ...session, ip: maskIp(session.ip) };

const toReferral = (row: UserRow) => ({
  id: row.id,
  uid: row.uid,
  account: row.account,
  createdAt: row.created_at.getTime(),
});

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;

export function createUsersAdmin(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  sources: UserDetailSources,
) {
  async function existing(executor: Db, id: string): Promise<AdminUserRow> {
    const row = await findAdminUser(executor, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    /** `personal` (users.personal): e-mails whole and searched; without it masked and never matched. */
    async list(query: AdminUsersQuery, personal: boolean) {
      const { rows, total } = await searchUsers(db, query, personal);
      return { items: rows.map((row) => toSummary(row, personal)), pagination: paginationOf(total, query) };
    },

    /**
     * Everything about one person (never a secret): personal, so the operator's look is audited as
     * `users.view` (once per operator and person in VIEW_AUDIT_WINDOW_MS) before anything is read; a view
     * that cannot be recorded shows nothing, a missing person records nothing. Without `personal`
     * (users.personal) the e-mail and the sign-in addresses come masked; the balances and orders are still the
     * person's, so the look is recorded all the same.
     */
    async detail(actor: AuditActor, id: string, personal: boolean): Promise<AdminUserDetail> {
      const row = await existing(db, id);
      await appendViewAudit(db, {
        actor,
        at: dateOf(clock),
        action: 'users.view',
        targetType: 'user',
        targetId: id,
      });
      const referrer = row.referrer_id ? await findAdminUser(db, row.referrer_id) : undefined;
      const [balances, journal, openSpotOrders, contracts, sessions, referrals, twoFactorEnabled] =
        await Promise.all([
          sources.balances(id),
          sources.journal(id),
          sources.openSpotOrders(id),
          sources.contracts(id),
          sources.sessions(id),
          listReferrals(db, id, 100),
          sources.twoFactorEnabled(id),
        ]);
      const signIns = sessions.map(sessionAsSeen(personal));
      return {
        profile: {
          ...toSummary(row, personal),
          avatar: row.avatar,
          creditScore: row.credit_score,
          withdrawalPasswordSet: row.withdrawal_password_hash !== null,
          twoFactorEnabled,
          frozenReason: row.frozen_reason,
          frozenAt: row.frozen_at?.getTime() ?? null,
          referrer: referrer ? toReferral(referrer) : null,
          locale: localeOfUser(row),
        },
        balances,
        journal,
        openSpotOrders,
        contracts,
        activeSessions: signIns.filter((session) => session.endedAt === null),
        signIns,
        referrals: referrals.map(toReferral),
      };
    },

    freeze: (actor: AuditActor, id: string, reason: string) =>
      setFrozen({ db, clock }, sources.endSessions, { actor, id, frozen: true, reason }),
    unfreeze: (actor: AuditActor, id: string, reason: string) =>
      setFrozen({ db, clock }, sources.endSessions, { actor, id, frozen: false, reason }),
  };
}
