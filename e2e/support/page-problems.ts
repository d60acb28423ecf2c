import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Records what a person would see as a broken screen even where the assertions pass: a breach of the
 * Content-Security-Policy or an uncaught error. Every journey fails when `problems` is not empty.
 */
export function recordProblems(page: Page, problems: string[], label = ''): void {
  const prefix = label ? `${label} ` : '';
  page.on('pageerror', (error) => problems.push(`${prefix}uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      problems.push(`${prefix}csp: ${message.text()}`);
    }
  });
}

export const DESKTOP = { width: 1440, height: 900 };

/**
 * A page in a browser context of its own (another person, or the console on a desktop screen), recording
 * its problems. The journey closes the `contexts` it collected.
 */
export async function openRecordedPage(
  browser: Browser,
  into: { contexts: BrowserContext[]; problems: string[]; label?: string },
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: process.env.E2E_BASE_URL });
  into.contexts.push(context);
  const page = await context.newPage();
  recordProblems(page, into.problems, into.label);
  return page;
}
