import type { WithdrawalPasswordRequest, WithdrawalPasswordStatus } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { holdWithdrawals, WITHDRAWAL_HOLD_MS } from '../../platform/withdrawal-hold-repo.ts';
import { createTwoFactorService, hashPassword } from '../auth/index.ts';
import { findUserById, setWithdrawalPassword } from '../users/index.ts';
import { createPasswordAttempts, type Secret } from './password-attempts.ts';
import { verifySecondFactor } from './second-factor.ts';
import { findSecurity } from './security-repo.ts';

export type WithdrawalPasswordService = ReturnType<typeof createWithdrawalPasswordService>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const later = (date: Date | null | undefined, now: number) => (date && date.getTime() > now ? date : null);

/** The password a change must prove (required once one is set); none at the first setting. */
function currentOf(hash: string | null, input: WithdrawalPasswordRequest): Secret {
  if (!hash) return null;
  if (!input.currentPassword) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      currentPassword: ['validation.currentPasswordRequired'],
    });
  }
  return { hash, password: input.currentPassword };
}

/**
 * The withdrawal password: set or changed here (argon2id, the login password's parameters), checked before
 * every withdrawal. Five wrong ones in a row lock withdrawals 15 minutes; a change (not the first setting)
 * holds withdrawals 24 h, as does a change of the login password (auth) or a reset of the second factor.
 */
export function createWithdrawalPasswordService(ctx: Pick<AppContext, 'db' | 'clock' | 'secrets'>) {
  const { db, clock } = ctx;
  const twoFactor = createTwoFactorService(ctx);
  const attempts = createPasswordAttempts(ctx);

  const blocks = async (userId: string) => {
    const now = clock.now();
    const security = await findSecurity(db, userId);
    const factorHold = await twoFactor.withdrawalsHeldUntil(userId);
    const holds = [later(security?.hold_until, now), later(factorHold, now)].filter(
      (d): d is Date => d !== null,
    );
    const holdUntil = holds.length > 0 ? new Date(Math.max(...holds.map((d) => d.getTime()))) : null;
    return { lockedUntil: later(security?.locked_until, now), holdUntil };
  };

  const refuseWhileLocked = (lockedUntil: Date | null) => {
    if (lockedUntil) {
      throw new AppError('WITHDRAWAL_LOCKED', {
        minutes: Math.ceil((lockedUntil.getTime() - clock.now()) / MINUTE_MS),
      });
    }
  };

  return {
    async status(userId: string): Promise<WithdrawalPasswordStatus> {
      const user = await findUserById(db, userId);
      const { lockedUntil, holdUntil } = await blocks(userId);
      return {
        set: Boolean(user?.withdrawal_password_hash),
        lockedUntil: lockedUntil?.getTime() ?? null,
        holdUntil: holdUntil?.getTime() ?? null,
      };
    },

    async set(userId: string, input: WithdrawalPasswordRequest): Promise<WithdrawalPasswordStatus> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      refuseWhileLocked((await blocks(userId)).lockedUntil);
      const current = currentOf(user.withdrawal_password_hash, input);
      await attempts.attempt(userId, current, async (attempt, factorPassed) => {
        if (current?.password === input.newPassword) throw new AppError('SAME_PASSWORD');
        const hash = await hashPassword(input.newPassword);
        await db.transaction().execute(async (trx) => {
          await verifySecondFactor(trx, ctx, userId, input.totp);
          factorPassed();
          const at = dateOf(clock);
          await setWithdrawalPassword(trx, userId, hash, at);
          await attempts.confirmUnlocked(trx, attempt);
          if (current) await holdWithdrawals(trx, userId, dateOf(clock, WITHDRAWAL_HOLD_MS), at);
        });
      });
      return this.status(userId);
    },

    /** Before a withdrawal, before its password is counted or checked: not set, locked, held. */
    async checkBlocks(userId: string): Promise<string> {
      const user = await findUserById(db, userId);
      if (!user?.withdrawal_password_hash) throw new AppError('WITHDRAWAL_PASSWORD_NOT_SET');
      const { lockedUntil, holdUntil } = await blocks(userId);
      refuseWhileLocked(lockedUntil);
      if (holdUntil) {
        throw new AppError('WITHDRAWAL_ON_HOLD', {
          hours: Math.ceil((holdUntil.getTime() - clock.now()) / HOUR_MS),
        });
      }
      return user.withdrawal_password_hash;
    },

    attempt: attempts.attempt,
  };
}
