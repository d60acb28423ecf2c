import type { changePasswordRequest, resetPasswordRequest } from '@halcyon/api';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-types.ts';
import type { AuthContext } from '../../platform/auth-hook.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { holdWithdrawals, WITHDRAWAL_HOLD_MS } from '../../platform/withdrawal-hold-repo.ts';
import { findUserByEmail, findUserById, setPassword } from '../users/index.ts';
import type { EmailCodeService } from './email-code-service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionService } from './session-service.ts';

type PasswordChange = z.output<typeof changePasswordRequest>;
type PasswordReset = z.output<typeof resetPasswordRequest>;

export type PasswordService = ReturnType<typeof createPasswordService>;

export function createPasswordService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  deps: { emailCodes: EmailCodeService; sessions: SessionService },
) {
  return {
    /** Knowing the current password proves it is the owner: every other session ends, this one stays. */
    async change(caller: AuthContext, input: PasswordChange): Promise<void> {
      const user = await findUserById(db, caller.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(user.password_hash, input.oldPassword)))
        throw new AppError('OLD_PASSWORD_INCORRECT');
      if (input.newPassword === input.oldPassword) throw new AppError('SAME_PASSWORD');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (trx) => {
        await setPassword(trx, user.id, passwordHash, dateOf(clock));
        await deps.sessions.endAllOf(trx, user.id, 'password_changed', caller.sessionId);
        // A new login password may be a thief's: withdrawals wait 24 h (issue 11).
        await holdWithdrawals(trx, user.id, dateOf(clock, WITHDRAWAL_HOLD_MS), dateOf(clock));
      });
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
      await db.transaction().execute(async (trx) => {
        await deps.emailCodes.consume(trx, codeId);
        await setPassword(trx, user.id, passwordHash, dateOf(clock));
        await deps.sessions.endAllOf(trx, user.id, 'password_reset');
        await holdWithdrawals(trx, user.id, dateOf(clock, WITHDRAWAL_HOLD_MS), dateOf(clock));
      });
    },
  };
}
