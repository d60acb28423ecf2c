import { randomUUID } from 'node:crypto';
import type { SupportConversation, SupportMessage, UserEvent } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import {
  adminRequest,
  auditActions,
  lastAuditSeq,
  type OperatorSession,
  OWNER_ENV,
  signInOwner,
} from '../../../test/admin-helpers.ts';
import { API, registerUser, type Session } from '../../../test/auth-helpers.ts';
import { addOperator } from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { subscribeUserEvents } from '../../platform/user-events.ts';

type Page = { items: SupportMessage[]; hasMore: boolean; unread?: number };

describe.each(backends)("customer-service inbox, the operators' side ($name)", (backend) => {
  const bus = createMemoryBus({ error: () => undefined });
  const t = useTestApp(backend, { env: OWNER_ENV, overrides: { bus } });
  const clientId = () => `c-${randomUUID()}`;
  const write = async (session: Session, text: string) => {
    const reply = await t.post(
      `${API}/support/messages`,
      { clientId: clientId(), text },
      { token: session.token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as SupportMessage;
  };
  const inbox = async (operator: OperatorSession, filter = 'all', status = 'open') => {
    const reply = await adminRequest(
      t,
      'GET',
      `/support/conversations?filter=${filter}&status=${status}`,
      undefined,
      {
        session: operator,
      },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as { items: SupportConversation[] }).items;
  };

  it("lists conversations with unread counts and waiting time, and answers live under the operator's name", async () => {
    const owner = await signInOwner(t);
    const agent = await addOperator(t, owner, 'agent@example.com', 'support');
    const alice = await registerUser(t, 'alice');
    const pushed: UserEvent[] = [];
    const stop = subscribeUserEvents(bus, (envelope) => {
      if (envelope.userId === alice.user.id) pushed.push(envelope.event);
    });
    const waitingFrom = t.clock.now();
    await write(alice, 'Hello?');
    t.clock.advance(5_000);
    const second = await write(alice, 'Anyone there?');

    const [conversation] = await inbox(agent, 'unassigned');
    expect(conversation).toMatchObject({
      user: { id: alice.user.id, account: 'alice' },
      status: 'open',
      assignee: null,
      unread: 2,
      waitingSince: waitingFrom,
      preview: 'Anyone there?',
    });
    const id = conversation?.id ?? '';
    const messages = await adminRequest(t, 'GET', `/support/conversations/${id}/messages`, undefined, {
      session: agent,
    });
    expect((messages.body.data as Page).items.map((m) => m.text)).toEqual(['Hello?', 'Anyone there?']);
    // Loading them delivered them: the person's ticks change.
    expect(pushed.at(-1)).toEqual({ kind: 'support-status', upTo: second.id, status: 'delivered' });
    const read = await adminRequest(
      t,
      'POST',
      `/support/conversations/${id}/read`,
      { upTo: second.id },
      { session: agent },
    );
    expect(read.status).toBe(200);
    expect(pushed.at(-1)).toEqual({ kind: 'support-status', upTo: second.id, status: 'read' });

    const auditFrom = await lastAuditSeq(t);
    const answer = await adminRequest(
      t,
      'POST',
      `/support/conversations/${id}/messages`,
      { text: 'Hi Alice, how can I help?' },
      { session: agent },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      sender: 'operator',
      operatorName: 'agent',
      text: 'Hi Alice, how can I help?',
    });
    expect(pushed.at(-1)).toMatchObject({
      kind: 'support-message',
      message: { sender: 'operator', operatorName: 'agent' },
    });
    expect(await auditActions(t, auditFrom)).toEqual(['support.reply']);

    // Answering claimed it and stopped the wait; the person's page shows the answer as unread.
    const [after] = await inbox(agent, 'mine');
    expect(after).toMatchObject({ id, unread: 0, waitingSince: null, assignee: { name: 'agent' } });
    expect(await inbox(agent, 'unassigned')).toEqual([]);
    const page = (await t.get(`${API}/support/messages`, { token: alice.token })).body.data as Page;
    expect(page.unread).toBe(1);
    expect(page.items.map((m) => [m.sender, m.status])).toEqual([
      ['user', 'read'],
      ['user', 'read'],
      ['operator', 'delivered'],
    ]);
    const lastId = page.items.at(-1)?.id ?? '';
    const userRead = await t.post(`${API}/support/read`, { upTo: lastId }, { token: alice.token });
    expect(userRead.body).toEqual({ success: true, data: { unread: 0 } });
    // The audit row says the reply also claimed the conversation; a second reply claims nothing.
    await adminRequest(
      t,
      'POST',
      `/support/conversations/${id}/messages`,
      { text: 'Still there?' },
      { session: agent },
    );
    const replies = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('seq', '>', String(auditFrom))
      .orderBy('seq')
      .execute();
    const firstAnswer = (answer.body.data as SupportMessage).id;
    expect(replies[0]).toEqual({
      before: { assigneeId: null },
      after: { messageId: firstAnswer, length: 25, assigneeId: agent.operatorId },
    });
    expect(replies[1]?.before).toBeNull();
    expect(replies[1]?.after).not.toHaveProperty('assigneeId');
    stop();
  });

  it('an operator without a name answers as customer service: the person never sees their sign-in e-mail', async () => {
    // The first operator (ADMIN_EMAIL) has no name and no way to set one.
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const pushed: UserEvent[] = [];
    const stop = subscribeUserEvents(bus, (envelope) => {
      if (envelope.userId === alice.user.id) pushed.push(envelope.event);
    });
    await write(alice, 'Hello?');
    const [conversation] = await inbox(owner);
    const answer = await adminRequest(
      t,
      'POST',
      `/support/conversations/${conversation?.id ?? ''}/messages`,
      { text: 'Hi Alice' },
      { session: owner },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    stop();
    expect(pushed.at(-1)).toMatchObject({
      kind: 'support-message',
      message: { sender: 'operator', operatorName: null, text: 'Hi Alice' },
    });
    const page = await t.get(`${API}/support/messages`, { token: alice.token });
    expect((page.body.data as Page).items.at(-1)).toMatchObject({ sender: 'operator', operatorName: null });
    expect(JSON.stringify([page.body, pushed])).not.toContain(OWNER_ENV.ADMIN_EMAIL);
  });

  it('marks read only for a role that can answer, audits it once, and a read-only viewer leaves the ticks', async () => {
    const owner = await signInOwner(t);
    const agent = await addOperator(t, owner, 'reader@example.com', 'support');
    const viewer = await addOperator(t, owner, 'glance@example.com', 'viewer');
    const dora = await registerUser(t, 'dora');
    await write(dora, 'first');
    const last = await write(dora, 'second');
    const id = (await inbox(viewer))[0]?.id ?? '';
    const markRead = (session: OperatorSession) =>
      adminRequest(t, 'POST', `/support/conversations/${id}/read`, { upTo: last.id }, { session });
    const auditFrom = await lastAuditSeq(t);

    const refused = await markRead(viewer);
    expect(refused.status).toBe(403);
    expect((await inbox(viewer))[0]?.unread).toBe(2);
    const seen = (await t.get(`${API}/support/messages`, { token: dora.token })).body.data as Page;
    expect(seen.items.map((m) => m.status)).toEqual(['sent', 'sent']);

    expect((await markRead(agent)).status).toBe(200);
    expect((await inbox(viewer))[0]?.unread).toBe(0);
    const read = (await t.get(`${API}/support/messages`, { token: dora.token })).body.data as Page;
    expect(read.items.map((m) => m.status)).toEqual(['read', 'read']);
    // Marking again changes nothing and logs nothing.
    expect((await markRead(agent)).status).toBe(200);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'target_id', 'after'])
      .where('seq', '>', String(auditFrom))
      .execute();
    expect(rows).toEqual([
      {
        action: 'support.read',
        operator_id: agent.operatorId,
        target_id: id,
        after: { upTo: last.id, marked: 2 },
      },
    ]);
  });

  it('claims, assigns, closes and reopens, each audited; a person writing reopens a closed conversation', async () => {
    const owner = await signInOwner(t);
    const agent = await addOperator(t, owner, 'agent2@example.com', 'support');
    const bob = await registerUser(t, 'bob');
    await write(bob, 'help');
    const id = (await inbox(agent))[0]?.id ?? '';
    const auditFrom = await lastAuditSeq(t);
    const claim = await adminRequest(t, 'POST', `/support/conversations/${id}/claim`, {}, { session: agent });
    expect(claim.body.data).toMatchObject({ assignee: { name: 'agent2' } });
    const assign = await adminRequest(
      t,
      'POST',
      `/support/conversations/${id}/claim`,
      { operatorId: owner.operatorId },
      { session: agent },
    );
    expect(assign.status).toBe(200);
    expect(await inbox(agent, 'mine')).toEqual([]);
    const close = await adminRequest(t, 'POST', `/support/conversations/${id}/close`, undefined, {
      session: agent,
    });
    expect(close.body.data).toMatchObject({ status: 'closed' });
    const twice = await adminRequest(t, 'POST', `/support/conversations/${id}/close`, undefined, {
      session: agent,
    });
    expect(twice.status).toBe(409);
    expect(await inbox(agent)).toEqual([]);
    const reopen = await adminRequest(t, 'POST', `/support/conversations/${id}/reopen`, undefined, {
      session: agent,
    });
    expect(reopen.body.data).toMatchObject({ status: 'open' });
    await adminRequest(t, 'POST', `/support/conversations/${id}/close`, undefined, { session: agent });
    await write(bob, 'one more thing');
    expect((await inbox(agent))[0]).toMatchObject({ id, status: 'open' });
    expect(await auditActions(t, auditFrom)).toEqual([
      'support.claim',
      'support.assign',
      'support.close',
      'support.reopen',
      'support.close',
    ]);
  });

  it('assigns only to an operator who can answer: not a viewer, another role, or a disabled one', async () => {
    const owner = await signInOwner(t);
    const agent = await addOperator(t, owner, 'lead@example.com', 'support');
    const viewer = await addOperator(t, owner, 'watcher@example.com', 'viewer');
    const finance = await addOperator(t, owner, 'books@example.com', 'finance');
    const retired = await addOperator(t, owner, 'former@example.com', 'support');
    await adminRequest(t, 'POST', `/operators/${retired.operatorId}/disable`, undefined, { session: owner });
    const fay = await registerUser(t, 'fay');
    await write(fay, 'hello');
    const id = (await inbox(agent))[0]?.id ?? '';
    const auditFrom = await lastAuditSeq(t);
    const assignTo = (operatorId: string) =>
      adminRequest(t, 'POST', `/support/conversations/${id}/claim`, { operatorId }, { session: agent });

    for (const unable of [viewer, finance, retired]) {
      const refused = await assignTo(unable.operatorId);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'OPERATOR_CANNOT_ANSWER',
        message: 'This operator cannot answer customer service conversations',
      });
    }
    expect((await assignTo('no-such-operator')).status).toBe(404);
    // Nothing changed: still unassigned, nothing audited.
    expect((await inbox(agent, 'unassigned')).map((c) => c.id)).toEqual([id]);
    expect(await auditActions(t, auditFrom)).toEqual([]);
    expect((await assignTo(owner.operatorId)).status).toBe(200);
  });

  it('a retried reply with the same client id is stored once', async () => {
    const owner = await signInOwner(t);
    const carol = await registerUser(t, 'carol');
    await write(carol, 'hi');
    const id = (await inbox(owner))[0]?.id ?? '';
    const body = { clientId: 'reply-once-1', text: 'Hello!' };
    const replies = await Promise.all([
      adminRequest(t, 'POST', `/support/conversations/${id}/messages`, body, { session: owner }),
      adminRequest(t, 'POST', `/support/conversations/${id}/messages`, body, { session: owner }),
    ]);
    expect(new Set(replies.map((r) => (r.body.data as SupportMessage).id)).size).toBe(1);
    const page = (await t.get(`${API}/support/messages`, { token: carol.token })).body.data as Page;
    expect(page.items.filter((m) => m.sender === 'operator')).toHaveLength(1);
  });

  it('shows the person beside the chat, and offers canned replies', async () => {
    const owner = await signInOwner(t);
    const dave = await registerUser(t, 'dave');
    await write(dave, 'question');
    const id = (await inbox(owner))[0]?.id ?? '';
    const detail = await adminRequest(t, 'GET', `/support/conversations/${id}`, undefined, {
      session: owner,
    });
    expect(detail.body.data).toMatchObject({
      person: { id: dave.user.id, account: 'dave', email: 'dave@example.com', realNameStatus: 'unverified' },
    });
    const canned = await adminRequest(t, 'GET', '/support/canned-replies', undefined, { session: owner });
    expect((canned.body.data as { items: string[] }).items.length).toBeGreaterThan(0);
  });

  it('is for support roles only, needs the CSRF header, and unknown conversations are not found', async () => {
    const owner = await signInOwner(t);
    const finance = await addOperator(t, owner, 'money@example.com', 'finance');
    const viewer = await addOperator(t, owner, 'look@example.com', 'viewer');
    const erin = await registerUser(t, 'erin');
    await write(erin, 'x');
    const id = (await inbox(owner))[0]?.id ?? '';
    expect(
      (await adminRequest(t, 'GET', '/support/conversations', undefined, { session: finance })).status,
    ).toBe(403);
    expect(
      (
        await adminRequest(
          t,
          'POST',
          `/support/conversations/${id}/messages`,
          { text: 'x' },
          { session: viewer },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await adminRequest(
          t,
          'POST',
          `/support/conversations/${id}/messages`,
          { text: 'x' },
          { session: owner, noCsrf: true },
        )
      ).status,
    ).toBe(403);
    expect(
      (await adminRequest(t, 'GET', '/support/conversations/nope/messages', undefined, { session: owner }))
        .status,
    ).toBe(404);
    // A person's bearer token is no operator.
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/admin/support/conversations',
      headers: { authorization: `Bearer ${erin.token}` },
    });
    expect(asUser.statusCode).toBe(401);
  });
});
