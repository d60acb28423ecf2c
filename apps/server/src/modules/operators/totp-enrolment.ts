import type { TotpEnrolResponse } from '@halcyon/api';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/ids.ts';
import { publicConfigValue } from '../app-config/index.ts';
import { appendAudit } from '../audit-log/index.ts';
import type { ClientInfo } from './operator-sessions.ts';
import { confirmTotp, findOperatorRecord, type OperatorRecord, setPendingTotp } from './repo.ts';
import { admitAttempt, failSignIn, type SignIn, type SignInDeps, signedIn } from './sign-in-attempts.ts';
import { operatorOfToken, spendOperatorToken } from './token-repo.ts';
import { newTotpSecret, otpauthUri, totpStepOf } from './totp.ts';

async function enrolmentOperator({ db, clock }: SignInDeps, enrolmentToken: string): Promise<OperatorRecord> {
  const operatorId = await operatorOfToken(db, sha256(enrolmentToken), dateOf(clock));
  const operator = operatorId ? await findOperatorRecord(db, operatorId) : undefined;
  if (operator?.status !== 'active' || operator.totpSealed !== null) {
    throw new AppError('ENROLMENT_TOKEN_INVALID');
  }
  return operator;
}

/** A fresh secret for the authenticator app; replaces an earlier one not yet confirmed. */
export async function enrolTotp(deps: SignInDeps, enrolmentToken: string): Promise<TotpEnrolResponse> {
  const { db, clock, totpBox } = deps;
  const operator = await enrolmentOperator(deps, enrolmentToken);
  const secret = newTotpSecret();
  await setPendingTotp(db, operator.id, totpBox.seal(secret, operator.id), dateOf(clock));
  const issuer = (await publicConfigValue(db, 'app_name')) ?? 'Halcyon';
  return { secret, otpauthUri: otpauthUri(secret, operator.email, `${issuer} console`) };
}

/** Confirms the pending secret with a current code: TOTP is on from now, and the operator is signed in. */
export async function verifyTotpEnrolment(
  deps: SignInDeps,
  enrolmentToken: string,
  code: string,
  client: ClientInfo,
): Promise<SignIn> {
  const { db, clock, totpBox } = deps;
  const operator = await enrolmentOperator(deps, enrolmentToken);
  const email = operator.email.toLowerCase();
  await admitAttempt(deps, email, client, operator);
  if (operator.totpPendingSealed === null) throw new AppError('ENROLMENT_TOKEN_INVALID');
  const step = totpStepOf(totpBox.open(operator.totpPendingSealed, operator.id), code, clock.now());
  if (step === null) return failSignIn(deps, client, email, operator, 'enrolment_code_invalid');
  const sealed = operator.totpPendingSealed;
  // The token spent, the second factor on and its audit row: all three or none.
  await db.transaction().execute(async (trx) => {
    if (!(await spendOperatorToken(trx, sha256(enrolmentToken), dateOf(clock)))) {
      throw new AppError('ENROLMENT_TOKEN_INVALID');
    }
    await confirmTotp(trx, operator.id, sealed, step, dateOf(clock));
    await appendAudit(trx, {
      actor: { operatorId: operator.id, operatorEmail: operator.email, ...client },
      at: dateOf(clock),
      action: 'auth.totp_enrolled',
      targetType: 'operator',
      targetId: operator.id,
    });
  });
  return signedIn(deps, operator, client, 'auth.login');
}
