import { describe, expect, it } from 'vitest';
import { OWNER_ENV } from '../../../test/admin-helpers.ts';
import type { Session } from '../../../test/auth-helpers.ts';
import { accepted, memberPost, refused, withdrawingMember } from '../../../test/finance-helpers.ts';
import { buildPeerApp, type Reply, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { watchPasswordChecks } from '../auth/passwords-test-kit.ts';
import { createLedger } from '../ledger/index.ts';

const MINUTE = 60_000;
const LOCK = 15 * MINUTE;
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PIN = '20481357';
const NEW_PIN = '97531246';
const WRONG_PINS = Array.from({ length: 40 }, (_, i) => String(30_000_000 + i));

const codesOf = (replies: Reply[]) => replies.map((reply) => String(reply.body.code ?? reply.status));
const countOf = (codes: string[], code: string) => codes.filter((c) => c === code).length;

// Parallel guesses all read the lock before any of them was counted, and a right guess checked while the
// lock fell still withdrew: five guesses per lock window are the most that may ever be checked.
describe.each(backends)('withdrawal password guessing ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });
  const ledger = () => createLedger({ db: t.db, clock: t.clock });
  const orderCount = async () => (await t.db.selectFrom('withdrawal_orders').select('id').execute()).length;
  const setPin = (who: Session, body: Record<string, unknown>, via: Pick<TestApp, 'app'> = t) =>
    memberPost(via, '/user/withdrawal-password', body, { token: who.token });
  const changePin = (who: Session, currentPassword: string, via: Pick<TestApp, 'app'> = t) =>
    setPin(who, { currentPassword, newPassword: NEW_PIN, confirmPassword: NEW_PIN }, via);
  const withdraw = (who: Session, withdrawalPassword = PIN, via: Pick<TestApp, 'app'> = t) =>
    memberPost(
      via,
      '/withdrawal/orders',
      { configId: 'usdt_trc20', amount: '20', address: TRON, withdrawalPassword },
      { token: who.token },
    );
  const pinHash = async (who: Session) =>
    (
      await t.db
        .selectFrom('users')
        .select('withdrawal_password_hash')
        .where('id', '=', who.user.id)
        .executeTakeFirstOrThrow()
    ).withdrawal_password_hash;
  const member = (account: string) => withdrawingMember(t, account, '100');
  /**
   * Wrong guesses one after another, on a second server, until the lock answers (at most five). A
   * person's tries take turns on one server, so a guess racing another is one sent to another server.
   */
  const guessOnPeerUntilLocked = async (
    guess: (pin: string, via: Pick<TestApp, 'app'>) => Promise<Reply>,
  ) => {
    const peer = await buildPeerApp(t, backend.name);
    try {
      const codes: string[] = [];
      for (const pin of WRONG_PINS.slice(0, 5)) {
        codes.push(...codesOf([await guess(pin, { app: peer })]));
        if (codes.at(-1) === 'WITHDRAWAL_LOCKED') break;
      }
      return codes;
    } finally {
      await peer.close();
    }
  };

  it('40 parallel wrong PINs: at most five are checked, and the right one waits out the lock', async () => {
    const alice = await member('alice');
    const checks = watchPasswordChecks();
    const codes = codesOf(await Promise.all(WRONG_PINS.map((pin) => withdraw(alice, pin))));
    expect(checks.count()).toBeLessThanOrEqual(5);
    expect(countOf(codes, 'WITHDRAWAL_PASSWORD_INCORRECT')).toBeLessThanOrEqual(5);
    expect(countOf(codes, 'WITHDRAWAL_PASSWORD_INCORRECT') + countOf(codes, 'WITHDRAWAL_LOCKED')).toBe(40);
    refused(await withdraw(alice), 429, 'WITHDRAWAL_LOCKED');
    t.clock.advance(LOCK - 1);
    refused(await withdraw(alice), 429, 'WITHDRAWAL_LOCKED');
    expect(await orderCount()).toBe(0);
    expect(await ledger().balance(alice.user.id, 'USDT')).toMatchObject({ available: '100', frozen: '0' });
    t.clock.advance(1);
    accepted(await withdraw(alice));
    expect(checks.count()).toBeLessThanOrEqual(6);
  });

  it('a right PIN being checked when guesses on another server lock withdrawals places nothing', async () => {
    const alice = await member('alice');
    const held = watchPasswordChecks().holdNext();
    const right = withdraw(alice);
    await held.begun;
    expect(await guessOnPeerUntilLocked((pin, via) => withdraw(alice, pin, via))).toContain(
      'WITHDRAWAL_LOCKED',
    );
    held.release();
    refused(await right, 429, 'WITHDRAWAL_LOCKED');
    expect(await orderCount()).toBe(0);
    expect(await ledger().balance(alice.user.id, 'USDT')).toMatchObject({ available: '100', frozen: '0' });
  });

  it('40 parallel wrong current PINs: at most five are checked, and the right one waits out the lock', async () => {
    const alice = await member('alice');
    const before = await pinHash(alice);
    const checks = watchPasswordChecks();
    const codes = codesOf(await Promise.all(WRONG_PINS.map((pin) => changePin(alice, pin))));
    expect(checks.count()).toBeLessThanOrEqual(5);
    expect(countOf(codes, 'WITHDRAWAL_PASSWORD_INCORRECT')).toBeLessThanOrEqual(5);
    expect(countOf(codes, 'WITHDRAWAL_PASSWORD_INCORRECT') + countOf(codes, 'WITHDRAWAL_LOCKED')).toBe(40);
    refused(await changePin(alice, PIN), 429, 'WITHDRAWAL_LOCKED');
    t.clock.advance(LOCK - 1);
    refused(await changePin(alice, PIN), 429, 'WITHDRAWAL_LOCKED');
    expect(await pinHash(alice)).toBe(before);
    t.clock.advance(1);
    accepted(await changePin(alice, PIN));
    expect(await pinHash(alice)).not.toBe(before);
  });

  it('a right current PIN being checked when guesses on another server lock withdrawals changes nothing', async () => {
    const alice = await member('alice');
    const before = await pinHash(alice);
    const held = watchPasswordChecks().holdNext();
    const right = changePin(alice, PIN);
    await held.begun;
    expect(await guessOnPeerUntilLocked((pin, via) => changePin(alice, pin, via))).toContain(
      'WITHDRAWAL_LOCKED',
    );
    held.release();
    refused(await right, 429, 'WITHDRAWAL_LOCKED');
    expect(await pinHash(alice)).toBe(before);
  });
});
