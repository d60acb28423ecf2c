import { withdrawalOrder } from '@halcyon/api';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { OWNER_ENV } from '../../../test/admin-helpers.ts';
import { API, registerUser, type Session } from '../../../test/auth-helpers.ts';
import { accepted, memberPost, refused, withdrawingMember } from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createLedger } from '../ledger/index.ts';

const STEP_MS = 30_000;
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PIN = '20481357';
const NEW_PIN = '86420975';
const WRONG_CODE_MESSAGE = 'The code is wrong or has already been used';

// Issue 12: withdrawals and the withdrawal password ask for the second factor of a person who has one on.
describe.each(backends)('withdrawal second factor ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });
  const ledger = () => createLedger({ db: t.db, clock: t.clock });
  const balance = (userId: string) => ledger().balance(userId, 'USDT');
  const orderCount = async () => (await t.db.selectFrom('withdrawal_orders').select('id').execute()).length;
  const codeAt = (secret: string, steps = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now() + steps * STEP_MS });
  const setPin = (who: Session, body: Record<string, unknown>) =>
    memberPost(t, '/user/withdrawal-password', body, { token: who.token });
  const withdraw = (who: Session, body: Record<string, unknown> = {}, key?: string) =>
    memberPost(
      t,
      '/withdrawal/orders',
      { configId: 'usdt_trc20', amount: '20', address: TRON, withdrawalPassword: PIN, ...body },
      { token: who.token, ...(key ? { key } : {}) },
    );

  /** Turns the person's second factor on (the next code is the next step's, as an authenticator shows). */
  const enableTwoFactor = async (who: Session) => {
    const setup = accepted<{ secret: string }>(
      await t.post(`${API}/user/2fa/setup`, undefined, { token: who.token }),
    );
    const enabled = accepted<{ recoveryCodes: string[] }>(
      await t.post(`${API}/user/2fa/enable`, { code: codeAt(setup.secret) }, { token: who.token }),
    );
    t.clock.advance(STEP_MS);
    return { secret: setup.secret, recoveryCodes: enabled.recoveryCodes };
  };

  /** A person with a withdrawal password, 100 USDT, and (unless told otherwise) the second factor on. */
  const member = async (account: string, twoFactor = true) => {
    const who = await withdrawingMember(t, account, '100');
    return { who, factor: twoFactor ? await enableTwoFactor(who) : null };
  };

  it('without a second factor nothing changes: no code is asked for', async () => {
    const { who } = await member('plain', false);
    withdrawalOrder.parse(accepted(await withdraw(who)));
    accepted(await setPin(who, { currentPassword: PIN, newPassword: NEW_PIN, confirmPassword: NEW_PIN }));
  });

  it('a missing code is 403, a wrong one 422 on totp, both freezing nothing; the right code works once', async () => {
    const { who, factor } = await member('guarded');
    const missing = await withdraw(who);
    refused(missing, 403, 'WITHDRAWAL_TOTP_REQUIRED');
    expect(missing.body.message).toBe(
      'Two-factor sign-in is on: enter the code from your authenticator app to continue',
    );
    const wrong = await withdraw(who, { totp: '000000' });
    refused(wrong, 422, 'VALIDATION_FAILED');
    expect(wrong.body.errors).toEqual({ totp: [WRONG_CODE_MESSAGE] });
    const wrongDe = await memberPost(
      t,
      '/withdrawal/orders',
      { configId: 'usdt_trc20', amount: '20', address: TRON, withdrawalPassword: PIN, totp: '000000' },
      { token: who.token, lang: 'de' },
    );
    expect(wrongDe.body.errors).toEqual({ totp: ['Der Code ist falsch oder wurde bereits verwendet'] });
    expect(await balance(who.user.id)).toMatchObject({ available: '100', frozen: '0' });
    expect(await orderCount()).toBe(0);

    const code = codeAt(factor?.secret ?? '');
    withdrawalOrder.parse(accepted(await withdraw(who, { totp: code })));
    // The same code again, within its window, is refused: it was spent.
    refused(await withdraw(who, { totp: code }), 422, 'VALIDATION_FAILED');
    expect(await balance(who.user.id)).toMatchObject({ available: '79', frozen: '21' });
    expect(await orderCount()).toBe(1);
  });

  it('a recovery code works once', async () => {
    const { who, factor } = await member('recovering');
    const recovery = factor?.recoveryCodes[0] ?? '';
    withdrawalOrder.parse(accepted(await withdraw(who, { totp: recovery.toUpperCase() })));
    refused(await withdraw(who, { totp: recovery }), 422, 'VALIDATION_FAILED');
    expect(await orderCount()).toBe(1);
  });

  it('a withdrawal refused after the code leaves the code unspent; a retry with its key replays', async () => {
    const { who, factor } = await member('careful');
    const code = codeAt(factor?.secret ?? '');
    refused(await withdraw(who, { totp: code, amount: '100' }), 400, 'INSUFFICIENT_BALANCE');
    const first = withdrawalOrder.parse(accepted(await withdraw(who, { totp: code }, 'wd-1')));
    // The answer was lost; the app sends the same key again (with the spent code, or a fresh one).
    const again = await withdraw(who, { totp: code }, 'wd-1');
    expect(withdrawalOrder.parse(accepted(again)).orderNo).toBe(first.orderNo);
    expect(again.headers['idempotent-replayed']).toBe('true');
    t.clock.advance(STEP_MS);
    const fresh = await withdraw(who, { totp: codeAt(factor?.secret ?? '') }, 'wd-1');
    expect(withdrawalOrder.parse(accepted(fresh)).orderNo).toBe(first.orderNo);
    // Replayed under another code: the stored hash does not cover the code (nor could it be read back).
    expect(fresh.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount()).toBe(1);
  });

  it('wrong codes count toward the lock with wrong passwords; a right password does not reset the count', async () => {
    const { who } = await member('guessing');
    for (let i = 0; i < 4; i += 1)
      refused(await withdraw(who, { totp: `00000${i}` }), 422, 'VALIDATION_FAILED');
    refused(await withdraw(who, { totp: '000009' }), 429, 'WITHDRAWAL_LOCKED');
    refused(await withdraw(who, { totp: '000010' }), 429, 'WITHDRAWAL_LOCKED');
    expect(await orderCount()).toBe(0);
  });

  it('changing the withdrawal password asks for the code too', async () => {
    const { who, factor } = await member('changing');
    const hash = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('withdrawal_password_hash')
          .where('id', '=', who.user.id)
          .executeTakeFirstOrThrow()
      ).withdrawal_password_hash;
    const before = await hash();
    const change = { currentPassword: PIN, newPassword: NEW_PIN, confirmPassword: NEW_PIN };
    refused(await setPin(who, change), 403, 'WITHDRAWAL_TOTP_REQUIRED');
    const wrong = await setPin(who, { ...change, totp: '123456' });
    refused(wrong, 422, 'VALIDATION_FAILED');
    expect(wrong.body.errors).toEqual({ totp: [WRONG_CODE_MESSAGE] });
    expect(await hash()).toBe(before);
    accepted(await setPin(who, { ...change, totp: codeAt(factor?.secret ?? '') }));
    expect(await hash()).not.toBe(before);
    // The first setting asks for it as well when the factor is already on.
    const fresh = await registerUser(t, 'firstset');
    const freshFactor = await enableTwoFactor(fresh);
    refused(await setPin(fresh, { newPassword: PIN, confirmPassword: PIN }), 403, 'WITHDRAWAL_TOTP_REQUIRED');
    accepted(
      await setPin(fresh, { newPassword: PIN, confirmPassword: PIN, totp: codeAt(freshFactor.secret) }),
    );
  });
});
