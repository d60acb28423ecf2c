import type { OperatorRole } from '@halcyon/api';
import type { Db } from '../../platform/db.ts';

export type InvitationRecord = {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  invitedBy: string | null;
  expiresAt: Date;
  createdAt: Date;
};

const COLUMNS = ['id', 'email', 'name', 'role', 'invited_by', 'expires_at', 'created_at'] as const;

function toRecord(row: {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  invited_by: string | null;
  expires_at: Date;
  created_at: Date;
}): InvitationRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    invitedBy: row.invited_by,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

export async function insertInvitation(
  db: Db,
  invitation: InvitationRecord & { tokenHash: string },
): Promise<void> {
  await db
    .insertInto('operator_invitations')
    .values({
      id: invitation.id,
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      expires_at: invitation.expiresAt,
      created_at: invitation.createdAt,
    })
    .execute();
}

/** An earlier invitation to the same address stops working when a new one is sent. */
export async function revokePendingInvitations(db: Db, email: string, at: Date): Promise<void> {
  await db
    .updateTable('operator_invitations')
    .set({ revoked_at: at })
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function listPendingInvitations(db: Db, now: Date): Promise<InvitationRecord[]> {
  const rows = await db
    .selectFrom('operator_invitations')
    .select(COLUMNS)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toRecord);
}

export async function findInvitation(db: Db, id: string): Promise<InvitationRecord | undefined> {
  const row = await db
    .selectFrom('operator_invitations')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Revokes one live invitation (neither accepted, revoked nor expired) and returns it; once only. */
export async function revokeInvitation(db: Db, id: string, now: Date): Promise<InvitationRecord | undefined> {
  const row = await db
    .updateTable('operator_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Revokes every live invitation an operator sent, and returns them. */
export async function revokeInvitationsBy(db: Db, inviterId: string, now: Date): Promise<InvitationRecord[]> {
  const rows = await db
    .updateTable('operator_invitations')
    .set({ revoked_at: now })
    .where('invited_by', '=', inviterId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(COLUMNS)
    .execute();
  return rows.map(toRecord);
}

/**
 * Spends a live invitation (once, even under parallel requests) and returns it. Its inviter must still be
 * an active operator: an invitation left pending by an operator disabled without it being revoked (before
 * disabling revoked them, or by a path that does not) must not let anyone in with the role they chose.
 */
export async function acceptInvitation(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<InvitationRecord | undefined> {
  const row = await db
    .updateTable('operator_invitations')
    .set({ accepted_at: now })
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('operators')
          .select('operators.id')
          .whereRef('operators.id', '=', 'operator_invitations.invited_by')
          .where('operators.status', '=', 'active'),
      ),
    )
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toRecord(row);
}
