import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  adminRequest,
  auditActions,
  lastAuditSeq,
  OWNER_ENV,
  signInOwner,
} from '../../../test/admin-helpers.ts';
import { API, PASSWORD, registerUser } from '../../../test/auth-helpers.ts';
import { addOperator } from '../../../test/finance-helpers.ts';
import { outboxMails } from '../../../test/outbox-mail.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { withdrawalsHeldUntil } from './two-factor-reset.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)("compliance resets a person's second factor ($name)", (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('turns it off with a reason kept in the audit row, mails the person in their language and holds withdrawals for 24 h', async () => {
    const owner = await signInOwner(t);
    const compliance = await addOperator(t, owner, 'kyc@example.com', 'compliance');
    const support = await addOperator(t, owner, 'help@example.com', 'support');
    const alice = await registerUser(t, 'alice');
    // Alice uses the app in German: the mail follows her language, not the operator's.
    expect((await t.post(`${API}/user/locale`, { locale: 'de' }, { token: alice.token })).status).toBe(200);
    const setup = await t.post(`${API}/user/2fa/setup`, undefined, { token: alice.token });
    const { secret } = setup.body.data as { secret: string };
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now() });
    expect((await t.post(`${API}/user/2fa/enable`, { code }, { token: alice.token })).status).toBe(200);
    expect((await t.post(`${API}/login`, { account: 'alice', password: PASSWORD })).body).toMatchObject({
      code: 'TOTP_REQUIRED',
    });

    const reset = (body: unknown, session = compliance) =>
      adminRequest(t, 'POST', `/users/${alice.user.id}/two-factor/reset`, body, { session });
    const detail = async () =>
      (
        (await adminRequest(t, 'GET', `/users/${alice.user.id}`, undefined, { session: compliance })).body
          .data as { profile: { twoFactorEnabled: boolean } }
      ).profile.twoFactorEnabled;
    expect(await detail()).toBe(true);
    expect((await reset({ reason: 'Lost phone, identity checked by video call' }, support)).status).toBe(403);
    const auditFrom = await lastAuditSeq(t);
    // The reason is required (the same rules as a freeze's): nothing is reset without one.
    for (const body of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const bare = await reset(body);
      expect(bare.status, JSON.stringify(body)).toBe(422);
    }
    expect(await auditActions(t, auditFrom)).toEqual([]);
    expect(await detail()).toBe(true);

    const done = await reset({ reason: '  Lost phone, identity checked by video call ' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ withdrawalsHeldUntil: t.clock.now() + DAY });
    expect(await auditActions(t, auditFrom)).toEqual(['users.two_factor_reset']);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'users.two_factor_reset')
      .executeTakeFirstOrThrow();
    expect(audited).toEqual({
      before: { twoFactor: true },
      after: {
        twoFactor: false,
        withdrawalsHeldUntil: t.clock.now() + DAY,
        reason: 'Lost phone, identity checked by video call',
      },
    });
    expect(await detail()).toBe(false);
    expect((await t.post(`${API}/login`, { account: 'alice', password: PASSWORD })).status).toBe(200);

    // Off now: a second reset has nothing to reset, and is neither audited nor mailed again.
    const again = await reset({ reason: 'Lost phone again' }, owner);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED' });
    expect(await auditActions(t, auditFrom)).toEqual(['users.two_factor_reset']);
    const mails = await outboxMails(t, { to: 'alice@example.com', kind: 'two-factor-reset' });
    expect(mails).toHaveLength(1);
    const [mail] = mails as [(typeof mails)[number]];
    expect(mail.subject).toBe('Ihre Zwei-Faktor-Anmeldung wurde zurückgesetzt');
    expect(mail.text).toContain('Auszahlungen bis');

    const unknown = await adminRequest(
      t,
      'POST',
      '/users/nobody/two-factor/reset',
      { reason: 'Lost phone' },
      { session: compliance },
    );
    expect(unknown.status).toBe(404);
    const ctx = { db: t.db, clock: t.clock };
    expect((await withdrawalsHeldUntil(ctx, alice.user.id))?.getTime()).toBe(t.clock.now() + DAY);
    t.clock.advance(DAY);
    expect(await withdrawalsHeldUntil(ctx, alice.user.id)).toBeNull();
  });

  it('a person without a second factor on has none to reset: 409, nothing held or audited', async () => {
    const owner = await signInOwner(t);
    const bob = await registerUser(t, 'bobby');
    const auditFrom = await lastAuditSeq(t);
    const refused = await adminRequest(
      t,
      'POST',
      `/users/${bob.user.id}/two-factor/reset`,
      { reason: 'Lost phone' },
      { session: owner, headers: { 'accept-language': 'zh-CN' } },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED', message: '两步验证登录未开启' });
    expect(await auditActions(t, auditFrom)).toEqual([]);
    expect(await withdrawalsHeldUntil({ db: t.db, clock: t.clock }, bob.user.id)).toBeNull();
  });

  it('of parallel resets exactly one applies, is audited and mailed', async () => {
    const owner = await signInOwner(t);
    const carol = await registerUser(t, 'carol');
    const setup = await t.post(`${API}/user/2fa/setup`, undefined, { token: carol.token });
    const { secret } = setup.body.data as { secret: string };
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now() });
    expect((await t.post(`${API}/user/2fa/enable`, { code }, { token: carol.token })).status).toBe(200);
    const auditFrom = await lastAuditSeq(t);
    const replies = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        adminRequest(
          t,
          'POST',
          `/users/${carol.user.id}/two-factor/reset`,
          { reason: `r${i}` },
          { session: owner },
        ),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await auditActions(t, auditFrom)).toEqual(['users.two_factor_reset']);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'carol@example.com')
      .where('kind', '=', 'two-factor-reset')
      .execute();
    expect(mails).toHaveLength(1);
  });
});
