import { describe, expect, it } from 'vitest';
import { adminRequest, auditActions, lastAuditSeq, OWNER_ENV, signInOwner } from '../test/admin-helpers.ts';
import { registerUser } from '../test/auth-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import { fundedTrader, limit, openMarkets, orderOf } from './modules/spot/spot-test-kit.ts';

type DashboardData = {
  users: { total: number; newToday: number; frozen: number };
  deposits: { pending: number };
  openSpotOrders: number;
  runningContracts: number;
  pairs: Array<{ category: string; total: number; suspended: number; stale: number }>;
  process: { feedLeader: boolean; hostsSpotBooks: boolean };
  lastLedgerAudit: { ok: boolean; operatorEmail: string | null } | null;
};

describe.each(backends)('console dashboard ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('counts users, orders and pairs; runs and remembers the ledger audit', async () => {
    const owner = await signInOwner(t);
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    await registerUser(t, 'bobby');
    orderOf(await limit(t, alice, { side: 'buy', price: '90000', quantity: '0.001' }));
    const read = async () =>
      (await adminRequest(t, 'GET', '/dashboard', undefined, { session: owner })).body.data as DashboardData;
    const first = await read();
    expect(first).toMatchObject({
      users: { total: 2, newToday: 2, frozen: 0 },
      deposits: { pending: 0 },
      openSpotOrders: 1,
      runningContracts: 0,
      process: { feedLeader: true, hostsSpotBooks: true },
      lastLedgerAudit: null,
    });
    const crypto = first.pairs.find((row) => row.category === 'crypto');
    expect(crypto?.total).toBeGreaterThan(2);
    expect(crypto?.suspended).toBe(0);

    const start = await lastAuditSeq(t);
    const audit = await adminRequest(t, 'POST', '/ledger/audit', undefined, { session: owner });
    expect(audit.body).toMatchObject({ success: true, data: { ok: true } });
    expect((audit.body.data as { report: string }).report.length).toBeGreaterThan(0);
    expect((await read()).lastLedgerAudit).toMatchObject({ ok: true, operatorEmail: 'owner@example.com' });
    expect(await auditActions(t, start)).toEqual(['ledger.audit']);
  });
});
