import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, pathOf } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setUpEnglishScreens } from '../../../test/screen-test.ts';
import { getSession } from '../../shared/session/session-store.ts';

setUpEnglishScreens();

const IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

describe('login after many failed attempts on the account', () => {
  it('shows the image code after CAPTCHA_REQUIRED and sends it, with a fresh image after a wrong one', async () => {
    let images = 0;
    const { calls } = mockFetch((call) => {
      if (pathOf(call) === '/api/uniapp/register/captcha') {
        images += 1;
        return ok({ captchaId: `c${images}`, image: IMAGE });
      }
      if (pathOf(call) !== '/api/uniapp/login') return ok({});
      const body = call.body as { captcha?: string };
      if (!body.captcha)
        return fail(400, 'CAPTCHA_REQUIRED', 'Please solve the image code to continue signing in');
      if (body.captcha !== 'k7wp')
        return fail(400, 'CAPTCHA_INVALID', 'The image code is wrong, please try again');
      return ok(session());
    });
    renderApp('/pages/login/login');
    await userEvent.type(await screen.findByLabelText('Account or e-mail'), 'alice');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const field = await screen.findByLabelText('Image code');
    expect(getSession().isLogin).toBe(false);
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The image code is wrong, please try again')).toBeTruthy();
    await waitFor(() => expect(images).toBe(2));
    await userEvent.clear(field);
    await userEvent.type(field, 'k7wp');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(getSession().isLogin).toBe(true));
    // Signed in, the app goes home: wait for the home screen, which loads lazily, so that its rendering
    // does not outlive the test (it once ran after this file's jsdom was gone: "window is not defined").
    expect(await screen.findByText('Quick charge')).toBeTruthy();
    const logins = calls.filter((call) => pathOf(call) === '/api/uniapp/login').map((call) => call.body);
    expect(logins).toEqual([
      { account: 'alice', password: 'secret12' },
      { account: 'alice', password: 'secret12', captchaId: 'c1', captcha: 'nope' },
      { account: 'alice', password: 'secret12', captchaId: 'c2', captcha: 'k7wp' },
    ]);
  });
});
