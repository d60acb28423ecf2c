import type { AppContext } from '../../platform/app-types.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, isAppError } from '../../platform/errors.ts';
import { verifyUserSecondFactor } from '../auth/index.ts';

/**
 * The second factor of a withdrawal or a withdrawal-password change, for a person who has one on. Checked
 * inside the change's transaction: the code is spent only when the change commits (a withdrawal refused
 * for its balance leaves the code usable), and an Idempotency-Key replay, which runs no work, is not
 * refused for reusing the first attempt's code. Sign-in's TOTP_REQUIRED is a 401, which the client takes
 * for a lost session, so here a missing code is a 403 and a wrong one a field error.
 */
export async function verifySecondFactor(
  trx: Db,
  { clock, secrets }: Pick<AppContext, 'clock' | 'secrets'>,
  userId: string,
  code: string | undefined,
): Promise<void> {
  try {
    await verifyUserSecondFactor({ db: trx, clock, secrets }, userId, code);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === 'TOTP_REQUIRED') throw new AppError('WITHDRAWAL_TOTP_REQUIRED');
    if (error.code === 'TOTP_INVALID') {
      throw new AppError('VALIDATION_FAILED', undefined, { totp: ['validation.totpInvalid'] });
    }
    throw error;
  }
}

/** Whether `error` is the refusal of a wrong or spent code (counted like a wrong withdrawal password). */
export function isWrongCode(error: unknown): boolean {
  return isAppError(error) && error.code === 'VALIDATION_FAILED' && error.fieldErrors?.totp !== undefined;
}
