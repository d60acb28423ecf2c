import type { Locator } from '@playwright/test';

/**
 * A figure of a form, a confirmation or a record row: the <dd> right after the <dt> with exactly this label
 * (within `scope`). Checking a figure through its label ties the value to what it says it is: "21 USDT"
 * somewhere in a dialog could be the fee or the total.
 */
export function figure(scope: Locator, label: string): Locator {
  return scope.locator(`xpath=.//dt[normalize-space(.)=${JSON.stringify(label)}]/following-sibling::dd[1]`);
}

/**
 * A figure of one of the console's description tables (antd Descriptions, bordered): the cell right after
 * the header cell with exactly this label.
 */
export function consoleFigure(scope: Locator, label: string): Locator {
  return scope.locator(`xpath=.//th[normalize-space(.)=${JSON.stringify(label)}]/following-sibling::td[1]`);
}
