import { ADMIN_SESSION_COOKIE } from '@halcyon/api';
import { expect } from 'vitest';
import { totpCodeAt } from '../src/modules/operators/index.ts';
import { lastMail } from './outbox-mail.ts';
import type { Reply, TestApp } from './test-app.ts';

export const ADMIN = '/api/admin';
export const OWNER_EMAIL = 'owner@example.com';
export const OWNER_PASSWORD = 'owner-long-password';
/** The first operator comes from these (an owner), as on a real first start. */
export const OWNER_ENV = { ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD };

/** A signed-in operator's credentials as the console holds them: the cookie (browser) and the CSRF token. */
export type OperatorSession = { cookie: string; csrfToken: string; secret: string; operatorId: string };

export type AdminCall = {
  session?: Pick<OperatorSession, 'cookie' | 'csrfToken'> | undefined;
  /** Leave the CSRF header out (to prove it is required). */
  noCsrf?: boolean;
  remoteAddress?: string;
  headers?: Record<string, string>;
};

function parse(response: Awaited<ReturnType<TestApp['app']['inject']>>): Reply {
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return {
    status: response.statusCode,
    body: isJson ? (response.json() as Record<string, unknown>) : { text: response.body },
    headers: response.headers,
  };
}

export async function adminRequest(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: AdminCall = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) {
    headers.cookie = `${ADMIN_SESSION_COOKIE}=${options.session.cookie}`;
    if (!options.noCsrf) headers['x-csrf-token'] = options.session.csrfToken;
  }
  return parse(
    await t.app.inject({
      method,
      url: url.startsWith('/api/') ? url : `${ADMIN}${url}`,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    }),
  );
}

export function sessionCookieFrom(reply: Reply): string {
  const header = reply.headers['set-cookie'];
  const text = Array.isArray(header) ? header.join('\n') : String(header ?? '');
  const value = text.match(new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]+)`))?.[1];
  if (!value) throw new Error(`no session cookie in ${text}`);
  return value;
}

/** First sign-in of an operator without TOTP: password, enrolment, first code. Returns the session. */
export async function enrolOperator(
  t: TestApp,
  email: string,
  password: string,
  options: AdminCall = {},
): Promise<OperatorSession> {
  const login = await adminRequest(t, 'POST', '/auth/login', { email, password }, options);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const { enrolmentToken } = (login.body.data as { enrolmentToken: string }) ?? {};
  expect(enrolmentToken).toBeTruthy();
  const enrol = await adminRequest(t, 'POST', '/auth/totp/enrol', { enrolmentToken }, options);
  expect(enrol.status, JSON.stringify(enrol.body)).toBe(200);
  const { secret } = enrol.body.data as { secret: string };
  const code = totpCodeAt(secret, t.clock.now());
  const verify = await adminRequest(t, 'POST', '/auth/totp/verify', { enrolmentToken, code }, options);
  expect(verify.status, JSON.stringify(verify.body)).toBe(200);
  const data = verify.body.data as { csrfToken: string; operator: { id: string } };
  return {
    cookie: sessionCookieFrom(verify),
    csrfToken: data.csrfToken,
    secret,
    operatorId: data.operator.id,
  };
}

/** A later sign-in: password and the current code (the clock is moved past the last used step first). */
export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  secret: string,
  options: AdminCall = {},
): Promise<OperatorSession> {
  t.clock.advance(30_000);
  const totp = totpCodeAt(secret, t.clock.now());
  const reply = await adminRequest(t, 'POST', '/auth/login', { email, password, totp }, options);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const data = reply.body.data as { csrfToken: string; operator: { id: string } };
  return {
    cookie: sessionCookieFrom(reply),
    csrfToken: data.csrfToken,
    secret,
    operatorId: data.operator.id,
  };
}

/** The owner from ADMIN_EMAIL/ADMIN_PASSWORD, enrolled and signed in. */
export function signInOwner(t: TestApp): Promise<OperatorSession> {
  return enrolOperator(t, OWNER_EMAIL, OWNER_PASSWORD);
}

/** Audit rows after `afterSeq` (the log is append only, so tests look at what they added). */
export async function auditActions(t: TestApp, afterSeq = 0): Promise<string[]> {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['action', 'seq'])
    .where('seq', '>', String(afterSeq))
    .orderBy('seq')
    .execute();
  return rows.map((row) => row.action);
}

/** The rows after `afterSeq` as a view is recorded: action, on whom, by whom, what (never the data seen). */
export async function auditViews(
  t: TestApp,
  afterSeq: number,
): Promise<Array<{ action: string; targetId: string | null; operatorId: string | null; after: unknown }>> {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['action', 'target_id', 'operator_id', 'after'])
    .where('seq', '>', String(afterSeq))
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    targetId: row.target_id,
    operatorId: row.operator_id,
    after: row.after,
  }));
}

export async function lastAuditSeq(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** An operator of `role`, invited by the owner, accepted and enrolled: signed in. */
export async function operatorWithRole(
  t: TestApp,
  owner: OperatorSession,
  role: 'owner' | 'finance' | 'compliance' | 'support' | 'viewer',
): Promise<OperatorSession> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const invited = await adminRequest(
    t,
    'POST',
    '/operators',
    { email, name: role, role },
    { session: owner },
  );
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const mail = await lastMail(t, { to: email });
  const token = mail.text.match(/token=([\w-]+)/)?.[1];
  const password = 'a-long-operator-password';
  const accepted = await adminRequest(t, 'POST', '/auth/accept-invite', { token, password });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return enrolOperator(t, email, password);
}
