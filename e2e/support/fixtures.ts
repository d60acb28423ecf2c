import { test as base, expect } from '@playwright/test';
import { reportOpenScreens } from './failure-report.ts';
import { recordProblems } from './page-problems.ts';

type Mail = { to: string[]; subject: string; text: string; receivedAt: number };

export type Person = { account: string; email: string; password: string };

/** A new person for each journey, so journeys never depend on each other's data. */
export function newPerson(): Person {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(-10);
  return { account: `u${suffix}`, email: `u${suffix}@example.test`, password: `pass${suffix.slice(0, 6)}9` };
}

/** Waits for a mail to arrive at `to` after `since`, and returns the 6-digit code it carries. */
export async function waitForEmailCode(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${process.env.E2E_MAIL_URL}/?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as Mail[];
    const latest = mails.filter((mail) => mail.receivedAt >= since).at(-1);
    const code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail code arrived for ${to}`);
}

/** Waits for a mail to `to`, received after `since`, whose subject matches; the text a person reads. */
export async function waitForMail(to: string, since: number, subject: RegExp): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${process.env.E2E_MAIL_URL}/?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as Mail[];
    const mail = mails.filter((item) => item.receivedAt >= since && subject.test(item.subject)).at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail with a subject like ${subject} arrived for ${to}`);
}

/** Calls the server API directly, to check what the server stored behind what the screen shows. */
export async function api<T>(path: string, init: { token?: string; method?: string; body?: unknown } = {}) {
  const response = await fetch(`${process.env.E2E_BASE_URL}/api/uniapp${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data: T; code?: string },
  };
}

/** A person with an account, registered through the API (the account journey covers the form). */
export async function registeredPerson(): Promise<Person> {
  const person = newPerson();
  const since = Date.now();
  const sent = await api('/auth/email-code', { body: { email: person.email, purpose: 'register' } });
  expect(sent.status).toBe(200);
  const emailCode = await waitForEmailCode(person.email, since);
  const reply = await api('/register', { body: { ...person, confirmPassword: person.password, emailCode } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return person;
}

/**
 * Every journey fails when the page breaks the Content-Security-Policy or throws an uncaught error:
 * a person would see a broken screen even if the assertions happened to pass.
 */
export const test = base.extend<{ pageProblems: string[]; screensOnFailure: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      recordProblems(page, problems);
      await use(problems);
      expect(problems, 'the page must not violate the CSP or throw').toEqual([]);
    },
    { auto: true },
  ],
  screensOnFailure: [
    async ({ browser }, use, testInfo) => {
      await use(undefined);
      await reportOpenScreens(browser, testInfo);
    },
    { auto: true },
  ],
});

export { expect };
