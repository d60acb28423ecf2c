import { APP_DEFAULTS } from '@halcyon/api';
import { isLocale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { composeFinanceMail, type FinanceMailKind } from '../../platform/finance-mail.ts';
import { publicConfigValue } from '../app-config/index.ts';
import { findUserById } from '../users/index.ts';

/**
 * Runs each notice of an order's change in turn. A failed one is logged as `message`, never turned into an
 * error, and does not keep the others from running: the change itself is done.
 */
export async function runOrderNotices(
  log: AppContext['log'],
  message: string,
  orderNo: string,
  steps: ReadonlyArray<() => Promise<void>>,
): Promise<void> {
  for (const step of steps) {
    await step().catch((error: unknown) => {
      log.warn({ err: error, orderNo }, message);
    });
  }
}

/**
 * The e-mail of an order's change (none when `kind` is null or the person is gone), with the app's name
 * beside `params`. In the person's stored language (the app's language setting), else the one the order
 * was placed in.
 */
export async function mailOrderChange(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'translator'>,
  to: { userId: string; locale: string },
  kind: FinanceMailKind | null,
  params: Record<string, string>,
): Promise<void> {
  if (!kind) return;
  const user = await findUserById(ctx.db, to.userId);
  if (!user) return;
  const appName = (await publicConfigValue(ctx.db, 'app_name')) ?? APP_DEFAULTS.app_name;
  const language = isLocale(user.locale) ? user.locale : to.locale;
  await ctx.mailer.send(
    composeFinanceMail(ctx.translator, {
      kind,
      to: user.email,
      locale: language,
      params: { appName, ...params },
    }),
  );
}
