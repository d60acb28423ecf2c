import type { BrowserContext, Page } from '@playwright/test';
import { settledDialog } from '../support/dialogs.ts';
import { expect, registeredPerson, test } from '../support/fixtures.ts';
import { proofPng } from '../support/images.ts';
import { signInOperator } from '../support/operator-session.ts';
import { E2E_ADMIN } from '../support/operators.ts';
import { openRecordedPage } from '../support/page-problems.ts';

/** A mainland resident ID number whose ISO 7064 MOD 11-2 check character (X) is right. */
const ID_NUMBER = '11010519491231002X';
const contexts: BrowserContext[] = [];
const problems: string[] = [];

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  expect(problems, 'the console must not violate the CSP or throw').toEqual([]);
});

async function consolePage(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  return openRecordedPage(browser, { contexts, problems, label: 'console' });
}

test('a person submits identity documents, an operator approves them in the console, and the page shows verified without a reload', async ({
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
  await page.getByLabel('Real name').fill('Zhang San');
  await page.getByLabel('ID number').fill(ID_NUMBER);
  await page
    .getByTestId('kyc-front-file')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: proofPng(320, 200) });
  await page
    .getByTestId('kyc-back-file')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: proofPng(320, 200) });
  await expect(page.getByAltText('Preview of the front of your document')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const pending = page.getByTestId('kyc-pending');
  await expect(pending).toBeVisible();
  // Masked for the person: the number's middle is starred (its first and last four shown).
  await expect(pending).toContainText('1101**********002X');
  await expect(pending).not.toContainText(ID_NUMBER);

  // The owner (every permission, compliance's included) reviews it in the console.
  const console = await consolePage(page);
  await signInOperator(console, E2E_ADMIN);
  await console.goto('/admin/#/kyc');
  const row = console.getByRole('row').filter({ hasText: person.account });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = await settledDialog(console.getByRole('dialog'));
  await expect(dialog.getByText(ID_NUMBER)).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Front of the document of ${person.account}` })).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Back of the document of ${person.account}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(console.getByText('Identity approved')).toBeVisible();

  // Live on the person's screen, no reload: the user channel carried the decision.
  await expect(page.getByTestId('kyc-verified')).toBeVisible();
  await expect(page.getByText('Verified on')).toBeVisible();
});
