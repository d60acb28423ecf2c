import type { SupportMessage } from '@halcyon/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

setUpEnglishScreens();

function message(overrides: Partial<SupportMessage>): SupportMessage {
  return {
    id: 'm1',
    clientId: null,
    sender: 'user',
    operatorName: null,
    text: 'hello',
    image: null,
    createdAt: 1_700_000_000_000,
    status: 'sent',
    ...overrides,
  };
}

describe('customer service page', () => {
  it('asks a logged-out visitor to log in', async () => {
    mockFetch(() => ok({}));
    renderApp('/pages/customer-service/customer-service');
    expect(await screen.findByText('Log in to chat with customer service')).toBeTruthy();
  });

  it('shows the conversation as plain text, reads the answers, and sends with one client id across a retry', {
    timeout: 20_000,
  }, async () => {
    const history = [
      message({ id: 'm1', clientId: 'c-1', text: '<b>bold?</b>', status: 'read' }),
      message({
        id: 'm2',
        sender: 'operator',
        operatorName: 'Mia',
        text: 'Hi, how can I help?',
        createdAt: 1_700_000_001_000,
      }),
    ];
    let attempts = 0;
    const { calls } = mockFetch((call) => {
      switch (pathOf(call)) {
        case '/api/uniapp/support/messages':
          if (call.method === 'GET') return ok({ items: history, hasMore: false, unread: 1 });
          attempts += 1;
          if (attempts === 1) return fail(409, 'CONFLICT', 'Try again');
          return ok(
            message({
              id: 'm3',
              clientId: (call.body as { clientId: string }).clientId,
              text: 'My deposit',
              createdAt: 1_700_000_002_000,
            }),
          );
        case '/api/uniapp/support/read':
          return ok({ unread: 0 });
        case '/api/uniapp/support/unread':
          return ok({ unread: 1 });
        case '/api/uniapp/support/config':
          return ok({ quickQuestions: ['How long does a deposit take?'] });
        default:
          return ok({});
      }
    });
    getSession().setSession(session());
    renderApp('/pages/customer-service/customer-service');
    expect(await screen.findByText('<b>bold?</b>')).toBeTruthy();
    expect(document.querySelector('.hc-chat b')).toBeNull();
    expect(screen.getByText('Mia')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => pathOf(call) === '/api/uniapp/support/read')?.body).toEqual({ upTo: 'm2' }),
    );

    await userEvent.type(screen.getByLabelText('Type a message'), 'My deposit');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Not sent, tap to retry' }));
    await waitFor(() => expect(screen.getAllByText('My deposit')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Sending')).toBeNull());
    const sends = calls.filter(
      (call) => pathOf(call) === '/api/uniapp/support/messages' && call.method === 'POST',
    );
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((call) => call.body as { clientId: string; text: string });
    expect(first?.clientId).toBe(second?.clientId);
    expect(first?.text).toBe('My deposit');
  });

  it('sends a quick question with a tap, once however often it is tapped on its way', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = mockFetch(async (call) => {
      switch (pathOf(call)) {
        case '/api/uniapp/support/messages':
          if (call.method === 'GET') return ok({ items: [], hasMore: false, unread: 0 });
          await answered;
          return ok(
            message({
              id: 'q1',
              clientId: (call.body as { clientId: string }).clientId,
              text: 'How long does a deposit take?',
            }),
          );
        case '/api/uniapp/support/config':
          return ok({ quickQuestions: ['How long does a deposit take?'] });
        default:
          return ok({ unread: 0 });
      }
    });
    getSession().setSession(session());
    renderApp('/pages/customer-service/customer-service');
    const chip = await screen.findByRole('button', { name: 'How long does a deposit take?' });
    await userEvent.click(chip);
    await userEvent.click(chip);
    const sends = () =>
      calls.filter((call) => pathOf(call) === '/api/uniapp/support/messages' && call.method === 'POST');
    await waitFor(() => expect(sends()[0]?.body).toMatchObject({ text: 'How long does a deposit take?' }));
    answer();
    await waitFor(() => expect(chip).toHaveProperty('disabled', false));
    expect(sends()).toHaveLength(1);
  });

  describe('a double tap or Enter before the screen has caught up sends once', () => {
    /** The page with an empty thread; every POST is stored as a message with its text and client id. */
    function chat() {
      let stored = 0;
      const { calls } = mockFetch((call) => {
        switch (pathOf(call)) {
          case '/api/uniapp/support/messages': {
            if (call.method === 'GET') return ok({ items: [], hasMore: false, unread: 0 });
            stored += 1;
            const body = call.body as { clientId: string; text: string };
            return ok(message({ id: `s${stored}`, clientId: body.clientId, text: body.text }));
          }
          case '/api/uniapp/support/config':
            return ok({ quickQuestions: ['How long does a deposit take?'] });
          default:
            return ok({ unread: 0 });
        }
      });
      getSession().setSession(session());
      renderApp('/pages/customer-service/customer-service');
      return () =>
        calls.filter((call) => pathOf(call) === '/api/uniapp/support/messages' && call.method === 'POST');
    }

    it('two taps on Send post the message once', async () => {
      const sends = chat();
      await userEvent.type(await screen.findByLabelText('Type a message'), 'My deposit');
      const button = screen.getByRole('button', { name: 'Send' });
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(screen.queryByText('Sending')).toBeNull());
      expect(screen.getAllByText('My deposit')).toHaveLength(1);
      expect(sends()).toHaveLength(1);
    });

    it('two Enters post the message once', async () => {
      const sends = chat();
      const box = await screen.findByLabelText('Type a message');
      await userEvent.type(box, 'My deposit');
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
      await waitFor(() => expect(screen.queryByText('Sending')).toBeNull());
      expect(screen.getAllByText('My deposit')).toHaveLength(1);
      expect(sends()).toHaveLength(1);
    });

    it('two taps on a quick question ask it once', async () => {
      const sends = chat();
      const chip = await screen.findByRole('button', { name: 'How long does a deposit take?' });
      fireEvent.click(chip);
      fireEvent.click(chip);
      await waitFor(() => expect(screen.queryByText('Sending')).toBeNull());
      // The chip and the one message.
      expect(screen.getAllByText('How long does a deposit take?')).toHaveLength(2);
      expect(sends()).toHaveLength(1);
    });
  });

  it("shows an operator's image, read with the person's token (an <img src> could not send it)", async () => {
    const url = '/api/uniapp/files/op-image-1';
    const picture = message({
      id: 'i1',
      sender: 'operator',
      operatorName: 'Mia',
      text: null,
      image: { fileId: 'op-image-1', url },
    });
    const { calls } = mockFetch((call) => {
      if (pathOf(call) === url)
        return new Response(new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }));
      if (pathOf(call) === '/api/uniapp/support/messages')
        return ok({ items: [picture], hasMore: false, unread: 1 });
      return ok({ unread: 0, quickQuestions: [] });
    });
    // jsdom has no object URLs (this file's own global).
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:op-image'), revokeObjectURL: vi.fn() });
    getSession().setSession(session());
    renderApp('/pages/customer-service/customer-service');
    const image = await screen.findByRole('img', { name: 'Image sent in the chat' });
    expect(image.getAttribute('src')).toBe('blob:op-image');
    expect(calls.find((call) => pathOf(call) === url)?.headers.Authorization).toBe('Bearer access-1');
  });

  it('an image still sending or not sent shows the uploaded picture, read with the token, and retries its file', async () => {
    let sendAnswer = () => fail(409, 'CONFLICT', 'Try again');
    const { calls } = mockFetch((call) => {
      if (pathOf(call) === '/api/uniapp/upload')
        return ok({ fileId: 'g1', url: '/api/uniapp/files/g1', type: 'support_image', mime: 'image/gif' });
      if (pathOf(call) === '/api/uniapp/files/g1')
        return new Response(new Blob([new Uint8Array([71, 73, 70])], { type: 'image/gif' }));
      if (pathOf(call) === '/api/uniapp/support/messages' && call.method === 'GET')
        return ok({ items: [], hasMore: false, unread: 0 });
      if (pathOf(call) === '/api/uniapp/support/messages') return sendAnswer();
      return ok({ unread: 0, quickQuestions: [] });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pending-gif'), revokeObjectURL: vi.fn() });
    getSession().setSession(session());
    renderApp('/pages/customer-service/customer-service');
    const picker = (await screen.findByTestId('chat-image-input')) as HTMLInputElement;
    await userEvent.upload(picker, new File(['GIF89a'], 'wave.gif', { type: 'image/gif' }));
    const retry = await screen.findByText('Not sent, tap to retry');
    const image = await screen.findByRole('img', { name: 'Image sent in the chat' });
    expect(image.getAttribute('src')).toBe('blob:pending-gif');
    expect(calls.find((call) => pathOf(call) === '/api/uniapp/files/g1')?.headers.Authorization).toBe(
      'Bearer access-1',
    );
    sendAnswer = () => ok(message({ id: 'g-msg', text: null, image: { fileId: 'g1', url: '' } }));
    await userEvent.click(retry);
    await waitFor(() => {
      const sends = calls.filter(
        (call) => pathOf(call) === '/api/uniapp/support/messages' && call.method === 'POST',
      );
      expect(sends.map((call) => (call.body as { fileId?: string }).fileId)).toEqual(['g1', 'g1']);
    });
  });

  it('offers GIF in the image picker and uploads one as a support_image', async () => {
    const { calls } = mockFetch((call) => {
      if (pathOf(call) === '/api/uniapp/upload')
        return ok({ fileId: 'g1', url: '/api/uniapp/files/g1', type: 'support_image', mime: 'image/png' });
      if (pathOf(call) === '/api/uniapp/support/messages' && call.method === 'GET')
        return ok({ items: [], hasMore: false, unread: 0 });
      if (pathOf(call) === '/api/uniapp/support/messages') {
        const { clientId } = call.body as { clientId: string };
        return ok(message({ id: 'g-msg', clientId, text: null, image: { fileId: 'g1', url: '' } }));
      }
      return ok({ unread: 0, quickQuestions: [] });
    });
    getSession().setSession(session());
    renderApp('/pages/customer-service/customer-service');
    const picker = (await screen.findByTestId('chat-image-input')) as HTMLInputElement;
    expect(picker.accept).toBe('image/jpeg,image/png,image/gif');
    await userEvent.upload(picker, new File(['GIF89a'], 'wave.gif', { type: 'image/gif' }));
    await waitFor(() => {
      const form = calls.find((call) => pathOf(call) === '/api/uniapp/upload')?.body as FormData | undefined;
      expect(form?.get('type')).toBe('support_image');
      expect((form?.get('file') as File | null)?.name).toBe('wave.gif');
    });
  });
});
