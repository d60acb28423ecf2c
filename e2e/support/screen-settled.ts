import type { Page, Request } from '@playwright/test';

const LOADING = '.hc-spinner, .adm-skeleton, .adm-spin-loading, .adm-dot-loading';
/** What a screen loads itself with: its code and its data (not images, not the realtime socket). */
const LOADS = new Set(['script', 'stylesheet', 'fetch', 'xhr']);
/** A screen that polls (its data on a timer) is never without a request: past this, spinners decide. */
const REQUESTS_AT_MOST_MS = 1_000;

/**
 * Answers a wait for `page`'s screen to have loaded everything it asked for: no request for code or data
 * in flight (for up to 1 s) and no loading indicator two frames later, with still no request. A screen
 * can be spinner-free for an instant while a nested part's code loads (its placeholder is empty) and
 * show spinners after it: counting requests sees that instant as busy.
 */
export function screenSettling(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (LOADS.has(request.resourceType())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const requestsDone = (since: number) => inFlight.size === 0 || Date.now() - since > REQUESTS_AT_MOST_MS;
  // Two frames first: what the last answer rendered is laid out, and resize observers (a notice that
  // measures whether it must scroll) have run and rendered too.
  const noLoadingAfterTwoFrames = () =>
    page.evaluate(async (loading) => {
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      return document.querySelector(loading) === null;
    }, LOADING);
  return async () => {
    const since = Date.now();
    const deadline = since + 15_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the screen kept loading: ${page.url()}`);
      if (requestsDone(since) && (await noLoadingAfterTwoFrames()) && requestsDone(since)) return;
      await page.waitForTimeout(50);
    }
  };
}
