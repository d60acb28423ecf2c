import { AUTH, type LoginRequest, type SessionResponse } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByLogin, toUser } from '../users/index.ts';
import type { CaptchaService } from './captcha-service.ts';
import {
  clearAccountFailures,
  countAccountFailures,
  reserveFailure,
  takeBackFailure,
} from './login-failure-repo.ts';
import { verifyNothing, verifyPassword } from './passwords.ts';
import type { ClientInfo, SessionService } from './session-service.ts';
import { createTwoFactorService, type TwoFactorService } from './two-factor-service.ts';

export type LoginService = ReturnType<typeof createLoginService>;

export function createLoginService(
  { db, clock, secrets }: Pick<AppContext, 'db' | 'clock' | 'secrets'>,
  deps: { sessions: SessionService; captcha: CaptchaService; twoFactor?: TwoFactorService },
) {
  const { sessions, captcha } = deps;
  const twoFactor = deps.twoFactor ?? createTwoFactorService({ db, clock, secrets });

  /**
   * Guessing is slowed where it happens. Ten failures from one address lock the account for that address
   * only (15 minutes), so a stranger who knows a user name cannot lock its owner out. Once the account has
   * ten failures from anywhere, every further attempt from any address must also solve a captcha: guessing
   * from many addresses costs a solved image per try, and the owner still gets in.
   *
   * The try is recorded as a failure before either count is read (and before the slow password check), so
   * parallel tries see one another instead of all passing the counts at once; a try refused here is taken
   * back, having guessed nothing; a successful login forgives the rest.
   */
  async function admit(account: string, address: string, input: LoginRequest): Promise<void> {
    const rules = {
      max: AUTH.loginFailureMax,
      at: dateOf(clock),
      forgetBefore: dateOf(clock, -AUTH.loginFailureWindowMs),
    };
    const attempt = await reserveFailure(db, `${account}@${address}`, rules);
    if (attempt === undefined) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');
    const refusal = await captchaRefusal(account, input, rules.forgetBefore);
    if (refusal === undefined) return;
    await takeBackFailure(db, attempt);
    throw new AppError(refusal);
  }

  /** Past ten failures of the account from anywhere (this try's own among them), a solved captcha is due. */
  async function captchaRefusal(
    account: string,
    input: LoginRequest,
    windowStart: Date,
  ): Promise<'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID' | undefined> {
    if ((await countAccountFailures(db, account, windowStart)) <= AUTH.loginFailureMax) return undefined;
    if (!input.captchaId || !input.captcha) return 'CAPTCHA_REQUIRED';
    if (!(await captcha.check(input.captchaId, input.captcha))) return 'CAPTCHA_INVALID';
    return undefined;
  }

  return {
    /** The second factor sign-in asks for (also mounted as the person's /user/2fa routes). */
    twoFactor,

    /**
     * Unknown account and wrong password look the same (status, body and time). Failures are counted
     * per account and address in the database, so the limits hold across instances; for names that match
     * no account the typed name is counted, so a lockout does not reveal which names exist either.
     */
    async login(input: LoginRequest, client: ClientInfo): Promise<SessionResponse> {
      const user = await findUserByLogin(db, input.account);
      const account = user ? `user:${user.id}` : `name:${input.account.toLowerCase()}`;
      const address = client.ip ?? 'unknown';
      await admit(account, address, input);
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : await verifyNothing(input.password);
      if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
      // Told only to whoever knows the password: an operator froze the account (sessions already ended).
      if (user.status === 'frozen') throw new AppError('ACCOUNT_FROZEN');
      if (await twoFactor.isEnabled(user.id)) {
        // The failure admit recorded stays until the code is right too: guessing codes (or resending
        // without one) runs into the same limits as guessing passwords.
        if (!input.totp) throw new AppError('TOTP_REQUIRED');
        await twoFactor.verify(user.id, input.totp);
      }
      await clearAccountFailures(db, account);
      const tokens = await sessions.start(user.id, client);
      return { user: toUser(user), ...tokens };
    },
  };
}
