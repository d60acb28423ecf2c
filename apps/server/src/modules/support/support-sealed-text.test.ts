import { randomUUID } from 'node:crypto';
import type { SupportConversation, SupportMessage } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { adminRequest, type OperatorSession, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { API, registerUser, type Session } from '../../../test/auth-helpers.ts';
import { addOperator } from '../../../test/finance-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

// 119 letters, then a character outside the BMP (two UTF-16 units) as the 120th: the preview keeps it whole.
const LONG = `${'a'.repeat(119)}😀${'b'.repeat(200)}`;
const PREVIEW = `${'a'.repeat(119)}😀`;

type Page = { items: SupportMessage[] };

const rawMessages = (t: TestApp) => t.db.selectFrom('support_messages').selectAll().orderBy('seq').execute();

/** As a message written before texts were sealed: the text plain, nothing sealed. */
async function makeLegacy(t: TestApp, id: string, text: string): Promise<void> {
  await t.db
    .updateTable('support_messages')
    .set({ body_text: text, body_sealed: null })
    .where('id', '=', id)
    .execute();
}

// Personal data at rest: what a person writes to customer service, and what is answered, is sealed in the
// row (bound to that message of that person's conversation), and opened for the person and for support.
describe.each(backends)('support message texts sealed at rest ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });
  const write = async (session: Session, text: string) => {
    const reply = await t.post(`${API}/support/messages`, { clientId: `c-${randomUUID()}`, text }, session);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as SupportMessage;
  };
  const mine = async (session: Session) => {
    const reply = await t.get(`${API}/support/messages?limit=50`, session);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as Page).items.map((message) => message.text);
  };
  const admin = (operator: OperatorSession, method: 'GET' | 'POST', url: string, body?: unknown) =>
    adminRequest(t, method, url, body, { session: operator });
  const inbox = async (operator: OperatorSession) => {
    const reply = await admin(operator, 'GET', '/support/conversations?filter=all&status=any');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as { items: SupportConversation[] }).items;
  };
  const thread = async (operator: OperatorSession, id: string) => {
    const reply = await admin(operator, 'GET', `/support/conversations/${id}/messages?limit=50`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as Page).items.map((message) => message.text);
  };

  it('keeps no plain text in the rows; the person and support read it, and the inbox previews its start', async () => {
    const agent = await addOperator(t, await signInOwner(t), 'agent@example.com', 'support');
    const alice = await registerUser(t, 'alice');
    await write(alice, 'My card number ends in 4242');
    await write(alice, LONG);

    const [conversation] = await inbox(agent);
    expect(conversation?.preview).toBe(PREVIEW);
    const id = conversation?.id ?? '';
    const answer = await admin(agent, 'POST', `/support/conversations/${id}/messages`, {
      text: 'Thanks, Alice',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await inbox(agent))[0]?.preview).toBe('Thanks, Alice');

    const rows = await rawMessages(t);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.body_text).toBeNull();
      expect(row.body_sealed).toMatch(/^v1\./);
    }
    const raw = JSON.stringify(rows);
    for (const plain of ['4242', 'a'.repeat(20), 'Alice']) expect(raw).not.toContain(plain);
    expect(await mine(alice)).toEqual(['My card number ends in 4242', LONG, 'Thanks, Alice']);
    expect(await thread(agent, id)).toEqual(['My card number ends in 4242', LONG, 'Thanks, Alice']);
  });

  it('still refuses a text over 2000 characters, which the database can no longer check once sealed', async () => {
    const alice = await registerUser(t, 'alice');
    const reply = await t.post(
      `${API}/support/messages`,
      { clientId: 'c-too-long', text: 'x'.repeat(2001) },
      alice,
    );
    expect(reply.status).toBe(422);
    // Past the contract too (a caller inside the server): the service refuses before sealing.
    await expect(
      t.app.identity.support.send(alice.user.id, { clientId: 'c-too-long-2', text: 'x'.repeat(2001) }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await rawMessages(t)).toEqual([]);
    await write(alice, 'x'.repeat(2000));
  });

  it('reads texts stored plain before sealing; seal:legacy seals them once, and they read the same', async () => {
    const agent = await addOperator(t, await signInOwner(t), 'agent@example.com', 'support');
    const alice = await registerUser(t, 'alice');
    const first = await write(alice, 'Written before sealing');
    const second = await write(alice, LONG);
    await makeLegacy(t, first.id, 'Written before sealing');
    await makeLegacy(t, second.id, LONG);
    const id = (await inbox(agent))[0]?.id ?? '';
    const reads = async () => {
      expect(await mine(alice)).toEqual(['Written before sealing', LONG]);
      expect(await thread(agent, id)).toEqual(['Written before sealing', LONG]);
      expect((await inbox(agent))[0]?.preview).toBe(PREVIEW);
    };
    await reads();

    expect(await t.app.identity.supportAdmin.sealLegacyTexts()).toBe(2);
    const rows = await rawMessages(t);
    expect(rows.map((row) => row.body_text)).toEqual([null, null]);
    expect(JSON.stringify(rows)).not.toContain('before sealing');
    await reads();
    expect(await t.app.identity.supportAdmin.sealLegacyTexts()).toBe(0);
    expect((await rawMessages(t)).map((row) => row.body_sealed)).toEqual(rows.map((row) => row.body_sealed));
  });

  it('a sealed text copied onto another message does not open: a 500 that shows neither text', async () => {
    const alice = await registerUser(t, 'alice');
    const from = await write(alice, 'The first secret');
    const onto = await write(alice, 'The second secret');
    const [copied] = await rawMessages(t);
    await t.db
      .updateTable('support_messages')
      .set({ body_sealed: copied?.body_sealed ?? null })
      .where('id', '=', onto.id)
      .execute();
    expect(from.id).not.toBe(onto.id);

    const reply = await t.get(`${API}/support/messages?limit=50`, alice);
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(reply.body)).not.toContain('secret');
  });
});
