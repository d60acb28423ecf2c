import type { Db } from '../../platform/db.ts';
import type { OperatorSessionEndColumn } from '../../platform/db-schema-console.ts';

export type OperatorSessionRecord = {
  id: string;
  operatorId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
};

export async function insertOperatorSession(
  db: Db,
  session: {
    id: string;
    operatorId: string;
    tokenHash: string;
    at: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({
      id: session.id,
      operator_id: session.operatorId,
      token_hash: session.tokenHash,
      created_at: session.at,
      last_seen_at: session.at,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

export async function findOperatorSession(
  db: Db,
  by: { tokenHash: string } | { id: string },
): Promise<OperatorSessionRecord | undefined> {
  const query = db
    .selectFrom('operator_sessions')
    .select(['id', 'operator_id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at']);
  const row = await ('id' in by
    ? query.where('id', '=', by.id)
    : query.where('token_hash', '=', by.tokenHash)
  ).executeTakeFirst();
  return (
    row && {
      id: row.id,
      operatorId: row.operator_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    }
  );
}

export async function touchOperatorSession(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('operator_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function revokeOperatorSession(
  db: Db,
  id: string,
  reason: OperatorSessionEndColumn,
  at: Date,
): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: at, revoke_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of an operator (disabled, role changed, TOTP reset); returns how many. */
export async function revokeOperatorSessions(
  db: Db,
  operatorId: string,
  reason: OperatorSessionEndColumn,
  at: Date,
): Promise<number> {
  const result = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: at, revoke_reason: reason })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
