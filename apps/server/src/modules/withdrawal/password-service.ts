import {
  WITHDRAWAL_RULES,
  type WithdrawalPasswordRequest,
  type WithdrawalPasswordStatus,
} from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { holdWithdrawals, WITHDRAWAL_HOLD_MS } from '../../platform/withdrawal-hold-repo.ts';
import { createTwoFactorService, hashPassword, verifyPassword } from '../auth/index.ts';
import { findUserById, setWithdrawalPassword } from '../users/index.ts';
import { isWrongCode, verifySecondFactor } from './second-factor.ts';
import { clearFailures, findSecurity, recordFailure } from './security-repo.ts';

export type WithdrawalPasswordService = ReturnType<typeof createWithdrawalPasswordService>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const later = (date: Date | null | undefined, now: number) => (date && date.getTime() > now ? date : null);

/**
 * A wrong password or second-factor code: counted, and the one that reaches the limit locks (then
 * WITHDRAWAL_LOCKED). Returns the count so far.
 */
async function countWithdrawalFailure(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
): Promise<number> {
  const { failedAttempts, lockedUntil } = await recordFailure(
    db,
    userId,
    WITHDRAWAL_RULES.passwordFailureMax,
    dateOf(clock, WITHDRAWAL_RULES.lockMs),
    dateOf(clock),
  );
  if (lockedUntil && lockedUntil.getTime() > clock.now()) {
    throw new AppError('WITHDRAWAL_LOCKED', { minutes: Math.ceil(WITHDRAWAL_RULES.lockMs / MINUTE_MS) });
  }
  return failedAttempts;
}

/**
 * The withdrawal password: set or changed here (argon2id, the login password's parameters), checked before
 * every withdrawal. Five wrong ones in a row lock withdrawals 15 minutes; a change (not the first setting)
 * holds withdrawals 24 h, as does a change of the login password (auth) or a reset of the second factor.
 */
export function createWithdrawalPasswordService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;
  const twoFactor = createTwoFactorService(ctx);

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

  const countFailure = (userId: string) => countWithdrawalFailure(ctx, userId);

  /** A wrong password: counted, and the person told how many tries remain (or that it locked). */
  const wrong = async (userId: string): Promise<never> => {
    const failedAttempts = await countFailure(userId);
    throw new AppError('WITHDRAWAL_PASSWORD_INCORRECT', {
      remaining: WITHDRAWAL_RULES.passwordFailureMax - failedAttempts,
    });
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
      const current = user.withdrawal_password_hash;
      refuseWhileLocked((await blocks(userId)).lockedUntil);
      if (current) {
        if (!input.currentPassword) {
          throw new AppError('VALIDATION_FAILED', undefined, {
            currentPassword: ['validation.currentPasswordRequired'],
          });
        }
        if (!(await verifyPassword(current, input.currentPassword))) await wrong(userId);
        if (input.currentPassword === input.newPassword) throw new AppError('SAME_PASSWORD');
      }
      const hash = await hashPassword(input.newPassword);
      try {
        await db.transaction().execute(async (trx) => {
          await verifySecondFactor(trx, clock, userId, input.totp);
          const at = dateOf(clock);
          await setWithdrawalPassword(trx, userId, hash, at);
          await clearFailures(trx, userId, at);
          if (current) await holdWithdrawals(trx, userId, dateOf(clock, WITHDRAWAL_HOLD_MS), at);
        });
      } catch (error) {
        if (isWrongCode(error)) await countFailure(userId);
        throw error;
      }
      return this.status(userId);
    },

    /** A wrong second-factor code: counted with wrong passwords (no guessing a 6-digit code). */
    async countWrongCode(userId: string): Promise<void> {
      await countFailure(userId);
    },

    /**
     * Before a withdrawal (outside its transaction, so that a wrong attempt is remembered though the
     * withdrawal is refused): not set, locked, held, then the password itself.
     */
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

    /**
     * The password only: the count of failures is cleared by `passed` once the second factor passed too,
     * else a right password would reset the count between guesses of the code.
     */
    async verify(userId: string, hash: string, password: string): Promise<void> {
      if (!(await verifyPassword(hash, password))) await wrong(userId);
    },

    async passed(userId: string): Promise<void> {
      await clearFailures(db, userId, dateOf(clock));
    },
  };
}
