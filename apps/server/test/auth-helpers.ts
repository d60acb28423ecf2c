import { expect } from 'vitest';
import { lastMail } from './outbox-mail.ts';
import type { CallOptions, TestApp } from './test-app.ts';

export const API = '/api/uniapp';
export const PASSWORD = 'secret123';

/** The code of the latest mail sent to `email`, read from the outbox the way a person reads their inbox. */
export async function lastMailedCode(t: TestApp, email: string): Promise<string> {
  const mail = await lastMail(t, { to: email });
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in mail to ${email}: ${mail.text}`);
  return code;
}

export async function requestCode(
  t: TestApp,
  email: string,
  purpose: 'register' | 'reset_password' = 'register',
  options?: CallOptions,
): Promise<string> {
  const reply = await t.post(`${API}/auth/email-code`, { email, purpose }, options);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return lastMailedCode(t, email);
}

export type Session = {
  user: Record<string, unknown> & { id: string; account: string; email: string; invitationCode: string };
  token: string;
  refreshToken: string;
  expiresAt: number;
};

export function registration(account: string, extra: Record<string, unknown> = {}) {
  return {
    account,
    email: `${account.toLowerCase()}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  };
}

/** Registers through the real endpoints (code from the outbox) and returns the session. */
export async function registerUser(
  t: TestApp,
  account: string,
  extra: Record<string, unknown> = {},
): Promise<Session> {
  const body = registration(account, extra);
  const emailCode = await requestCode(t, body.email);
  const reply = await t.post(`${API}/register`, { ...body, emailCode });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Session;
}

export async function login(t: TestApp, account: string, password = PASSWORD): Promise<Session> {
  const reply = await t.post(`${API}/login`, { account, password });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Session;
}
