import type { WithdrawalPasswordStatus } from '@halcyon/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

let calls: RecordedCall[];
let status: WithdrawalPasswordStatus;
let twoFactorEnabled: boolean;
let saveReply: () => Response;

setUpEnglishScreens();
beforeEach(() => {
  status = { set: false, lockedUntil: null, holdUntil: null };
  twoFactorEnabled = false;
  saveReply = () => ok({ set: true, lockedUntil: null, holdUntil: Date.now() + 86_400_000 });
  ({ calls } = mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/uniapp/user/withdrawal-password/status') return ok(status);
    if (path === '/api/uniapp/user/2fa/status') {
      return ok({ enabled: twoFactorEnabled, enabledAt: null, recoveryCodesLeft: 0 });
    }
    if (path === '/api/uniapp/user/withdrawal-password') return saveReply();
    return ok({ user });
  }));
  getSession().setSession(session());
});

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save' });
const posts = () => calls.filter((call) => call.method === 'POST');

describe('withdrawal password page', () => {
  it('rates the new password on the five levels as it is typed', async () => {
    renderApp('/pages/profile/withdrawal-password');
    await screen.findByText('Set withdrawal password');
    expect(screen.getByText(/withdrawals are paused for 24 hours/)).toBeTruthy();
    const strength = () => screen.getByTestId('password-strength').textContent;
    await userEvent.type(field('New withdrawal password'), '123456');
    expect(strength()).toBe('Strength: Very weak');
    await userEvent.clear(field('New withdrawal password'));
    await userEvent.type(field('New withdrawal password'), '11122233');
    expect(strength()).toBe('Strength: Weak');
    await userEvent.clear(field('New withdrawal password'));
    await userEvent.type(field('New withdrawal password'), '839201');
    expect(strength()).toBe('Strength: Medium');
    await userEvent.clear(field('New withdrawal password'));
    await userEvent.type(field('New withdrawal password'), '8392017465');
    expect(strength()).toBe('Strength: Very strong');
  });

  it('refuses letters, short passwords and a confirmation that differs, before calling the server', async () => {
    renderApp('/pages/profile/withdrawal-password');
    await screen.findByText('Set withdrawal password');
    await userEvent.type(field('New withdrawal password'), '12ab56');
    await userEvent.type(field('Confirm new password'), '12ab56');
    await userEvent.click(save());
    expect(await screen.findByText('The withdrawal password may contain digits only')).toBeTruthy();
    await userEvent.clear(field('New withdrawal password'));
    await userEvent.type(field('New withdrawal password'), '83920174');
    await userEvent.clear(field('Confirm new password'));
    await userEvent.type(field('Confirm new password'), '83920175');
    await userEvent.click(save());
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('sets the first password without a current one', async () => {
    renderApp('/pages/profile/withdrawal-password');
    await screen.findByText('Set withdrawal password');
    expect(screen.queryByLabelText('Current withdrawal password')).toBeNull();
    await userEvent.type(field('New withdrawal password'), '83920174');
    await userEvent.type(field('Confirm new password'), '83920174');
    await userEvent.click(save());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ newPassword: '83920174', confirmPassword: '83920174' });
  });

  it('a double tap on Save sets the password once', async () => {
    renderApp('/pages/profile/withdrawal-password');
    await screen.findByText('Set withdrawal password');
    await userEvent.type(field('New withdrawal password'), '83920174');
    await userEvent.type(field('Confirm new password'), '83920174');
    const button = save();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(posts()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toHaveLength(1);
  });

  it('changing asks for the current password and a different new one', async () => {
    status = { set: true, lockedUntil: null, holdUntil: null };
    renderApp('/pages/profile/withdrawal-password');
    await screen.findByText('Change withdrawal password');
    await userEvent.type(field('New withdrawal password'), '83920174');
    await userEvent.type(field('Confirm new password'), '83920174');
    await userEvent.click(save());
    expect(await screen.findByText('Please enter the current withdrawal password')).toBeTruthy();
    await userEvent.type(field('Current withdrawal password'), '83920174');
    await userEvent.click(save());
    expect(
      await screen.findByText('The new withdrawal password must differ from the current one'),
    ).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('with two-factor sign-in on asks for the code, shows a wrong one, and sends the next', async () => {
    status = { set: true, lockedUntil: null, holdUntil: null };
    twoFactorEnabled = true;
    const wrong = 'The code is wrong or has already been used';
    let first = true;
    saveReply = () => {
      if (!first) return ok({ set: true, lockedUntil: null, holdUntil: Date.now() + 86_400_000 });
      first = false;
      return fail(422, 'VALIDATION_FAILED', 'Input invalid', { errors: { totp: [wrong] } });
    };
    renderApp('/pages/profile/withdrawal-password');
    await screen.findByText('Change withdrawal password');
    await userEvent.type(field('Current withdrawal password'), '83920174');
    await userEvent.type(field('New withdrawal password'), '61829374');
    await userEvent.type(field('Confirm new password'), '61829374');
    await userEvent.click(save());
    expect(await screen.findByText('Please enter the code')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    await userEvent.type(field('Authenticator code'), '123456');
    await userEvent.click(save());
    expect(await screen.findByText(wrong)).toBeTruthy();
    await userEvent.type(field('Authenticator code'), '654321');
    await userEvent.click(save());
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toEqual({
      currentPassword: '83920174',
      newPassword: '61829374',
      confirmPassword: '61829374',
      totp: '654321',
    });
  });

  it('shows the code field when the server asks for it', async () => {
    saveReply = () => fail(403, 'WITHDRAWAL_TOTP_REQUIRED', 'Enter the code from your authenticator app');
    renderApp('/pages/profile/withdrawal-password');
    await screen.findByText('Set withdrawal password');
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    await userEvent.type(field('New withdrawal password'), '83920174');
    await userEvent.type(field('Confirm new password'), '83920174');
    await userEvent.click(save());
    expect(await screen.findByLabelText('Authenticator code')).toBeTruthy();
    expect(screen.getByText('Enter the code from your authenticator app')).toBeTruthy();
  });
});
