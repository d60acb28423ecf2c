import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

setUpEnglishScreens();

describe('login', () => {
  it('a double tap on Log in sends one login', async () => {
    const { calls } = mockFetch((call) => (pathOf(call) === '/api/uniapp/login' ? ok(session()) : ok({})));
    renderApp('/pages/login/login');
    await userEvent.type(await screen.findByLabelText('Account or e-mail'), 'alice');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret12');
    const button = screen.getByRole('button', { name: 'Log in' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(getSession().isLogin).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => pathOf(call) === '/api/uniapp/login')).toHaveLength(1);
  });
});
