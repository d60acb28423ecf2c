import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { pngFile } from '../../../test/finance-fixtures.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

let calls: RecordedCall[];
let avatarReply: () => Response;

setUpEnglishScreens();
beforeEach(() => {
  avatarReply = () => ok({ ...user, avatar: '/api/uniapp/files/avatar-1' });
  ({ calls } = mockFetch((call) => {
    if (pathOf(call) === '/api/uniapp/user/avatar') return avatarReply();
    return ok({ user });
  }));
  getSession().setSession(session());
});

const avatarPosts = () => calls.filter((call) => pathOf(call) === '/api/uniapp/user/avatar');
const input = () => screen.getByTestId('avatar-file') as HTMLInputElement;

describe('profile photo', () => {
  it('refuses an SVG and an 11 MB picture on the device, uploading nothing', async () => {
    const person = userEvent.setup({ applyAccept: false });
    renderApp('/pages/profile/profile');
    await screen.findByRole('button', { name: 'Change your photo' });
    await person.upload(input(), new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(
      await screen.findByText('Failed to select image: choose a JPG, PNG or GIF of at most 10 MB'),
    ).toBeTruthy();
    await person.upload(input(), pngFile('big.png', 11 * 1024 * 1024));
    expect(avatarPosts()).toHaveLength(0);
  });

  it('uploads the picked photo as the form field avatar and keeps the new URL on the session', async () => {
    renderApp('/pages/profile/profile');
    await screen.findByRole('button', { name: 'Change your photo' });
    await userEvent.upload(input(), pngFile('me.png'));
    await waitFor(() => expect(getSession().userInfo?.avatar).toBe('/api/uniapp/files/avatar-1'));
    const form = avatarPosts()[0]?.body as FormData;
    expect((form.get('avatar') as File).name).toBe('me.png');
    expect(await screen.findByText('Photo updated')).toBeTruthy();
  });

  it("shows the server's refusal, or the spec's upload failure when no answer comes", async () => {
    avatarReply = () => fail(415, 'UPLOAD_TYPE_NOT_ALLOWED', 'This file type is not accepted here');
    renderApp('/pages/profile/profile');
    await screen.findByRole('button', { name: 'Change your photo' });
    await userEvent.upload(input(), pngFile('me.png'));
    expect(await screen.findByText('This file type is not accepted here')).toBeTruthy();
    avatarReply = () => fail(500, 'INTERNAL_ERROR', 'boom');
    await userEvent.upload(input(), pngFile('again.png'));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(getSession().userInfo?.avatar ?? null).toBeNull();
  });
});
