import type { Locator, Page } from '@playwright/test';
import { openConsole } from '../support/finance-steps.ts';
import { expect, test } from '../support/fixtures.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';

const recorded = useRecordedPages();

/**
 * Starts recording the names of the CSS animations that start in `page`'s dialogs (the dialog and its
 * mask) from now on and take time (antd without motion still names its animations, lasting 0 s); answers
 * a reader of them. Started animations are counted, not running ones: a zoom of 0.2 s may be over before
 * it is looked for on a busy machine, its start event is not.
 */
async function recordStartedAnimations(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const started: string[] = [];
    (window as unknown as { startedAnimations: string[] }).startedAnimations = started;
    document.addEventListener(
      'animationstart',
      (event) => {
        const target = event.target;
        if (!(target instanceof Element) || !target.closest('.ant-modal-root')) return;
        const durations = getComputedStyle(target).animationDuration.split(',');
        if (durations.some((duration) => Number.parseFloat(duration) > 0)) started.push(event.animationName);
      },
      true,
    );
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { startedAnimations: string[] }).startedAnimations]);
}

/** Two frames: an animation the last render asked for has started by then. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function openInviteDialog(owner: Page): Promise<Locator> {
  await owner.getByRole('button', { name: 'Invite operator' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite operator' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an operator who asked for less motion gets dialogs that appear without animating; when the setting changes to the default, they zoom in again', async ({
  browser,
}) => {
  const owner = await openConsole(browser, recorded);
  await owner.emulateMedia({ reducedMotion: 'reduce' });
  await owner.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Operators' }).click();

  const calm = await recordStartedAnimations(owner);
  const dialog = await openInviteDialog(owner);
  await twoFrames(owner);
  expect(await calm()).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The operator changes the device's setting with the console open: it follows without a reload.
  await owner.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await recordStartedAnimations(owner);
  await openInviteDialog(owner);
  await expect.poll(moving).toContainEqual(expect.stringMatching(/zoom/i));
});
