import { USER_LOCALES } from '@halcyon/api';
import { SUPPORTED_LOCALES } from '@halcyon/i18n';
import { describe, expect, it } from 'vitest';
import { API, registration, requestCode, type Session } from '../../../test/auth-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

async function registerIn(t: TestApp, account: string, acceptLanguage?: string): Promise<Session> {
  const body = registration(account);
  const emailCode = await requestCode(t, body.email);
  const reply = await t.post(
    `${API}/register`,
    { ...body, emailCode },
    acceptLanguage ? { lang: acceptLanguage } : {},
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Session;
}

async function storedLocale(t: TestApp, userId: string): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('locale')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.locale;
}

it('the contract lists exactly the ten locales of packages/i18n', () => {
  expect([...USER_LOCALES]).toEqual([...SUPPORTED_LOCALES]);
});

describe.each(backends)("the person's language ($name)", (backend) => {
  const t = useTestApp(backend);

  it('starts as the language of registration (Accept-Language), English when none is ours', async () => {
    const taro = await registerIn(t, 'taro', 'ja-JP,ja;q=0.9,en;q=0.8');
    const mei = await registerIn(t, 'meiling', 'zh-TW');
    const olaf = await registerIn(t, 'olaf', 'is-IS');
    const anon = await registerIn(t, 'anon');
    expect(await storedLocale(t, taro.user.id)).toBe('ja');
    expect(await storedLocale(t, mei.user.id)).toBe('zh-TW');
    expect(await storedLocale(t, olaf.user.id)).toBe('en');
    expect(await storedLocale(t, anon.user.id)).toBe('en');
  });

  it('follows the app: POST /user/locale stores one of the ten, refuses anything else with 422', async () => {
    const session = await registerIn(t, 'switcher', 'en');
    const changed = await t.post(`${API}/user/locale`, { locale: 'de' }, { token: session.token });
    expect(changed.body).toEqual({ success: true, data: { locale: 'de' } });
    expect(await storedLocale(t, session.user.id)).toBe('de');

    for (const locale of ['xx', 'de-DE', '', 42]) {
      const refused = await t.post(`${API}/user/locale`, { locale }, { token: session.token, lang: 'fr' });
      expect(refused.status, String(locale)).toBe(422);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        errors: { locale: ['Choisissez l’une des langues proposées'] },
      });
    }
    expect(await storedLocale(t, session.user.id)).toBe('de');
  });

  it('is the caller’s own: no token is 401 and changes nothing', async () => {
    const session = await registerIn(t, 'guarded', 'ko');
    expect((await t.post(`${API}/user/locale`, { locale: 'th' })).status).toBe(401);
    expect(await storedLocale(t, session.user.id)).toBe('ko');
  });
});
