import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { settledDialog, settledSelectPopup } from './dialogs.ts';
import { signInOperator } from './operator-session.ts';

type Mail = { to: string[]; subject: string; text: string; receivedAt: number };

/** The invitation link the server mailed to `to` after `since`. */
export async function inviteLink(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mails = (await (
      await fetch(`${process.env.E2E_MAIL_URL}/?to=${encodeURIComponent(to)}`)
    ).json()) as Mail[];
    const text = mails.filter((mail) => mail.receivedAt >= since).at(-1)?.text ?? '';
    const link = /https?:\/\/\S+\/admin\/#\/accept-invite\?token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invitation arrived for ${to}`);
}

/**
 * The owner invites an operator from the console's Operators page; the operator opens the mailed link on
 * `invited`, chooses a password, and signs in for the first time (enrolling TOTP). The admin journey
 * checks each of these screens; this is the short way for journeys that need a second, named operator.
 */
export async function inviteOperator(
  owner: Page,
  invited: Page,
  operator: { email: string; name: string; role: string; password: string },
): Promise<void> {
  await owner.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Operators' }).click();
  await owner.getByRole('button', { name: 'Invite operator' }).click();
  const dialog = await settledDialog(owner.getByRole('dialog', { name: 'Invite operator' }));
  await dialog.getByLabel('E-mail').fill(operator.email);
  await dialog.getByLabel('Name').fill(operator.name);
  await dialog.getByLabel('Role').click();
  await (await settledSelectPopup(owner)).getByTitle(operator.role, { exact: true }).click();
  await expect(owner.locator('.ant-select-dropdown:visible')).toBeHidden();
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('Invitation sent')).toBeVisible();

  const link = await inviteLink(operator.email, sentAt);
  await invited.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await invited.getByLabel('Choose a password').fill(operator.password);
  await invited.getByLabel('Repeat the password').fill(operator.password);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByText('Your password is set.', { exact: false })).toBeVisible();
  await signInOperator(invited, operator);
}
