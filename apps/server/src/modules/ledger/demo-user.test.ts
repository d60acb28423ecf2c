import { describe, expect, it } from 'vitest';
import { API, login, registerUser } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import { auditLedger } from './audit.ts';
import { DEMO_GRANT_CAUSE, DEMO_USER, ensureDemoUser } from './demo-user.ts';
import { createLedger } from './ledger.ts';

describe('DEMO_USER', () => {
  it('is on by default in the embedded mode, off with DATABASE_URL, and DEMO_USER decides when set', () => {
    const url = 'postgres://db.example/halcyon';
    expect(loadConfig({}).demoUser).toBe(true);
    expect(loadConfig({ DATABASE_URL: url }).demoUser).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_USER: 'on' }).demoUser).toBe(true);
    expect(loadConfig({ DEMO_USER: 'off' }).demoUser).toBe(false);
    expect(() => loadConfig({ DEMO_USER: 'yes' })).toThrow('DEMO_USER must be on or off (got "yes")');
  });
});

describe.each(backends)('the demo user ($name)', (backend) => {
  const t = useTestApp(backend);
  const grants = () =>
    t.db.selectFrom('ledger_entries').select('id').where('cause_type', '=', DEMO_GRANT_CAUSE).execute();
  const deps = () => ({ db: t.db, clock: t.clock, log: t.app.log });

  it('starts with 10,000 USDT, 0.5 BTC and 5 ETH from the house, granted once across starts', async () => {
    await t.rebuild({ env: { DEMO_USER: 'on' } });
    const session = await login(t, DEMO_USER.account, DEMO_USER.password);
    expect(session.user).toMatchObject({ account: 'demo', email: 'demo@halcyon.local' });
    const assets = await t.get(`${API}/user/assets`, { token: session.token });
    expect(assets.body).toMatchObject({
      data: {
        assets: [
          { currency: 'USDT', available: '10000', frozen: '0', total: '10000' },
          { currency: 'BTC', available: '0.5', frozen: '0', total: '0.5' },
          { currency: 'ETH', available: '5', frozen: '0', total: '5' },
        ],
      },
    });

    // Spend some, start again twice: nothing comes back, nothing is granted again.
    await createLedger({ db: t.db, clock: t.clock }).freeze({
      userId: session.user.id,
      currency: 'USDT',
      amount: '2500',
      cause: { type: 'test', id: 'spend' },
    });
    await t.rebuild({ env: { DEMO_USER: 'on' } });
    await t.rebuild({ env: { DEMO_USER: 'on' } });
    expect(await grants()).toHaveLength(1);
    const balance = await createLedger({ db: t.db, clock: t.clock }).balance(session.user.id, 'USDT');
    expect(balance).toMatchObject({ available: '7500', frozen: '2500' });
    const report = await auditLedger(t.db);
    expect(report.clean).toBe(true);
    expect(report.systemAccounts).toEqual([
      { account: 'house', currency: 'BTC', balance: '-0.5' },
      { account: 'house', currency: 'ETH', balance: '-5' },
      { account: 'house', currency: 'USDT', balance: '-10000' },
    ]);
  });

  it('two processes starting at once create one user and one grant', async () => {
    const outcomes = await Promise.all([
      ensureDemoUser(deps()),
      ensureDemoUser(deps()),
      ensureDemoUser(deps()),
    ]);
    expect(new Set(outcomes.map((outcome) => outcome?.userId)).size).toBe(1);
    expect(outcomes.filter((outcome) => outcome?.granted)).toHaveLength(1);
    expect(await t.db.selectFrom('users').select('account').execute()).toEqual([{ account: 'demo' }]);
    expect(await grants()).toHaveLength(1);
  });

  it('is not created when DEMO_USER is off, and gives nothing to a person who registered "demo"', async () => {
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
    const impostor = await registerUser(t, 'demo');
    expect(await ensureDemoUser(deps())).toBeNull();
    await t.rebuild({ env: { DEMO_USER: 'on' } });
    expect(await grants()).toEqual([]);
    const assets = await t.get(`${API}/user/assets`, { token: impostor.token });
    expect(assets.body).toMatchObject({ data: { assets: [{ currency: 'USDT', total: '0' }] } });
  });
});
