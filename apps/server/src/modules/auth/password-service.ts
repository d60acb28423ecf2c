import { AUTH, type changePasswordRequest, type resetPasswordRequest } from '@halcyon/api';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-types.ts';
import type { AuthContext } from '../../platform/auth-hook.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { holdWithdrawals, WITHDRAWAL_HOLD_MS } from '../../platform/withdrawal-hold-repo.ts';
import { findUserByEmail, findUserById, setPassword } from '../users/index.ts';
import type { EmailCodeService } from './email-code-service.ts';
import { clearFailures, reserveFailure } from './login-failure-repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionService } from './session-service.ts';

type PasswordChange = z.output<typeof changePasswordRequest>;
type PasswordReset = z.output<typeof resetPasswordRequest>;

export type PasswordService = ReturnType<typeof createPasswordService>;

/**
 * Wrong current passwords are counted per account (not per address: a stolen access token may be used from
 * anywhere), kept apart from login's "user:<id>@<address>" subjects: guessing here never locks the owner's login.
 */
const changeSubject = (userId: string) => `password-change:user:${userId}`;

/**
 * The current password, guessed no more often than login allows (10 per 15 minutes): the try is counted
 * before the slow check, so that parallel guesses see one another, and forgiven when right.
 */
async function checkCurrentPassword(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  user: { id: string; password_hash: string },
  password: string,
): Promise<void> {
  const subject = changeSubject(user.id);
  const rules = {
    max: AUTH.loginFailureMax,
    at: dateOf(clock),
    forgetBefore: dateOf(clock, -AUTH.loginFailureWindowMs),
  };
  if ((await reserveFailure(db, subject, rules)) === undefined) {
    throw new AppError('TOO_MANY_PASSWORD_ATTEMPTS');
  }
  if (!(await verifyPassword(user.password_hash, password))) throw new AppError('OLD_PASSWORD_INCORRECT');
  await clearFailures(db, subject);
}

export function createPasswordService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  deps: { emailCodes: EmailCodeService; sessions: SessionService },
) {
  return {
    /** Knowing the current password proves it is the owner: every other session ends, this one stays. */
    async change(caller: AuthContext, input: PasswordChange): Promise<void> {
      const user = await findUserById(db, caller.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      await checkCurrentPassword({ db, clock }, user, input.oldPassword);
      if (input.newPassword === input.oldPassword) throw new AppError('SAME_PASSWORD');
      const passwordHash = await hashPassword(input.newPassword);
      const othersEnded = await db.transaction().execute(async (trx) => {
        await setPassword(trx, user.id, passwordHash, dateOf(clock));
        const ended = await deps.sessions.endAllOf(trx, user.id, 'password_changed', caller.sessionId);
        // A new login password may be a thief's: withdrawals wait 24 h (issue 11).
        await holdWithdrawals(trx, user.id, dateOf(clock, WITHDRAWAL_HOLD_MS), dateOf(clock));
        return ended;
      });
      await othersEnded();
    },

    /**
     * A reset means the password may be known to someone else: every session ends, the person logs in
     * again. An address without an account has only a code nobody was told, so it fails as a wrong code.
     */
    async reset(input: PasswordReset): Promise<void> {
      const codeId = await deps.emailCodes.check(input.email, 'reset_password', input.emailCode);
      const user = await findUserByEmail(db, input.email);
      if (!user) throw new AppError('EMAIL_CODE_INVALID');
      const passwordHash = await hashPassword(input.newPassword);
      const allEnded = await db.transaction().execute(async (trx) => {
        await deps.emailCodes.consume(trx, codeId);
        await setPassword(trx, user.id, passwordHash, dateOf(clock));
        const ended = await deps.sessions.endAllOf(trx, user.id, 'password_reset');
        await holdWithdrawals(trx, user.id, dateOf(clock, WITHDRAWAL_HOLD_MS), dateOf(clock));
        return ended;
      });
      await allEnded();
    },
  };
}
