import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf, type RecordedCall } from '../../../test/fetch-mock.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

let calls: RecordedCall[];
/** The nickname the server holds: a change it accepts is what every later profile read answers. */
let stored: string;
/** When set, POST /user/update-profile is refused with this instead of stored. */
let refusal: (() => Response) | null;

setUpEnglishScreens();
beforeEach(() => {
  stored = 'Alice';
  refusal = null;
  ({ calls } = mockFetch((call) => {
    if (pathOf(call) === '/api/uniapp/user/update-profile') {
      if (refusal) return refusal();
      stored = (call.body as { nickname: string }).nickname;
    }
    return ok({ user: { ...user, nickname: stored } });
  }));
  getSession().setSession(session());
});

const updates = () => calls.filter((call) => pathOf(call) === '/api/uniapp/user/update-profile');
const nicknameRow = () => screen.getByRole('button', { name: /^Edit nickname/ });
const field = () => screen.getByLabelText('Nickname') as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

/** The personal centre with the nickname form open on the current name. */
async function openNicknameForm() {
  renderApp('/pages/profile/profile');
  await userEvent.click(await screen.findByRole('button', { name: /^Edit nickname/ }));
  return field();
}

async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('nickname form', () => {
  it('sends the new name trimmed, then shows it on the profile and keeps it in the session', async () => {
    const input = await openNicknameForm();
    expect(input.value).toBe('Alice');
    await userEvent.clear(input);
    await userEvent.type(input, '  Night Owl  ');
    await save();
    expect(await screen.findByText('Nickname saved')).toBeTruthy();
    expect(updates().map((call) => call.body)).toEqual([{ nickname: 'Night Owl' }]);
    // The form closed: the row and the header read the new name.
    expect(screen.queryByLabelText('Nickname')).toBeNull();
    expect(within(nicknameRow()).getByText('Night Owl')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Night Owl' })).toBeTruthy();
    expect(getSession().userInfo?.nickname).toBe('Night Owl');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toMatchObject({ nickname: 'Night Owl' });
  });

  it('refuses an empty or blank name on the device with the spec message, sending nothing', async () => {
    const input = await openNicknameForm();
    await userEvent.clear(input);
    await save();
    await waitFor(() => expect(alerts()).toEqual(['Please enter a nickname']));
    await userEvent.type(input, '    ');
    await save();
    await waitFor(() => expect(alerts()).toEqual(['Please enter a nickname']));
    expect(updates()).toHaveLength(0);
    expect(getSession().userInfo?.nickname).toBe('Alice');
  });

  it('takes at most 32 characters, and refuses a longer name that got in anyway (pasted by a keyboard app)', async () => {
    const input = await openNicknameForm();
    await userEvent.clear(input);
    // The field stops at the spec's 32 characters however many are typed.
    await userEvent.type(input, 'n'.repeat(40));
    expect(input.value).toBe('n'.repeat(32));
    // Some input methods put text in without the browser's length limit: the schema still holds.
    fireEvent.change(input, { target: { value: 'n'.repeat(33) } });
    await save();
    await waitFor(() => expect(alerts()).toEqual(['Too long']));
    expect(updates()).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'n'.repeat(32) } });
    await save();
    expect(await screen.findByText('Nickname saved')).toBeTruthy();
    expect(updates().map((call) => call.body)).toEqual([{ nickname: 'n'.repeat(32) }]);
  });

  it("shows the server's refusal of the name under the field, and keeps the form open on it", async () => {
    refusal = () =>
      fail(422, 'VALIDATION_FAILED', 'Input invalid', { errors: { nickname: ['Choose another nickname'] } });
    const input = await openNicknameForm();
    await userEvent.clear(input);
    await userEvent.type(input, 'Admin');
    await save();
    const message = await screen.findByText('Choose another nickname');
    expect(message.id).toBe('profile-nickname-error');
    expect(field().value).toBe('Admin');
    expect(updates()).toHaveLength(1);
    expect(getSession().userInfo?.nickname).toBe('Alice');
    expect(screen.getByRole('heading', { name: 'Alice' })).toBeTruthy();
  });

  it('Cancel closes the form on the old name, sending nothing; opened again it starts from that name', async () => {
    const input = await openNicknameForm();
    await userEvent.clear(input);
    await userEvent.type(input, 'Someone Else');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Nickname')).toBeNull();
    expect(within(nicknameRow()).getByText('Alice')).toBeTruthy();
    await userEvent.click(nicknameRow());
    expect(field().value).toBe('Alice');
    expect(updates()).toHaveLength(0);
    expect(getSession().userInfo?.nickname).toBe('Alice');
  });

  it('a double click on Save sends the change once', async () => {
    const input = await openNicknameForm();
    await userEvent.clear(input);
    await userEvent.type(input, 'Night Owl');
    // Two taps in a row, the second before the first has been answered (or even checked).
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Nickname saved')).toBeTruthy();
    expect(updates()).toHaveLength(1);
  });
});
