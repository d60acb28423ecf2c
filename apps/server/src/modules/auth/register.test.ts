import { type CatalogTree, lookup, SUPPORTED_LOCALES } from '@halcyon/i18n';
import { ALL_CATALOGS } from '@halcyon/i18n/all';
import { describe, expect, it } from 'vitest';
import { API, PASSWORD, registerUser, registration, requestCode } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { useProductionHashCost } from './password-cost-test-kit.ts';

const MINUTE = 60_000;

describe.each(backends)('POST /register ($name)', (backend) => {
  const t = useTestApp(backend);

  describe('at the production hash cost', () => {
    useProductionHashCost();

    it('creates the user and starts a session', async () => {
      const emailCode = await requestCode(t, 'newbie@example.com');
      const reply = await t.post(`${API}/register`, {
        ...registration('Newbie'),
        email: 'NewBie@Example.com',
        emailCode,
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        success: true,
        data: {
          user: {
            id: expect.any(String),
            uid: expect.stringMatching(/^\d{8}$/),
            account: 'Newbie',
            email: 'newbie@example.com',
            nickname: 'Newbie',
            avatar: null,
            creditScore: 100,
            invitationCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
            withdrawalPasswordSet: false,
            realNameStatus: 'unverified',
            createdAt: t.clock.now(),
          },
          token: expect.stringMatching(/^[\w-]{43}$/),
          refreshToken: expect.stringMatching(/^[\w-]{43}$/),
          expiresAt: t.clock.now() + 2 * 60 * MINUTE,
        },
      });
      const session = reply.body.data as { token: string };
      expect((await t.get(`${API}/auth/check`, { token: session.token })).body).toMatchObject({
        data: { user: { account: 'Newbie' } },
      });
      const row = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(JSON.stringify(reply.body)).not.toContain('argon2');
    });
  });

  it('gives every user their own invitation code and uid', async () => {
    const a = await registerUser(t, 'first');
    const b = await registerUser(t, 'second');
    expect(a.user.invitationCode).not.toBe(b.user.invitationCode);
    expect(a.user.uid).not.toBe(b.user.uid);
  });

  it('records the owner of an invitation code as referrer, in any letter case', async () => {
    const referrer = await registerUser(t, 'referrer');
    const invited = await registerUser(t, 'invited', {
      invitationCode: referrer.user.invitationCode.toLowerCase(),
    });
    const row = await t.db
      .selectFrom('users')
      .select('referrer_id')
      .where('id', '=', invited.user.id)
      .executeTakeFirst();
    expect(row?.referrer_id).toBe(referrer.user.id);
  });

  it('rejects an invitation code nobody has', async () => {
    const emailCode = await requestCode(t, 'lost@example.com');
    const reply = await t.post(`${API}/register`, {
      ...registration('lost'),
      emailCode,
      invitationCode: 'NOPE2345',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'INVITATION_CODE_INVALID',
      message: 'This invitation code does not exist',
    });
    // The code was not used up by the failed attempt.
    expect(
      (await t.post(`${API}/register`, { ...registration('lost'), emailCode, invitationCode: '' })).status,
    ).toBe(200);
  });

  it('answers 409 for a taken account name, in any letter case', async () => {
    await registerUser(t, 'taken');
    const emailCode = await requestCode(t, 'someone@example.com');
    const reply = await t.post(`${API}/register`, {
      ...registration('TAKEN'),
      email: 'someone@example.com',
      emailCode,
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      success: false,
      code: 'USER_EXISTS',
      message: 'Username or email already exists',
    });
  });

  it('answers 409 for a taken e-mail, and the code stays usable', async () => {
    await registerUser(t, 'owner');
    t.clock.advance(MINUTE);
    const emailCode = await requestCode(t, 'owner@example.com');
    const reply = await t.post(`${API}/register`, {
      ...registration('another'),
      email: 'Owner@example.com',
      emailCode,
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'USER_EXISTS' });
  });

  it('lets exactly one of two simultaneous registrations of one account win', async () => {
    const bodies = await Promise.all(
      ['racer1@example.com', 'racer2@example.com'].map(async (email) => ({
        ...registration('racer'),
        email,
        emailCode: await requestCode(t, email),
      })),
    );
    const replies = await Promise.all(bodies.map((body) => t.post(`${API}/register`, body)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('uses a code once', async () => {
    const emailCode = await requestCode(t, 'once@example.com');
    expect((await t.post(`${API}/register`, { ...registration('once'), emailCode })).status).toBe(200);
    const again = await t.post(`${API}/register`, {
      ...registration('once2'),
      email: 'once@example.com',
      emailCode,
    });
    expect(again.body).toMatchObject({ code: 'EMAIL_CODE_NOT_REQUESTED' });
  });
});

/** Every rule of spec section 5 for registration, as the server words it. */
const VALID = {
  account: 'valid_user',
  email: 'valid@example.com',
  emailCode: '123456',
  password: PASSWORD,
  confirmPassword: PASSWORD,
};

const CASES: Array<[string, Record<string, unknown>, string, string]> = [
  ['account missing', { account: undefined }, 'account', 'Please enter your account'],
  ['account empty', { account: '' }, 'account', 'Please enter your account'],
  ['account too short', { account: 'ab' }, 'account', 'Account must be 3 to 20 characters'],
  ['account too long', { account: 'a'.repeat(21) }, 'account', 'Account must be 3 to 20 characters'],
  [
    'account characters',
    { account: 'bad name!' },
    'account',
    'Account may contain only letters, numbers and underscores',
  ],
  ['password missing', { password: undefined }, 'password', 'Please enter your password'],
  [
    'password too short',
    { password: 'ab12', confirmPassword: 'ab12' },
    'password',
    'Password must be 6 to 20 characters',
  ],
  [
    'password too long',
    { password: `a1${'b'.repeat(19)}`, confirmPassword: `a1${'b'.repeat(19)}` },
    'password',
    'Password must be 6 to 20 characters',
  ],
  [
    'password letters only',
    { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
    'password',
    'Password must contain letters and numbers',
  ],
  [
    'password digits only',
    { password: '12345678', confirmPassword: '12345678' },
    'password',
    'Password must contain letters and numbers',
  ],
  ['confirm missing', { confirmPassword: undefined }, 'confirmPassword', 'Please confirm your password'],
  ['confirm mismatch', { confirmPassword: 'secret124' }, 'confirmPassword', 'Passwords do not match'],
  ['email missing', { email: undefined }, 'email', 'Please enter your email'],
  ['email format', { email: 'someone@' }, 'email', 'Invalid e-mail format'],
  ['code missing', { emailCode: '' }, 'emailCode', 'Please enter the verification code'],
  ['code format', { emailCode: '12a456' }, 'emailCode', 'The verification code is 6 digits'],
  ['code length', { emailCode: '12345' }, 'emailCode', 'The verification code is 6 digits'],
];

describe.each(backends)('registration validation messages ($name)', (backend) => {
  const t = useTestApp(backend);

  it.each(CASES)('%s (en)', async (_name, change, field, message) => {
    const reply = await t.post(`${API}/register`, { ...VALID, ...change }, { lang: 'en-US' });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((reply.body.errors as Record<string, string[]>)[field]).toEqual([message]);
  });

  it.each(CASES)(
    '%s (every other locale: its own text, English until translated)',
    async (_name, change, field, english) => {
      const key = Object.entries(ALL_CATALOGS.en.validation ?? {}).find(([, text]) => text === english)?.[0];
      for (const lang of SUPPORTED_LOCALES.filter((locale) => locale !== 'en')) {
        const reply = await t.post(`${API}/register`, { ...VALID, ...change }, { lang });
        const expected = lookup(ALL_CATALOGS[lang] as CatalogTree, `validation.${key}`) ?? english;
        expect(reply.status).toBe(422);
        expect((reply.body.errors as Record<string, string[]>)[field]).toEqual([expected]);
      }
    },
  );

  it('picks the best language of Accept-Language and translates every field into it', async () => {
    await t.rebuild({
      overrides: {
        catalogs: {
          ...ALL_CATALOGS,
          de: {
            errors: { VALIDATION_FAILED: 'Eingabe ungültig' },
            validation: {
              accountLength: 'Konto muss 3 bis 20 Zeichen haben',
              passwordLettersNumbers: 'Passwort muss Buchstaben und Ziffern enthalten',
            },
          },
        },
      },
    });
    const reply = await t.post(
      `${API}/register`,
      { ...VALID, account: 'ab', password: 'abcdefgh', confirmPassword: 'abcdefgh', email: 'x' },
      { lang: 'pt-BR, de;q=0.8, en;q=0.5' },
    );
    expect(reply.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Eingabe ungültig',
      errors: {
        account: ['Konto muss 3 bis 20 Zeichen haben'],
        password: ['Passwort muss Buchstaben und Ziffern enthalten'],
        // Not in this catalog: English.
        email: ['Invalid e-mail format'],
      },
    });
  });

  it('uses the real catalog of a locale when it has the text', async () => {
    const reply = await t.post(`${API}/register`, { ...VALID, account: 'ab' }, { lang: 'de-DE' });
    const german = (ALL_CATALOGS.de.validation as Record<string, string> | undefined)?.accountLength;
    expect((reply.body.errors as Record<string, string[]>).account).toEqual([
      german ?? 'Account must be 3 to 20 characters',
    ]);
  });
});
