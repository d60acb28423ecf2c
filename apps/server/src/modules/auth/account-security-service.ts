import { ACCOUNT_SECURITY, type ActiveSession, type SignInRecord } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import type { AuthContext } from '../../platform/auth-hook.ts';
import { dateOf } from '../../platform/clock.ts';
import { deviceLabel } from './device-label.ts';
import { listLiveSessions, listRecentSessions, revokeOtherSessions } from './session-repo.ts';

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;

/** What the personal centre shows about where the person is signed in, and "sign out everywhere else". */
export function createAccountSecurityService({
  db,
  clock,
  othersEnded,
}: Pick<AppContext, 'db' | 'clock'> & {
  /** Evicts the user's cached sessions in every process once the others are revoked (all but `kept`). */
  othersEnded: (userId: string, kept: string) => Promise<void>;
}) {
  return {
    async sessions(caller: AuthContext): Promise<ActiveSession[]> {
      const rows = await listLiveSessions(db, caller.userId, dateOf(clock));
      return rows.map((row) => ({
        id: row.id,
        current: row.id === caller.sessionId,
        device: deviceLabel(row.userAgent),
        ip: row.ip,
        signedInAt: row.createdAt.getTime(),
        // A session refreshes its tokens every two hours while in use.
        lastActiveAt: (row.refreshedAt ?? row.createdAt).getTime(),
      }));
    },

    async signOutOthers(caller: AuthContext): Promise<number> {
      const ended = await revokeOtherSessions(db, caller.userId, caller.sessionId, dateOf(clock));
      await othersEnded(caller.userId, caller.sessionId);
      return ended;
    },

    async signIns(userId: string): Promise<SignInRecord[]> {
      const rows = await listRecentSessions(db, userId, ACCOUNT_SECURITY.signInHistoryLimit);
      return rows.map((row) => ({
        signedInAt: row.createdAt.getTime(),
        device: deviceLabel(row.userAgent),
        ip: row.ip,
      }));
    },
  };
}
