import { randomUUID } from 'node:crypto';
import type { SupportConversation } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import {
  adminRequest,
  auditViews,
  lastAuditSeq,
  type OperatorSession,
  OWNER_ENV,
  signInOwner,
} from '../../../test/admin-helpers.ts';
import { API, registerUser, type Session } from '../../../test/auth-helpers.ts';
import { addOperator } from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { pngImage, upload } from '../../../test/upload-fixtures.ts';
import { VIEW_AUDIT_WINDOW_MS } from '../audit-log/index.ts';

// What people write to support is support's to read (support.messages), each reading audited; the read-only
// viewer oversees the inbox: who waits, since when, assigned to whom.
describe.each(backends)('support conversations seen by operators ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });
  const write = async (person: Session, body: Record<string, unknown>) => {
    const reply = await t.post(
      `${API}/support/messages`,
      { clientId: `c-${randomUUID()}`, ...body },
      { token: person.token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  const get = (session: OperatorSession, url: string) => adminRequest(t, 'GET', url, undefined, { session });
  const inbox = async (session: OperatorSession) => {
    const reply = await get(session, '/support/conversations?filter=all');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as { items: SupportConversation[] }).items;
  };

  it('the viewer lists the inbox without what was written, and cannot open a conversation or its pictures', async () => {
    const owner = await signInOwner(t);
    const viewer = await addOperator(t, owner, 'vera@example.com', 'viewer');
    const agent = await addOperator(t, owner, 'agent@example.com', 'support');
    const alice = await registerUser(t, 'alice');
    const picture = await upload(t, alice.token, 'support_image', { data: await pngImage(40, 30) });
    const fileId = (picture.body.data as { fileId: string }).fileId;
    await write(alice, { fileId });
    await write(alice, { text: 'My card number is 4111 1111 1111 1111' });

    const [seen] = await inbox(viewer);
    expect(seen).toMatchObject({ user: { account: 'alice' }, status: 'open', unread: 2, preview: null });
    expect((await inbox(agent))[0]?.preview).toContain('My card number');
    for (const url of [`/support/conversations/${seen?.id}`, `/support/conversations/${seen?.id}/messages`]) {
      const refused = await get(viewer, url);
      expect(refused.status, url).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await get(viewer, `/files/${fileId}`)).status).toBe(404);
    expect((await get(agent, `/files/${fileId}`)).status).toBe(200);
  });

  it.each([
    ['reading its messages', (id: string) => `/support/conversations/${id}/messages`],
    ['opening it (the person beside it, their e-mail)', (id: string) => `/support/conversations/${id}`],
  ])("support's %s is one support.view per operator and conversation in the window", async (_what, urlOf) => {
    const owner = await signInOwner(t);
    const agent = await addOperator(t, owner, 'agent@example.com', 'support');
    const alice = await registerUser(t, 'alice');
    await write(alice, { text: 'Hello?' });
    const id = (await inbox(agent))[0]?.id ?? '';
    const from = await lastAuditSeq(t);
    const read = async (session: OperatorSession, url = urlOf(id)) =>
      expect((await get(session, url)).status, url).toBe(200);

    // The console opens a conversation and reads its messages together, then again at every push and page:
    // one view.
    await read(agent);
    await read(agent, `/support/conversations/${id}`);
    await read(agent, `/support/conversations/${id}/messages`);
    await read(owner);
    t.clock.advance(VIEW_AUDIT_WINDOW_MS);
    await read(agent);
    const view = { action: 'support.view', targetId: alice.user.id, after: { conversationId: id } };
    expect(await auditViews(t, from)).toEqual([
      { ...view, operatorId: agent.operatorId },
      { ...view, operatorId: owner.operatorId },
      { ...view, operatorId: agent.operatorId },
    ]);
    // An unknown conversation records nothing.
    expect((await get(agent, urlOf('no-such'))).status).toBe(404);
    expect(await auditViews(t, from)).toHaveLength(3);
  });
});
