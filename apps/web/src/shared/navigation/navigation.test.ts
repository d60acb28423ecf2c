import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateBack, navigateTo, redirectTo, resetNavigation, setNavigator } from './navigation.ts';

let log: Array<[number, string]>;
let canGoBack = false;
const start = 1_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: start });
  resetNavigation();
  log = [];
  canGoBack = false;
  const at = (entry: string) => log.push([Date.now() - start, entry]);
  setNavigator({
    push: (url) => at(`push ${url}`),
    replace: (url) => at(`replace ${url}`),
    back: () => at('back'),
    canGoBack: () => canGoBack,
  });
});
afterEach(() => vi.useRealTimers());

describe('navigation queue (spec section 2)', () => {
  it('runs a lone call at once, with its params as an encoded query string', () => {
    navigateTo('/pages/market/detail', { symbol: 'BTC/USDT', empty: undefined });
    expect(log).toEqual([[0, 'push /pages/market/detail?symbol=BTC%2FUSDT']]);
  });

  it('keeps calls at least 300 ms apart, in order', async () => {
    navigateTo('/a');
    navigateTo('/b');
    redirectTo('/c');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log).toEqual([
      [0, 'push /a'],
      [300, 'push /b'],
      [600, 'replace /c'],
    ]);
  });

  it('runs a queued call no sooner than 100 ms after it was queued', async () => {
    navigateTo('/a');
    await vi.advanceTimersByTimeAsync(250);
    navigateTo('/b');
    await vi.advanceTimersByTimeAsync(99);
    expect(log).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual([
      [0, 'push /a'],
      [350, 'push /b'],
    ]);
  });

  it('goes back when there is a page to go back to, else home', async () => {
    canGoBack = true;
    navigateBack();
    canGoBack = false;
    await vi.advanceTimersByTimeAsync(300);
    navigateBack();
    expect(log).toEqual([
      [0, 'back'],
      [300, 'replace /'],
    ]);
  });
});
