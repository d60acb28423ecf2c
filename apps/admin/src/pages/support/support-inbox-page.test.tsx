import type { OperatorRole, SupportConversation, SupportMessage } from '@halcyon/api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN, fakeServer, InertWebSocket, signedInAs } from '../../../test/fake-server.ts';
import { App } from '../../app/app.tsx';

const conversation: SupportConversation = {
  id: 'c1',
  user: { id: 'u1', uid: '100001', account: 'alice', nickname: 'Alice' },
  status: 'open',
  assignee: null,
  unread: 0,
  waitingSince: null,
  lastMessageAt: Date.now(),
  preview: null,
};

const message = (overrides: Partial<SupportMessage>): SupportMessage => ({
  id: 'm1',
  clientId: null,
  sender: 'user',
  operatorName: null,
  text: null,
  image: null,
  createdAt: Date.now(),
  status: 'read',
  ...overrides,
});

type InboxOptions = { role?: OperatorRole; unread?: number };

const u = () => userEvent.setup({ pointerEventsCheck: 0 });

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  window.location.hash = '#/support';
});

function inbox(thread: SupportMessage[], { role = 'support', unread = 0 }: InboxOptions = {}) {
  return fakeServer({
    'GET /auth/me': signedInAs(role),
    'GET /support/conversations': () => ({ data: { items: [{ ...conversation, unread }] } }),
    'GET /support/conversations/c1': () => ({
      data: {
        conversation: { ...conversation, unread },
        person: {
          id: 'u1',
          uid: '100001',
          account: 'alice',
          email: 'alice@example.com',
          realNameStatus: 'verified',
          createdAt: Date.now(),
        },
      },
    }),
    'GET /support/conversations/c1/messages': () => ({ data: { items: thread, hasMore: false } }),
    'GET /support/canned-replies': () => ({ data: { items: [] } }),
    'POST /support/conversations/c1/read': () => ({ data: null }),
    'POST /support/conversations/c1/close': () => ({ data: { ...conversation, status: 'closed' } }),
    'POST /support/images': () => ({
      data: { fileId: 'f9', url: '/api/admin/files/f9', type: 'support_image', mime: 'image/png' },
    }),
    'POST /support/conversations/c1/messages': (call) => {
      const body = call.body as { fileId?: string; text?: string };
      const sent = message({
        id: `m${thread.length + 1}`,
        sender: 'operator',
        operatorName: 'The support',
        text: body.text ?? null,
        image: body.fileId ? { fileId: body.fileId, url: `/api/admin/files/${body.fileId}` } : null,
      });
      thread.push(sent);
      return { data: sent };
    },
  });
}

const open = async () => {
  render(<App nonce={undefined} />);
  await u().click(await screen.findByRole('button', { name: /alice/ }, { timeout: 30_000 }));
};
const picker = () => screen.getByTestId('support-image-file') as HTMLInputElement;
const png = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('support inbox: images', () => {
  it("shows the person's and the operators' images in the thread, and replies with one", async () => {
    const thread = [
      message({ id: 'm1', image: { fileId: 'f1', url: '/api/admin/files/f1' } }),
      message({
        id: 'm2',
        sender: 'operator',
        operatorName: 'Mia',
        image: { fileId: 'f2', url: '/api/admin/files/f2' },
      }),
    ];
    const server = inbox(thread);
    await open();
    await waitFor(() => expect(screen.getAllByRole('img', { name: '[image]' })).toHaveLength(2));
    expect(screen.getAllByRole('img', { name: '[image]' }).map((img) => img.getAttribute('src'))).toEqual([
      '/api/admin/files/f1',
      '/api/admin/files/f2',
    ]);

    await u().upload(picker(), png('answer.png'));
    await waitFor(() => expect(screen.getAllByRole('img', { name: '[image]' })).toHaveLength(3));
    const uploadCall = server.calls.find((call) => call.path === '/support/images');
    expect(uploadCall?.method).toBe('POST');
    expect(uploadCall?.headers['x-csrf-token']).toBe(CSRF_TOKEN);
    const form = uploadCall?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get('file') as File).name).toBe('answer.png');
    const reply = server.calls.find(
      (call) => call.path === '/support/conversations/c1/messages' && call.method === 'POST',
    );
    expect(reply?.body).toMatchObject({ fileId: 'f9', clientId: expect.stringMatching(/^op-/) });
  }, 120_000);

  it('offers GIF too; refuses a WebP or a picture over 5 MB before uploading anything', async () => {
    const server = inbox([]);
    await open();
    await screen.findByRole('button', { name: 'Send image' });
    expect(picker().accept).toBe('image/jpeg,image/png,image/gif');
    await userEvent
      .setup({ applyAccept: false, pointerEventsCheck: 0 })
      .upload(picker(), new File(['RIFF'], 'x.webp', { type: 'image/webp' }));
    expect(await screen.findByText('Choose a JPG, PNG or GIF of at most 5 MB')).toBeTruthy();
    await u().upload(picker(), png('big.png', 5 * 1024 * 1024 + 1));
    expect(server.calls.filter((call) => call.path === '/support/images')).toHaveLength(0);
  }, 120_000);
});

