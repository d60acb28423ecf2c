import type { AdminOperator, AdminOperatorsQuery, OperatorRole, OperatorStatus } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { paginationOf } from '../../platform/paging.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { listPendingInvitations, revokeInvitationsBy } from './invitation-repo.ts';
import {
  acceptOperatorInvite,
  type InviteInput,
  inviteOperator,
  revokeOperatorInvitation,
  toInvitation,
} from './invitations.ts';
import type { OperatorSessions } from './operator-sessions.ts';
import {
  clearTotp,
  countActiveOwners,
  findOperatorRecord,
  lockOperatorsTable,
  type OperatorRecord,
  searchOperatorRecords,
  updateOperator,
} from './repo.ts';
import { toAdminOperator } from './self-view.ts';

type Deps = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'translator'> & { sessions: OperatorSessions };

export type { InviteInput } from './invitations.ts';
export type OperatorManagement = ReturnType<typeof createOperatorManagement>;

async function existing(trx: Db, id: string): Promise<OperatorRecord> {
  const operator = await findOperatorRecord(trx, id);
  if (!operator) throw new AppError('NOT_FOUND');
  return operator;
}

/**
 * What a role or status change takes away at once; answers what the audit row records of it. A disabled
 * operator's sessions end, and so do the invitations they sent: a disabled owner may have been compromised,
 * and whoever they invited would join with the role they chose. A new role ends the sessions so that the
 * operator signs in again and sees what it allows.
 */
async function withdrawAccess(
  { clock, sessions }: Pick<Deps, 'clock' | 'sessions'>,
  trx: Db,
  before: OperatorRecord,
  next: { role?: OperatorRole; status?: OperatorStatus },
): Promise<{ revokedInvitations?: Array<{ id: string; email: string; role: OperatorRole }> }> {
  if (next.status === 'disabled') {
    await sessions.endAllOf(trx, before.id, 'disabled');
    const revoked = await revokeInvitationsBy(trx, before.id, dateOf(clock));
    return { revokedInvitations: revoked.map(({ id, email, role }) => ({ id, email, role })) };
  }
  if (next.role !== undefined && next.role !== before.role)
    await sessions.endAllOf(trx, before.id, 'role_changed');
  return {};
}

/** Role or status change with the last-owner rule, access withdrawn, audited. */
async function changeOperator(
  { db, clock, sessions }: Deps,
  actor: AuditActor,
  id: string,
  next: { role?: OperatorRole; status?: OperatorStatus },
  action: string,
): Promise<AdminOperator> {
  return db.transaction().execute(async (trx) => {
    await lockOperatorsTable(trx);
    const before = await existing(trx, id);
    const stopsBeingActiveOwner =
      before.role === 'owner' &&
      before.status === 'active' &&
      ((next.role !== undefined && next.role !== 'owner') || next.status === 'disabled');
    if (stopsBeingActiveOwner && (await countActiveOwners(trx)) <= 1) throw new AppError('LAST_OWNER');
    await updateOperator(trx, id, next, dateOf(clock));
    const withdrawn = await withdrawAccess({ clock, sessions }, trx, before, next);
    const after = await existing(trx, id);
    await appendAudit(trx, {
      actor,
      at: dateOf(clock),
      action,
      targetType: 'operator',
      targetId: id,
      before: { role: before.role, status: before.status },
      after: { role: after.role, status: after.status, ...withdrawn },
    });
    return toAdminOperator(after);
  });
}

/** The operator enrols a new authenticator at their next sign-in; their sessions end now. */
async function resetOperatorTotp(
  { db, clock, sessions }: Deps,
  actor: AuditActor,
  id: string,
): Promise<AdminOperator> {
  return db.transaction().execute(async (trx) => {
    const before = await existing(trx, id);
    await clearTotp(trx, id, dateOf(clock));
    await sessions.endAllOf(trx, id, 'totp_reset');
    await appendAudit(trx, {
      actor,
      at: dateOf(clock),
      action: 'operators.reset_totp',
      targetType: 'operator',
      targetId: id,
      before: { totpEnrolled: before.totpSealed !== null },
      after: { totpEnrolled: false },
    });
    return toAdminOperator(await existing(trx, id));
  });
}

/**
 * What owners do to operators. Each change runs in a transaction with its audit row; changes that could
 * leave nobody able to manage operators (the last active owner disabled or demoted) are refused.
 */
export function createOperatorManagement(deps: Deps) {
  const { db, clock } = deps;
  const change = (
    actor: AuditActor,
    id: string,
    next: { role?: OperatorRole; status?: OperatorStatus },
    action: string,
  ) => changeOperator(deps, actor, id, next, action);

  return {
    /** A page of operators, and every pending invitation (GET /operators). */
    async list(query: AdminOperatorsQuery) {
      const [{ records, total }, invitations] = await Promise.all([
        searchOperatorRecords(db, query),
        listPendingInvitations(db, dateOf(clock)),
      ]);
      return {
        items: records.map(toAdminOperator),
        pagination: paginationOf(total, query),
        invitations: invitations.map(toInvitation),
      };
    },

    /** Sends a one-time link (24 h) to /admin/#/accept-invite?token=...; only its hash is stored. */
    invite: (actor: AuditActor, input: InviteInput, origin: string, locale: Locale) =>
      inviteOperator(deps, actor, input, origin, locale),

    /** The link stops working at once (POST /operators/invitations/{id}/revoke). */
    revokeInvitation: (actor: AuditActor, id: string) => revokeOperatorInvitation(deps, actor, id),

    /** The invited person chooses a password; they enrol TOTP at their first sign-in. */
    acceptInvite: (
      token: string,
      password: string,
      client: { ip: string | null; userAgent: string | null },
    ) => acceptOperatorInvite(deps, token, password, client),

    changeRole: (actor: AuditActor, id: string, role: OperatorRole) =>
      change(actor, id, { role }, 'operators.change_role'),
    /** Never one's own account: another owner decides that, so nobody locks themselves out by a slip. */
    disable: async (actor: AuditActor, id: string) => {
      if (actor.operatorId === id) throw new AppError('OPERATOR_SELF_DISABLE');
      return change(actor, id, { status: 'disabled' }, 'operators.disable');
    },
    enable: (actor: AuditActor, id: string) => change(actor, id, { status: 'active' }, 'operators.enable'),

    /** The operator enrols a new authenticator at their next sign-in; their sessions end now. */
    resetTotp: (actor: AuditActor, id: string): Promise<AdminOperator> => resetOperatorTotp(deps, actor, id),
  };
}
