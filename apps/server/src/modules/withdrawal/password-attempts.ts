import { WITHDRAWAL_RULES } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { oneAtATime } from '../../platform/one-at-a-time.ts';
import { verifyPassword } from '../auth/index.ts';
import { isWrongCode } from './second-factor.ts';
import {
  clearFailures,
  findSecurity,
  lockSecurity,
  type Reservation,
  releaseAttempt,
  reserveAttempt,
} from './security-repo.ts';

const MINUTE_MS = 60_000;

const lockedFor = (clock: Clock, until: Date) =>
  new AppError('WITHDRAWAL_LOCKED', { minutes: Math.ceil((until.getTime() - clock.now()) / MINUTE_MS) });

/** One try at the withdrawal password and the second factor beside it, counted before either is checked. */
export type Attempt = Reservation & { userId: string };

/** The password a try must prove, or null where there is none yet (the first setting). */
export type Secret = { hash: string; password: string } | null;

/** What follows a right password: `factorPassed` is called once the second factor passed. */
export type AttemptWork<T> = (attempt: Attempt, factorPassed: () => void) => Promise<T>;

/**
 * Within a change's transaction, given the lock read under the person's security row lock: tries on another
 * server may have locked withdrawals while this one was being checked, and a right guess among them changes
 * nothing. The try's own lock aside: it is lifted when the try passes.
 */
export function refuseLockedMeanwhile(clock: Clock, lockedUntil: Date | null, attempt: Attempt): void {
  if (!lockedUntil || lockedUntil.getTime() <= clock.now()) return;
  if (lockedUntil.getTime() !== attempt.locks?.getTime()) throw lockedFor(clock, lockedUntil);
}

/**
 * The guessing limit of the withdrawal password (and of the second-factor code that goes with it): five
 * tries per lock. Each try is counted before its slow check, so that parallel guesses see one another
 * (counted after the check, forty parallel guesses were all checked); a try that proves right is forgiven.
 */
export function createPasswordAttempts({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const inTurn = oneAtATime();

  const reserve = async (userId: string): Promise<Attempt> => {
    const lockUntil = dateOf(clock, WITHDRAWAL_RULES.lockMs);
    const rules = { max: WITHDRAWAL_RULES.passwordFailureMax, lockUntil, at: dateOf(clock) };
    const reserved = await reserveAttempt(db, userId, rules);
    if (reserved) return { ...reserved, userId };
    throw lockedFor(clock, (await findSecurity(db, userId))?.locked_until ?? lockUntil);
  };

  /** The try stays counted; the person is told how many remain, or that this one locked. */
  const wrong = (attempt: Attempt): AppError =>
    attempt.locks
      ? lockedFor(clock, attempt.locks)
      : new AppError('WITHDRAWAL_PASSWORD_INCORRECT', {
          remaining: WITHDRAWAL_RULES.passwordFailureMax - attempt.attempt,
        });

  /**
   * Both right: the count starts again. A wrong code stays counted as a wrong password does (no guessing
   * 10^6 codes). Ended before the code was checked (no code, a replay, SAME_PASSWORD), the try was no guess.
   */
  const settle = async <T>(attempt: Attempt, work: AttemptWork<T>): Promise<T> => {
    let factorPassed = false;
    let codeWrong = false;
    try {
      return await work(attempt, () => {
        factorPassed = true;
      });
    } catch (error) {
      codeWrong = !factorPassed && isWrongCode(error);
      if (codeWrong && attempt.locks) throw lockedFor(clock, attempt.locks);
      throw error;
    } finally {
      if (factorPassed) await clearFailures(db, attempt.userId, attempt, dateOf(clock));
      else if (!codeWrong) await releaseAttempt(db, attempt.userId, attempt, dateOf(clock));
    }
  };

  return {
    /**
     * One try from its count to its outcome: counted (refused while locked), its password checked, then
     * `work`. A person's tries take turns on this server, so their parallel right requests are not taken
     * for a burst of guesses; across servers the count alone still holds the limit.
     */
    attempt<T>(userId: string, secret: Secret, work: AttemptWork<T>): Promise<T> {
      return inTurn(userId, async () => {
        const attempt = await reserve(userId);
        if (secret && !(await verifyPassword(secret.hash, secret.password))) throw wrong(attempt);
        return settle(attempt, work);
      });
    },

    /**
     * Row-locks the person's security row for the rest of the change's transaction, then refuses as
     * `refuseLockedMeanwhile` does.
     */
    async confirmUnlocked(trx: Db, attempt: Attempt): Promise<void> {
      refuseLockedMeanwhile(clock, await lockSecurity(trx, attempt.userId, dateOf(clock)), attempt);
    },
  };
}
