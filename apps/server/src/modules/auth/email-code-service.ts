import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { APP_DEFAULTS, AUTH, type EmailCodePurpose } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { MailDeliveryError } from '../../platform/mail.ts';
import { publicConfigValue } from '../app-config/index.ts';
import { findUserByEmail } from '../users/index.ts';
import { composeCodeMail } from './email-code-mail.ts';
import {
  countWrongAttempt,
  deleteEmailCode,
  deleteEmailCodesBefore,
  insertEmailCode,
  latestEmailCode,
  lockEmailAddress,
  markEmailCodeUsed,
  sendsSince,
} from './email-code-repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type EmailCodeService = ReturnType<typeof createEmailCodeService>;

/**
 * Throws the rate-limit error that applies (the daily limit, then the cooldown), else stores the code's
 * hash and answers its id. Runs under a per-address lock, so two requests cannot both slip under a limit.
 */
async function storeEmailCode(
  db: Db,
  clock: Clock,
  email: string,
  purpose: EmailCodePurpose,
  codeHash: string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await lockEmailAddress(trx, email);
    const now = clock.now();
    await deleteEmailCodesBefore(trx, email, new Date(now - 2 * DAY_MS));
    const sent = await sendsSince(trx, email, new Date(now - DAY_MS));
    if (sent.count >= AUTH.emailCodeDailyMax) throw new AppError('EMAIL_CODE_DAILY_LIMIT');
    const elapsed = sent.latest ? now - sent.latest.getTime() : Number.POSITIVE_INFINITY;
    if (elapsed < AUTH.emailCodeCooldownMs) {
      throw new AppError('EMAIL_CODE_COOLDOWN', {
        seconds: Math.ceil((AUTH.emailCodeCooldownMs - elapsed) / 1000),
      });
    }
    const id = newId();
    await insertEmailCode(trx, {
      id,
      email,
      purpose,
      codeHash,
      expiresAt: new Date(now + AUTH.emailCodeTtlMs),
      createdAt: new Date(now),
    });
    return id;
  });
}

/**
 * Six-digit codes sent by e-mail. Stored as HMAC-SHA256 under a server secret (a stolen table
 * alone does not give the codes away), bound to address and purpose, valid 10 minutes, used once,
 * dead after 5 wrong guesses. Rows double as the send log behind the cooldown and the daily limit.
 */
export function createEmailCodeService(ctx: AppContext, secret: Buffer) {
  const { db, clock, translator, mailer } = ctx;
  const hashOf = (email: string, purpose: EmailCodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');

  return {
    /**
     * Same answer whether or not the address has an account. A reset for an unknown address stores a
     * code nobody knows (so later guesses fail exactly like wrong codes) and mails "no account here".
     * A register code goes out even for a taken address: the 409 comes only after the code is proven.
     */
    async request(email: string, purpose: EmailCodePurpose, locale: Locale) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await storeEmailCode(db, clock, email, purpose, hashOf(email, purpose, code));
      const hasAccount =
        purpose === 'reset_password' ? (await findUserByEmail(db, email)) !== undefined : true;
      const appName = (await publicConfigValue(db, 'app_name')) ?? APP_DEFAULTS.app_name;
      const mail = composeCodeMail(translator, {
        to: email,
        purpose,
        code: hasAccount ? code : null,
        appName,
        locale,
      });
      try {
        await mailer.send(mail);
      } catch (error) {
        if (!(error instanceof MailDeliveryError)) throw error;
        // Nothing reached the person: forget the code so the cooldown does not punish them for our failure.
        await deleteEmailCode(db, id);
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { sent: true as const, resendAfterSeconds: AUTH.emailCodeCooldownMs / 1000 };
    },

    /**
     * Checks a code without using it up (the caller consumes it in its own transaction, so a failed
     * registration leaves it usable). A wrong guess is counted at once, outside any transaction.
     */
    async check(email: string, purpose: EmailCodePurpose, code: string): Promise<string> {
      const row = await latestEmailCode(db, email, purpose);
      if (!row || row.usedAt !== null) throw new AppError('EMAIL_CODE_NOT_REQUESTED');
      if (row.attempts >= AUTH.emailCodeMaxAttempts) throw new AppError('EMAIL_CODE_TOO_MANY_ATTEMPTS');
      if (row.expiresAt.getTime() <= clock.now()) throw new AppError('EMAIL_CODE_EXPIRED');
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(hashOf(email, purpose, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = await countWrongAttempt(db, row.id, AUTH.emailCodeMaxAttempts);
        throw new AppError(attempts === null ? 'EMAIL_CODE_TOO_MANY_ATTEMPTS' : 'EMAIL_CODE_INVALID');
      }
      return row.id;
    },

    /** Uses the code up inside the caller's transaction; fails if a concurrent request used it first. */
    async consume(trx: Db, codeId: string): Promise<void> {
      if (!(await markEmailCodeUsed(trx, codeId, dateOf(clock), AUTH.emailCodeMaxAttempts))) {
        throw new AppError('EMAIL_CODE_NOT_REQUESTED');
      }
    },
  };
}
