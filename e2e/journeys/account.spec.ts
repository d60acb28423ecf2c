import { expectAccessible } from '../support/axe.ts';
import { api, expect, newPerson, test, waitForEmailCode } from '../support/fixtures.ts';

type User = { account: string; email: string; nickname: string };

async function storedToken(page: import('@playwright/test').Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'the session token is kept in localStorage').toBeTruthy();
  return token as string;
}

test('a person registers with the code from their e-mail, logs out, logs back in by e-mail, and a reload keeps them in', async ({
  page,
}) => {
  const person = newPerson();

  await page.goto('/#/pages/register/register');
  await expect(page.getByLabel('Account', { exact: true })).toBeVisible();
  await expectAccessible(page, 'register');
  await page.getByLabel('Account', { exact: true }).fill(person.account);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  // The button counts down so that nobody hammers the mail server.
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

  const code = await waitForEmailCode(person.email, sentAt);
  await page.getByLabel('E-mail code', { exact: true }).fill(code);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);

  // The server really has this person, and the screen's session is theirs.
  const registered = await api<{ user: User }>('/auth/check', { token: await storedToken(page) });
  expect(registered.status).toBe(200);
  expect(registered.body.data.user).toMatchObject({ account: person.account, email: person.email });

  // Their personal centre shows who they are, and survives a reload.
  await page.goto('/#/pages/profile/profile');
  await expect(page.getByText(person.email)).toBeVisible();
  await page.reload();
  await expect(page.getByText(person.email)).toBeVisible();
  await expectAccessible(page, 'profile');

  // Log out: the server forgets the session and the app goes to login.
  const tokenBeforeLogout = await storedToken(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await api('/auth/check', { token: tokenBeforeLogout })).status).toBe(401);

  // Log in again, this time by e-mail address.
  await page.getByLabel('Account or e-mail').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/pages\/login\/login/);
  const relogged = await api<{ user: User }>('/auth/check', { token: await storedToken(page) });
  expect(relogged.body.data.user.account).toBe(person.account);

  await page.reload();
  await page.goto('/#/pages/profile/profile');
  await expect(page.getByText(person.email)).toBeVisible();
});

test('a wrong password is refused with a message that does not say which part was wrong', async ({
  page,
}) => {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account or e-mail').fill('nobody-here');
  await page.getByLabel('Password', { exact: true }).fill('wrong123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong username or password')).toBeVisible();
  await expectAccessible(page, 'login');
  await expect(page).toHaveURL(/pages\/login\/login/);
});

test('the register form explains each rule of the spec before anything is sent', async ({ page }) => {
  await page.goto('/#/pages/register/register');
  await page.getByLabel('Account', { exact: true }).fill('ab');
  await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('onlyletters');
  await page.getByLabel('Confirm password', { exact: true }).fill('different1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Account must be 3 to 20 characters')).toBeVisible();
  await expect(page.getByText('Invalid e-mail format')).toBeVisible();
  await expect(page.getByText('Password must contain letters and numbers')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/pages\/register\/register/);
});
