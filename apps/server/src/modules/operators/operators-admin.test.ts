import { ADMIN_PERMISSIONS, OPERATOR_ROLES, type OperatorRole, ROLE_PERMISSIONS } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import {
  adminRequest,
  auditActions,
  enrolOperator,
  lastAuditSeq,
  type OperatorSession,
  OWNER_ENV,
  operatorWithRole,
  signInOwner,
} from '../../../test/admin-helpers.ts';
import { addOperator } from '../../../test/finance-helpers.ts';
import { lastMail } from '../../../test/outbox-mail.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { ADMIN_COMMAND_EXIT, runAdminCommand } from './index.ts';
import type { InviteInput } from './management.ts';

const FINANCE: InviteInput = { email: 'fin@example.com', name: 'Fin Ops', role: 'finance' };
const FINANCE_PASSWORD = 'finance-long-password';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    output: { out: (text: string) => out.push(text), err: (text: string) => err.push(text) },
  };
}

describe.each(backends)('operators management ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  /** Sends an invitation; answers its id and the token of the link mailed to the person. */
  async function invite(owner: OperatorSession, input = FINANCE) {
    const reply = await adminRequest(t, 'POST', '/operators', input, { session: owner });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const mail = await lastMail(t, { to: input.email });
    const token = mail.text.match(/\/admin\/#\/accept-invite\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    return { id: (reply.body.data as { invitation: { id: string } }).invitation.id, token: token ?? '' };
  }

  const accept = (token: string) =>
    adminRequest(t, 'POST', '/auth/accept-invite', { token, password: FINANCE_PASSWORD });

  async function inviteAndAccept(owner: OperatorSession, input = FINANCE) {
    const { token } = await invite(owner, input);
    expect((await accept(token)).body).toEqual({ success: true, data: { email: input.email } });
    return { token };
  }

  const revoke = (owner: OperatorSession, id: string) =>
    adminRequest(t, 'POST', `/operators/invitations/${id}/revoke`, undefined, { session: owner });

  const pendingInvitations = async (owner: OperatorSession) =>
    (
      (await adminRequest(t, 'GET', '/operators', undefined, { session: owner })).body.data as {
        invitations: Array<{ email: string }>;
      }
    ).invitations.map((invitation) => invitation.email);

  async function auditRowsFrom(seq: number) {
    return t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'target_type', 'target_id', 'before', 'after'])
      .where('seq', '>', String(seq))
      .orderBy('seq')
      .execute();
  }

  it('an owner invites an operator by e-mail; the link works once, within 24 h; the operator enrols TOTP', async () => {
    const owner = await signInOwner(t);
    const start = await lastAuditSeq(t);
    const { token } = await inviteAndAccept(owner);
    const again = await adminRequest(t, 'POST', '/auth/accept-invite', { token, password: FINANCE_PASSWORD });
    expect(again.body).toMatchObject({ code: 'INVITATION_INVALID' });
    const finance = await enrolOperator(t, FINANCE.email, FINANCE_PASSWORD);
    const me = await adminRequest(t, 'GET', '/auth/me', undefined, { session: finance });
    expect(me.body).toMatchObject({ data: { operator: { role: 'finance', name: 'Fin Ops' } } });
    expect((me.body.data as { operator: { permissions: string[] } }).operator.permissions).not.toContain(
      'operators.manage',
    );
    // Finance cannot manage operators.
    expect((await adminRequest(t, 'GET', '/operators', undefined, { session: finance })).status).toBe(403);
    const list = await adminRequest(t, 'GET', '/operators', undefined, { session: owner });
    const items = (list.body.data as { items: Array<Record<string, unknown>> }).items;
    expect(items.map((item) => item.email).sort()).toEqual(['fin@example.com', 'owner@example.com']);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|sealed|password/i);
    expect(await auditActions(t, start)).toEqual([
      'operators.invite',
      'operators.accept_invite',
      'auth.totp_enrolled',
      'auth.login',
    ]);

    // An invitation expires after 24 h.
    await adminRequest(
      t,
      'POST',
      '/operators',
      { ...FINANCE, email: 'late@example.com' },
      { session: owner },
    );
    const mail = await lastMail(t, { to: 'late@example.com' });
    const late = mail.text.match(/token=([\w-]+)/)?.[1];
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const expired = await adminRequest(t, 'POST', '/auth/accept-invite', {
      token: late,
      password: FINANCE_PASSWORD,
    });
    expect(expired.body).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  it('lists operators searched by name or e-mail, sorted and paged by the server; pending invitations beside', async () => {
    const owner = await signInOwner(t);
    for (const email of ['zed@example.com', 'amy@example.com', 'bea@ops.example.com']) {
      t.clock.advance(1_000);
      await addOperator(t, owner, email, 'viewer');
    }
    await adminRequest(
      t,
      'POST',
      '/operators',
      { ...FINANCE, email: 'waiting@example.com' },
      { session: owner },
    );
    const list = async (query: string) => {
      const reply = await adminRequest(t, 'GET', `/operators?${query}`, undefined, { session: owner });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as {
        items: Array<{ email: string }>;
        pagination: Record<string, number>;
        invitations: Array<{ email: string }>;
      };
    };
    const emails = async (query: string) => (await list(query)).items.map((item) => item.email);

    const first = await list('limit=2');
    expect(first.items.map((item) => item.email)).toEqual(['owner@example.com', 'zed@example.com']);
    expect(first.pagination).toEqual({ total: 4, page: 1, limit: 2, totalPages: 2 });
    expect(first.invitations.map((invitation) => invitation.email)).toEqual(['waiting@example.com']);
    expect(await emails('sort=email&order=asc&page=2&limit=3')).toEqual(['zed@example.com']);
    expect(await emails('sort=name&order=desc&limit=2')).toEqual(['zed@example.com', 'bea@ops.example.com']);
    // Part of a name or an address, any case; the invitations are not searched.
    const amy = await list('query=AMY');
    expect(amy.items.map((item) => item.email)).toEqual(['amy@example.com']);
    expect(amy.pagination.total).toBe(1);
    expect(amy.invitations).toHaveLength(1);
    expect(await emails('query=ops.example')).toEqual(['bea@ops.example.com']);
    expect(await emails('query=%25')).toEqual([]);
    for (const bad of ['sort=password_hash', 'limit=101', 'order=sideways']) {
      const refused = await adminRequest(t, 'GET', `/operators?${bad}`, undefined, { session: owner });
      expect(refused.status, bad).toBe(422);
    }
  });

  it('an owner revokes a pending invitation, audited; its link stops working; only a pending one is revoked', async () => {
    const owner = await signInOwner(t);
    const { id, token } = await invite(owner);
    const start = await lastAuditSeq(t);
    const revoked = await revoke(owner, id);
    expect(revoked.body).toMatchObject({
      success: true,
      data: { invitation: { id, email: FINANCE.email, role: 'finance' } },
    });
    expect(await auditRowsFrom(start)).toEqual([
      {
        action: 'operators.revoke_invitation',
        operator_id: owner.operatorId,
        target_type: 'invitation',
        target_id: id,
        before: { email: FINANCE.email, name: FINANCE.name, role: 'finance', status: 'pending' },
        after: { status: 'revoked' },
      },
    ]);
    expect(await pendingInvitations(owner)).toEqual([]);
    expect((await accept(token)).body).toMatchObject({ code: 'INVITATION_INVALID' });

    const again = await revoke(owner, id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVITATION_NOT_PENDING' });
    const unknown = await revoke(owner, 'no-such-invitation');
    expect(unknown.status).toBe(404);
    // An accepted invitation is an operator now: disabling them is the way, not revoking.
    const used = await invite(owner, { ...FINANCE, email: 'used@example.com' });
    expect((await accept(used.token)).status).toBe(200);
    expect((await revoke(owner, used.id)).body).toMatchObject({ code: 'INVITATION_NOT_PENDING' });
    expect(await auditActions(t, start)).toEqual([
      'operators.revoke_invitation',
      'operators.invite',
      'operators.accept_invite',
    ]);
  });

  it("disabling an operator revokes the invitations they sent, recorded in the disable's audit row", async () => {
    const owner = await signInOwner(t);
    // A second owner, compromised, invites an accomplice as owner before being disabled.
    await inviteAndAccept(owner, { ...FINANCE, email: 'second@example.com', role: 'owner' });
    const second = await enrolOperator(t, 'second@example.com', FINANCE_PASSWORD);
    const sent = await invite(second, { email: 'accomplice@example.com', name: 'Acc', role: 'owner' });
    const kept = await invite(owner, { ...FINANCE, email: 'kept@example.com' });
    const start = await lastAuditSeq(t);
    const disabled = await adminRequest(t, 'POST', `/operators/${second.operatorId}/disable`, undefined, {
      session: owner,
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(await auditRowsFrom(start)).toEqual([
      {
        action: 'operators.disable',
        operator_id: owner.operatorId,
        target_type: 'operator',
        target_id: second.operatorId,
        before: { role: 'owner', status: 'active' },
        after: {
          role: 'owner',
          status: 'disabled',
          revokedInvitations: [{ id: sent.id, email: 'accomplice@example.com', role: 'owner' }],
        },
      },
    ]);
    expect(await pendingInvitations(owner)).toEqual(['kept@example.com']);
    expect((await accept(sent.token)).body).toMatchObject({ code: 'INVITATION_INVALID' });
    // Enabled again, they do not get the invitations back; the other owner's invitation was never touched.
    await adminRequest(t, 'POST', `/operators/${second.operatorId}/enable`, undefined, { session: owner });
    expect((await accept(sent.token)).body).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await accept(kept.token)).status).toBe(200);
  });

  it('an invitation whose inviter is no longer active is refused, even if it was never revoked', async () => {
    const owner = await signInOwner(t);
    await inviteAndAccept(owner, { ...FINANCE, email: 'second@example.com', role: 'owner' });
    const second = await enrolOperator(t, 'second@example.com', FINANCE_PASSWORD);
    const sent = await invite(second, { email: 'accomplice@example.com', name: 'Acc', role: 'owner' });
    // Disabled the way it was done before disabling revoked invitations: the invitation stayed pending.
    await t.db
      .updateTable('operators')
      .set({ status: 'disabled' })
      .where('id', '=', second.operatorId)
      .execute();
    expect((await accept(sent.token)).body).toMatchObject({ code: 'INVITATION_INVALID' });
    const operators = await t.db.selectFrom('operators').select('email').execute();
    expect(operators.map((operator) => operator.email)).not.toContain('accomplice@example.com');
  });

  it('disabling ends the operator sessions; the last active owner cannot be disabled or demoted', async () => {
    const owner = await signInOwner(t);
    await inviteAndAccept(owner);
    const finance = await enrolOperator(t, FINANCE.email, FINANCE_PASSWORD);
    const disabled = await adminRequest(t, 'POST', `/operators/${finance.operatorId}/disable`, undefined, {
      session: owner,
    });
    expect(disabled.body).toMatchObject({ success: true, data: { operator: { status: 'disabled' } } });
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: finance })).status).toBe(401);

    const selfDisable = await adminRequest(t, 'POST', `/operators/${owner.operatorId}/disable`, undefined, {
      session: owner,
    });
    expect(selfDisable.status).toBe(400);
    expect(selfDisable.body).toMatchObject({ code: 'OPERATOR_SELF_DISABLE' });
    const demote = await adminRequest(
      t,
      'POST',
      `/operators/${owner.operatorId}/role`,
      { role: 'viewer' },
      {
        session: owner,
      },
    );
    expect(demote.body).toMatchObject({ code: 'LAST_OWNER' });

    // With a second owner, the first may step down.
    await adminRequest(t, 'POST', `/operators/${finance.operatorId}/enable`, undefined, { session: owner });
    await adminRequest(
      t,
      'POST',
      `/operators/${finance.operatorId}/role`,
      { role: 'owner' },
      { session: owner },
    );
    const stepDown = await adminRequest(
      t,
      'POST',
      `/operators/${owner.operatorId}/role`,
      { role: 'viewer' },
      {
        session: owner,
      },
    );
    expect(stepDown.body).toMatchObject({ success: true, data: { operator: { role: 'viewer' } } });
    // A role change ends the sessions: the new role applies at the next sign-in.
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: owner })).status).toBe(401);
  });

  it('nobody disables themselves, even beside a second owner: refused with a message, nothing changed', async () => {
    const owner = await signInOwner(t);
    const second = await operatorWithRole(t, owner, 'owner');
    const start = await lastAuditSeq(t);
    const refused = await adminRequest(t, 'POST', `/operators/${owner.operatorId}/disable`, undefined, {
      session: owner,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'OPERATOR_SELF_DISABLE',
      message: '不能停用自己的账号，须由其他所有者操作',
    });
    const row = await t.db
      .selectFrom('operators')
      .select('status')
      .where('id', '=', owner.operatorId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: owner })).status).toBe(200);
    expect(await auditActions(t, start)).toEqual([]);

    // The other owner may disable them.
    const disabled = await adminRequest(t, 'POST', `/operators/${owner.operatorId}/disable`, undefined, {
      session: second,
    });
    expect(disabled.body).toMatchObject({ success: true, data: { operator: { status: 'disabled' } } });
  });

  it('GET /operators/roles answers what each role may do, as the guard enforces it; the others their own role only', async () => {
    const owner = await signInOwner(t);
    const reply = await adminRequest(t, 'GET', '/operators/roles', undefined, { session: owner });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { roles } = reply.body.data as { roles: Array<{ role: OperatorRole; permissions: string[] }> };
    expect(roles.map((entry) => entry.role)).toEqual([...OPERATOR_ROLES]);
    for (const { role, permissions } of roles) {
      expect(permissions, role).toEqual(ADMIN_PERMISSIONS.filter((p) => ROLE_PERMISSIONS[role].includes(p)));
    }
    const of = (role: OperatorRole) => roles.find((entry) => entry.role === role)?.permissions ?? [];
    expect(of('owner')).toEqual([...ADMIN_PERMISSIONS]);
    expect(of('finance')).toContain('finance.personal');
    expect(of('support')).toContain('support.messages');
    expect(of('viewer')).not.toContain('finance.personal');
    expect(of('viewer')).not.toContain('support.messages');
    expect(of('viewer')).toEqual(
      expect.arrayContaining(['dashboard.read', 'finance.read', 'support.read', 'audit.read']),
    );

    // Every operator may read what their own role may do (their console shows it them), not the others'.
    for (const role of ['finance', 'viewer'] as const) {
      const other = await operatorWithRole(t, owner, role);
      const own = await adminRequest(t, 'GET', '/operators/roles', undefined, { session: other });
      expect(own.status, role).toBe(200);
      expect(own.body).toEqual({ success: true, data: { roles: [{ role, permissions: of(role) }] } });
    }
    expect((await adminRequest(t, 'GET', '/operators/roles')).status).toBe(401);
  });

  it('an owner resets an operator TOTP: sessions end and the next sign-in enrols again', async () => {
    const owner = await signInOwner(t);
    await inviteAndAccept(owner);
    const finance = await enrolOperator(t, FINANCE.email, FINANCE_PASSWORD);
    const reset = await adminRequest(t, 'POST', `/operators/${finance.operatorId}/reset-totp`, undefined, {
      session: owner,
    });
    expect(reset.body).toMatchObject({ data: { operator: { totpEnrolled: false } } });
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: finance })).status).toBe(401);
    const login = await adminRequest(t, 'POST', '/auth/login', {
      email: FINANCE.email,
      password: FINANCE_PASSWORD,
    });
    expect(login.body).toMatchObject({ data: { status: 'TOTP_ENROLMENT_REQUIRED' } });
  });

  it('npm run admin: create-operator and reset-totp print a one-time password that signs in; both audited', async () => {
    const start = await lastAuditSeq(t);
    const created = capture();
    const code = await runAdminCommand(
      t.db,
      t.clock,
      ['create-operator', '--email', 'Rescue@Example.com', '--role', 'owner'],
      created.output,
    );
    expect(code).toBe(ADMIN_COMMAND_EXIT.ok);
    const password = created.out.join('').match(/shown only now: (\S+)/)?.[1] ?? '';
    const first = await enrolOperator(t, 'rescue@example.com', password);
    expect(first.operatorId).toBeTruthy();

    const duplicate = capture();
    expect(
      await runAdminCommand(
        t.db,
        t.clock,
        ['create-operator', '--email', 'rescue@example.com'],
        duplicate.output,
      ),
    ).toBe(ADMIN_COMMAND_EXIT.refused);

    const reset = capture();
    expect(
      await runAdminCommand(t.db, t.clock, ['reset-totp', '--email', 'rescue@example.com'], reset.output),
    ).toBe(ADMIN_COMMAND_EXIT.ok);
    expect((await adminRequest(t, 'GET', '/auth/me', undefined, { session: first })).status).toBe(401);
    const newPassword = reset.out.join('').match(/shown only now: (\S+)/)?.[1] ?? '';
    expect(newPassword).not.toBe(password);
    await enrolOperator(t, 'rescue@example.com', newPassword);
    const actions = await auditActions(t, start);
    expect(actions).toContain('operators.create_cli');
    expect(actions).toContain('operators.reset_totp_cli');
    expect(await runAdminCommand(t.db, t.clock, ['nonsense'], capture().output)).toBe(
      ADMIN_COMMAND_EXIT.usage,
    );
  });
});
