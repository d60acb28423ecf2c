import type { registerRequest, SessionResponse } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { uniqueViolationOf } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createUser, findUserIdByInvitationCode, toUser } from '../users/index.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { EmailCodeService } from './email-code-service.ts';
import { hashPassword } from './passwords.ts';
import type { ClientInfo, SessionService } from './session-service.ts';

type Registration = z.output<typeof registerRequest>;

export type RegisterService = ReturnType<typeof createRegisterService>;

export function createRegisterService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  deps: { captcha: CaptchaService; emailCodes: EmailCodeService; sessions: SessionService },
) {
  const { db, clock, config } = ctx;

  async function checkCaptcha(input: Registration) {
    if (!config.registerCaptcha) return;
    if (!input.captchaId || !input.captcha) {
      throw new AppError('VALIDATION_FAILED', undefined, { captcha: ['validation.captchaRequired'] });
    }
    if (!(await deps.captcha.check(input.captchaId, input.captcha))) throw new AppError('CAPTCHA_INVALID');
  }

  return {
    /**
     * Order matters: the captcha (one guess per image), then the e-mail code (wrong guesses counted),
     * then one transaction inserting the user, using the code up and starting the session. Uniqueness
     * is left to the database's indexes, so two simultaneous registrations cannot both win.
     */
    async register(input: Registration, client: ClientInfo, locale?: Locale): Promise<SessionResponse> {
      await checkCaptcha(input);
      const codeId = await deps.emailCodes.check(input.email, 'register', input.emailCode);
      let referrerId: string | null = null;
      if (input.invitationCode) {
        referrerId = (await findUserIdByInvitationCode(db, input.invitationCode)) ?? null;
        if (!referrerId) throw new AppError('INVITATION_CODE_INVALID');
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await createUser(trx, {
            account: input.account,
            email: input.email,
            passwordHash,
            nickname: input.account,
            referrerId,
            // The language they registered in: their mail is written in it until they change it.
            locale,
            at: dateOf(clock),
          });
          await deps.emailCodes.consume(trx, codeId);
          const tokens = await deps.sessions.start(row.id, client, trx);
          return { user: toUser(row), ...tokens };
        });
      } catch (error) {
        const constraint = uniqueViolationOf(error);
        if (constraint === 'users_account_key' || constraint === 'users_email_key')
          throw new AppError('USER_EXISTS');
        throw error;
      }
    },
  };
}
