import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupportMessage, UserEvent } from '@halcyon/api';
import { afterAll, describe, expect, it } from 'vitest';
import { API, registerUser, type Session } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { pngImage, upload } from '../../../test/upload-fixtures.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { subscribeUserEvents } from '../../platform/user-events.ts';
import { SUPPORT_INBOX_TOPIC } from './index.ts';

type Page = { items: SupportMessage[]; hasMore: boolean; unread: number };

describe.each(backends)("customer-service chat, the person's side ($name)", (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-support-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const bus = createMemoryBus({ error: () => undefined });
  const t = useTestApp(backend, { env: { DATA_DIR: dataDir }, overrides: { bus } });
  const clientId = () => `client-${randomUUID()}`;
  const send = (session: Session, body: Record<string, unknown>) =>
    t.post(`${API}/support/messages`, body, { token: session.token });
  const page = async (session: Session, query = '') => {
    const reply = await t.get(`${API}/support/messages${query}`, { token: session.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Page;
  };

  it('stores a text message once per client id, however often it is retried, and pushes it once', async () => {
    const alice = await registerUser(t, 'alice');
    const pushed: UserEvent[] = [];
    const inbox: unknown[] = [];
    const stop = subscribeUserEvents(bus, (envelope) => {
      if (envelope.userId === alice.user.id) pushed.push(envelope.event);
    });
    const stopInbox = bus.subscribe(SUPPORT_INBOX_TOPIC, (change) => inbox.push(change));
    const body = { clientId: 'retry-me-0001', text: '  Where is my deposit?  ' };
    const replies = await Promise.all([send(alice, body), send(alice, body), send(alice, body)]);
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const ids = new Set(replies.map((reply) => (reply.body.data as SupportMessage).id));
    expect(ids.size).toBe(1);
    expect(replies[0]?.body.data).toMatchObject({
      clientId: 'retry-me-0001',
      sender: 'user',
      operatorName: null,
      text: 'Where is my deposit?',
      image: null,
      status: 'sent',
    });
    const again = await send(alice, body);
    expect((again.body.data as SupportMessage).id).toBe([...ids][0]);
    expect((await page(alice)).items).toHaveLength(1);
    expect(pushed).toEqual([{ kind: 'support-message', message: replies[0]?.body.data }]);
    expect(inbox).toHaveLength(1);
    stop();
    stopInbox();
  });

  it('keeps the order of sending and pages back in time with a before-cursor', async () => {
    const bob = await registerUser(t, 'bob');
    for (let i = 1; i <= 25; i += 1) {
      expect((await send(bob, { clientId: clientId(), text: `message ${i}` })).status).toBe(200);
      // Ten per ten seconds: a person typing, not a script.
      t.clock.advance(1_100);
    }
    const latest = await page(bob, '?limit=10');
    expect(latest.items.map((m) => m.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i + 16}`),
    );
    expect(latest.hasMore).toBe(true);
    const older = await page(bob, `?limit=10&before=${latest.items[0]?.id}`);
    expect(older.items.map((m) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${i + 6}`));
    const oldest = await page(bob, `?limit=10&before=${older.items[0]?.id}`);
    expect(oldest.items.map((m) => m.text)).toEqual(Array.from({ length: 5 }, (_, i) => `message ${i + 1}`));
    expect(oldest.hasMore).toBe(false);
  });

  it('takes at most 10 messages in 10 s per person, also when they arrive at once', async () => {
    const carol = await registerUser(t, 'carol');
    const dave = await registerUser(t, 'dave');
    const replies = await Promise.all(
      Array.from({ length: 14 }, () => send(carol, { clientId: clientId(), text: 'hello?' })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.body).toEqual({
      success: false,
      code: 'SUPPORT_TOO_MANY_MESSAGES',
      message: 'You are sending messages too fast, please wait a moment',
    });
    // Someone else is not slowed down by carol, and carol may write again once the window passed.
    expect((await send(dave, { clientId: clientId(), text: 'hi' })).status).toBe(200);
    t.clock.advance(10_001);
    expect((await send(carol, { clientId: clientId(), text: 'still there?' })).status).toBe(200);
  });

  it('validates: text or image, not both, not empty, at most 2000 characters, a sane client id', async () => {
    const erin = await registerUser(t, 'erin');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ clientId: clientId() }, { text: ['Write a message or choose an image'] }],
      [{ clientId: clientId(), text: '   ' }, { text: ['Please write a message'] }],
      [
        { clientId: clientId(), text: 'x'.repeat(2001) },
        { text: ['A message can be at most 2000 characters'] },
      ],
      [{ clientId: clientId(), text: 'hi', fileId: 'abc' }, { text: ['Write a message or choose an image'] }],
      [{ clientId: 'no', text: 'hi' }, { clientId: ['Invalid value'] }],
    ];
    for (const [body, errors] of cases) {
      const reply = await send(erin, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    }
    const longest = await send(erin, { clientId: clientId(), text: 'y'.repeat(2000) });
    expect(longest.status).toBe(200);
  });

  it('keeps markup as the plain text it is', async () => {
    const frank = await registerUser(t, 'frank');
    const text = '<img src=x onerror=alert(1)> & <b>bold</b>';
    await send(frank, { clientId: clientId(), text });
    expect((await page(frank)).items[0]?.text).toBe(text);
  });

  it("sends an own support_image upload; another person's file or another type is not found", async () => {
    const gina = await registerUser(t, 'gina');
    const hank = await registerUser(t, 'hank');
    const picture = await upload(t, gina.token, 'support_image', { data: await pngImage(40, 30) });
    const fileId = (picture.body.data as { fileId: string }).fileId;
    const stolen = await send(hank, { clientId: clientId(), fileId });
    expect(stolen.status).toBe(404);
    const proof = await upload(t, gina.token, 'recharge_proof', { data: await pngImage(40, 30) });
    const wrongType = await send(gina, {
      clientId: clientId(),
      fileId: (proof.body.data as { fileId: string }).fileId,
    });
    expect(wrongType.status).toBe(404);
    const sent = await send(gina, { clientId: clientId(), fileId });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      text: null,
      image: { fileId, url: `/api/uniapp/files/${fileId}` },
    });
  });

  it("shows nobody else's conversation: an id of another person's message is not found", async () => {
    const ivan = await registerUser(t, 'ivan');
    const judy = await registerUser(t, 'judy');
    const own = (await send(ivan, { clientId: clientId(), text: 'mine' })).body.data as SupportMessage;
    await send(judy, { clientId: clientId(), text: 'hers' });
    expect((await page(judy)).items.map((m) => m.text)).toEqual(['hers']);
    const before = await t.get(`${API}/support/messages?before=${own.id}`, { token: judy.token });
    expect(before.status).toBe(404);
    const read = await t.post(`${API}/support/read`, { upTo: own.id }, { token: judy.token });
    expect(read.status).toBe(404);
  });

  it('a person without a conversation has an empty one and nothing unread', async () => {
    const kim = await registerUser(t, 'kim');
    expect(await page(kim)).toEqual({ items: [], hasMore: false, unread: 0 });
    expect((await t.get(`${API}/support/unread`, { token: kim.token })).body.data).toEqual({ unread: 0 });
  });

  it("offers quick questions in the person's language, from the operators' config when set", async () => {
    const lena = await registerUser(t, 'lena');
    const defaults = await t.get(`${API}/support/config`, { token: lena.token, lang: 'de' });
    expect((defaults.body.data as { quickQuestions: string[] }).quickQuestions).toHaveLength(4);
    expect((defaults.body.data as { quickQuestions: string[] }).quickQuestions[0]).toMatch(/Einzahlung/);
    await t.db
      .insertInto('app_config')
      .values({
        key: 'support_quick_questions',
        value: JSON.stringify({ en: ['How do I verify?'], de: ['Wie verifiziere ich mich?'] }),
        is_public: true,
      })
      .execute();
    const configured = await t.get(`${API}/support/config`, { token: lena.token, lang: 'de' });
    expect(configured.body.data).toEqual({ quickQuestions: ['Wie verifiziere ich mich?'] });
    const fallback = await t.get(`${API}/support/config`, { token: lena.token, lang: 'ja' });
    expect(fallback.body.data).toEqual({ quickQuestions: ['How do I verify?'] });
  });

  it('needs a session', async () => {
    expect((await t.get(`${API}/support/messages`)).status).toBe(401);
    expect((await t.post(`${API}/support/messages`, { clientId: 'abcdefgh', text: 'hi' })).status).toBe(401);
    expect((await t.post(`${API}/support/read`, { upTo: 'x' })).status).toBe(401);
  });
});
