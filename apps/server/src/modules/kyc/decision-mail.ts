import { APP_DEFAULTS } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { publicConfigValue } from '../app-config/index.ts';
import { findUserById, localeOfUser } from '../users/index.ts';

export type KycDecision = { status: 'verified' | 'rejected'; reason: string | null };

type MailContext = Pick<AppContext, 'db' | 'mailer' | 'translator' | 'log'>;

/**
 * After a decision committed: the person is e-mailed in the language they use the app in (stored with
 * them), a rejection with the reason compliance gave. A mail that fails is logged: the decision stands,
 * and the person's page and `user` channel already show it.
 */
export async function mailKycDecision(
  ctx: MailContext,
  userId: string,
  decision: KycDecision,
): Promise<void> {
  try {
    const user = await findUserById(ctx.db, userId);
    if (!user) return;
    const locale = localeOfUser(user);
    const appName = (await publicConfigValue(ctx.db, 'app_name')) ?? APP_DEFAULTS.app_name;
    const params = { appName, account: user.account, reason: decision.reason ?? '' };
    const key = decision.status === 'verified' ? 'approved' : 'rejected';
    await ctx.mailer.send({
      kind: `kyc_${key}`,
      to: user.email,
      subject: ctx.translator.translate(locale, `kycMail.${key}Subject`, params),
      text: ctx.translator.translate(locale, `kycMail.${key}Body`, params),
    });
  } catch (error) {
    ctx.log.warn({ err: error, userId }, 'identity decision mail failed');
  }
}
