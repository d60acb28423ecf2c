import { AUTH, type SessionResponse } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import type { AuthContext } from '../../platform/auth-hook.ts';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionRevokeReason } from '../../platform/db-schema.ts';
import { AppError } from '../../platform/errors.ts';
import { newId, newToken, sha256 } from '../../platform/ids.ts';
import { findUserById, toUser } from '../users/index.ts';
import { createAccountSecurityService } from './account-security-service.ts';
import { createSessionCache } from './session-cache.ts';
import {
  findLiveSessionIds,
  findSessionByAccessHash,
  findSessionByRefreshHashForUpdate,
  findSessionIdOfSpentRefreshToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
  rotateSessionTokens,
  type SessionState,
  type TokenHashes,
} from './session-repo.ts';

export type ClientInfo = { ip: string | null; userAgent: string | null };
export type IssuedTokens = { token: string; refreshToken: string; expiresAt: number };

export type SessionService = ReturnType<typeof createSessionService>;

type RefreshOutcome =
  | { kind: 'rotated'; sessionId: string; userId: string; tokens: IssuedTokens }
  | { kind: 'replayed'; sessionId: string }
  | { kind: 'frozen'; userId: string }
  | { kind: 'invalid' };

/**
 * Why a revoked session is refused: one a freeze ended says so while the account is still frozen, so the
 * person's open app tells them (a fresh login says the same); after an unfreeze it is merely over.
 */
async function refusalOfRevoked(
  db: Db,
  session: Pick<SessionState, 'userId' | 'revokeReason'>,
  otherwise: 'UNAUTHORIZED' | 'REFRESH_TOKEN_INVALID',
): Promise<AppError> {
  if (session.revokeReason !== 'frozen') return new AppError(otherwise);
  const user = await findUserById(db, session.userId);
  return new AppError(user?.status === 'frozen' ? 'ACCOUNT_FROZEN_SIGNED_OUT' : otherwise);
}

/** Inside the refresh transaction: rotate both tokens, or revoke the session whose spent token came back. */
async function rotateOrRevoke(
  trx: Db,
  clock: Clock,
  spentHash: string,
  newTokens: () => { plain: IssuedTokens; hashes: TokenHashes },
): Promise<RefreshOutcome> {
  const session = await findSessionByRefreshHashForUpdate(trx, spentHash);
  if (!session) {
    const replayedSessionId = await findSessionIdOfSpentRefreshToken(trx, spentHash);
    if (!replayedSessionId) return { kind: 'invalid' };
    await revokeSession(trx, replayedSessionId, 'refresh_reuse', dateOf(clock));
    return { kind: 'replayed', sessionId: replayedSessionId };
  }
  if (session.revokedAt !== null && session.revokeReason === 'frozen')
    return { kind: 'frozen', userId: session.userId };
  if (session.revokedAt !== null || session.refreshExpiresAt.getTime() <= clock.now())
    return { kind: 'invalid' };
  const { plain, hashes } = newTokens();
  const rotated = await rotateSessionTokens(trx, session.id, spentHash, hashes, dateOf(clock));
  return rotated
    ? { kind: 'rotated', sessionId: session.id, userId: session.userId, tokens: plain }
    : { kind: 'invalid' };
}

/** A fresh access token (2 h) and refresh token (30 days): the plain ones to answer, the hashes to store. */
function issueTokens(clock: Clock): { plain: IssuedTokens; hashes: TokenHashes } {
  const token = newToken();
  const refreshToken = newToken();
  const accessExpiresAt = dateOf(clock, AUTH.accessTokenTtlMs);
  return {
    plain: { token, refreshToken, expiresAt: accessExpiresAt.getTime() },
    hashes: {
      accessHash: sha256(token),
      refreshHash: sha256(refreshToken),
      accessExpiresAt,
      refreshExpiresAt: dateOf(clock, AUTH.refreshTokenTtlMs),
    },
  };
}

