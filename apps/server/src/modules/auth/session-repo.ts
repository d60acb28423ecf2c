import type { Db } from '../../platform/db.ts';
import type { SessionRevokeReason } from '../../platform/db-schema.ts';

export type SessionState = {
  id: string;
  userId: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  revokedAt: Date | null;
  /** Why it was revoked: a session ended by a freeze tells its client so (ACCOUNT_FROZEN_SIGNED_OUT). */
  revokeReason: SessionRevokeReason | null;
};

export type TokenHashes = {
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
};

const STATE_COLUMNS = [
  'id',
  'user_id',
  'access_expires_at',
  'refresh_expires_at',
  'revoked_at',
  'revoke_reason',
] as const;

type StateRow = {
  id: string;
  user_id: string;
  access_expires_at: Date;
  refresh_expires_at: Date;
  revoked_at: Date | null;
  revoke_reason: SessionRevokeReason | null;
};

const toState = (row: StateRow): SessionState => ({
  id: row.id,
  userId: row.user_id,
  accessExpiresAt: row.access_expires_at,
  refreshExpiresAt: row.refresh_expires_at,
  revokedAt: row.revoked_at,
  revokeReason: row.revoke_reason,
});

export async function insertSession(
  db: Db,
  session: {
    id: string;
    userId: string;
    createdAt: Date;
    ip: string | null;
    userAgent: string | null;
  } & TokenHashes,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      access_hash: session.accessHash,
      refresh_hash: session.refreshHash,
      access_expires_at: session.accessExpiresAt,
      refresh_expires_at: session.refreshExpiresAt,
      created_at: session.createdAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

export async function findSessionByAccessHash(db: Db, accessHash: string): Promise<SessionState | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(STATE_COLUMNS)
    .where('access_hash', '=', accessHash)
    .executeTakeFirst();
  return row && toState(row);
}

/** Locks the row: concurrent refreshes of one session queue up and the later one sees the rotation. */
export async function findSessionByRefreshHashForUpdate(
  db: Db,
  refreshHash: string,
): Promise<SessionState | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(STATE_COLUMNS)
    .where('refresh_hash', '=', refreshHash)
    .forUpdate()
    .executeTakeFirst();
  return row && toState(row);
}

export async function findSessionIdOfSpentRefreshToken(
  db: Db,
  refreshHash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('spent_refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', refreshHash)
    .executeTakeFirst();
  return row?.session_id;
}

/** Replaces both tokens, guarded by the refresh token being rotated; false if someone rotated first. */
export async function rotateSessionTokens(
  db: Db,
  sessionId: string,
  spentRefreshHash: string,
  next: TokenHashes,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({
      access_hash: next.accessHash,
      refresh_hash: next.refreshHash,
      access_expires_at: next.accessExpiresAt,
      refresh_expires_at: next.refreshExpiresAt,
      refreshed_at: at,
    })
    .where('id', '=', sessionId)
    .where('refresh_hash', '=', spentRefreshHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db
    .insertInto('spent_refresh_tokens')
    .values({ token_hash: spentRefreshHash, session_id: sessionId, spent_at: at })
    .execute();
  return true;
}

export async function revokeSession(
  db: Db,
  sessionId: string,
  reason: SessionRevokeReason,
  at: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: SessionRevokeReason,
  at: Date,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

export type SessionListRow = {
  id: string;
  createdAt: Date;
  refreshedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
};

const LIST_COLUMNS = ['id', 'created_at', 'refreshed_at', 'ip', 'user_agent'] as const;

const toListRow = (row: {
  id: string;
  created_at: Date;
  refreshed_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}): SessionListRow => ({
  id: row.id,
  createdAt: row.created_at,
  refreshedAt: row.refreshed_at,
  ip: row.ip,
  userAgent: row.user_agent,
});

/** Sessions still able to refresh: not revoked and the refresh token not yet expired. */
/** Which of `ids` are live sessions (not revoked, refresh token not run out). */
export async function findLiveSessionIds(db: Db, ids: readonly string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', ids)
    .where('revoked_at', 'is', null)
    .where('refresh_expires_at', '>', now)
    .execute();
  return rows.map((row) => row.id);
}

export async function listLiveSessions(db: Db, userId: string, now: Date): Promise<SessionListRow[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(LIST_COLUMNS)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('refresh_expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toListRow);
}

/** Every login is a session: the latest ones, revoked or not, are the sign-in history. */
export async function listRecentSessions(db: Db, userId: string, limit: number): Promise<SessionListRow[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(LIST_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toListRow);
}

export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  at: Date,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at, revoke_reason: 'logout' })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
