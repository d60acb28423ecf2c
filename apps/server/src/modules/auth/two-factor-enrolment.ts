import { TWO_FACTOR, type TwoFactorSetup } from '@halcyon/api';
import { Secret } from 'otpauth';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { findUserById } from '../users/index.ts';
import { newRecoveryCode, recoveryHash, totpOf, totpStep } from './totp-codes.ts';
import { claimStep, findTwoFactor, replaceRecoveryCodes, upsertPendingSecret } from './two-factor-repo.ts';

/**
 * Taking on a TOTP factor, in two steps: a pending secret, then a current code that proves the person's app
 * holds it, which turns it on. `theBox` opens the sealing key (read on first use).
 */
export function createTwoFactorEnrolment(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  theBox: () => Promise<SecretBox>,
) {
  return {
    /** A fresh secret, pending until a code confirms it; a second setup replaces a pending one. */
    async setup(userId: string): Promise<TwoFactorSetup> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      const secret = new Secret({ size: 20 }).base32;
      const sealed = (await theBox()).seal(secret, userId);
      const stored = await upsertPendingSecret(db, userId, sealed, dateOf(clock));
      if (!stored) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      return { secret, otpauthUri: totpOf(secret, user.account).toString() };
    },

    /** Turns the pending secret on with a current code and issues ten recovery codes (shown once). */
    async enable(userId: string, rawCode: string): Promise<{ recoveryCodes: string[] }> {
      const row = await findTwoFactor(db, userId);
      if (row?.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      if (!row?.secretSealed) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
      const step = totpStep(
        clock,
        (await theBox()).open(row.secretSealed, userId),
        rawCode.replace(/\s/g, ''),
      );
      if (step === null) throw new AppError('TOTP_INVALID');
      const recoveryCodes = Array.from({ length: TWO_FACTOR.recoveryCodeCount }, newRecoveryCode);
      await db.transaction().execute(async (trx) => {
        if (!(await claimStep(trx, userId, step, dateOf(clock), true))) throw new AppError('TOTP_INVALID');
        await replaceRecoveryCodes(trx, userId, recoveryCodes.map(recoveryHash), dateOf(clock));
      });
      return { recoveryCodes };
    },
  };
}
