import type { ContractOrder } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { adminRequest, auditActions, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';

/** Saturday 21 Nov 2026, 12:00 UTC: crypto trades. */
const SATURDAY = Date.UTC(2026, 10, 21, 12, 0, 0);

async function member(t: TestApp) {
  const { user, token } = await registerUser(t, 'trader');
  await createLedger({ db: t.db, clock: t.clock }).credit({
    userId: user.id,
    currency: 'USDT',
    amount: '1000',
    cause: { type: 'test', id: 'grant-trader' },
  });
  return { userId: user.id, token };
}

async function open(t: TestApp, token: string, symbol: string, lang: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: `${API}/second-contract/orders`,
    payload: { symbol, period: 30, direction: 'up', amount: '100' },
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { status: reply.statusCode, body: reply.json() as Record<string, unknown> };
}

/**
 * The console's per-pair switch (PUT /api/admin/config/contracts/pairs/:symbol) as the member meets it: a
 * pair switched off refuses new contracts in the member's language, while the contract already open on it
 * runs to its end and settles from the feed.
 */
describe.each(backends)('second contracts switched off for a pair in the console ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('refuses new contracts on the pair, said in the member’s language, and settles the one already open', async () => {
    t.clock.advance(SATURDAY - t.clock.now());
    const owner = await signInOwner(t);
    const who = await member(t);
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000', time: SATURDAY });
    t.clock.advance(100);
    const opened = await open(t, who.token, 'BTCUSDT', 'en');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { orderNo } = opened.body.data as ContractOrder;
    t.clock.advance(100);
    await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96000.5' });
    expect(await t.app.secondContracts.settler.settleDue()).toMatchObject({ started: 1 });
    const entryAt = t.clock.now();

    const switched = await adminRequest(
      t,
      'PUT',
      '/config/contracts/pairs/BTCUSDT',
      { enabled: false },
      { session: owner },
    );
    try {
      expect(switched.status, JSON.stringify(switched.body)).toBe(200);
      expect(await auditActions(t)).toContain('config.contract_pair');
      const config = await t.get(`${API}/second-contract/public/config`);
      expect((config.body.data as { symbols: string[] }).symbols).not.toContain('BTC/USDT');

      const german = await open(t, who.token, 'BTCUSDT', 'de');
      expect(german).toMatchObject({
        status: 400,
        body: { code: 'CONTRACT_NOT_ENABLED', message: 'Für BTC/USDT werden keine Kontrakte angeboten' },
      });
      const japanese = await open(t, who.token, 'BTCUSDT', 'ja');
      expect(japanese.body.message).toBe('BTC/USDT ではコントラクト取引を提供していません');
      // Only the open contract's stake is frozen: the refusals froze nothing.
      const ledger = createLedger({ db: t.db, clock: t.clock });
      expect(await ledger.balance(who.userId, 'USDT')).toMatchObject({ available: '900', frozen: '100' });

      // The contract opened before the switch runs to its end and settles (0.8 payout on a rise).
      t.clock.advance(entryAt + 30_000 - t.clock.now());
      await t.marketFeed.push({ symbol: 'BTC/USDT', price: '96001' });
      t.clock.advance(1_000);
      expect(await t.app.secondContracts.settler.settleDue()).toMatchObject({ settled: 1 });
      const detail = await t.get(`${API}/second-contract/orders/${orderNo}`, { token: who.token });
      expect(detail.body.data).toMatchObject({ status: 'completed', result: 'profit', payout: '180' });
      expect(await ledger.balance(who.userId, 'USDT')).toMatchObject({ available: '1080', frozen: '0' });
      expect((await auditLedger(t.db)).clean).toBe(true);
    } finally {
      // Contract settings are seeded, not emptied between tests.
      await adminRequest(t, 'PUT', '/config/contracts/pairs/BTCUSDT', { enabled: true }, { session: owner });
    }
  });
});
