import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a logged-out person opening a guarded page is told to log in and taken to login', async ({ page }) => {
  await page.goto('/#/pages/profile/profile');
  await expect(page.getByText('Please log in first')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fprofile%2Fprofile/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a shared link to a page that needs an account sends a logged-out visitor home, says why, and logging in returns there', async ({
  page,
}) => {
  const trade = page.waitForRequest(/trade-page-[^/]*\.js$/, { timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  await page.goto('/#/pages/trade/trade?symbol=ETHUSDT');
  await expect(page.getByText('Log in to open that page')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  // The guard decided before the trade page's code was fetched.
  expect(await trade).toBe(false);

  await page.goto('/#/pages/login/login');
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/trade\/trade\?symbol=ETHUSDT$/);

  // Logged in, the login and register pages lead home.
  await page.goto('/#/pages/register/register');
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/pages/login/login');
  await expect(page).toHaveURL(/#\/$/);
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
  // The confirmation toast loads on first use and may come after the heading changed: the screen's colours
  // are checked once it has come and gone, not while it fades in.
  await expect(page.getByText('言語を変更しました')).toBeVisible();
  await expectAccessible(page, 'language');
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
