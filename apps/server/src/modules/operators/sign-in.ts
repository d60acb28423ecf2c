import { ADMIN_SESSION, type AdminLoginRequest, type TotpEnrolResponse } from '@halcyon/api';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { newToken, sha256 } from '../../platform/ids.ts';
import { verifyNothing, verifyPassword } from '../auth/index.ts';
import { forgiveOperatorFailure } from './failure-repo.ts';
import type { ClientInfo } from './operator-sessions.ts';
import { findOperatorRecordByEmail, spendTotpStep } from './repo.ts';
import { admitAttempt, failSignIn, type SignIn, type SignInDeps, signedIn } from './sign-in-attempts.ts';
import { insertOperatorToken } from './token-repo.ts';
import { totpStepOf } from './totp.ts';
import { enrolTotp, verifyTotpEnrolment } from './totp-enrolment.ts';

export type { FailureReason, SignIn } from './sign-in-attempts.ts';

export type SignInService = ReturnType<typeof createSignInService>;

/** Password, then the TOTP code; an operator without TOTP yet gets an enrolment token instead. */
async function login(deps: SignInDeps, input: AdminLoginRequest, client: ClientInfo): Promise<SignIn> {
  const { db, clock, totpBox } = deps;
  const email = input.email.toLowerCase();
  const operator = await findOperatorRecordByEmail(db, email);
  const attempt = await admitAttempt(deps, email, client, operator);
  const valid = operator
    ? await verifyPassword(operator.passwordHash, input.password)
    : await verifyNothing(input.password);
  if (!operator) return failSignIn(deps, client, email, operator, 'unknown_email');
  if (!valid) return failSignIn(deps, client, email, operator, 'bad_password');
  if (operator.status !== 'active') return failSignIn(deps, client, email, operator, 'disabled');
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
  if (step === null) return failSignIn(deps, client, email, operator, 'totp_invalid');
  if (!(await spendTotpStep(db, operator.id, step)))
    return failSignIn(deps, client, email, operator, 'totp_replayed');
  return signedIn(deps, operator, client, 'auth.login');
}

/**
 * Operator sign-in: password, then a TOTP code (or, the first time, enrolment). Every failure is counted for
 * the typed e-mail and the caller's IP (five in 15 minutes lock that pair only) and written to the audit log.
 */
export function createSignInService(deps: SignInDeps) {
  return {
    login: (input: AdminLoginRequest, client: ClientInfo): Promise<SignIn> => login(deps, input, client),

    /** A fresh secret for the authenticator app; replaces an earlier one not yet confirmed. */
    enrol: (enrolmentToken: string): Promise<TotpEnrolResponse> => enrolTotp(deps, enrolmentToken),

    /** Confirms the pending secret with a current code: TOTP is on from now, and the operator is signed in. */
    verifyEnrolment: (enrolmentToken: string, code: string, client: ClientInfo): Promise<SignIn> =>
      verifyTotpEnrolment(deps, enrolmentToken, code, client),
  };
}
