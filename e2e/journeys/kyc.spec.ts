import type { Locator, Page } from '@playwright/test';
import { settledDialog } from '../support/dialogs.ts';
import { api, expect, registeredPerson, test } from '../support/fixtures.ts';
import { proofPng } from '../support/images.ts';
import { openOperatorConsole } from '../support/operator-session.ts';
import { E2E_ADMIN } from '../support/operators.ts';
import { openRecordedPage } from '../support/page-problems.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';

/** A mainland resident ID number whose ISO 7064 MOD 11-2 check character (X) is right. */
const ID_NUMBER = '11010519491231002X';
const MASKED_ID_NUMBER = '1101**********002X';
/** The console's "blurred" reason template, in English. */
const BLURRED = 'The photos are blurred or unreadable; please upload clear photos.';
const recorded = useRecordedPages();

async function consolePage(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  return openRecordedPage(browser, { ...recorded, label: 'console' });
}

/** The value beside a label of the person's facts list (name, number, reason, verified on). */
function fact(section: Locator, label: string): Locator {
  return section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** The form as the person fills it: name, number, both photos (new files each time). */
async function fillDocuments(page: Page, photo: { width: number; height: number }): Promise<void> {
  await page.getByLabel('Real name').fill('Zhang San');
  await page.getByLabel('ID number').fill(ID_NUMBER);
  await page
    .getByTestId('kyc-front-file')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: proofPng(photo.width, photo.height) });
  await page
    .getByTestId('kyc-back-file')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: proofPng(photo.width, photo.height) });
  await expect(page.getByAltText('Preview of the front of your document')).toBeVisible();
  await expect(page.getByAltText('Preview of the back of your document')).toBeVisible();
}

/** Under review, the number masked for the person: its middle starred (its first and last four shown). */
async function expectPending(page: Page): Promise<void> {
  const pending = page.getByTestId('kyc-pending');
  await expect(pending).toBeVisible();
  await expect(fact(pending, 'ID number')).toHaveText(MASKED_ID_NUMBER);
  await expect(pending).not.toContainText(ID_NUMBER);
}

/** Opens the person's pending submission in the console's Identity review queue. */
async function openReview(console: Page, account: string): Promise<Locator> {
  const row = console.getByRole('row').filter({ hasText: account });
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = await settledDialog(console.getByRole('dialog'));
  await expect(dialog.getByText(ID_NUMBER)).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Front of the document of ${account}` })).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Back of the document of ${account}` })).toBeVisible();
  return dialog;
}

test('identity documents rejected with a template reason are resubmitted, then approved: the person sees each decision live', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const person = await registeredPerson();
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account or e-mail').fill(person.account);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/pages\/login\/login/);

  await page.goto('/#/pages/profile/realname-auth');
  await fillDocuments(page, { width: 320, height: 200 });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expectPending(page);

  // The owner (every permission, compliance's included) reviews it in the console's Identity review.
  const console = await consolePage(page);
  await openOperatorConsole(console, E2E_ADMIN);
  await console
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('menuitem', { name: 'Identity review' })
    .click();
  await expect(console).toHaveURL(/#\/kyc$/);
  const row = console.getByRole('row').filter({ hasText: person.account });
  await expect(row).toBeVisible();
  const first = await openReview(console, person.account);

  // Rejected with a template: it fills the reason shown to the person.
  await first.getByRole('button', { name: 'Reject' }).click();
  await first.getByRole('combobox', { name: 'Reason template' }).click();
  await console.locator('.ant-select-dropdown:visible').getByTitle(BLURRED).click();
  await expect(first.getByLabel('Reason shown to the person')).toHaveValue(BLURRED);
  await first.getByRole('button', { name: 'Reject the submission' }).click();
  await expect(console.getByText('Submission rejected')).toBeVisible();
  await expect(console.getByRole('dialog')).toHaveCount(0);
  await expect(row).toHaveCount(0);

  // Live on the person's page: failed, with exactly that reason.
  const rejected = page.getByTestId('kyc-rejected');
  await expect(rejected).toBeVisible();
  await expect(rejected.getByText('Verification failed')).toBeVisible();
  await expect(fact(rejected, 'Reason')).toHaveText(BLURRED);

  // Edit and resubmit: the form again, with new, sharper photos.
  await rejected.getByRole('button', { name: 'Edit and resubmit' }).click();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeVisible();
  await fillDocuments(page, { width: 640, height: 400 });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expectPending(page);

  // The console's open queue shows it pending again when it next reads the queue (every 15 s).
  await expect(row).toBeVisible({ timeout: 20_000 });
  const second = await openReview(console, person.account);
  await expect(second.getByText('Pending', { exact: true })).toBeVisible();
  await second.getByRole('button', { name: 'Approve' }).click();
  await expect(console.getByText('Identity approved')).toBeVisible();

  // Live on the person's screen, no reload: verified, and on the moment the server recorded.
  const verified = page.getByTestId('kyc-verified');
  await expect(verified).toBeVisible();
  await expect(fact(verified, 'ID number')).toHaveText(MASKED_ID_NUMBER);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const status = await api<{ status: string; verifiedAt: number }>('/kyc/status', { token: token ?? '' });
  expect(status.body.data.status).toBe('verified');
  // The app's one format for a moment this year (en-US, 24-hour, to the second), in the browser's zone.
  const verifiedOn = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en-US', {
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(at),
    status.body.data.verifiedAt,
  );
  expect(verifiedOn).toMatch(/^\d{2}\/\d{2}, \d{2}:\d{2}:\d{2}$/);
  await expect(fact(verified, 'Verified on')).toHaveText(verifiedOn);
});
