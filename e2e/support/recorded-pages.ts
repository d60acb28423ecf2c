import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

export type RecordedPages = { contexts: BrowserContext[]; problems: string[] };

/**
 * For a journey file that opens pages of its own (another person, the console) beside the `page` fixture:
 * what they record (see openRecordedPage) fails the test it happened in, and their contexts are closed
 * once the file is done. `beforeClose` runs first, while the pages are still open (a clean-up through the
 * console's session, say). Call it once, at the top of the file.
 */
export function useRecordedPages(beforeClose?: () => Promise<void>): RecordedPages {
  const recorded: RecordedPages = { contexts: [], problems: [] };
  test.afterEach(() => {
    expect(recorded.problems.splice(0), 'the pages must not violate the CSP or throw').toEqual([]);
  });
  test.afterAll(async () => {
    try {
      await beforeClose?.();
    } finally {
      await Promise.all(recorded.contexts.splice(0).map((context) => context.close()));
    }
  });
  return recorded;
}
