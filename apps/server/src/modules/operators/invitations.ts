import { ADMIN_SESSION, type AdminInvitation, type OperatorRole } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { newId, newToken, sha256 } from '../../platform/ids.ts';
import { publicConfigValue } from '../app-config/index.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { hashPassword } from '../auth/index.ts';
import {
  acceptInvitation,
  findInvitation,
  type InvitationRecord,
  insertInvitation,
  revokeInvitation,
  revokePendingInvitations,
} from './invitation-repo.ts';
import { findOperatorRecordByEmail, insertOperator } from './repo.ts';

export type InviteInput = { email: string; name: string; role: OperatorRole };

type InvitationDeps = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'translator'>;

export function toInvitation(invitation: InvitationRecord): AdminInvitation {
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

/** Sends a one-time link (24 h) to /admin/#/accept-invite?token=...; only its hash is stored. */
export async function inviteOperator(
  { db, clock, mailer, translator }: InvitationDeps,
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
}

/** The link stops working at once; an invitation already accepted, revoked or expired is refused. */
export async function revokeOperatorInvitation(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  actor: AuditActor,
  id: string,
): Promise<AdminInvitation> {
  return db.transaction().execute(async (trx) => {
    if (!(await findInvitation(trx, id))) throw new AppError('NOT_FOUND');
    const invitation = await revokeInvitation(trx, id, dateOf(clock));
    if (!invitation) throw new AppError('INVITATION_NOT_PENDING');
    await appendAudit(trx, {
      actor,
      at: dateOf(clock),
      action: 'operators.revoke_invitation',
      targetType: 'invitation',
      targetId: id,
      before: { email: invitation.email, name: invitation.name, role: invitation.role, status: 'pending' },
      after: { status: 'revoked' },
    });
    return toInvitation(invitation);
  });
}

/** The invited person chooses a password; they enrol TOTP at their first sign-in. */
export async function acceptOperatorInvite(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  token: string,
  password: string,
  client: { ip: string | null; userAgent: string | null },
): Promise<{ email: string }> {
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
}
