import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { groupedFigure } from '../../platform/grouped-figure.ts';
import { formatAmount, type Money } from '../ledger/index.ts';
import { findUserById } from '../users/index.ts';
import { readSettings } from './settings-repo.ts';

/**
 * Above the operator's daily amount a withdrawal needs a verified identity: what the person withdrew today
 * (pending, processing, completed; every network) plus this one may reach the limit, not pass it. Runs in
 * the order's transaction after the person's security row is locked, so parallel withdrawals see each other.
 */
export async function checkIdentityLimit(
  trx: Db,
  userId: string,
  withdrawnToday: Money,
  amount: string,
  currency: string,
): Promise<void> {
  const { kycDailyLimit } = await readSettings(trx);
  if (withdrawnToday.plus(amount).lte(kycDailyLimit)) return;
  const user = await findUserById(trx, userId);
  if (user?.real_name_status === 'verified') return;
  throw new AppError('KYC_REQUIRED', { limit: groupedFigure(formatAmount(kycDailyLimit)), currency });
}
