import type { Locator } from '@playwright/test';

/**
 * A figure of a form, a confirmation or a record row: the <dd> right after the <dt> with exactly this label
 * (within `scope`). Checking a figure through its label ties the value to what it says it is: "21 USDT"
 * somewhere in a dialog could be the fee or the total.
 */
export function figure(scope: Locator, label: string): Locator {
  return scope.locator(`xpath=.//dt[normalize-space(.)=${JSON.stringify(label)}]/following-sibling::dd[1]`);
}
