import type { Db } from '../../platform/db.ts';

/** A user's sign-ins as operators see them: when, from where, whether ended; never a token or its hash. */
export type SessionHistoryItem = {
  id: string;
  createdAt: number;
  ip: string | null;
  userAgent: string | null;
  endedAt: number | null;
  endReason: string | null;
};

export async function listUserSessions(db: Db, userId: string, limit: number): Promise<SessionHistoryItem[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'ip', 'user_agent', 'revoked_at', 'revoke_reason', 'refresh_expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    // A session nobody ended still ends when its refresh token runs out.
    const ended =
      row.revoked_at ?? (row.refresh_expires_at.getTime() <= Date.now() ? row.refresh_expires_at : null);
    return {
      id: row.id,
      createdAt: row.created_at.getTime(),
      ip: row.ip,
      userAgent: row.user_agent,
      endedAt: ended?.getTime() ?? null,
      endReason: row.revoke_reason ?? (ended ? 'expired' : null),
    };
  });
}
