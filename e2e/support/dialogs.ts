import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until a dialog is shown and has stopped moving. The console's dialogs zoom in, and a click that
 * lands mid-zoom can miss its button: pressed at one spot, released after the button has grown under the
 * pointer, the browser sends the click to neither (seen in CI, where the machine is slow and shared).
 * Only the dialog's own animation counts (a spinner inside it may run for ever); before its zoom starts
 * the dialog is laid out but transparent, hence the opacity as well.
 */
export async function settledDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate(
        (element) => element.getAnimations().length === 0 && getComputedStyle(element).opacity === '1',
      ),
    )
    .toBe(true);
  return dialog;
}

/**
 * The open select's popup, once its slide-in has ended. An option clicked mid-slide can miss as a dialog's
 * button can (above): seen in CI, where the role chosen in the invitation dialog stayed unchosen and the
 * popup stayed open over the dialog's button.
 */
export async function settledSelectPopup(page: Page): Promise<Locator> {
  const popup = page.locator('.ant-select-dropdown:visible');
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate((element) => element.getAnimations().length === 0)).toBe(true);
  return popup;
}
