import { timingSafeEqual } from 'node:crypto';
import { AUTH } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { newId, sha256 } from '../../platform/ids.ts';
import { optionalDependency } from '../../platform/optional-dependency.ts';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './captcha-repo.ts';

export type CaptchaImage = { text: string; svg: string };
/** Replaceable so tests know the answer; the default draws a noisy 4-character SVG. */
export type CaptchaGenerator = () => CaptchaImage;

/** Loaded with the first captcha: it parses its font when loaded, memory a server without sign-ups never needs. */
const svgCaptcha = optionalDependency<typeof import('svg-captcha')>('svg-captcha');

export const svgCaptchaGenerator: CaptchaGenerator = () => {
  const { text, data } = svgCaptcha().create({
    size: 4,
    noise: 3,
    // Characters people confuse when reading a distorted image.
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f5fb',
    width: 120,
    height: 44,
  });
  return { text, svg: data };
};

const answerHash = (answer: string) => sha256(answer.trim().toLowerCase());

export type CaptchaService = ReturnType<typeof createCaptchaService>;

export function createCaptchaService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  generate: CaptchaGenerator,
) {
  return {
    async create(): Promise<{ captchaId: string; image: string }> {
      const { text, svg } = generate();
      const captchaId = newId();
      await deleteExpiredCaptchas(db, dateOf(clock));
      await insertCaptcha(db, {
        id: captchaId,
        answerHash: answerHash(text),
        expiresAt: dateOf(clock, AUTH.captchaTtlMs),
        createdAt: dateOf(clock),
      });
      return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Case-insensitive; consumes the captcha whatever the answer, so a wrong guess needs a new image. */
    async check(captchaId: string, answer: string): Promise<boolean> {
      const stored = await takeCaptcha(db, captchaId);
      if (!stored || stored.expiresAt.getTime() <= clock.now()) return false;
      return timingSafeEqual(Buffer.from(stored.answerHash), Buffer.from(answerHash(answer)));
    },
  };
}
