import { ROLE_PERMISSIONS, roleAllows } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import {
  adminRequest,
  auditActions,
  auditViews,
  enrolOperator,
  lastAuditSeq,
  type OperatorSession,
  OWNER_ENV,
  operatorWithRole,
  signInOwner,
} from '../../../test/admin-helpers.ts';
import { API, login, PASSWORD, registerUser } from '../../../test/auth-helpers.ts';
import { lastMail } from '../../../test/outbox-mail.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { VIEW_AUDIT_WINDOW_MS } from '../audit-log/index.ts';

type Listed = {
  items: Array<{ id: string; account: string; email: string; referrerInvitationCode: string | null }>;
};
type Seen = {
  profile: { account: string; email: string };
  activeSessions: Array<{ ip: string | null }>;
  signIns: Array<{ ip: string | null }>;
};

// A person's e-mail is for the roles that write to people or investigate them (users.personal); the viewer
// oversees accounts by account name and uid, and cannot even confirm that a guessed address is a member's.
describe('users.personal', () => {
  it('is held by every role that sees an e-mail elsewhere (finance orders, identity files, support panel)', () => {
    for (const role of Object.keys(ROLE_PERMISSIONS) as Array<keyof typeof ROLE_PERMISSIONS>) {
      const elsewhere = ['finance.personal', 'identity.read', 'support.messages'] as const;
      if (elsewhere.some((permission) => roleAllows(role, permission)))
        expect(roleAllows(role, 'users.personal'), role).toBe(true);
    }
    expect(roleAllows('viewer', 'users.personal')).toBe(false);
  });
});

