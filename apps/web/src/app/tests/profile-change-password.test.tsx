import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

let calls: RecordedCall[];
/** What POST /user/password answers; by default the change is accepted. */
let passwordReply: () => Response;

setUpEnglishScreens();
beforeEach(() => {
  passwordReply = () => ok(null);
  ({ calls } = mockFetch((call) => {
    if (pathOf(call) === '/api/uniapp/user/password') return passwordReply();
    return ok({ user });
  }));
  getSession().setSession(session());
});

const changes = () => calls.filter((call) => pathOf(call) === '/api/uniapp/user/password');
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The personal centre with the change-password form open. */
async function openPasswordForm() {
  renderApp('/pages/profile/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Change login password' }));
  await screen.findByLabelText('Current password');
}

/** Types each given password into its field, clearing what was there; an empty one is left empty. */
async function fill(current: string, next: string, confirmation: string) {
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['Confirm new password', confirmation],
  ] as const) {
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
  }
}

describe('change password form', () => {
  it("refuses on the device what the password rules refuse, with each rule's message, sending nothing", async () => {
    await openPasswordForm();
    await save();
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Please enter your password',
        'Please enter your password',
        'Please confirm your password',
      ]),
    );
    const refusals: [string, string][] = [
      ['abc12', 'Password must be 6 to 20 characters'],
      ['abc123def456ghi789jk0', 'Password must be 6 to 20 characters'],
      ['abcdefgh', 'Password must contain letters and numbers'],
      ['12345678', 'Password must contain letters and numbers'],
    ];
    for (const [password, message] of refusals) {
      await fill('secret12', password, password);
      await save();
      await waitFor(() => expect(alerts()).toEqual([message]));
    }
    expect(changes()).toHaveLength(0);
  });

  it('refuses a confirmation that differs from the new password under the confirmation, sending nothing', async () => {
    await openPasswordForm();
    await fill('secret12', 'newpass34', 'newpass35');
    await save();
    const message = await screen.findByText('Passwords do not match');
    expect(message.id).toBe('profile-confirm-password-error');
    expect(alerts()).toEqual(['Passwords do not match']);
    expect(changes()).toHaveLength(0);
  });

  it("shows the server's wrong current password under that field, keeping the form and the session", async () => {
    passwordReply = () => fail(400, 'OLD_PASSWORD_INCORRECT', 'The current password is wrong');
    await openPasswordForm();
    await fill('wrong123', 'newpass34', 'newpass34');
    await save();
    const message = await screen.findByText('The current password is wrong');
    expect(message.id).toBe('profile-old-password-error');
    expect(alerts()).toEqual(['The current password is wrong']);
    expect(field('New password').value).toBe('newpass34');
    expect(getSession().isLogin).toBe(true);
    // The same new password as the current one is the new password's problem.
    passwordReply = () => fail(400, 'SAME_PASSWORD', 'The new password must differ from the current one');
    await fill('secret12', 'secret12', 'secret12');
    await save();
    const same = await screen.findByText('The new password must differ from the current one');
    expect(same.id).toBe('profile-new-password-error');
    expect(changes()).toHaveLength(2);
  });

  it('sends the three fields, says the password changed and closes; opened again the fields are empty', async () => {
    await openPasswordForm();
    await fill('secret12', 'newpass34', 'newpass34');
    await save();
    expect(await screen.findByText('Password changed. Other devices have been logged out.')).toBeTruthy();
    expect(changes().map((call) => ({ method: call.method, body: call.body }))).toEqual([
      {
        method: 'POST',
        body: { oldPassword: 'secret12', newPassword: 'newpass34', confirmPassword: 'newpass34' },
      },
    ]);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    // This device stays logged in (the server ends the others).
    expect(getSession().isLogin).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Change login password' }));
    expect(
      ['Current password', 'New password', 'Confirm new password'].map((label) => field(label).value),
    ).toEqual(['', '', '']);
  });

  it('a double click on Save changes the password once', async () => {
    await openPasswordForm();
    await fill('secret12', 'newpass34', 'newpass34');
    // Two taps in a row, the second before the first has been answered (or even checked).
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Password changed. Other devices have been logged out.')).toBeTruthy();
    expect(changes()).toHaveLength(1);
  });
});
