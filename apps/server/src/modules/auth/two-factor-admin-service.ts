import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { findUserById, localeOfUser, type UserRow } from '../users/index.ts';
import type { TwoFactorService } from './two-factor-service.ts';

type ResetContext = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'translator' | 'log'>;

/** Tells the person, in the language they use the app in (not the operator's), until when withdrawals wait. */
async function mailReset(ctx: ResetContext, user: UserRow, holdUntil: Date): Promise<void> {
  const t = (key: string) =>
    ctx.translator.translate(localeOfUser(user), key, {
      account: user.account,
      until: holdUntil.toISOString().slice(0, 16).replace('T', ' '),
    });
  await ctx.mailer.send({
    kind: 'two-factor-reset',
    to: user.email,
    subject: t('twoFactor.resetMailSubject'),
    text: t('twoFactor.resetMailBody'),
  });
}

export type TwoFactorAdmin = ReturnType<typeof createTwoFactorAdmin>;

/**
 * Compliance resets a person's second factor (a lost phone and no recovery codes). It is the way to take
 * over an account by talking an operator into it, so it needs a reason, is audited with it in the reset's
 * transaction, holds withdrawals for 24 h and tells the person by mail.
 */
export function createTwoFactorAdmin(ctx: ResetContext, twoFactor: TwoFactorService) {
  return {
    async reset(actor: AuditActor, userId: string, reason: string): Promise<Date> {
      const user = await findUserById(ctx.db, userId);
      if (!user) throw new AppError('NOT_FOUND');
      const holdUntil = await twoFactor.reset(user.id, async (trx, until) => {
        await appendAudit(trx, {
          actor,
          at: dateOf(ctx.clock),
          action: 'users.two_factor_reset',
          targetType: 'user',
          targetId: user.id,
          before: { twoFactor: true },
          after: { twoFactor: false, withdrawalsHeldUntil: until.getTime(), reason },
        });
      });
      // The reset has committed: a mail that fails must not answer the operator with an error as if it had not.
      await mailReset(ctx, user, holdUntil).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'two-factor reset mail failed'),
      );
      return holdUntil;
    },
  };
}
