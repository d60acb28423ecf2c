import { randomUUID } from 'node:crypto';
import type { SupportMessage, UserEvent } from '@halcyon/api';
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
import { type Reply, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import {
  type FilePart,
  gifImage,
  jpegWithGps,
  multipart,
  pngImage,
  upload,
} from '../../../test/upload-fixtures.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { subscribeUserEvents } from '../../platform/user-events.ts';

describe.each(backends)('operators reply with images ($name)', (backend) => {
  const bus = createMemoryBus({ error: () => undefined });
  const t = useTestApp(backend, { env: OWNER_ENV, overrides: { bus } });
  const clientId = () => `c-${randomUUID()}`;

  /** Opens the person's conversation with a first message; answers its id as the inbox knows it. */
  const conversationOf = async (person: Session, operator: OperatorSession) => {
    await t.post(`${API}/support/messages`, { clientId: clientId(), text: 'Hi' }, { token: person.token });
    const inbox = await adminRequest(t, 'GET', '/support/conversations?filter=all', undefined, {
      session: operator,
    });
    const items = (inbox.body.data as { items: { id: string; user: { id: string } }[] }).items;
    return items.find((item) => item.user.id === person.user.id)?.id ?? '';
  };
  const uploadAs = async (
    operator: OperatorSession,
    data: Buffer,
    file: Omit<FilePart, 'data'> = { filename: 'screen.jpg', contentType: 'image/jpeg' },
  ): Promise<Reply> => {
    const form = multipart({}, { data, ...file });
    return adminRequest(t, 'POST', '/support/images', form.payload, {
      session: operator,
      headers: { 'content-type': form.contentType },
    });
  };
  const reply = (operator: OperatorSession, conversationId: string, body: Record<string, unknown>) =>
    adminRequest(t, 'POST', `/support/conversations/${conversationId}/messages`, body, { session: operator });
  const fileAsPerson = (person: Session, fileId: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/files/${fileId}`,
      headers: { authorization: `Bearer ${person.token}` },
    });

  it('sends an uploaded image to the person, live; only that person (and support) may read it', async () => {
    const owner = await signInOwner(t);
    const agent = await addOperator(t, owner, 'agent@example.com', 'support');
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    const pushed: UserEvent[] = [];
    const stop = subscribeUserEvents(bus, (envelope) => {
      if (envelope.userId === alice.user.id) pushed.push(envelope.event);
    });
    const aliceChat = await conversationOf(alice, agent);
    const auditFrom = await lastAuditSeq(t);

    const uploaded = await uploadAs(agent, await jpegWithGps());
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const file = uploaded.body.data as { fileId: string; url: string; type: string; mime: string };
    expect(file).toMatchObject({
      type: 'support_image',
      mime: 'image/jpeg',
      url: `/api/admin/files/${file.fileId}`,
    });
    // Not sent yet: the person cannot read it.
    expect((await fileAsPerson(alice, file.fileId)).statusCode).toBe(404);

    const sent = await reply(agent, aliceChat, { clientId: clientId(), fileId: file.fileId });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({
      sender: 'operator',
      operatorName: 'agent',
      text: null,
      image: { fileId: file.fileId, url: `/api/admin/files/${file.fileId}` },
    });
    const live = pushed.find((event) => event.kind === 'support-message' && event.message.image !== null);
    expect(live).toMatchObject({
      message: { image: { fileId: file.fileId, url: `${API}/files/${file.fileId}` } },
    });
    const page = await t.get(`${API}/support/messages`, { token: alice.token });
    const items = (page.body.data as { items: SupportMessage[] }).items;
    expect(items.at(-1)?.image?.url).toBe(`${API}/files/${file.fileId}`);

    const asAlice = await fileAsPerson(alice, file.fileId);
    expect(asAlice.statusCode).toBe(200);
    expect(asAlice.headers['content-type']).toBe('image/jpeg');
    expect((await fileAsPerson(bob, file.fileId)).statusCode).toBe(404);
    const asAgent = await adminRequest(t, 'GET', `/files/${file.fileId}`, undefined, { session: agent });
    expect(asAgent.status).toBe(200);
    expect(await auditActions(t, auditFrom)).toEqual(['support.image_upload', 'support.reply']);
    stop();
  });

  it("refuses another operator's image, one already sent to someone else, and a person's upload", async () => {
    const owner = await signInOwner(t);
    const agent = await addOperator(t, owner, 'agent@example.com', 'support');
    const other = await addOperator(t, owner, 'other@example.com', 'support');
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    const aliceChat = await conversationOf(alice, agent);
    const bobChat = await conversationOf(bob, agent);
    const { fileId } = (await uploadAs(agent, await pngImage())).body.data as { fileId: string };

    const notTheirs = await reply(other, aliceChat, { fileId });
    expect(notTheirs.status).toBe(404);
    expect((await reply(agent, aliceChat, { fileId })).status).toBe(200);
    // Sent to Alice: it can go to her again, never to Bob (who would then read Alice's picture).
    expect((await reply(agent, aliceChat, { fileId })).status).toBe(200);
    expect((await reply(agent, bobChat, { fileId })).status).toBe(404);
    expect((await fileAsPerson(bob, fileId)).statusCode).toBe(404);

    const personal = await upload(t, alice.token, 'support_image', { data: await pngImage() });
    const personalId = (personal.body.data as { fileId: string }).fileId;
    expect((await reply(agent, aliceChat, { fileId: personalId })).status).toBe(404);
    expect((await reply(agent, 'no-such-conversation', { fileId })).status).toBe(404);

    const both = await reply(agent, aliceChat, { text: 'look', fileId });
    expect(both.status).toBe(422);
    expect(both.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { text: [expect.any(String)] } });
    expect((await reply(agent, aliceChat, {})).status).toBe(422);
    const bobMessages = await t.get(`${API}/support/messages`, { token: bob.token });
    expect((bobMessages.body.data as { items: SupportMessage[] }).items.map((m) => m.image)).toEqual([null]);
  });

  it('uploading is for support and owner roles only; bytes that are not an image, or over 5 MB, are refused', async () => {
    const owner = await signInOwner(t);
    const finance = await addOperator(t, owner, 'money@example.com', 'finance');
    const viewer = await addOperator(t, owner, 'look@example.com', 'viewer');
    for (const operator of [finance, viewer]) {
      const refused = await uploadAs(operator, await pngImage());
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await uploadAs(owner, await pngImage())).status).toBe(200);
    const fake = await uploadAs(owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(fake.status).toBe(415);
    expect(fake.body).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    const huge = Buffer.concat([await pngImage(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await uploadAs(owner, huge, { filename: 'screen.png', contentType: 'image/png' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message: 'The file is too large (maximum 5 MB)',
    });
    expect(
      await t.db.selectFrom('uploads').select('id').where('operator_id', 'is not', null).execute(),
    ).toHaveLength(1);
  });

  it('accepts a GIF from the person and from support (stored as PNG); text named .gif is refused', async () => {
    const owner = await signInOwner(t);
    const agent = await addOperator(t, owner, 'agent@example.com', 'support');
    const alice = await registerUser(t, 'alice');
    const gif = { filename: 'wave.gif', contentType: 'image/gif' };
    const fromPerson = await upload(t, alice.token, 'support_image', { data: await gifImage(), ...gif });
    const fromAgent = await uploadAs(agent, await gifImage(), gif);
    for (const accepted of [fromPerson, fromAgent]) {
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(accepted.body.data).toMatchObject({ type: 'support_image', mime: 'image/png' });
    }

    const text = Buffer.from('a note, not a picture\n');
    const refusals = [
      await upload(t, alice.token, 'support_image', { data: text, ...gif }),
      await uploadAs(agent, text, gif),
    ];
    for (const refused of refusals) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(415);
      expect(refused.body).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED' });
      expect(refused.body.message).toBe(
        'This file type is not accepted here; please choose a JPEG, PNG, GIF image',
      );
    }
    // The GIF signature alone is not enough: the bytes must decode.
    const posing = Buffer.from('GIF89a and then no picture at all');
    const undecodable = await upload(t, alice.token, 'support_image', { data: posing, ...gif });
    expect(undecodable.status).toBe(400);
    expect(undecodable.body).toMatchObject({ code: 'UPLOAD_IMAGE_INVALID' });
  });
});