/** After the refresh transaction: the rotated session's user with its new tokens, or why it is refused. */
async function answerRefresh(db: Db, outcome: RefreshOutcome): Promise<SessionResponse> {
  switch (outcome.kind) {
    case 'rotated': {
      const user = await findUserById(db, outcome.userId);
      if (!user) throw new AppError('REFRESH_TOKEN_INVALID');
      return { user: toUser(user), ...outcome.tokens };
    }
    case 'frozen':
      throw await refusalOfRevoked(db, { ...outcome, revokeReason: 'frozen' }, 'REFRESH_TOKEN_INVALID');
    case 'replayed':
    case 'invalid':
      throw new AppError('REFRESH_TOKEN_INVALID');
    default: {
      const unreachable: never = outcome;
      throw new Error(`unexpected refresh outcome ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * A session is one login. It holds the SHA-256 of its current access token (2 h) and refresh token
 * (30 days). Refreshing rotates both; presenting a refresh token that was already rotated away means
 * it leaked (or raced), so the whole session is revoked.
 */
export function createSessionService({ db, clock, bus }: Pick<AppContext, 'db' | 'clock' | 'bus'>) {
  const cache = createSessionCache({ bus, clock });
  const newTokens = () => issueTokens(clock);

  return {
    /** Starts a session; `executor` lets registration do it in the same transaction as the insert. */
    async start(userId: string, client: ClientInfo, executor: Db = db): Promise<IssuedTokens> {
      const { plain, hashes } = newTokens();
      await insertSession(executor, { id: newId(), userId, createdAt: dateOf(clock), ...client, ...hashes });
      return plain;
    },

    async authenticate(token: string, options: { acceptExpired: boolean }): Promise<AuthContext> {
      const session = await cache.lookup(sha256(token), (hash) => findSessionByAccessHash(db, hash));
      if (!session) throw new AppError('UNAUTHORIZED');
      if (session.revokedAt !== null) throw await refusalOfRevoked(db, session, 'UNAUTHORIZED');
      const expired = session.accessExpiresAt.getTime() <= clock.now();
      if (expired && !options.acceptExpired) throw new AppError('TOKEN_EXPIRED');
      return { userId: session.userId, sessionId: session.id };
    },

    async refresh(refreshToken: string): Promise<SessionResponse> {
      const spentHash = sha256(refreshToken);
      const outcome = await db
        .transaction()
        .execute((trx) => rotateOrRevoke(trx, clock, spentHash, newTokens));
      // The old access token stops working (rotated), or the whole session (replayed), in every process.
      if (outcome.kind === 'rotated') await cache.revoked({ sessionId: outcome.sessionId, rotated: true });
      if (outcome.kind === 'replayed') await cache.revoked({ sessionId: outcome.sessionId });
      return answerRefresh(db, outcome);
    },

    /** Which of these sessions still stand (not ended, not run out): the user socket asks now and then. */
    async liveAmong(sessionIds: readonly string[]): Promise<Set<string>> {
      return new Set(await findLiveSessionIds(db, sessionIds, dateOf(clock)));
    },

    async end(sessionId: string): Promise<void> {
      await revokeSession(db, sessionId, 'logout', dateOf(clock));
      await cache.revoked({ sessionId });
    },

    /** The person's view of their sessions: devices signed in, recent sign-ins, sign out the others. */
    accountSecurity: createAccountSecurityService({
      db,
      clock,
      othersEnded: (userId, kept) => cache.revoked({ userId, kept }),
    }),

    /**
     * Inside the caller's transaction: revokes every session of the user but `keepSessionId`. Answers the
     * announcement to make once that transaction has committed, not before: every process then forgets the
     * sessions and closes their sockets, and whatever reads them after hearing it finds them revoked.
     */
    async endAllOf(
      executor: Db,
      userId: string,
      reason: SessionRevokeReason,
      keepSessionId?: string,
    ): Promise<() => Promise<void>> {
      await revokeUserSessions(executor, userId, reason, dateOf(clock), keepSessionId);
      return () => cache.revoked(keepSessionId ? { userId, kept: keepSessionId } : { userId });
    },
  };
}
