import type { TwoFactorStatus } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { recoveryHash, totpStep } from './totp-codes.ts';
import { createTwoFactorEnrolment } from './two-factor-enrolment.ts';
import {
  claimStep,
  clearTwoFactor,
  countUnusedRecoveryCodes,
  findTwoFactor,
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

  const enrolment = createTwoFactorEnrolment({ db, clock }, theBox);

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

    /** Taking the factor on, a pending secret and then a code that confirms it (two-factor-enrolment.ts). */
    setup: enrolment.setup,
    enable: enrolment.enable,

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
