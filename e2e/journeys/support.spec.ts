import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, registeredPerson, test } from '../support/fixtures.ts';
import { proofPng } from '../support/images.ts';
import { signInOperator } from '../support/operator-session.ts';
import { E2E_ADMIN } from '../support/operators.ts';
import { openRecordedPage } from '../support/page-problems.ts';

const contexts: BrowserContext[] = [];
const problems: string[] = [];

function consolePage(browser: Browser): Promise<Page> {
  return openRecordedPage(browser, { contexts, problems, label: 'console' });
}

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  expect(problems, 'the console must not violate the CSP or throw').toEqual([]);
});

test('a person writes to support, an operator answers from the console, and the person sees the badge, then the answer, live', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const person = await registeredPerson();
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account or e-mail').fill(person.account);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/pages\/login\/login/);

  // The Service tab opens the conversation; markup typed by a person stays text.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Service' })
    .click();
  await expect(page).toHaveURL(/customer-service/);
  const question = `Where is my deposit <b>${person.account}</b>?`;
  await page.getByLabel('Type a message').fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = page.getByTestId('chat-message').filter({ hasText: question });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('chat-status')).toContainText('Sent');

  // The person goes back home while they wait.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('support-badge')).toHaveCount(0);

  // The operator finds the conversation in the console's inbox and answers.
  const console = await consolePage(browser);
  await signInOperator(console, E2E_ADMIN);
  await console.goto('/admin/#/support');
  const conversation = console.getByTestId('inbox-conversation').filter({ hasText: person.account });
  await expect(conversation).toBeVisible();
  await conversation.click();
  await expect(console.getByTestId('console-message').filter({ hasText: question })).toBeVisible();
  const answer = `Hello ${person.account}, your deposit is on its way.`;
  await console.getByLabel('Write a reply').fill(answer);
  await console.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(console.getByTestId('console-message').filter({ hasText: answer })).toBeVisible();

  // Live on the person's screen: first the badge on the Service tab and the home quick action...
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(tabs.getByTestId('support-badge')).toHaveText('1');
  // ...then the answer in the chat, under the operator's name, and the badge goes.
  await tabs.getByRole('link', { name: /Service/ }).click();
  const reply = page.getByTestId('chat-message').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(page.getByTestId('support-badge')).toHaveCount(0);
  // The operator's screen saw the question, so the person's tick says read.
  await expect(mine.getByTestId('chat-status')).toContainText('Read');

  // The operator answers with a picture: it appears in the console's thread and, live, in the person's chat,
  // read with the person's own token (the file is theirs to see now, nobody else's).
  await console
    .getByTestId('support-image-file')
    .setInputFiles({ name: 'steps.png', mimeType: 'image/png', buffer: proofPng(240, 160) });
  const sentImage = console.getByTestId('console-message').getByRole('img', { name: '[image]' });
  await expect(sentImage).toBeVisible();
  await expect(sentImage).toHaveJSProperty('complete', true);
  expect(await sentImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const picture = page.getByTestId('chat-message').getByRole('img', { name: 'Image sent in the chat' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^blob:/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(
    240,
  );

  // A reload keeps the conversation, once each.
  await page.reload();
  await expect(page.getByTestId('chat-message').filter({ hasText: answer })).toHaveCount(1);
  await expect(page.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(1);
  await expect(
    page.getByTestId('chat-message').getByRole('img', { name: 'Image sent in the chat' }),
  ).toHaveCount(1);
});
