import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN, fakeServer, InertWebSocket, operatorOf } from '../../../test/fake-server.ts';
import { App } from '../app.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

beforeEach(() => {
  vi.stubGlobal('WebSocket', InertWebSocket);
  window.location.hash = '#/sign-in';
});

describe('operator sign-in', () => {
  it('enrols TOTP on the first sign-in: QR code and secret, then the code signs in', async () => {
    const server = fakeServer({
      'GET /auth/me': () => ({ status: 401, code: 'UNAUTHORIZED' }),
      'POST /auth/login': () => ({
        data: {
          status: 'TOTP_ENROLMENT_REQUIRED',
          enrolmentToken: 'enrol-1',
          expiresAt: Date.now() + 600_000,
        },
      }),
      'POST /auth/totp/enrol': () => ({
        data: { secret: SECRET, otpauthUri: `otpauth://totp/Halcyon:owner?secret=${SECRET}&issuer=Halcyon` },
      }),
      'POST /auth/totp/verify': () => ({
        data: {
          status: 'SIGNED_IN',
          operator: operatorOf('owner'),
          csrfToken: CSRF_TOKEN,
          expiresAt: Date.now() + 3_600_000,
        },
      }),
      'GET /dashboard': () => ({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Busy' }),
    });
    render(<App nonce={undefined} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'owner@halcyon.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long password' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const qr = await screen.findByRole('img', { name: 'QR code of the authenticator secret' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('totp-secret').textContent).toContain(SECRET);
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '123456' } });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
    expect(await screen.findByRole('menu', { name: 'Main menu' })).toBeTruthy();
    const login = server.calls.find((call) => call.path === '/auth/login');
    // No code typed at the first sign-in: none is sent.
    expect(login?.body).toEqual({ email: 'owner@halcyon.test', password: 'a long password' });
    expect(server.calls.find((call) => call.path === '/auth/totp/verify')?.body).toEqual({
      enrolmentToken: 'enrol-1',
      code: '123456',
    });
  });

  it('shows the server message when the code is wrong and stays on sign-in', async () => {
    fakeServer({
      'GET /auth/me': () => ({ status: 401, code: 'UNAUTHORIZED' }),
      'POST /auth/login': () => ({
        status: 400,
        code: 'TOTP_INVALID',
        message: 'The code is wrong or already used',
      }),
    });
    render(<App nonce={undefined} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'owner@halcyon.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long password' } });
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '000000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code is wrong or already used')).toBeTruthy();
    expect(window.location.hash).toMatch(/^#\/sign-in/);
  });
});
