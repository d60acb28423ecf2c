import { describe, expect, it } from 'vitest';
import { API, registration, requestCode } from '../../../test/auth-helpers.ts';
import { CAPTCHA_TEXT, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { svgCaptchaGenerator } from './captcha-service.ts';

describe('svg captcha generator', () => {
  it('draws 4 unambiguous characters as an SVG', () => {
    const { text, svg } = svgCaptchaGenerator();
    expect(text).toMatch(/^[^0oO1iIlL]{4}$/);
    expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
  });
});

describe.each(backends)('register captcha ($name)', (backend) => {
  const t = useTestApp(backend, { env: { REGISTER_CAPTCHA: 'on' } });

  const captcha = async () => {
    const reply = await t.get(`${API}/register/captcha`);
    expect(reply.status).toBe(200);
    return (reply.body.data as { captchaId: string }).captchaId;
  };

  const register = async (account: string, extra: Record<string, unknown>) => {
    const body = registration(account);
    const emailCode = await requestCode(t, body.email);
    return t.post(`${API}/register`, { ...body, emailCode, ...extra });
  };

  it('GET /register/captcha gives an id and an SVG data URL, never cached', async () => {
    const reply = await t.get(`${API}/register/captcha`);
    expect(reply.body).toEqual({
      success: true,
      data: { captchaId: expect.any(String), image: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
    });
    expect(reply.headers['cache-control']).toBe('no-store');
    const stored = await t.db.selectFrom('captchas').selectAll().executeTakeFirstOrThrow();
    expect(stored.answer_hash).not.toContain(CAPTCHA_TEXT);
  });

  it('is required when REGISTER_CAPTCHA is on', async () => {
    const reply = await register('capless', {});
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { captcha: ['Please enter the image code'] },
    });
  });

  it('rejects a wrong answer, and that captcha is then spent', async () => {
    const captchaId = await captcha();
    const wrong = await register('capwrong', { captchaId, captcha: 'zzzz' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'The image code is wrong, please try again',
    });
    t.clock.advance(60_000);
    const retry = await register('capwrong', { captchaId, captcha: CAPTCHA_TEXT });
    expect(retry.body).toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('accepts the right answer in any case, once', async () => {
    const captchaId = await captcha();
    const first = await register('caprightA', { captchaId, captcha: CAPTCHA_TEXT.toUpperCase() });
    expect(first.status).toBe(200);
    const reuse = await register('caprightB', { captchaId, captcha: CAPTCHA_TEXT });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('expires after 5 minutes', async () => {
    const captchaId = await captcha();
    t.clock.advance(5 * 60_000 + 1);
    expect((await register('capold', { captchaId, captcha: CAPTCHA_TEXT })).body).toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
  });

  it('is not needed when REGISTER_CAPTCHA is off', async () => {
    await t.rebuild({ env: { REGISTER_CAPTCHA: 'off' } });
    expect((await register('capoff', {})).status).toBe(200);
  });
});
