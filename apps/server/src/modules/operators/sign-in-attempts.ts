import { ADMIN_SESSION, type AdminLoginResponse, type AdminSignedIn } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { appendAudit } from '../audit-log/index.ts';
import {
  clearOperatorFailures,
  countOperatorFailures,
  forgiveOperatorFailure,
  recordOperatorFailure,
} from './failure-repo.ts';
import type { ClientInfo, OperatorSessions } from './operator-sessions.ts';
import { type OperatorRecord, updateOperator } from './repo.ts';
import { toSelf } from './self-view.ts';

export type SignInDeps = { db: Db; clock: Clock; sessions: OperatorSessions; totpBox: SecretBox };

export type FailureReason =
  | 'unknown_email'
  | 'bad_password'
  | 'disabled'
  | 'locked'
  | 'totp_invalid'
  | 'totp_replayed'
  | 'enrolment_code_invalid';

export type SignIn = { answer: AdminLoginResponse; sessionToken: string | null };

const windowStart = (clock: Clock) => dateOf(clock, -ADMIN_SESSION.loginFailureWindowMs);
const ipOf = (client: ClientInfo) => client.ip ?? 'unknown';

/** Audits a failed attempt and throws the error the caller sees for it. */
export async function failSignIn(
  { db, clock }: SignInDeps,
  client: ClientInfo,
  email: string,
  operator: OperatorRecord | undefined,
  reason: FailureReason,
): Promise<never> {
  await appendAudit(db, {
    actor: { operatorId: operator?.id ?? null, operatorEmail: email, ...client },
    at: dateOf(clock),
    action: 'auth.login_failed',
    targetType: 'operator',
    targetId: operator?.id ?? null,
    after: { reason },
  });
  switch (reason) {
    case 'locked':
      throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');
    case 'disabled':
      throw new AppError('OPERATOR_DISABLED');
    case 'totp_invalid':
    case 'totp_replayed':
    case 'enrolment_code_invalid':
      throw new AppError('TOTP_INVALID');
    case 'unknown_email':
    case 'bad_password':
      throw new AppError('INVALID_CREDENTIALS');
    default: {
      const unreachable: never = reason;
      throw new Error(`unknown failure ${String(unreachable)}`);
    }
  }
}

/**
 * Records the attempt as a failure before the slow checks (password, TOTP code), then counts: each attempt
 * counts only after its own record is in, so parallel guesses see one another and no more than
 * loginFailureMax (five) are checked in a window. Past it the record is taken back (a refused attempt
 * guessed nothing) and the attempt refused. The caller forgives the record if the attempt was no failure.
 */
export async function admitAttempt(
  deps: SignInDeps,
  email: string,
  client: ClientInfo,
  operator: OperatorRecord | undefined,
): Promise<string> {
  const { db, clock } = deps;
  const ip = ipOf(client);
  const since = windowStart(clock);
  const attempt = await recordOperatorFailure(db, { email, ip, at: dateOf(clock), forgetBefore: since });
  if ((await countOperatorFailures(db, email, ip, since)) <= ADMIN_SESSION.loginFailureMax) return attempt;
  await forgiveOperatorFailure(db, attempt);
  return failSignIn(deps, client, email, operator, 'locked');
}

/** Clears the failures, starts the session and audits the sign-in. */
export async function signedIn(
  { db, clock, sessions }: SignInDeps,
  operator: OperatorRecord,
  client: ClientInfo,
  action: string,
): Promise<SignIn> {
  const at = dateOf(clock);
  await clearOperatorFailures(db, operator.email.toLowerCase(), ipOf(client));
  const session = await db.transaction().execute(async (trx) => {
    await updateOperator(trx, operator.id, { lastLoginAt: at }, at);
    const started = await sessions.start(operator.id, client, trx);
    await appendAudit(trx, {
      actor: { operatorId: operator.id, operatorEmail: operator.email, ...client },
      at,
      action,
      targetType: 'operator',
      targetId: operator.id,
    });
    return started;
  });
  const answer: AdminSignedIn = {
    status: 'SIGNED_IN',
    operator: toSelf({ ...operator, lastLoginAt: at }),
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
  };
  return { answer, sessionToken: session.token };
}
