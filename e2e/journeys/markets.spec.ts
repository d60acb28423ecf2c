import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { api, expect, registeredPerson, test } from '../support/fixtures.ts';

type Watchlist = { symbols: string[] };
type Kline = { interval: string; candles: unknown[] };

/** Every price a table shows, joined: changes when any of them moves. */
function pricesIn(page: Page, selector: string) {
  return page.locator(`${selector} .hc-live-price`).allTextContents();
}

/** The names of the animations running on the page that never end (a loading spinner's included). */
function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY)
      .map((animation) => (animation instanceof CSSAnimation ? animation.animationName : 'unnamed')),
  );
}

/** Which banner the home carousel shows (its indicator's active dot); -1 until the carousel has loaded. */
function activeBanner(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.hc-banners .adm-page-indicator-dot')].findIndex((dot) =>
      dot.classList.contains('adm-page-indicator-dot-active'),
    ),
  );
}

// The journeys run as a person who asked for less motion (playwright.config.ts); this one keeps the default.
test.use({ reducedMotion: 'no-preference' });

// Today the test machine's clock says Saturday: only crypto markets trade, so the journey watches crypto.
test('a person sees prices move on home, finds a pair, stars it after logging in, finds it under the watchlist after a reload and reads its chart', async ({
  page,
}) => {
  const person = await registeredPerson();

  // Home: the popular coins move in place, without a reload.
  await page.goto('/');
  const popular = page.getByRole('tabpanel', { name: 'Popular coins' });
  await expect(popular.getByRole('button', { name: 'BTC/USDT, Bitcoin' })).toBeVisible();
  await expect.poll(() => activeBanner(page)).toBe(0);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const before = (await pricesIn(page, '.hc-home-rows')).join('|');
  await expect
    .poll(async () => (await pricesIn(page, '.hc-home-rows')).join('|'), { timeout: 20_000 })
    .not.toBe(before);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect(page.getByRole('region', { name: 'Top gainers' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Top losers' }).getByRole('listitem')).toHaveCount(5);
  // The built-in notice is wider than a phone: it scrolls. The banners advance every 5 s (and go round: the
  // price wait above may have outlasted a whole round, so any banner but the first is seen as moved).
  await expect.poll(() => endlessAnimations(page)).toContain('hc-notice-scroll');
  await expect.poll(() => activeBanner(page), { timeout: 10_000 }).not.toBe(0);
  await expectAccessible(page, 'home');

  // Market: search by symbol.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Market').click();
  await expect(page).toHaveURL(/#\/pages\/market\/market$/);
  await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => endlessAnimations(page)).toContain('hc-pulse');
  await expectAccessible(page, 'market');
  const searched = page.waitForRequest((request) => /\/trading\/pairs\?.*search=sol/.test(request.url()));
  await page.getByRole('searchbox', { name: 'Search by pair symbol' }).fill('sol');
  await searched;
  const solRow = page.getByRole('button', { name: 'SOL/USDT, Solana' });
  await expect(solRow).toBeVisible();
  await expect(page.getByRole('button', { name: /^BTC\/USDT/ })).toHaveCount(0);

  // The watchlist needs an account: the star asks to log in, and login brings the person back.
  await page.getByRole('button', { name: 'Add SOL/USDT to watchlist' }).click();
  await expect(page.getByText('Please log in first')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fmarket%2Fmarket/);
  await page.getByLabel('Account or e-mail').fill(person.account);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/market\/market$/);

  await page.getByRole('button', { name: 'Add SOL/USDT to watchlist' }).click();
  await expect(page.getByText('Added to watchlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove SOL/USDT from watchlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const token = (await page.evaluate(() => localStorage.getItem('token'))) as string;
  const stored = await api<Watchlist>('/trading/watchlist', { token });
  expect(stored.body.data.symbols).toContain('SOL/USDT');

  // After a reload the watchlist tab still has it.
  await page.reload();
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(page.getByRole('button', { name: 'SOL/USDT, Solana' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove SOL/USDT from watchlist' })).toBeVisible();

  // Its chart: candles on a canvas, the price live, and each interval asks for its own candles.
  await page.getByRole('button', { name: 'SOL/USDT, Solana' }).click();
  await expect(page).toHaveURL(/#\/pages\/market\/detail\?symbol=SOLUSDT$/);
  await expect(page.getByRole('heading', { level: 2, name: 'SOL/USDT' })).toBeVisible();
  await expect(page.getByText('Market open 24/7')).toBeVisible();
  const chart = page.getByRole('img', { name: 'SOL/USDT price chart, 15m candles' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expectAccessible(page, 'pair detail');
  const price = page.locator('.hc-detail-price');
  const firstPrice = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 20_000 }).not.toBe(firstPrice);

  for (const [label, interval] of [
    ['5m', '5m'],
    ['1D', '1d'],
    ['1m', '1m'],
  ] as const) {
    const requested = page.waitForRequest(
      (request) =>
        request.url().includes('/trading/kline?') && request.url().includes(`interval=${interval}`),
    );
    await page.getByRole('tab', { name: label, exact: true }).click();
    const request = await requested;
    expect(new URL(request.url()).searchParams.get('symbol')).toBe('SOLUSDT');
    await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('img', { name: `SOL/USDT price chart, ${label} candles` })).toBeVisible();
    await expect(page.locator('.hc-chart canvas').first()).toBeVisible();
    const candles = await api<Kline>(`/trading/kline?symbol=SOLUSDT&interval=${interval}`);
    expect(candles.body.data.candles.length).toBeGreaterThan(0);
  }
  await expect(page.getByText('Failed to switch time period')).toHaveCount(0);

  // Buy leads to the trade page with the pair and the side.
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/#\/pages\/trade\/trade\?symbol=SOLUSDT&side=buy$/);
});

test.describe('asked for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test("nothing on home, the market or a pair's page moves on its own: the notice wraps, the banners and the live dot stay still", async ({
    page,
  }) => {
    // Each page is checked once what would move there is shown, and polled: a spinner may turn (slowly,
    // under reduced motion) until what it waits for has loaded. Loading placeholders do not shimmer.
    // The notice, too wide for one line, wraps instead of scrolling: all of it fits its bar.
    await page.goto('/');
    await expect.poll(() => activeBanner(page)).toBe(0);
    const bannersShownAt = Date.now();
    const noticeTrack = page.getByRole('note', { name: 'Notice' }).locator('.hc-notice-track');
    await expect(noticeTrack).toBeVisible();
    expect(await noticeTrack.evaluate((track) => track.scrollWidth <= track.clientWidth)).toBe(true);
    await expect(
      page
        .getByRole('tabpanel', { name: 'Popular coins' })
        .getByRole('button', { name: 'BTC/USDT, Bitcoin' }),
    ).toBeVisible();
    await expect.poll(() => endlessAnimations(page)).toEqual([]);
    // The carousel, a spring moved by script rather than a CSS animation, would have advanced after 5 s.
    await page.waitForTimeout(Math.max(0, bannersShownAt + 7_000 - Date.now()));
    expect(await activeBanner(page)).toBe(0);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Market').click();
    await expect(page.getByRole('button', { name: /^BTC\/USDT/ })).toBeVisible();
    // Connected, where its dot would pulse.
    await expect(page.locator('.hc-live-on')).toBeVisible();
    await expect.poll(() => endlessAnimations(page)).toEqual([]);

    await page.getByRole('button', { name: /^BTC\/USDT/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'BTC/USDT' })).toBeVisible();
    await expect.poll(() => endlessAnimations(page)).toEqual([]);
  });
});
