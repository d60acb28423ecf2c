import {
  ADMIN_SESSION,
  type AdminInvitation,
  type AdminOperator,
  type OperatorRole,
  type OperatorStatus,
} from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newId, newToken, sha256 } from '../../platform/ids.ts';
import { publicConfigValue } from '../app-config/index.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { hashPassword } from '../auth/index.ts';
import {
  acceptInvitation,
  type InvitationRecord,
  insertInvitation,
  listPendingInvitations,
  revokePendingInvitations,
} from './invitation-repo.ts';
import type { OperatorSessions } from './operator-sessions.ts';
import {
  clearTotp,
  countActiveOwners,
  findOperatorRecord,
  findOperatorRecordByEmail,
  insertOperator,
  listOperatorRecords,
  lockOperatorsTable,
  type OperatorRecord,
  updateOperator,
} from './repo.ts';
import { toAdminOperator } from './self-view.ts';

type Deps = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'translator'> & { sessions: OperatorSessions };

function toInvitation(invitation: InvitationRecord): AdminInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt.getTime(),
    createdAt: invitation.createdAt.getTime(),
  };
}

export type InviteInput = { email: string; name: string; role: OperatorRole };
export type OperatorManagement = ReturnType<typeof createOperatorManagement>;

/**
 * What owners do to operators. Each change runs in a transaction with its audit row; changes that could
 * leave nobody able to manage operators (the last active owner disabled or demoted) are refused.
 */
export function createOperatorManagement({ db, clock, mailer, translator, sessions }: Deps) {
  async function existing(trx: Db, id: string): Promise<OperatorRecord> {
    const operator = await findOperatorRecord(trx, id);
    if (!operator) throw new AppError('NOT_FOUND');
    return operator;
  }

  /** Role or status change with the last-owner rule, sessions ended, audited. */
  async function change(
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
      // A new role takes effect at once: the operator signs in again and sees what it allows.
      if (next.status === 'disabled') await sessions.endAllOf(trx, id, 'disabled');
      else if (next.role !== undefined && next.role !== before.role)
        await sessions.endAllOf(trx, id, 'role_changed');
      const after = await existing(trx, id);
      await appendAudit(trx, {
        actor,
        at: dateOf(clock),
        action,
        targetType: 'operator',
        targetId: id,
        before: { role: before.role, status: before.status },
        after: { role: after.role, status: after.status },
      });
      return toAdminOperator(after);
    });
  }

  return {
    async list() {
      const [operators, invitations] = await Promise.all([
        listOperatorRecords(db),
        listPendingInvitations(db, dateOf(clock)),
      ]);
      return { items: operators.map(toAdminOperator), invitations: invitations.map(toInvitation) };
    },

    /** Sends a one-time link (24 h) to /admin/#/accept-invite?token=...; only its hash is stored. */
    async invite(
      actor: AuditActor,
      input: InviteInput,
      origin: string,
      locale: Locale,
    ): Promise<AdminInvitation> {
      const email = input.email.toLowerCase();
      const token = newToken();
      const invitation: InvitationRecord = {
        id: newId(),
        email,
        name: input.name,
        role: input.role,
        invitedBy: actor.operatorId,
        expiresAt: dateOf(clock, ADMIN_SESSION.invitationTtlMs),
        createdAt: dateOf(clock),
      };
      await db.transaction().execute(async (trx) => {
        if (await findOperatorRecordByEmail(trx, email)) throw new AppError('OPERATOR_EXISTS');
        await revokePendingInvitations(trx, email, dateOf(clock));
        await insertInvitation(trx, { ...invitation, tokenHash: sha256(token) });
        await appendAudit(trx, {
          actor,
          at: dateOf(clock),
          action: 'operators.invite',
          targetType: 'invitation',
          targetId: invitation.id,
          after: { email, name: input.name, role: input.role },
        });
      });
      const appName = (await publicConfigValue(db, 'app_name')) ?? 'Halcyon';
      const link = `${origin}/admin/#/accept-invite?token=${token}`;
      const params = { appName, name: input.name, role: input.role, link, hours: 24 };
      await mailer.send({
        kind: 'operator_invitation',
        to: email,
        subject: translator.translate(locale, 'mail.operatorInviteSubject', params),
        text: translator.translate(locale, 'mail.operatorInviteBody', params),
      });
      return toInvitation(invitation);
    },

    /** The invited person chooses a password; they enrol TOTP at their first sign-in. */
    async acceptInvite(
      token: string,
      password: string,
      client: { ip: string | null; userAgent: string | null },
    ) {
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const invitation = await acceptInvitation(trx, sha256(token), dateOf(clock));
        if (!invitation) throw new AppError('INVITATION_INVALID');
        if (await findOperatorRecordByEmail(trx, invitation.email)) throw new AppError('INVITATION_INVALID');
        const id = newId();
        await insertOperator(trx, {
          id,
          email: invitation.email,
          name: invitation.name,
          role: invitation.role,
          passwordHash,
          at: dateOf(clock),
        });
        await appendAudit(trx, {
          actor: { operatorId: id, operatorEmail: invitation.email, ...client },
          at: dateOf(clock),
          action: 'operators.accept_invite',
          targetType: 'operator',
          targetId: id,
          after: { email: invitation.email, name: invitation.name, role: invitation.role },
        });
        return { email: invitation.email };
      });
    },

    changeRole: (actor: AuditActor, id: string, role: OperatorRole) =>
      change(actor, id, { role }, 'operators.change_role'),
    disable: (actor: AuditActor, id: string) =>
      change(actor, id, { status: 'disabled' }, 'operators.disable'),
    enable: (actor: AuditActor, id: string) => change(actor, id, { status: 'active' }, 'operators.enable'),

    /** The operator enrols a new authenticator at their next sign-in; their sessions end now. */
    async resetTotp(actor: AuditActor, id: string): Promise<AdminOperator> {
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
    },
  };
}
