import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, pathOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpMarketScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

const AVATAR = '/api/uniapp/files/avatar-1';
let calls: RecordedCall[];
let photo: () => Response;

setUpMarketScreens();
beforeEach(() => {
  photo = () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
  ({ calls } = mockFetch((call) => {
    if (pathOf(call) === AVATAR) return photo();
    if (pathOf(call) === '/api/uniapp/auth/check') return ok({ user: getSession().userInfo ?? user });
    return fail(404, 'NOT_FOUND', 'Not found');
  }));
  // jsdom has no object URLs (this file's own global): the blob of the fetched photo gets this one.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:avatar'), revokeObjectURL: vi.fn() });
});

const shortcut = () => screen.findByRole('button', { name: 'Profile' });
const photoFetches = () => calls.filter((call) => pathOf(call) === AVATAR);

describe('the home header', () => {
  it("shows the signed-in person's photo, fetched with their token", async () => {
    getSession().setSession(session({ user: { ...user, avatar: AVATAR } }));
    renderApp('/');
    const image = await screen.findByTestId('header-avatar');
    expect(image.getAttribute('src')).toBe('blob:avatar');
    expect((await shortcut()).contains(image)).toBe(true);
    expect(photoFetches()[0]?.headers.Authorization).toBe('Bearer access-1');
  });

  it('shows the default figure logged out, without a photo, or when the photo cannot be read', async () => {
    const { unmount } = renderApp('/');
    expect((await shortcut()).querySelector('svg')).not.toBeNull();
    unmount();

    getSession().setSession(session());
    const second = renderApp('/');
    expect((await shortcut()).querySelector('svg')).not.toBeNull();
    second.unmount();
    expect(photoFetches()).toHaveLength(0);

    photo = () => fail(404, 'NOT_FOUND', 'Not found');
    getSession().setUser({ ...user, avatar: AVATAR });
    renderApp('/');
    await waitFor(() => expect(photoFetches()).toHaveLength(1));
    expect((await shortcut()).querySelector('svg')).not.toBeNull();
    expect(screen.queryByTestId('header-avatar')).toBeNull();
  });
});
