import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** One entry of the console's audit log, as its row and its details show it. */
export interface AuditedEntry {
  /** The action column, e.g. `withdrawal.reject`. */
  action: string;
  /** The target column reads `<targetType> <targetId>` (an order's target id is its order number). */
  targetType: string;
  targetId: string;
  /** The operator column: the operator's e-mail. */
  operator: string;
  /** Fields the entry's "After" (its details, a JSON document) must hold, e.g. the reason given. */
  after: Record<string, unknown>;
}

/** Opens the audit log from the console's menu; the chain of entries is verified as it opens. */
export async function openAuditLog(consolePage: Page): Promise<void> {
  await consolePage
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('menuitem', { name: 'Audit log' })
    .click();
  await expect(consolePage.getByText(/^Chain verified: all \d+ entries are intact/)).toBeVisible();
}

function auditTable(consolePage: Page): Locator {
  return consolePage.getByRole('table');
}

/** The cells of one column of the audit table, found by its header, one per entry shown. */
async function column(consolePage: Page, header: string): Promise<Locator> {
  const table = auditTable(consolePage);
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `the audit table has a column "${header}"`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr.ant-table-row > td:nth-child(${index + 1})`);
}

/**
 * Shows only the entries about `targetId` (the Target ID filter), and waits for the server's answer to
 * that filter, so what the table shows next is about this target and nothing older. Already filtered so,
 * the table stays as it is (the same filter again sends nothing).
 */
async function showEntriesOf(consolePage: Page, targetId: string): Promise<void> {
  const field = consolePage.getByLabel('Target ID', { exact: true });
  if ((await field.inputValue()) === targetId) return;
  await field.fill(targetId);
  const answered = consolePage.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/api/admin/audit') &&
      new URL(response.url()).searchParams.get('targetId') === targetId,
  );
  await field.press('Enter');
  expect((await answered).ok(), 'the audit log answers the filter').toBe(true);
}

/**
 * Shows only the entries of one operator, picked by name in the Operator filter as an owner does (the
 * option reads `Name <e-mail>`), and waits for the server's answer to that filter. Other filters stay.
 */
export async function showEntriesByOperator(
  consolePage: Page,
  operator: { name: string; email: string },
): Promise<void> {
  const picker = consolePage.getByRole('combobox', { name: 'Operator', exact: true });
  await picker.click();
  await picker.fill(operator.name);
  const option = consolePage
    .locator('.ant-select-dropdown:visible')
    .getByText(`${operator.name} <${operator.email}>`, { exact: true });
  const answered = consolePage.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/api/admin/audit') &&
      new URL(response.url()).searchParams.has('operatorId'),
  );
  await option.click();
  expect((await answered).ok(), 'the audit log answers the operator filter').toBe(true);
}

/**
 * The audit log (open) holds exactly these actions about one target, newest first: nothing else was
 * recorded about it, nothing is missing.
 */
export async function expectAuditTrail(
  consolePage: Page,
  target: { targetType: string; targetId: string },
  actions: readonly [string, ...string[]],
): Promise<void> {
  await showEntriesOf(consolePage, target.targetId);
  await expect(await column(consolePage, 'Action')).toHaveText([...actions]);
  await expect(await column(consolePage, 'Target')).toHaveText(
    actions.map(() => `${target.targetType} ${target.targetId}`),
  );
}

/** The audit log (open) holds nothing about this target: the filtered table is empty. */
export async function expectNothingAudited(consolePage: Page, targetId: string): Promise<void> {
  await showEntriesOf(consolePage, targetId);
  await expect(auditTable(consolePage).locator('tbody tr.ant-table-row')).toHaveCount(0);
  await expect(auditTable(consolePage).locator('.ant-empty-description')).toHaveText('No data');
}

/**
 * The audit log (open) holds one `entry.action` entry about the target, by this operator, and its details
 * ("After") hold `entry.after`: the entry is expanded and its JSON read back.
 */
export async function expectAudited(consolePage: Page, entry: AuditedEntry): Promise<void> {
  await showEntriesOf(consolePage, entry.targetId);
  const table = auditTable(consolePage);
  const row = table
    .getByRole('row')
    .filter({ has: consolePage.getByRole('cell', { name: entry.action, exact: true }) })
    .filter({
      has: consolePage.getByRole('cell', { name: `${entry.targetType} ${entry.targetId}`, exact: true }),
    });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: entry.operator, exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Expand row' }).click();
  const details = row.locator('xpath=following-sibling::tr[1]');
  const after = details.locator('xpath=.//strong[normalize-space(.)="After"]/following-sibling::pre[1]');
  await expect(after).toBeVisible();
  expect(JSON.parse((await after.textContent()) ?? ''), `the details of ${entry.action}`).toMatchObject(
    entry.after,
  );
}

/**
 * The audit log (open), filtered to one target, starts with these actions, newest first. Older entries
 * about the same target may follow: settings are shared by the whole run, and another journey may have
 * changed the same one before (the admin journey changes a payout rate, for one).
 */
export async function expectLatestAudits(
  consolePage: Page,
  target: { targetType: string; targetId: string },
  actions: readonly [string, ...string[]],
): Promise<void> {
  await showEntriesOf(consolePage, target.targetId);
  const actionCells = await column(consolePage, 'Action');
  const targetCells = await column(consolePage, 'Target');
  await expect.poll(() => actionCells.count()).toBeGreaterThanOrEqual(actions.length);
  for (const [index, action] of actions.entries()) {
    await expect(actionCells.nth(index)).toHaveText(action);
    await expect(targetCells.nth(index)).toHaveText(`${target.targetType} ${target.targetId}`);
  }
}

/**
 * The details of the `index`-th entry the (filtered) audit table shows, newest first: its row expanded,
 * its operator, and its "Before" and "After" JSON documents read back (null where the entry has none).
 */
export async function auditDetails(
  consolePage: Page,
  index: number,
): Promise<{ operator: string; before: unknown; after: unknown }> {
  const row = auditTable(consolePage).locator('tbody tr.ant-table-row').nth(index);
  const operator = ((await (await column(consolePage, 'Operator')).nth(index).textContent()) ?? '').trim();
  await row.getByRole('button', { name: 'Expand row' }).click();
  const details = row.locator('xpath=following-sibling::tr[1]');
  const json = async (label: 'Before' | 'After') => {
    const block = details.locator(`xpath=.//strong[normalize-space(.)="${label}"]/following-sibling::pre[1]`);
    return (await block.count()) === 0 ? null : (JSON.parse((await block.textContent()) ?? '') as unknown);
  };
  await expect(details.locator('xpath=.//strong[normalize-space(.)="After"]')).toBeVisible();
  const result = { operator, before: await json('Before'), after: await json('After') };
  await row.getByRole('button', { name: 'Collapse row' }).click();
  return result;
}
