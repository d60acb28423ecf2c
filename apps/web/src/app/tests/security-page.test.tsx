import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doubleTapAsksOnce } from '../../../test/double-tap.ts';
import { fail, mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { profileKeys } from '../../features/profile/api.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { getSession } from '../../shared/session/session-store.ts';

setUpEnglishScreens();

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
/** The session of the phone the test runs on, as GET /user/sessions lists it. */
const THIS_DEVICE = {
  id: 's1',
  current: true,
  device: 'Chrome on Android',
  ip: null,
  signedInAt: 1,
  lastActiveAt: 1,
};

function logIn() {
  getSession().setSession(session());
}

/** This phone and a Firefox on Windows until sign-out-others is called, then this phone alone. */
function mockTwoSessions() {
  let others = true;
  return mockFetch((call) => {
    switch (pathOf(call)) {
      case '/api/uniapp/user/2fa/status':
        return ok({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
      case '/api/uniapp/user/sessions': {
        const other = { ...THIS_DEVICE, id: 's2', current: false, device: 'Firefox on Windows' };
        return ok({ items: others ? [THIS_DEVICE, other] : [THIS_DEVICE] });
      }
      case '/api/uniapp/user/sessions/sign-out-others':
        others = false;
        return ok({ signedOut: 1 });
      default:
        return ok({ items: [] });
    }
  });
}

describe('login with two-factor sign-in', () => {
  it('asks for the code after TOTP_REQUIRED and sends it with the password', async () => {
    const { calls } = mockFetch((call) => {
      if (pathOf(call) !== '/api/uniapp/login') return ok({});
      const body = call.body as { totp?: string };
      if (!body.totp) return fail(401, 'TOTP_REQUIRED', 'Enter the code from your authenticator app');
      if (body.totp !== '123456')
        return fail(400, 'TOTP_INVALID', 'The code is wrong or has already been used');
      return ok(session());
    });
    const app = renderApp('/pages/login/login');
    await userEvent.type(await screen.findByLabelText('Account or e-mail'), 'alice');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Two-factor verification');
    expect(getSession().isLogin).toBe(false);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code is wrong or has already been used')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(getSession().isLogin).toBe(true));
    const logins = calls.filter((call) => pathOf(call) === '/api/uniapp/login').map((call) => call.body);
    expect(logins).toEqual([
      { account: 'alice', password: 'secret12' },
      { account: 'alice', password: 'secret12', totp: '654321' },
      { account: 'alice', password: 'secret12', totp: '123456' },
    ]);
    expect(app.location()).toBe('/');
  });
});

describe('security page', () => {
  it('sets up two-factor sign-in: QR code and key, confirm with a code, recovery codes once', async () => {
    let enabled = false;
    const { calls } = mockFetch((call) => {
      switch (pathOf(call)) {
        case '/api/uniapp/user/2fa/status':
          return ok({ enabled, enabledAt: enabled ? 1 : null, recoveryCodesLeft: enabled ? 10 : 0 });
        case '/api/uniapp/user/2fa/setup':
          return ok({ secret: SECRET, otpauthUri: `otpauth://totp/Halcyon:alice?secret=${SECRET}` });
        case '/api/uniapp/user/2fa/enable':
          enabled = true;
          return ok({ recoveryCodes: RECOVERY });
        case '/api/uniapp/user/sessions':
          return ok({ items: [{ ...THIS_DEVICE, ip: '203.0.113.5' }] });
        case '/api/uniapp/user/sign-ins':
          return ok({ items: [{ signedInAt: 1, device: 'Safari on iOS', ip: '198.51.100.9' }] });
        default:
          return ok({});
      }
    });
    logIn();
    renderApp('/pages/profile/security');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    expect(await screen.findByTestId('two-factor-secret')).toHaveProperty('textContent', SECRET);
    expect(await screen.findByAltText('Scan this QR code with your authenticator app')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    // Read again at once: leaving the codes screen by Back, the personal centre already says On.
    await waitFor(() =>
      expect(queryClient.getQueryData(profileKeys.twoFactor)).toMatchObject({ enabled: true }),
    );
    expect(calls.find((call) => pathOf(call) === '/api/uniapp/user/2fa/enable')?.body).toEqual({
      code: '123456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByTestId('two-factor-state')).toHaveProperty(
      'textContent',
      'Two-factor sign-in is on',
    );
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByTestId('active-sessions').textContent).toContain('Chrome on Android · This device');
    expect(screen.getByTestId('recent-sign-ins').textContent).toContain('Safari on iOS');
  });

  it('shows a wrong confirmation code under the field', async () => {
    mockFetch((call) => {
      switch (pathOf(call)) {
        case '/api/uniapp/user/2fa/status':
          return ok({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
        case '/api/uniapp/user/2fa/setup':
          return ok({ secret: SECRET, otpauthUri: `otpauth://totp/x?secret=${SECRET}` });
        case '/api/uniapp/user/2fa/enable':
          return fail(400, 'TOTP_INVALID', 'The code is wrong or has already been used');
        default:
          return ok({ items: [] });
      }
    });
    logIn();
    renderApp('/pages/profile/security');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    await userEvent.type(await screen.findByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The code is wrong or has already been used',
    );
  });

  it('signs out everywhere else after confirming', async () => {
    const { calls } = mockTwoSessions();
    logIn();
    renderApp('/pages/profile/security');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    // The dialog animates in; its buttons take clicks before the animation ends.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('No other devices are signed in')).toBeTruthy();
    expect(calls.some((call) => pathOf(call) === '/api/uniapp/user/sessions/sign-out-others')).toBe(true);
  });

  // Already so without a guard: Set up shows its spinner (a disabled button) inside the tap's own handler,
  // which React draws before the next tap. Pinned, as moving that after an await would ask twice.
  it('a double tap on Set up asks for one secret', async () => {
    const { calls } = mockFetch((call) => {
      switch (pathOf(call)) {
        case '/api/uniapp/user/2fa/status':
          return ok({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
        case '/api/uniapp/user/2fa/setup':
          return ok({ secret: SECRET, otpauthUri: `otpauth://totp/x?secret=${SECRET}` });
        default:
          return ok({ items: [] });
      }
    });
    logIn();
    renderApp('/pages/profile/security');
    const start = await screen.findByRole('button', { name: 'Set up' });
    fireEvent.click(start);
    fireEvent.click(start);
    expect(await screen.findByTestId('two-factor-secret')).toHaveProperty('textContent', SECRET);
    expect(calls.filter((call) => pathOf(call) === '/api/uniapp/user/2fa/setup')).toHaveLength(1);
  });

  it('a double tap on Sign out everywhere else asks once and signs out once', async () => {
    const { calls } = mockTwoSessions();
    logIn();
    renderApp('/pages/profile/security');
    const button = await screen.findByRole('button', { name: 'Sign out everywhere else' });
    const question = await doubleTapAsksOnce(button, 'Sign out all other devices?');
    fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('No other devices are signed in')).toBeTruthy();
    expect(calls.filter((call) => pathOf(call) === '/api/uniapp/user/sessions/sign-out-others')).toHaveLength(
      1,
    );
  });

  it('says each section is loading until its answer arrives, instead of bare headings', async () => {
    const answers: Record<string, () => Response> = {
      '/api/uniapp/user/2fa/status': () => ok({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
      '/api/uniapp/user/sessions': () => ok({ items: [THIS_DEVICE] }),
      '/api/uniapp/user/sign-ins': () =>
        ok({ items: [{ signedInAt: 1, device: 'Safari on iOS', ip: null }] }),
    };
    const waiting: Array<() => void> = [];
    mockFetch((call) => {
      const answer = answers[pathOf(call)];
      if (!answer) return ok({});
      return new Promise<Response>((resolve) => waiting.push(() => resolve(answer())));
    });
    logIn();
    renderApp('/pages/profile/security');
    await waitFor(() => expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(3));
    for (const answer of waiting) answer();
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('status', { name: 'Loading…' })).toHaveLength(0));
    expect(screen.getByTestId('active-sessions').textContent).toContain('Chrome on Android');
    expect(screen.getByTestId('recent-sign-ins').textContent).toContain('Safari on iOS');
  });
});
