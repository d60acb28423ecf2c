import { expect } from 'vitest';
import { API, registerUser, type Session } from '../../../test/auth-helpers.ts';
import type { Reply, TestApp } from '../../../test/test-app.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';

/** Helpers of the spot tests: funded users, order calls and exact balance checks. */
export const SPOT = `${API}/trading/spot`;

export type Trader = Session & { id: string };

let grants = 0;

export async function fundedTrader(
  t: TestApp,
  account: string,
  funds: Record<string, string>,
): Promise<Trader> {
  const session = await registerUser(t, account);
  const ledger = createLedger({ db: t.db, clock: t.clock });
  for (const [currency, amount] of Object.entries(funds)) {
    grants += 1;
    await ledger.credit({
      userId: session.user.id,
      currency,
      amount,
      cause: { type: 'test-grant', id: `g${grants}` },
    });
  }
  return { ...session, id: session.user.id };
}

export async function balance(t: TestApp, trader: Trader, currency: string) {
  const { available, frozen } = await createLedger({ db: t.db, clock: t.clock }).balance(trader.id, currency);
  return { available, frozen };
}

export async function post(
  t: TestApp,
  url: string,
  body: unknown,
  trader: Trader,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { authorization: `Bearer ${trader.token}`, ...headers },
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown>,
    headers: response.headers,
  };
}

export const limit = (
  t: TestApp,
  trader: Trader,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => post(t, `${SPOT}/orders/limit`, { symbol: 'BTC/USDT', ...body }, trader, headers);

export const market = (
  t: TestApp,
  trader: Trader,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => post(t, `${SPOT}/orders/market`, { symbol: 'BTC/USDT', ...body }, trader, headers);

/** The order of a successful order reply. */
export function orderOf(reply: Reply): Record<string, unknown> & { orderId: string; status: string } {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Record<string, unknown> & { orderId: string; status: string };
}

export async function expectCleanLedger(t: TestApp): Promise<void> {
  const report = await auditLedger(t.db);
  expect(report.clean, JSON.stringify(report)).toBe(true);
}

/** Feed prices so the pairs are not stale. */
export async function openMarkets(t: TestApp): Promise<void> {
  await t.app.ready();
  await t.marketFeed.push([
    { symbol: 'BTC/USDT', price: '96500' },
    { symbol: 'ETH/USDT', price: '3250' },
  ]);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves a fake clock forward to the next given weekday (0 Sunday ... 6 Saturday) at 12:00 UTC: Saturday
 * trades crypto with forex closed, Wednesday has every market open.
 */
export function toNextWeekdayNoon(
  clock: { now(): number; advance(ms: number): void },
  weekday: number,
): void {
  const now = new Date(clock.now());
  const daysAhead = (weekday - now.getUTCDay() + 7) % 7;
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysAhead, 12);
  clock.advance(target > clock.now() ? target - clock.now() : target + 7 * DAY_MS - clock.now());
}
