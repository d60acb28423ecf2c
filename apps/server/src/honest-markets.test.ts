import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADMIN, adminRequest, OWNER_ENV, signInOwner } from '../test/admin-helpers.ts';
import { registerUser } from '../test/auth-helpers.ts';
import { type TestApp, useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import { fundedTrader, limit, openMarkets, orderOf } from './modules/spot/spot-test-kit.ts';

/**
 * Honest markets (ARCHITECTURE.md section 3): no operator route sets a price, a tick, a fill, an order's
 * result, a contract's outcome or a balance. Balances move only in the documented review workflows (a deposit
 * credited, a withdrawal paid or refused, a suspended pair's resting orders cancelled: always through the
 * ledger, never an amount an operator types in as a balance).
 */
type MarketFact = 'prices' | 'fills' | 'order-results' | 'contract-outcomes' | 'balances';

const REVIEW_WORKFLOWS: Partial<Record<string, string>> = {
  'POST /api/admin/recharge/orders/{orderNo}/approve':
    'deposit review: credits the reviewed amount (finance)',
  'POST /api/admin/recharge/orders/{orderNo}/reject': 'deposit review: nothing was credited',
  'POST /api/admin/withdrawal/orders/{orderNo}/approve': 'withdrawal review: the held amount is paid out',
  'POST /api/admin/withdrawal/orders/{orderNo}/reject': 'withdrawal review: the held amount is released',
  'POST /api/admin/withdrawal/orders/{orderNo}/complete': 'withdrawal review: payout confirmed',
  'POST /api/admin/withdrawal/orders/{orderNo}/fail':
    'withdrawal review: the payout failed, the amount returns',
  'POST /api/admin/config/pairs/{symbol}/suspend':
    'pair suspension: resting orders cancelled, holds released',
};

/** Every admin route that changes something, and which market facts (if any) it may touch. */
const WRITE_ROUTES: Record<string, readonly MarketFact[]> = {
  'POST /api/admin/auth/login': [],
  'POST /api/admin/auth/totp/enrol': [],
  'POST /api/admin/auth/totp/verify': [],
  'POST /api/admin/auth/accept-invite': [],
  'POST /api/admin/auth/logout': [],
  'POST /api/admin/operators': [],
  'POST /api/admin/operators/{id}/role': [],
  'POST /api/admin/operators/{id}/disable': [],
  'POST /api/admin/operators/{id}/enable': [],
  'POST /api/admin/operators/{id}/reset-totp': [],
  'POST /api/admin/operators/invitations/{id}/revoke': [],
  'POST /api/admin/users/{id}/freeze': [],
  'POST /api/admin/users/{id}/unfreeze': [],
  'POST /api/admin/users/{id}/two-factor/reset': [],
  'PUT /api/admin/config/app': [],
  'POST /api/admin/config/images': [],
  'POST /api/admin/config/pairs/{symbol}/suspend': ['balances'],
  'POST /api/admin/config/pairs/{symbol}/resume': [],
  'PUT /api/admin/config/pairs/{symbol}/fees': [],
  'PUT /api/admin/config/contracts': [],
  'PUT /api/admin/config/contracts/pairs/{symbol}': [],
  'POST /api/admin/ledger/audit': [],
  'POST /api/admin/recharge/orders/{orderNo}/approve': ['balances'],
  'POST /api/admin/recharge/orders/{orderNo}/reject': [],
  'POST /api/admin/recharge/configs': [],
  'PUT /api/admin/recharge/configs/{id}': [],
  'POST /api/admin/withdrawal/orders/{orderNo}/take': [],
  'POST /api/admin/withdrawal/orders/{orderNo}/approve': ['balances'],
  'POST /api/admin/withdrawal/orders/{orderNo}/reject': ['balances'],
  'POST /api/admin/withdrawal/orders/{orderNo}/complete': ['balances'],
  'POST /api/admin/withdrawal/orders/{orderNo}/fail': ['balances'],
  'POST /api/admin/withdrawal/configs': [],
  'PUT /api/admin/withdrawal/configs/{id}': [],
  'PUT /api/admin/withdrawal/settings': [],
  'POST /api/admin/support/images': [],
  'POST /api/admin/support/conversations/{id}/read': [],
  'POST /api/admin/support/conversations/{id}/messages': [],
  'POST /api/admin/support/conversations/{id}/claim': [],
  'POST /api/admin/support/conversations/{id}/close': [],
  'POST /api/admin/kyc/submissions/{id}/approve': [],
  'POST /api/admin/kyc/submissions/{id}/reject': [],
  'POST /api/admin/support/conversations/{id}/reopen': [],
};

/** Paths that read like changing a market fact are refused outright, whatever the list above says. */
const FORBIDDEN_PATH = /price|tick|candle|kline|fill|trade|outcome|result|settle|balance/i;

async function writeRoutes(t: TestApp): Promise<string[]> {
  const document = (await t.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith(`${ADMIN}/`))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'get' && method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
}

/** The market's facts as rows: a change to any of them shows up here. */
async function facts(t: TestApp) {
  const count = async (query: string) =>
    Number((await sql<{ n: string }>`${sql.raw(query)}`.execute(t.db)).rows[0]?.n);
  return {
    ticks: await count('select count(*)::text as n from ticks'),
    candles: await count('select coalesce(sum(close), 0)::text as n from candles'),
    trades: await count('select count(*)::text as n from spot_trades'),
    filled: await count('select coalesce(sum(filled_quantity), 0)::text as n from spot_orders'),
    outcomes: await count('select count(*)::text as n from contract_orders where result is not null'),
    journal: await count('select count(*)::text as n from ledger_lines'),
  };
}

describe.each(backends)('honest markets ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('lists every admin route that writes; none sets a price, fill, result or outcome; balances only in reviews', async () => {
    const routes = await writeRoutes(t);
    expect(routes.length).toBeGreaterThan(15);
    const unknown = routes.filter((route) => !(route in WRITE_ROUTES));
    expect(
      unknown,
      'new admin write routes: add each to WRITE_ROUTES with the market facts it may touch',
    ).toEqual([]);
    for (const route of routes) {
      expect(route, 'an admin route named after a market fact').not.toMatch(FORBIDDEN_PATH);
      const touches = WRITE_ROUTES[route] ?? [];
      expect(
        touches.filter((fact) => fact !== 'balances'),
        `${route} may not touch prices, fills, results or outcomes`,
      ).toEqual([]);
      if (touches.includes('balances'))
        expect(REVIEW_WORKFLOWS[route], `${route} moves balances outside a review`).toBeTruthy();
    }
  });

  it('the console configuration and user routes, exercised, change no market fact', async () => {
    const owner = await signInOwner(t);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' }));
    const bob = await registerUser(t, 'bobby');
    const before = await facts(t);
    const contracts = (await adminRequest(t, 'GET', '/config/contracts', undefined, { session: owner })).body
      .data as {
      minAmount: string;
      maxAmount: string;
      periods: unknown[];
    };
    const calls: Array<[string, string, unknown]> = [
      ['POST', `/users/${bob.user.id}/freeze`, { reason: 'test' }],
      ['POST', `/users/${bob.user.id}/unfreeze`, { reason: 'test' }],
      ['PUT', '/config/pairs/ETHUSDT/fees', { makerFeeRate: '0.001', takerFeeRate: '0.001' }],
      ['POST', '/config/pairs/ETHUSDT/suspend', { reason: 'test' }],
      ['POST', '/config/pairs/ETHUSDT/resume', { reason: 'test' }],
      [
        'PUT',
        '/config/contracts',
        { minAmount: contracts.minAmount, maxAmount: contracts.maxAmount, periods: contracts.periods },
      ],
      ['PUT', '/config/contracts/pairs/ETHUSDT', { enabled: false }],
      ['POST', '/ledger/audit', undefined],
    ];
    for (const [method, url, body] of calls) {
      const reply = await adminRequest(t, method as 'POST' | 'PUT', url, body, { session: owner });
      expect(reply.status, `${method} ${url}: ${JSON.stringify(reply.body)}`).toBe(200);
    }
    expect(await facts(t)).toEqual(before);
    // A suspension releases holds through the ledger (a review workflow) and changes nothing else.
    await adminRequest(t, 'POST', '/config/pairs/BTCUSDT/suspend', { reason: 'test' }, { session: owner });
    const after = await facts(t);
    expect({ ...after, journal: before.journal }).toEqual(before);
    expect(after.journal).toBeGreaterThan(before.journal);
  });
});
