import type { Browser, Page, TestInfo } from '@playwright/test';

const SNAPSHOT_CHARS = 4_000;

/**
 * What every open screen showed when a journey failed, printed with the test's output. CI keeps only its
 * log (no traces or screenshots), and a journey that fails once in many runs cannot be explained later
 * without it. Covers the pages journeys open in contexts of their own (the console beside the app).
 */
export async function reportOpenScreens(browser: Browser, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const lines = [`--- open screens when "${testInfo.title}" failed (attempt ${testInfo.retry + 1}) ---`];
  for (const [contextIndex, context] of browser.contexts().entries()) {
    for (const [pageIndex, page] of context.pages().entries()) {
      lines.push(`[context ${contextIndex + 1}, page ${pageIndex + 1}] ${page.url()}`);
      lines.push(await snapshotOf(page));
    }
  }
  console.log(lines.join('\n'));
}

async function snapshotOf(page: Page): Promise<string> {
  try {
    const snapshot = await page.ariaSnapshot({ timeout: 5_000 });
    return snapshot.length > SNAPSHOT_CHARS ? `${snapshot.slice(0, SNAPSHOT_CHARS)}\n…` : snapshot;
  } catch (error) {
    return `(no snapshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}
