import { createHmac, timingSafeEqual } from 'node:crypto';
import { ADMIN_SESSION } from '@halcyon/api';
import type { OperatorContext } from '../../platform/admin-access.ts';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { OperatorSessionEndColumn } from '../../platform/db-schema-console.ts';
import { AppError } from '../../platform/errors.ts';
import { newId, newToken, sha256 } from '../../platform/ids.ts';
import { findOperatorRecord } from './repo.ts';
import {
  findOperatorSession,
  insertOperatorSession,
  type OperatorSessionRecord,
  revokeOperatorSession,
  revokeOperatorSessions,
  touchOperatorSession,
} from './session-repo.ts';

export type ClientInfo = { ip: string | null; userAgent: string | null };
export type StartedSession = { token: string; csrfToken: string; expiresAt: number };
export type LiveSession = OperatorContext & { csrfToken: string; expiresAt: number; idleExpiresAt: number };

/** Idle sessions are touched at most this often: one write per request would be wasted work. */
const TOUCH_EVERY_MS = 15_000;

export type OperatorSessions = ReturnType<typeof createOperatorSessions>;

/** A session row at `now`: ended (signed out, revoked, 8 h old), idle 30 min, or live. */
function stateOf(session: OperatorSessionRecord, now: number): 'ended' | 'idle' | 'live' {
  if (session.revokedAt !== null || session.expiresAt.getTime() <= now) return 'ended';
  if (session.lastSeenAt.getTime() + ADMIN_SESSION.idleTtlMs <= now) return 'idle';
  return 'live';
}

/**
 * Operator sessions: the cookie carries a random token, the database its SHA-256. The CSRF token is an
 * HMAC of the session token under a server secret: the console can be told it again (GET /auth/me) without
 * storing it, and nobody without the cookie can compute it.
 */
export function createOperatorSessions({ db, clock, csrfKey }: { db: Db; clock: Clock; csrfKey: Buffer }) {
  const csrfOf = (token: string) => createHmac('sha256', csrfKey).update(token).digest('base64url');

  return {
    async start(operatorId: string, client: ClientInfo, executor: Db = db): Promise<StartedSession> {
      const token = newToken();
      const expiresAt = dateOf(clock, ADMIN_SESSION.absoluteTtlMs);
      await insertOperatorSession(executor, {
        id: newId(),
        operatorId,
        tokenHash: sha256(token),
        at: dateOf(clock),
        expiresAt,
        ...client,
      });
      return { token, csrfToken: csrfOf(token), expiresAt: expiresAt.getTime() };
    },

    /** The operator behind a cookie, or UNAUTHORIZED (unknown, ended, 8 h old, 30 min idle, disabled). */
    async authenticate(token: string): Promise<LiveSession> {
      const session = await findOperatorSession(db, { tokenHash: sha256(token) });
      const now = clock.now();
      if (!session) throw new AppError('UNAUTHORIZED');
      const state = stateOf(session, now);
      if (state === 'idle') await revokeOperatorSession(db, session.id, 'idle', dateOf(clock));
      if (state !== 'live') throw new AppError('UNAUTHORIZED');
      const operator = await findOperatorRecord(db, session.operatorId);
      if (operator?.status !== 'active') throw new AppError('UNAUTHORIZED');
      if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await touchOperatorSession(db, session.id, dateOf(clock));
      }
      return {
        id: operator.id,
        email: operator.email,
        name: operator.name,
        role: operator.role,
        sessionId: session.id,
        csrfToken: csrfOf(token),
        expiresAt: session.expiresAt.getTime(),
        idleExpiresAt: Math.min(session.expiresAt.getTime(), now + ADMIN_SESSION.idleTtlMs),
      };
    },

    /**
     * Whether a session signed in earlier still stands, in the role it had: the operator socket asks this
     * again and again, since its upgrade was checked once. Asking is not activity: nothing is touched.
     */
    async stillLive(operator: OperatorContext): Promise<boolean> {
      const session = await findOperatorSession(db, { id: operator.sessionId });
      if (!session || stateOf(session, clock.now()) !== 'live') return false;
      const record = await findOperatorRecord(db, session.operatorId);
      return record?.status === 'active' && record.role === operator.role;
    },

    /** Constant-time comparison of the X-CSRF-Token header with the session's token. */
    csrfMatches(token: string, header: string | undefined): boolean {
      if (!header) return false;
      const expected = Buffer.from(csrfOf(token));
      const given = Buffer.from(header);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    end: (sessionId: string, executor: Db = db) =>
      revokeOperatorSession(executor, sessionId, 'logout', dateOf(clock)),

    endAllOf: (executor: Db, operatorId: string, reason: OperatorSessionEndColumn) =>
      revokeOperatorSessions(executor, operatorId, reason, dateOf(clock)),
  };
}
