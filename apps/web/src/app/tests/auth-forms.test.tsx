import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '../../../test/fetch-mock.ts';
import { session, user } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

setUpEnglishScreens();

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

describe('login form', () => {
  it('shows the required messages of the shared schema', async () => {
    mockFetch(() => ok({}));
    renderApp('/pages/login/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(alerts()).toEqual(['Please enter your account', 'Please enter your password']),
    );
  });

  it('logs in by e-mail, stores the session and returns to the page that asked', async () => {
    const { calls } = mockFetch(() => ok(session()));
    const app = renderApp('/pages/login/login?redirect=%2Fpages%2Fprofile%2Fprofile');
    await userEvent.type(await screen.findByLabelText('Account or e-mail'), 'alice@example.com');
    await userEvent.type(field('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location()).toBe('/pages/profile/profile'));
    // Not calls[0]: the page also reads /app/config for the demo-account hint.
    expect(calls.find((call) => call.url === '/api/uniapp/login')).toMatchObject({
      url: '/api/uniapp/login',
      method: 'POST',
      body: { account: 'alice@example.com', password: 'secret12' },
    });
    expect(getSession()).toMatchObject({ isLogin: true, token: 'access-1' });
    expect(localStorage.getItem('token')).toBe('access-1');
  });

  it('shows the server message on wrong credentials and stays logged out', async () => {
    mockFetch(() => fail(401, 'INVALID_CREDENTIALS', 'Wrong username or password'));
    const app = renderApp('/pages/login/login');
    await userEvent.type(await screen.findByLabelText('Account or e-mail'), 'alice');
    await userEvent.type(field('Password'), 'wrong123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong username or password')).toBeTruthy();
    expect(getSession().isLogin).toBe(false);
    expect(app.location()).toBe('/pages/login/login');
  });
});

describe('register form', () => {
  beforeEach(() => {
    mockFetch((call) => {
      if (call.url.endsWith('/app/status'))
        return ok({ status: 'ok', serverTime: 0, uptimeSeconds: 1, registerCaptcha: false });
      if (call.url.endsWith('/auth/email-code')) return ok({ sent: true, resendAfterSeconds: 60 });
      if (call.url.endsWith('/register'))
        return fail(422, 'VALIDATION_FAILED', 'Input invalid', {
          errors: { 'body.account': ['Username or email already exists'] },
        });
      return ok({ user });
    });
  });

  it('shows the spec messages for each rule', async () => {
    renderApp('/pages/register/register');
    await userEvent.type(await screen.findByLabelText('Account'), 'ab');
    await userEvent.type(field('E-mail'), 'not-an-email');
    await userEvent.type(field('Password'), 'abcdefg');
    await userEvent.type(field('Confirm password'), 'abcdefh');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Account must be 3 to 20 characters',
        'Invalid e-mail format',
        'Please enter the verification code',
        'Password must contain letters and numbers',
        'Passwords do not match',
      ]),
    );
  });

  it('asks to send the code first, sends it with a 60 s countdown, and shows server field errors', async () => {
    renderApp('/pages/register/register?invite=FRIEND7');
    expect(await screen.findByLabelText('Invitation code (optional)')).toHaveProperty('value', 'FRIEND7');
    expect(screen.queryByLabelText('Image code')).toBeNull();
    await userEvent.type(field('Account'), 'alice_01');
    await userEvent.type(field('E-mail'), 'Alice@Example.com');
    await userEvent.type(field('E-mail code'), '123456');
    await userEvent.type(field('Password'), 'secret12');
    await userEvent.type(field('Confirm password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please send verification code first')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (59|60) s/ })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username or email already exists')).toBeTruthy();
    expect(getSession().isLogin).toBe(false);
  });

  it('a double tap on Send code sends one code and says so once, with no cooldown error', async () => {
    let codes = 0;
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith('/app/status'))
        return ok({ status: 'ok', serverTime: 0, uptimeSeconds: 1, registerCaptcha: false });
      if (call.url.endsWith('/auth/email-code')) {
        codes += 1;
        // The server's cooldown refuses a second code within 60 s.
        if (codes > 1) return fail(429, 'EMAIL_CODE_COOLDOWN', 'Please wait before requesting another code');
        return ok({ sent: true, resendAfterSeconds: 60 });
      }
      return ok({});
    });
    renderApp('/pages/register/register');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'alice@example.com');
    const send = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByRole('button', { name: /Resend in (59|60) s/ })).toBeTruthy();
    expect(await screen.findByText('Verification code sent, please check your e-mail')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.url.endsWith('/auth/email-code'))).toHaveLength(1);
    expect(screen.queryByText(/before requesting another code/)).toBeNull();
  });

  it('shows the captcha with tap-to-refresh when the server asks for one', async () => {
    let captchas = 0;
    mockFetch((call) => {
      if (call.url.endsWith('/app/status'))
        return ok({ status: 'ok', serverTime: 0, uptimeSeconds: 1, registerCaptcha: true });
      if (call.url.endsWith('/register/captcha')) {
        captchas += 1;
        return ok({ captchaId: `c${captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' });
      }
      return ok({});
    });
    renderApp('/pages/register/register');
    expect(await screen.findByLabelText('Image code')).toBeTruthy();
    const image = await screen.findByRole('button', { name: 'Image code, tap to refresh' });
    await waitFor(() => expect(captchas).toBe(1));
    await userEvent.click(image);
    await waitFor(() => expect(captchas).toBe(2));
  });
});
