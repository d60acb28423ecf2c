import { AUTH, type LoginRequest, type SessionResponse } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByLogin, toUser } from '../users/index.ts';
import { clearLoginFailures, countLoginFailures, recordLoginFailure } from './login-failure-repo.ts';
import { verifyNothing, verifyPassword } from './passwords.ts';
import type { ClientInfo, SessionService } from './session-service.ts';
import { createTwoFactorService, type TwoFactorService } from './two-factor-service.ts';

export type LoginService = ReturnType<typeof createLoginService>;

export function createLoginService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  sessions: SessionService,
  twoFactor: TwoFactorService = createTwoFactorService({ db, clock }),
) {
  return {
    /** The second factor sign-in asks for (also mounted as the person's /user/2fa routes). */
    twoFactor,

    /**
     * Unknown account and wrong password look the same (status, body and time). Failures are counted
     * per account in the database, so the lockout holds across instances; for names that match no
     * account the typed name is counted, so a lockout does not reveal which names exist either.
     */
    async login(input: LoginRequest, client: ClientInfo): Promise<SessionResponse> {
      const user = await findUserByLogin(db, input.account);
      const subject = user ? `user:${user.id}` : `name:${input.account.toLowerCase()}`;
      const windowStart = dateOf(clock, -AUTH.loginFailureWindowMs);
      if ((await countLoginFailures(db, subject, windowStart)) >= AUTH.loginFailureMax) {
        throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');
      }
      // Counted as a failure before the (slow) password check and forgiven on success, so parallel
      // guesses see each other instead of all passing the count above at once.
      await recordLoginFailure(db, subject, dateOf(clock), windowStart);
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : await verifyNothing(input.password);
      if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
      if (await twoFactor.isEnabled(user.id)) {
        // The failure recorded above stays until the code is right too: guessing codes (or resending
        // without one) runs into the same lockout as guessing passwords.
        if (!input.totp) throw new AppError('TOTP_REQUIRED');
        await twoFactor.verify(user.id, input.totp);
      }
      await clearLoginFailures(db, subject);
      const tokens = await sessions.start(user.id, client);
      return { user: toUser(user), ...tokens };
    },
  };
}