describe.each(backends)('users in the console ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('searches by account, e-mail, uid and the referrer invitation code; pages and sorts', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bobby', { invitationCode: alice.user.invitationCode });
    await registerUser(t, 'carol');
    const search = async (query: string) =>
      ((await adminRequest(t, 'GET', `/users?${query}`, undefined, { session: owner })).body.data as Listed)
        .items;

    expect((await search('query=ali')).map((user) => user.account)).toEqual(['alice']);
    expect((await search('query=BOBBY%40example.com')).map((user) => user.account)).toEqual(['bobby']);
    expect((await search(`query=${bob.user.uid}`)).map((user) => user.id)).toEqual([bob.user.id]);
    const referred = await search(`query=${alice.user.invitationCode}`);
    expect(referred.map((user) => user.account).sort()).toEqual(['alice', 'bobby']);
    expect(referred.find((user) => user.account === 'bobby')?.referrerInvitationCode).toBe(
      alice.user.invitationCode,
    );
    expect((await search('sort=account&order=asc')).map((user) => user.account)).toEqual([
      'alice',
      'bobby',
      'carol',
    ]);
    const page = await adminRequest(t, 'GET', '/users?sort=account&order=asc&limit=2&page=2', undefined, {
      session: owner,
    });
    expect(page.body).toMatchObject({
      data: { items: [{ account: 'carol' }], pagination: { total: 3, page: 2, limit: 2, totalPages: 2 } },
    });
    // 100% wildcard characters are searched for, not used as wildcards.
    expect(await search('query=%25')).toEqual([]);
  });

  it('shows a user in full, never a hash or a token', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    await registerUser(t, 'bobby', { invitationCode: alice.user.invitationCode });
    await t.post(`${API}/user/locale`, { locale: 'ja' }, { token: alice.token });
    const detail = await adminRequest(t, 'GET', `/users/${alice.user.id}`, undefined, { session: owner });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body).toMatchObject({
      data: {
        profile: {
          account: 'alice',
          status: 'active',
          realNameStatus: 'unverified',
          referrer: null,
          locale: 'ja',
        },
        referrals: [{ account: 'bobby' }],
        activeSessions: [{ endedAt: null }],
      },
    });
    const text = JSON.stringify(detail.body);
    expect(text).not.toMatch(/argon2|password_hash|access_hash|refresh_hash/);
    expect(text).not.toContain(alice.token);
    expect((await adminRequest(t, 'GET', '/users/no-such-user', undefined, { session: owner })).status).toBe(
      404,
    );
  });

  it('the viewer sees e-mails masked and sign-ins by network only, and finds nobody by e-mail', async () => {
    const owner = await signInOwner(t);
    const viewer = await operatorWithRole(t, owner, 'viewer');
    const support = await operatorWithRole(t, owner, 'support');
    const alice = await registerUser(t, 'alice');
    await registerUser(t, 'bobby');
    const [local, domain] = alice.user.email.split('@');
    const masked = `a***@${domain}`;
    expect(alice.user.email).not.toBe(masked);
    const list = async (session: OperatorSession, query: string) =>
      ((await adminRequest(t, 'GET', `/users?${query}`, undefined, { session })).body.data as Listed).items;

    expect((await list(viewer, 'query=alice')).map((user) => user.email)).toEqual([masked]);
    // A guessed address, whole or begun, confirms nothing; the account and uid still find the person.
    expect(await list(viewer, `query=${encodeURIComponent(alice.user.email)}`)).toEqual([]);
    expect(await list(viewer, `query=${local}%40`)).toEqual([]);
    expect((await list(viewer, `query=${alice.user.uid}`)).map((user) => user.id)).toEqual([alice.user.id]);
    // Sorted by e-mail, the rows come in the order of what the viewer sees.
    const sorted = await list(viewer, 'sort=email&order=asc');
    expect(sorted.map((user) => user.email)).toEqual([...sorted.map((user) => user.email)].sort());
    expect(sorted.every((user) => /^.\*\*\*@/.test(user.email))).toBe(true);

    const page = async (session: OperatorSession) =>
      (await adminRequest(t, 'GET', `/users/${alice.user.id}`, undefined, { session })).body.data as Seen;
    const seen = await page(viewer);
    expect(seen.profile).toMatchObject({ account: 'alice', email: masked });
    expect(seen.signIns.length).toBeGreaterThan(0);
    for (const { ip } of [...seen.signIns, ...seen.activeSessions])
      expect(ip).toMatch(/^(\d+\.\d+\.\*\.\*|\*)$/);
    expect(JSON.stringify(seen)).not.toContain(alice.user.email);

    // Support writes to people (users.personal): whole, and searched by e-mail; so does the owner.
    for (const session of [support, owner]) {
      expect(
        (await list(session, `query=${encodeURIComponent(alice.user.email)}`)).map((u) => u.email),
      ).toEqual([alice.user.email]);
      const whole = await page(session);
      expect(whole.profile.email).toBe(alice.user.email);
      expect(whole.signIns.map((signIn) => signIn.ip)).not.toContainEqual(expect.stringContaining('*'));
    }
  });

  it("an operator's look at a person's page is one users.view per operator and person in the window", async () => {
    const owner = await signInOwner(t);
    const viewer = await operatorWithRole(t, owner, 'viewer');
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bobby');
    const from = await lastAuditSeq(t);
    const open = async (session: OperatorSession, userId: string) =>
      expect((await adminRequest(t, 'GET', `/users/${userId}`, undefined, { session })).status).toBe(200);

    // The page reads the person again after each action and at every refocus: one view.
    await open(owner, alice.user.id);
    await open(owner, alice.user.id);
    await open(viewer, alice.user.id);
    await open(owner, bob.user.id);
    t.clock.advance(VIEW_AUDIT_WINDOW_MS);
    await open(owner, alice.user.id);
    const view = { action: 'users.view', after: null };
    expect(await auditViews(t, from)).toEqual([
      { ...view, targetId: alice.user.id, operatorId: owner.operatorId },
      { ...view, targetId: alice.user.id, operatorId: viewer.operatorId },
      { ...view, targetId: bob.user.id, operatorId: owner.operatorId },
      { ...view, targetId: alice.user.id, operatorId: owner.operatorId },
    ]);
    // Nobody's page, nothing seen: nothing recorded.
    expect((await adminRequest(t, 'GET', '/users/no-such-user', undefined, { session: owner })).status).toBe(
      404,
    );
    expect(await auditViews(t, from)).toHaveLength(4);
  });

  it('freezing ends the user sessions and refuses sign-in with a translated message; unfreezing restores it', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    await registerUser(t, 'bobby');
    const start = await lastAuditSeq(t);
    const missingReason = await adminRequest(
      t,
      'POST',
      `/users/${alice.user.id}/freeze`,
      { reason: ' ' },
      {
        session: owner,
      },
    );
    expect(missingReason.status).toBe(422);
    const frozen = await adminRequest(
      t,
      'POST',
      `/users/${alice.user.id}/freeze`,
      { reason: 'Chargeback fraud' },
      {
        session: owner,
      },
    );
    expect(frozen.body).toEqual({
      success: true,
      data: { id: alice.user.id, status: 'frozen', frozenReason: 'Chargeback fraud' },
    });
    // The dashboard's frozen figure opens the list on status=frozen: both count the same people.
    const listed = await adminRequest(t, 'GET', '/users?status=frozen', undefined, { session: owner });
    expect(listed.body).toMatchObject({ data: { items: [{ id: alice.user.id }], pagination: { total: 1 } } });
    const figures = await adminRequest(t, 'GET', '/dashboard', undefined, { session: owner });
    expect(figures.body).toMatchObject({ data: { users: { frozen: 1 } } });
    expect((await t.get(`${API}/auth/check`, { token: alice.token })).status).toBe(401);
    const refresh = await t.post(`${API}/auth/refresh`, { refreshToken: alice.refreshToken });
    expect(refresh.status).toBe(401);
    const refused = await t.post(`${API}/login`, { account: 'alice', password: PASSWORD }, { lang: 'zh-CN' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      code: 'ACCOUNT_FROZEN',
      message: '您的账户已被冻结，请联系客服',
    });
    // Whoever does not know the password learns nothing about the freeze.
    const guess = await t.post(`${API}/login`, { account: 'alice', password: 'wrong123' });
    expect(guess.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const detail = await adminRequest(t, 'GET', `/users/${alice.user.id}`, undefined, { session: owner });
    expect(detail.body).toMatchObject({
      data: { profile: { status: 'frozen', frozenReason: 'Chargeback fraud' }, activeSessions: [] },
    });
    const unfreeze = (body: unknown) =>
      adminRequest(t, 'POST', `/users/${alice.user.id}/unfreeze`, body, { session: owner });
    // Unfreezing needs its reason too, and nothing changes without one.
    const bare = await unfreeze({ reason: '  ' });
    expect(bare.status).toBe(422);
    expect(bare.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await t.post(`${API}/login`, { account: 'alice', password: PASSWORD })).status).toBe(403);
    const unfrozen = await unfreeze({ reason: 'Bank confirmed the payment' });
    expect(unfrozen.body).toEqual({
      success: true,
      data: { id: alice.user.id, status: 'active', frozenReason: null },
    });
    expect((await login(t, 'alice')).user.id).toBe(alice.user.id);
    // The owner's look at the frozen person's page between the two is recorded too.
    expect(await auditActions(t, start)).toEqual(['users.freeze', 'users.view', 'users.unfreeze']);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'users.unfreeze')
      .executeTakeFirstOrThrow();
    expect(audited.after).toEqual({
      status: 'active',
      frozenReason: null,
      reason: 'Bank confirmed the payment',
    });
  });

  it('a signed-in person whose account is frozen is told so on their next request, not that the login expired', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const other = await login(t, 'alice');
    // Alice logs out of one device first: that session stays merely over.
    await t.post(`${API}/logout`, {}, { token: other.token });
    const loggedOut = await t.get(`${API}/auth/check`, { token: other.token });
    expect(loggedOut.body).toMatchObject({ code: 'UNAUTHORIZED' });
    // Warm: the session is cached as live before the freeze.
    expect((await t.get(`${API}/user/profile`, { token: alice.token })).status).toBe(200);
    const freeze = (body: unknown) =>
      adminRequest(t, 'POST', `/users/${alice.user.id}/freeze`, body, { session: owner });
    expect((await freeze({ reason: 'Chargeback fraud' })).status).toBe(200);

    const profile = await t.get(`${API}/user/profile`, { token: alice.token, lang: 'zh-CN' });
    expect(profile.status).toBe(401);
    expect(profile.body).toEqual({
      success: false,
      code: 'ACCOUNT_FROZEN_SIGNED_OUT',
      message: '您的账户已被冻结，请联系客服',
    });
    const refreshed = await t.post(`${API}/auth/refresh`, { refreshToken: alice.refreshToken });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toMatchObject({ code: 'ACCOUNT_FROZEN_SIGNED_OUT' });
    // The session that ended by logout before the freeze is not one the freeze ended.
    expect((await t.get(`${API}/auth/check`, { token: other.token })).body).toMatchObject({
      code: 'UNAUTHORIZED',
    });

    // Unfrozen, the old session stays over, but no longer says the account is frozen.
    const unfrozen = await adminRequest(
      t,
      'POST',
      `/users/${alice.user.id}/unfreeze`,
      { reason: 'Bank confirmed the payment' },
      { session: owner },
    );
    expect(unfrozen.status).toBe(200);
    expect((await t.get(`${API}/user/profile`, { token: alice.token })).body).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const stale = await t.post(`${API}/auth/refresh`, { refreshToken: alice.refreshToken });
    expect(stale.body).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    expect((await login(t, 'alice')).user.id).toBe(alice.user.id);
  });

  it('support reads users but cannot freeze them; compliance can', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    for (const role of ['support', 'compliance'] as const) {
      const email = `${role}@example.com`;
      await adminRequest(t, 'POST', '/operators', { email, name: role, role }, { session: owner });
      const mail = await lastMail(t, { to: email });
      const token = mail.text.match(/token=([\w-]+)/)?.[1];
      await adminRequest(t, 'POST', '/auth/accept-invite', { token, password: 'a-long-password' });
    }
    const support = await enrolOperator(t, 'support@example.com', 'a-long-password');
    const compliance = await enrolOperator(t, 'compliance@example.com', 'a-long-password');
    expect(
      (await adminRequest(t, 'GET', `/users/${alice.user.id}`, undefined, { session: support })).status,
    ).toBe(200);
    const bySupport = await adminRequest(
      t,
      'POST',
      `/users/${alice.user.id}/freeze`,
      { reason: 'x' },
      {
        session: support,
      },
    );
    expect(bySupport.status).toBe(403);
    const byCompliance = await adminRequest(
      t,
      'POST',
      `/users/${alice.user.id}/freeze`,
      { reason: 'x' },
      {
        session: compliance,
      },
    );
    expect(byCompliance.status).toBe(200);
  });

  it('a freeze of a frozen user or an unfreeze of an active one is 409, keeps the first reason and writes no audit row', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const post = (action: 'freeze' | 'unfreeze', reason: string) =>
      adminRequest(t, 'POST', `/users/${alice.user.id}/${action}`, { reason }, { session: owner });
    const start = await lastAuditSeq(t);
    const notFrozen = await post('unfreeze', 'Cleared');
    expect(notFrozen.status).toBe(409);
    expect(notFrozen.body).toMatchObject({ code: 'CONFLICT' });
    expect((await post('freeze', 'Chargeback fraud')).status).toBe(200);
    const frozenAt = t.clock.now();
    t.clock.advance(60_000);
    const again = await post('freeze', 'Another reason');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT' });
    const row = await t.db
      .selectFrom('users')
      .select(['status', 'frozen_reason', 'frozen_at'])
      .where('id', '=', alice.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'frozen',
      frozen_reason: 'Chargeback fraud',
      frozen_at: new Date(frozenAt),
    });
    expect(await auditActions(t, start)).toEqual(['users.freeze']);
  });

  it('of parallel freezes exactly one applies; of parallel unfreezes too', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const start = await lastAuditSeq(t);
    const all = (action: 'freeze' | 'unfreeze') =>
      Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          adminRequest(
            t,
            'POST',
            `/users/${alice.user.id}/${action}`,
            { reason: `r${i}` },
            { session: owner },
          ),
        ),
      );
    const freezes = await all('freeze');
    expect(freezes.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = freezes.find((reply) => reply.status === 200)?.body.data as { frozenReason: string };
    const row = await t.db
      .selectFrom('users')
      .select('frozen_reason')
      .where('id', '=', alice.user.id)
      .executeTakeFirstOrThrow();
    expect(row.frozen_reason).toBe(winner.frozenReason);
    const unfreezes = await all('unfreeze');
    expect(unfreezes.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await auditActions(t, start)).toEqual(['users.freeze', 'users.unfreeze']);
  });
});
