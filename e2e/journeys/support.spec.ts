import type { Browser, Page } from '@playwright/test';
import { expect, type Person, registeredPerson, test } from '../support/fixtures.ts';
import { proofPng } from '../support/images.ts';
import { inviteOperator } from '../support/invite-operator.ts';
import { openOperatorConsole } from '../support/operator-session.ts';
import { E2E_ADMIN } from '../support/operators.ts';
import { openRecordedPage } from '../support/page-problems.ts';
import { useRecordedPages } from '../support/recorded-pages.ts';

const recorded = useRecordedPages();

// The journeys share the owner's console, signed in once (a second sign-in could wait for a new TOTP code).
test.describe.configure({ mode: 'serial' });

function consolePage(browser: Browser): Promise<Page> {
  return openRecordedPage(browser, { ...recorded, label: 'console' });
}

let owner: Page | undefined;

/** The owner's console, signed in at its first use. */
async function ownerConsole(browser: Browser): Promise<Page> {
  if (!owner) {
    owner = await consolePage(browser);
    await openOperatorConsole(owner, E2E_ADMIN);
  }
  return owner;
}

async function logIn(page: Page, person: Person): Promise<void> {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Account or e-mail').fill(person.account);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/pages\/login\/login/);
}

test('a person writes to support, an operator answers from the console, and the person sees the badge, then the answer, live', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const person = await registeredPerson();
  await logIn(page, person);

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
  const console = await ownerConsole(browser);
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
  // ...then the answer in the chat, and the badge goes. The owner has no name: they answer as customer
  // service, never under the e-mail address they sign in to the console with.
  await tabs.getByRole('link', { name: /Service/ }).click();
  const reply = page.getByTestId('chat-message').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(reply.getByText('Customer service', { exact: true })).toBeVisible();
  await expect(reply).not.toContainText(E2E_ADMIN.email);
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

test('a person sends a picture, then a text: a support agent sees both live in the console, and the person sees the agent by name', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // A named support agent, invited by the owner, has the inbox open with no conversation chosen.
  const agent = {
    email: `agent-${Date.now().toString(36)}@halcyon.test`,
    name: 'Sam Support',
    role: 'Support',
    password: 'support-password-e2e-1',
  };
  const console = await consolePage(browser);
  await inviteOperator(await ownerConsole(browser), console, agent);
  await console
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('menuitem', { name: 'Customer service' })
    .click();
  await expect(console).toHaveURL(/#\/support$/);
  await expect(console.getByText('Choose a conversation on the left')).toBeVisible();

  const person = await registeredPerson();
  await logIn(page, person);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Service' })
    .click();
  await expect(page).toHaveURL(/customer-service/);

  // The person sends a photo of their problem: it shows in their chat.
  await page
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'error.png', mimeType: 'image/png', buffer: proofPng(200, 120) });
  const mine = page.getByTestId('chat-message').getByRole('img', { name: 'Image sent in the chat' });
  await expect(mine).toBeVisible();
  expect(await mine.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(200);

  // The agent's open inbox shows the conversation live: the picture as its preview, one unread.
  const conversation = console.getByTestId('inbox-conversation').filter({ hasText: person.account });
  await expect(conversation).toBeVisible();
  await expect(conversation.locator('.hc-inbox-preview')).toHaveText('[image]');
  await expect(conversation.locator('.ant-badge-count')).toHaveText('1');

  // Opened, the thread shows the picture loaded; being read, the badge goes.
  await conversation.click();
  const thread = console.getByTestId('console-message');
  const picture = thread.getByRole('img', { name: '[image]' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  await expect(conversation.locator('.ant-badge-count')).toHaveCount(0);

  // The person adds a text: it appears in the agent's open thread without a reload, and is the preview.
  const text = `It fails with this screen, ${person.account}`;
  await page.getByLabel('Type a message').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.filter({ hasText: text })).toBeVisible();
  await expect(conversation.locator('.hc-inbox-preview')).toHaveText(text);

  // The agent answers; the person's chat shows the answer under the agent's name.
  const answer = `Thanks ${person.account}, we are looking into it.`;
  await console.getByLabel('Write a reply').fill(answer);
  await console.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.filter({ hasText: answer })).toBeVisible();
  const reply = page.getByTestId('chat-message').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(reply.getByText(agent.name, { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('chat-message').filter({ hasText: text }).getByTestId('chat-status'),
  ).toContainText('Read');
});