describe('support inbox: who may answer', () => {
  const unreadThread = () => [message({ id: 'm1', text: 'Where is my deposit?', status: 'delivered' })];
  const readCalls = (server: ReturnType<typeof inbox>) =>
    server.calls.filter((call) => call.path === '/support/conversations/c1/read');

  it('a support operator opening an unread conversation marks it read and can answer', async () => {
    const server = inbox(unreadThread(), { unread: 1 });
    await open();
    await screen.findByText('Where is my deposit?');
    await waitFor(() => expect(readCalls(server)).toHaveLength(1));
    expect(readCalls(server)[0]?.body).toEqual({ upTo: 'm1' });
    expect(screen.getByRole('textbox', { name: 'Write a reply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy();
  }, 120_000);

  it('a viewer oversees the inbox: who waits and for whom, not what was written; no conversation is read', async () => {
    const server = inbox(unreadThread(), { role: 'viewer', unread: 1 });
    render(<App nonce={undefined} />);
    await screen.findByRole('button', { name: /alice/ }, { timeout: 30_000 });
    expect(
      screen.getByText(
        'Your role oversees the inbox: who is waiting and who is assigned. What people write to support is shown to support and owners only.',
      ),
    ).toBeTruthy();
    // The server sends it no preview: the list does not pass that off as a picture.
    expect(screen.queryByText('[image]')).toBeNull();
    await u().click(screen.getByRole('button', { name: /alice/ }));
    expect(screen.queryByText('Where is my deposit?')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Write a reply' })).toBeNull();
    const conversationReads = server.calls.filter((call) =>
      call.path.startsWith('/support/conversations/c1'),
    );
    expect(conversationReads).toEqual([]);
    expect(readCalls(server)).toHaveLength(0);
  }, 120_000);
});

describe('support inbox: a double click sends once', () => {
  it('two clicks on Send post the reply once, shown once', async () => {
    const server = inbox([]);
    await open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Write a reply' }), {
      target: { value: 'We are on it' },
    });
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('We are on it')).toBeTruthy();
    const replies = server.calls.filter(
      (call) => call.path === '/support/conversations/c1/messages' && call.method === 'POST',
    );
    expect(replies).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByText('We are on it')).toHaveLength(1));
  }, 120_000);

  it('two clicks on Close close the conversation once', async () => {
    const server = inbox([]);
    await open();
    const close = await screen.findByRole('button', { name: 'Close' });
    fireEvent.click(close);
    fireEvent.click(close);
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === '/support/conversations/c1/close')).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.filter((call) => call.path === '/support/conversations/c1/close')).toHaveLength(1);
  }, 120_000);
});
