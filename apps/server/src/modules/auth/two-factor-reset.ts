import { TWO_FACTOR } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { clearTwoFactor, findTwoFactor, lockEnabled } from './two-factor-repo.ts';

/**
 * A compliance reset: the factor is gone and withdrawals wait 24 h (the person is told by mail);
 * `audit` runs in the reset's transaction. A factor that is not on is TWO_FACTOR_NOT_ENABLED: nothing
 * to reset, nothing held, nothing audited.
 */
export async function resetTwoFactor(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  audit: (trx: Db, holdUntil: Date) => Promise<void>,
): Promise<Date> {
  const holdUntil = dateOf(clock, TWO_FACTOR.resetWithdrawalHoldMs);
  await db.transaction().execute(async (trx) => {
    if (!(await lockEnabled(trx, userId))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
    await clearTwoFactor(trx, userId, dateOf(clock), holdUntil);
    await audit(trx, holdUntil);
  });
  return holdUntil;
}

/** For withdrawals: when a compliance reset of the person's factor holds them, else null. */
export async function withdrawalsHeldUntil(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
): Promise<Date | null> {
  const until = (await findTwoFactor(db, userId))?.withdrawalsHeldUntil ?? null;
  return until && until.getTime() > clock.now() ? until : null;
}
