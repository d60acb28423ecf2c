import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { api, expect, type Person, registeredPerson, test } from '../support/fixtures.ts';

async function logIn(page: Page, person: Person): Promise<void> {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account or e-mail').fill(person.account);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The authenticator's current code, waiting for the next 30 s step when this one was already used. */
async function nextCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

test('a person turns on two-factor sign-in in the personal centre and signs in again with a code', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const person = await registeredPerson();
  await logIn(page, person);
  await expect(page).not.toHaveURL(/pages\/login\/login/);

  // Personal centre: the status row says off and leads to the security page.
  await page.goto('/#/pages/profile/profile');
  await expect(page.getByText(person.email)).toBeVisible();
  const row = page.getByRole('button', { name: /Two-factor sign-in/ });
  await expect(row).toContainText('Off');
  await row.click();
  await expect(page).toHaveURL(/pages\/profile\/security/);

  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(
    page.getByRole('img', { name: 'Scan this QR code with your authenticator app' }),
  ).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const used = new Set<string>();
  await page.getByLabel('Code', { exact: true }).fill(await nextCode(secret, used));
  await page.getByRole('button', { name: 'Turn on' }).click();

  // Ten recovery codes, shown once.
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Two-factor sign-in is on');
  await expect(page.getByTestId('active-sessions')).toContainText('This device');

  // Log out, and sign in again: after the password the form asks for the code.
  await page.goto('/#/pages/profile/profile');
  await expect(page.getByRole('button', { name: /Two-factor sign-in/ })).toContainText('On');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/pages\/login\/login/);
  await page.getByLabel('Account or e-mail').fill(person.account);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const codeField = page.getByLabel('Two-factor verification');
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/pages\/login\/login/);

  // A wrong code is refused beside the field; the authenticator's next code lets them in.
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The code is wrong or has already been used')).toBeVisible();
  await codeField.fill(await nextCode(secret, used));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/pages\/login\/login/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const check = await api<{ user: { account: string } }>('/auth/check', { token: token ?? '' });
  expect(check.body.data.user.account).toBe(person.account);
  const status = await api<{ enabled: boolean; recoveryCodesLeft: number }>('/user/2fa/status', {
    token: token ?? '',
  });
  expect(status.body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
});
