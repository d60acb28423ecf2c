import { expect, test } from '../support/fixtures.ts';

test('a logged-out person opening a guarded page is told to log in and taken to login', async ({ page }) => {
  await page.goto('/#/pages/profile/profile');
  await expect(page.getByText('Please log in first')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fprofile%2Fprofile/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('switching the language changes the whole interface, is remembered, and reaches other tabs', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Home')).toBeVisible();
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab.getByRole('navigation', { name: 'Main navigation' }).getByText('Home')).toBeVisible();

  await page.goto('/#/pages/settings/language');
  await page.getByText('日本語', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('言語設定');
  await expect(page).toHaveTitle(/言語設定/);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  // The other open tab follows without a reload.
  await expect(
    otherTab.getByRole('navigation', { name: 'メインナビゲーション' }).getByText('ホーム'),
  ).toBeVisible();

  // A reload keeps the choice; the form's own rules and the server's answers come in it too.
  await page.goto('/#/pages/login/login');
  await page.reload();
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('アカウントを入力してください')).toBeVisible();
  await page.getByLabel('アカウントまたはメールアドレス').fill('nobody-here');
  await page.getByLabel('パスワード', { exact: true }).fill('wrong123');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('ユーザー名またはパスワードが正しくありません')).toBeVisible();
});
