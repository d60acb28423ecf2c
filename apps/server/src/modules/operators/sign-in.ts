import {
  ADMIN_SESSION,
  type AdminLoginRequest,
  type AdminLoginResponse,
  type AdminSignedIn,
  type TotpEnrolResponse,
} from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newToken, sha256 } from '../../platform/ids.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { publicConfigValue } from '../app-config/index.ts';
import { appendAudit } from '../audit-log/index.ts';
import { verifyNothing, verifyPassword } from '../auth/index.ts';
import {
  clearOperatorFailures,
  countOperatorFailures,
  forgiveOperatorFailure,
  recordOperatorFailure,
} from './failure-repo.ts';
import type { ClientInfo, OperatorSessions } from './operator-sessions.ts';
import {
  confirmTotp,
  findOperatorRecord,
  findOperatorRecordByEmail,
  type OperatorRecord,
  setPendingTotp,
  spendTotpStep,
  updateOperator,
} from './repo.ts';
import { toSelf } from './self-view.ts';
import { insertOperatorToken, operatorOfToken, spendOperatorToken } from './token-repo.ts';
import { newTotpSecret, otpauthUri, totpStepOf } from './totp.ts';

type Deps = { db: Db; clock: Clock; sessions: OperatorSessions; totpBox: SecretBox };

export type FailureReason =
  | 'unknown_email'
  | 'bad_password'
  | 'disabled'
  | 'locked'
  | 'totp_invalid'
  | 'totp_replayed'
  | 'enrolment_code_invalid';

export type SignIn = { answer: AdminLoginResponse; sessionToken: string | null };

export type SignInService = ReturnType<typeof createSignInService>;

/**
 * Operator sign-in: password, then a TOTP code (or, the first time, enrolment). Every failure is counted for
 * the typed e-mail and the caller's IP (five in 15 minutes lock that pair only) and written to the audit log.
 */
export function createSignInService({ db, clock, sessions, totpBox }: Deps) {
  const windowStart = () => dateOf(clock, -ADMIN_SESSION.loginFailureWindowMs);
  const ipOf = (client: ClientInfo) => client.ip ?? 'unknown';

  async function fail(
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

  /** Counts the attempt before the slow checks (parallel guesses see each other); forgiven when not a failure. */
  async function admit(
    email: string,
    client: ClientInfo,
    operator: OperatorRecord | undefined,
  ): Promise<string> {
    if (
      (await countOperatorFailures(db, email, ipOf(client), windowStart())) >= ADMIN_SESSION.loginFailureMax
    ) {
      return fail(client, email, operator, 'locked');
    }
    return recordOperatorFailure(db, {
      email,
      ip: ipOf(client),
      at: dateOf(clock),
      forgetBefore: windowStart(),
    });
  }

  async function signedIn(operator: OperatorRecord, client: ClientInfo, action: string): Promise<SignIn> {
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

  async function enrolmentOperator(enrolmentToken: string): Promise<OperatorRecord> {
    const operatorId = await operatorOfToken(db, sha256(enrolmentToken), dateOf(clock));
    const operator = operatorId ? await findOperatorRecord(db, operatorId) : undefined;
    if (operator?.status !== 'active' || operator.totpSealed !== null) {
      throw new AppError('ENROLMENT_TOKEN_INVALID');
    }
    return operator;
  }

  return {
    async login(input: AdminLoginRequest, client: ClientInfo): Promise<SignIn> {
      const email = input.email.toLowerCase();
      const operator = await findOperatorRecordByEmail(db, email);
      const attempt = await admit(email, client, operator);
      const valid = operator
        ? await verifyPassword(operator.passwordHash, input.password)
        : await verifyNothing(input.password);
      if (!operator) return fail(client, email, operator, 'unknown_email');
      if (!valid) return fail(client, email, operator, 'bad_password');
      if (operator.status !== 'active') return fail(client, email, operator, 'disabled');
      if (operator.totpSealed === null) {
        await forgiveOperatorFailure(db, attempt);
        const enrolmentToken = newToken();
        const expiresAt = dateOf(clock, ADMIN_SESSION.enrolmentTtlMs);
        await insertOperatorToken(db, {
          tokenHash: sha256(enrolmentToken),
          operatorId: operator.id,
          at: dateOf(clock),
          expiresAt,
        });
        return {
          answer: { status: 'TOTP_ENROLMENT_REQUIRED', enrolmentToken, expiresAt: expiresAt.getTime() },
          sessionToken: null,
        };
      }
      if (!input.totp) {
        // A correct password still needs its code: not a failure, but not a success either.
        await forgiveOperatorFailure(db, attempt);
        throw new AppError('TOTP_REQUIRED');
      }
      const step = totpStepOf(totpBox.open(operator.totpSealed, operator.id), input.totp, clock.now());
      if (step === null) return fail(client, email, operator, 'totp_invalid');
      if (!(await spendTotpStep(db, operator.id, step)))
        return fail(client, email, operator, 'totp_replayed');
      return signedIn(operator, client, 'auth.login');
    },

    /** A fresh secret for the authenticator app; replaces an earlier one not yet confirmed. */
    async enrol(enrolmentToken: string): Promise<TotpEnrolResponse> {
      const operator = await enrolmentOperator(enrolmentToken);
      const secret = newTotpSecret();
      await setPendingTotp(db, operator.id, totpBox.seal(secret, operator.id), dateOf(clock));
      const issuer = (await publicConfigValue(db, 'app_name')) ?? 'Halcyon';
      return { secret, otpauthUri: otpauthUri(secret, operator.email, `${issuer} console`) };
    },

    /** Confirms the pending secret with a current code: TOTP is on from now, and the operator is signed in. */
    async verifyEnrolment(enrolmentToken: string, code: string, client: ClientInfo): Promise<SignIn> {
      const operator = await enrolmentOperator(enrolmentToken);
      const email = operator.email.toLowerCase();
      await admit(email, client, operator);
      if (operator.totpPendingSealed === null) throw new AppError('ENROLMENT_TOKEN_INVALID');
      const step = totpStepOf(totpBox.open(operator.totpPendingSealed, operator.id), code, clock.now());
      if (step === null) return fail(client, email, operator, 'enrolment_code_invalid');
      if (!(await spendOperatorToken(db, sha256(enrolmentToken), dateOf(clock)))) {
        throw new AppError('ENROLMENT_TOKEN_INVALID');
      }
      await confirmTotp(db, operator.id, operator.totpPendingSealed, step, dateOf(clock));
      await appendAudit(db, {
        actor: { operatorId: operator.id, operatorEmail: operator.email, ...client },
        at: dateOf(clock),
        action: 'auth.totp_enrolled',
        targetType: 'operator',
        targetId: operator.id,
      });
      return signedIn(operator, client, 'auth.login');
    },
  };
}
