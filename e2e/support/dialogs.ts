import { expect, type Locator } from '@playwright/test';

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
