import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

type Theme = 'light' | 'dark';

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
};

/** Only what blocks or seriously hinders a person fails a journey; minor and moderate are reported. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core in the page as it is. The source is evaluated over the DevTools protocol, which the
 * page's strict CSP does not govern (a <script> tag would be refused), so the app runs unchanged.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** Applies a theme the way the app does (theme-store's applyTheme), without a reload. */
async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((next) => {
    document.documentElement.dataset.theme = next;
    document.documentElement.setAttribute('data-prefers-color-scheme', next);
  }, theme);
  // Let transitions and the price flash settle before colours are measured.
  await page.waitForTimeout(400);
}

/**
 * Toasts fade in and out: measured mid-fade, their colours are a blend nobody reads (white text at a
 * tenth of its opacity). The screen is checked once the toasts of the previous step are gone.
 */
async function waitForToastsToClear(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-mask:visible')).toHaveCount(0, { timeout: 10_000 });
}

function listViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * The screen has no serious or critical axe violation, in the light and in the dark theme (the theme
 * the person chose is restored afterwards). Call it at each main screen of a journey.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const chosen =
    (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark' ? 'dark' : 'light';
  try {
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await waitForToastsToClear(page);
      const failing = (await axeViolations(page)).filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
      expect(
        failing,
        `${screen} (${theme} theme) has serious accessibility violations:\n${listViolations(failing)}`,
      ).toEqual([]);
    }
  } finally {
    await showTheme(page, chosen);
  }
}
