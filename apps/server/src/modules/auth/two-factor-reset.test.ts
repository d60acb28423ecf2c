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
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { withdrawalsHeldUntil } from './two-factor-service.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)("compliance resets a person's second factor ($name)", (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('turns it off, audits it, mails the person in their language and holds withdrawals for 24 h', async () => {
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

    const refused = await adminRequest(t, 'POST', `/users/${alice.user.id}/two-factor/reset`, undefined, {
      session: support,
    });
    expect(refused.status).toBe(403);
    const auditFrom = await lastAuditSeq(t);
    const reset = await adminRequest(t, 'POST', `/users/${alice.user.id}/two-factor/reset`, undefined, {
      session: compliance,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data).toEqual({ withdrawalsHeldUntil: t.clock.now() + DAY });
    expect(await auditActions(t, auditFrom)).toEqual(['users.two_factor_reset']);
    expect((await t.post(`${API}/login`, { account: 'alice', password: PASSWORD })).status).toBe(200);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('to_address', '=', 'alice@example.com')
      .where('kind', '=', 'two-factor-reset')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Ihre Zwei-Faktor-Anmeldung wurde zurückgesetzt');
    expect(mail.body_text).toContain('Auszahlungen bis');

    const unknown = await adminRequest(t, 'POST', '/users/nobody/two-factor/reset', undefined, {
      session: compliance,
    });
    expect(unknown.status).toBe(404);
    const ctx = { db: t.db, clock: t.clock };
    expect((await withdrawalsHeldUntil(ctx, alice.user.id))?.getTime()).toBe(t.clock.now() + DAY);
    t.clock.advance(DAY);
    expect(await withdrawalsHeldUntil(ctx, alice.user.id)).toBeNull();
  });
});
