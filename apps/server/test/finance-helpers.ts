import type { OperatorRole } from '@halcyon/api';
import { expect } from 'vitest';
import { createLedger } from '../src/modules/ledger/index.ts';
import { type AdminCall, adminRequest, enrolOperator, type OperatorSession } from './admin-helpers.ts';
import { API, registerUser, type Session } from './auth-helpers.ts';
import { lastMail } from './outbox-mail.ts';
import type { Reply, TestApp } from './test-app.ts';
import { uploadProof } from './upload-fixtures.ts';

/** A member's POST with an optional Idempotency-Key and language. */
export async function memberPost(
  t: Pick<TestApp, 'app'>,
  url: string,
  body: unknown,
  options: { token: string; key?: string; lang?: string },
): Promise<Reply> {
  const response = await t.app.inject({
    method: 'POST',
    url: url.startsWith('/api/') ? url : `${API}${url}`,
    payload: body as object,
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown>,
    headers: response.headers,
  };
}

export function refused(reply: Reply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ success: false, code });
}

export function accepted<T = Record<string, unknown>>(reply: Reply): T {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as T;
}

/** An operator of `role`, invited by the owner, who accepted and enrolled TOTP: signed in. */
export async function addOperator(
  t: TestApp,
  owner: OperatorSession,
  email: string,
  role: OperatorRole,
): Promise<OperatorSession> {
  accepted(
    await adminRequest(
      t,
      'POST',
      '/operators',
      { email, name: email.split('@')[0], role },
      { session: owner },
    ),
  );
  const mail = await lastMail(t, { to: email });
  const token = mail.text.match(/token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation token in ${mail.text}`);
  const password = `${role}-long-password-1`;
  accepted(await adminRequest(t, 'POST', '/auth/accept-invite', { token, password }));
  return enrolOperator(t, email, password);
}

export function operatorCall(t: TestApp, session: OperatorSession, call: AdminCall = {}) {
  return {
    get: (url: string) => adminRequest(t, 'GET', url, undefined, { ...call, session }),
    post: (url: string, body: unknown = {}) => adminRequest(t, 'POST', url, body, { ...call, session }),
    put: (url: string, body: unknown) => adminRequest(t, 'PUT', url, body, { ...call, session }),
  };
}

/** A pending deposit with a fresh proof. */
export async function placeDeposit(
  t: TestApp,
  token: string,
  amount: string,
  options: { lang?: string; configId?: string } = {},
): Promise<{ orderNo: string; proofFileId: string }> {
  const proofFileId = await uploadProof(t, token);
  const order = accepted<{ orderNo: string }>(
    await memberPost(
      t,
      '/recharge/orders',
      { configId: options.configId ?? 'crypto_001', amount, proofFileId },
      { token, ...(options.lang ? { lang: options.lang } : {}) },
    ),
  );
  return { orderNo: order.orderNo, proofFileId };
}

export const WITHDRAWAL_PIN = '20481357';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * A person who may withdraw: a withdrawal password set, `amount` USDT credited, and (unless told otherwise)
 * a verified identity, which withdrawals above the daily identity limit need.
 */
export async function withdrawingMember(
  t: TestApp,
  account: string,
  amount: string,
  options: { verified?: boolean } = {},
): Promise<Session> {
  const who = await registerUser(t, account);
  const pin = { newPassword: WITHDRAWAL_PIN, confirmPassword: WITHDRAWAL_PIN };
  accepted(await memberPost(t, '/user/withdrawal-password', pin, { token: who.token }));
  await createLedger({ db: t.db, clock: t.clock }).credit({
    userId: who.user.id,
    currency: 'USDT',
    amount,
    cause: { type: 'test', id: `fund-${account}` },
  });
  if (options.verified !== false)
    await t.db
      .updateTable('users')
      .set({ real_name_status: 'verified' })
      .where('id', '=', who.user.id)
      .execute();
  return who;
}

/** A pending withdrawal of `amount` USDT to a TRC20 address (fee 1 USDT); answers its order number. */
export async function placeWithdrawal(t: TestApp, who: Session, amount: string): Promise<string> {
  const body = { configId: 'usdt_trc20', amount, address: TRON_ADDRESS, withdrawalPassword: WITHDRAWAL_PIN };
  return accepted<{ orderNo: string }>(await memberPost(t, '/withdrawal/orders', body, { token: who.token }))
    .orderNo;
}
