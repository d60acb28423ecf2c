import { TWO_FACTOR, type TwoFactorSetup, type TwoFactorStatus } from '@halcyon/api';
import { Secret } from 'otpauth';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { findUserById } from '../users/index.ts';
import { newRecoveryCode, recoveryHash, totpOf, totpStep } from './totp-codes.ts';
import {
  claimStep,
  clearTwoFactor,
  countUnusedRecoveryCodes,
  findTwoFactor,
  replaceRecoveryCodes,
  upsertPendingSecret,
  useRecoveryCode,
} from './two-factor-repo.ts';
import { resetTwoFactor, withdrawalsHeldUntil } from './two-factor-reset.ts';

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/** The server secret whose key seals every TOTP secret. */
export const TOTP_KEY_NAME = 'user-totp-key';

/**
 * Setting up, enabling, checking and removing a person's TOTP factor. A code counts once: the time step
 * it belongs to is recorded, and a code of that step or an earlier one is refused afterwards.
 */
export function createTwoFactorService(
  { db, clock, secrets }: Pick<AppContext, 'db' | 'clock' | 'secrets'>,
  sealer?: SecretBox,
) {
  // The key is a server secret in the database: read on first use, then kept.
  let boxPromise: Promise<SecretBox> | undefined = sealer ? Promise.resolve(sealer) : undefined;
  const theBox = () => {
    boxPromise ??= secrets.box(TOTP_KEY_NAME);
    return boxPromise;
  };

  const isEnabled = async (userId: string) => Boolean((await findTwoFactor(db, userId))?.enabledAt);

  async function checkEnabled(userId: string, rawCode: string): Promise<boolean> {
    const row = await findTwoFactor(db, userId);
    if (!row?.enabledAt || !row.secretSealed) return false;
    const code = rawCode.replace(/\s/g, '');
    const step = totpStep(clock, (await theBox()).open(row.secretSealed, userId), code);
    if (step !== null) return claimStep(db, userId, step, dateOf(clock), false);
    return useRecoveryCode(db, userId, recoveryHash(code), dateOf(clock));
  }

  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      const row = await findTwoFactor(db, userId);
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        enabledAt: row?.enabledAt?.getTime() ?? null,
        recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0,
      };
    },

    isEnabled,

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

    async disable(userId: string, code: string): Promise<void> {
      if (!(await isEnabled(userId))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
      if (!(await checkEnabled(userId, code))) throw new AppError('TOTP_INVALID');
      await db.transaction().execute((trx) => clearTwoFactor(trx, userId, dateOf(clock)));
    },

    /**
     * The second-factor check of sign-in, withdrawals and the withdrawal password: nothing to do when the
     * person has no factor; otherwise a missing code is TOTP_REQUIRED and a wrong or spent one TOTP_INVALID.
     */
    async verify(userId: string, code: string | undefined): Promise<void> {
      if (!(await isEnabled(userId))) return;
      if (!code?.trim()) throw new AppError('TOTP_REQUIRED');
      if (!(await checkEnabled(userId, code))) throw new AppError('TOTP_INVALID');
    },

    /** A compliance reset (two-factor-reset.ts): the factor is gone and withdrawals wait 24 h. */
    reset: (userId: string, audit: (trx: Db, holdUntil: Date) => Promise<void>) =>
      resetTwoFactor({ db, clock }, userId, audit),

    withdrawalsHeldUntil: (userId: string) => withdrawalsHeldUntil({ db, clock }, userId),
  };
}

/**
 * The face function for other modules (withdrawals, the withdrawal password): passes when the person has
 * no second factor or `code` is a current, unused TOTP code or an unused recovery code.
 */
export async function verifyUserSecondFactor(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets'>,
  userId: string,
  code: string | undefined,
): Promise<void> {
  await createTwoFactorService(ctx).verify(userId, code);
}
