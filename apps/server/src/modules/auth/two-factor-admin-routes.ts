import { z } from 'zod';
import type { App, AppContext } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { appendAudit } from '../audit-log/index.ts';
import { auditActorOf, requires } from '../operators/index.ts';
import { findUserById, localeOfUser } from '../users/index.ts';
import type { TwoFactorService } from './two-factor-service.ts';

const params = z.object({ id: z.string().trim().min(1).max(64) });
const resetResponse = z.object({ withdrawalsHeldUntil: z.number().int() });

/**
 * Compliance resets a person's second factor (a lost phone and no recovery codes): audited in the same
 * transaction, the person e-mailed, and withdrawals held for 24 h (withdrawalsHeldUntil on auth's face).
 */
export function twoFactorAdminRoutes(
  app: App,
  twoFactor: TwoFactorService,
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'translator'>,
): void {
  app.post(
    '/users/:id/two-factor/reset',
    {
      config: requires('identity.review'),
      schema: { tags: ['admin'], params, response: envelopeResponses(resetResponse) },
    },
    async (request) => {
      const user = await findUserById(ctx.db, request.params.id);
      if (!user) throw new AppError('NOT_FOUND');
      const wasOn = await twoFactor.isEnabled(user.id);
      const holdUntil = await twoFactor.reset(user.id, (trx) =>
        appendAudit(trx, {
          actor: auditActorOf(request),
          at: new Date(ctx.clock.now()),
          action: 'users.two_factor_reset',
          targetType: 'user',
          targetId: user.id,
          before: { twoFactor: wasOn },
          after: { twoFactor: false },
        }).then(() => undefined),
      );
      // In the language the person uses the app in.
      const t = (key: string) =>
        ctx.translator.translate(localeOfUser(user), key, {
          account: user.account,
          until: holdUntil.toISOString().slice(0, 16).replace('T', ' '),
        });
      await ctx.mailer
        .send({
          kind: 'two-factor-reset',
          to: user.email,
          subject: t('twoFactor.resetMailSubject'),
          text: t('twoFactor.resetMailBody'),
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'two-factor reset mail failed'));
      return ok({ withdrawalsHeldUntil: holdUntil.getTime() });
    },
  );
}
