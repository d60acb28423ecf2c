import { withdrawalOrder, withdrawalSettings } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import type { Session } from '../../../test/auth-helpers.ts';
import {
  accepted,
  addOperator,
  memberPost,
  operatorCall,
  refused,
  withdrawingMember,
} from '../../../test/finance-helpers.ts';
import { buildPeerApp, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { createLedger } from '../ledger/index.ts';

const DAY_MS = 86_400_000;
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PIN = '20481357';

// Issue 12: above a daily amount the operator sets (default 1,000 USDT), withdrawals need a verified identity.
describe.each(backends)('withdrawal identity limit ($name)', (backend) => {
  const bus = createMemoryBus({ error: () => undefined });
  const t = useTestApp(backend, { env: OWNER_ENV, overrides: { bus } });
  const ledger = () => createLedger({ db: t.db, clock: t.clock });
  const balance = (userId: string) => ledger().balance(userId, 'USDT');
  const orderCount = async (userId: string) =>
    (await t.db.selectFrom('withdrawal_orders').select('id').where('user_id', '=', userId).execute()).length;
  const withdraw = (
    who: Session,
    amount: string,
    key?: string,
    configId = 'usdt_trc20',
    via: Pick<TestApp, 'app'> = t,
  ) =>
    memberPost(
      via,
      '/withdrawal/orders',
      {
        configId,
        amount,
        address: configId === 'usdt_trc20' ? TRON : '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        withdrawalPassword: PIN,
      },
      { token: who.token, ...(key ? { key } : {}) },
    );
  /** A person with a withdrawal password and `amount` USDT, whose identity is not verified (yet). */
  const member = (account: string, amount: string) =>
    withdrawingMember(t, account, amount, { verified: false });
  const verify = (who: Session) =>
    t.db.updateTable('users').set({ real_name_status: 'verified' }).where('id', '=', who.user.id).execute();

  it('counts the UTC day’s pending, processing and completed withdrawals on every network; verified people pass', async () => {
    // Midday UTC, so the test's steps stay within one day.
    t.clock.advance(DAY_MS / 2 - (t.clock.now() % DAY_MS) + DAY_MS);
    const alice = await member('alice', '5000');
    const first = withdrawalOrder.parse(accepted(await withdraw(alice, '600')));
    withdrawalOrder.parse(accepted(await withdraw(alice, '400', undefined, 'usdt_erc20')));
    // 1,000 reached exactly: one cent more crosses it.
    const over = await withdraw(alice, '10');
    refused(over, 403, 'KYC_REQUIRED');
    expect(over.body.message).toBe(
      'Withdrawals above 1,000 USDT a day need a verified identity; please verify your identity first',
    );
    const overZh = await memberPost(
      t,
      '/withdrawal/orders',
      { configId: 'usdt_trc20', amount: '10', address: TRON, withdrawalPassword: PIN },
      { token: alice.token, lang: 'zh-CN' },
    );
    expect(overZh.body.message).toBe('每日提现超过 1,000 USDT 需要完成实名认证，请先完成实名认证');
    // Nothing frozen by the refusals: 600 + 1 and 400 + 5.4 (ERC20: 5 + 0.1 %) only.
    expect(await balance(alice.user.id)).toMatchObject({ available: '3993.6', frozen: '1006.4' });
    expect(await orderCount(alice.user.id)).toBe(2);

    // A cancelled withdrawal no longer counts.
    accepted(await memberPost(t, `/withdrawal/orders/${first.orderNo}/cancel`, {}, { token: alice.token }));
    withdrawalOrder.parse(accepted(await withdraw(alice, '600')));
    refused(await withdraw(alice, '10'), 403, 'KYC_REQUIRED');

    await verify(alice);
    withdrawalOrder.parse(accepted(await withdraw(alice, '1500')));

    // Yesterday's withdrawals do not count: the UTC day starts again from nothing.
    const bob = await member('bob', '2000');
    accepted(await withdraw(bob, '1000'));
    refused(await withdraw(bob, '10'), 403, 'KYC_REQUIRED');
    const yesterdayNight = new Date(t.clock.now() - (t.clock.now() % DAY_MS) - 1);
    await t.db
      .updateTable('withdrawal_orders')
      .set({ created_at: yesterdayNight })
      .where('user_id', '=', bob.user.id)
      .execute();
    accepted(await withdraw(bob, '900'));
  });

  it('parallel withdrawals of one person cannot pass the limit together', async () => {
    const alice = await member('racer', '3000');
    // A person's tries take turns on one server: half go to a second one, so that they race in the database.
    const peer = await buildPeerApp(t, backend.name, { bus });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withdraw(alice, '100', `par-${i}`, undefined, i % 2 === 0 ? t : { app: peer }),
      ),
    ).finally(() => peer.close());
    const ok = replies.filter((reply) => reply.status === 200);
    const refusedKyc = replies.filter((reply) => reply.status === 403 && reply.body.code === 'KYC_REQUIRED');
    expect(ok).toHaveLength(10);
    expect(refusedKyc).toHaveLength(10);
    expect(await balance(alice.user.id)).toMatchObject({ available: '1990', frozen: '1010' });
  }, 120_000);

  it('finance changes the limit, audited and announced, and the next withdrawal follows it', async () => {
    const owner = await signInOwner(t);
    const finance = await addOperator(t, owner, 'finance@example.com', 'finance');
    const support = await addOperator(t, owner, 'support@example.com', 'support');
    const heard: unknown[] = [];
    bus.subscribe('config.withdrawal', (payload) => heard.push(payload));
    const alice = await member('carol', '500');

    expect(
      withdrawalSettings.parse(accepted(await operatorCall(t, finance).get('/withdrawal/settings'))),
    ).toEqual({
      kycDailyLimit: '1000',
    });
    refused(
      await operatorCall(t, support).put('/withdrawal/settings', { kycDailyLimit: '50' }),
      403,
      'FORBIDDEN',
    );
    refused(
      await operatorCall(t, finance).put('/withdrawal/settings', { kycDailyLimit: '0' }),
      422,
      'VALIDATION_FAILED',
    );
    refused(
      await operatorCall(t, finance).put('/withdrawal/settings', { kycDailyLimit: 'x' }),
      422,
      'VALIDATION_FAILED',
    );
    accepted(await withdraw(alice, '60'));

    const changed = await operatorCall(t, finance).put('/withdrawal/settings', { kycDailyLimit: '100.5' });
    expect(withdrawalSettings.parse(accepted(changed))).toEqual({ kycDailyLimit: '100.5' });
    expect(heard).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'withdrawal.settings_update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_id: finance.operatorId,
      target_type: 'withdrawal_settings',
      before: { kycDailyLimit: '1000' },
      after: { kycDailyLimit: '100.5' },
    });

    const over = await withdraw(alice, '41');
    refused(over, 403, 'KYC_REQUIRED');
    expect(over.body.message).toContain('100.5 USDT');
    accepted(await withdraw(alice, '40.5'));
    expect(await orderCount(alice.user.id)).toBe(2);
    // The owner may change it too; finance reads it back; support sees none of it.
    accepted(await operatorCall(t, owner).put('/withdrawal/settings', { kycDailyLimit: '2000' }));
    expect(accepted(await operatorCall(t, finance).get('/withdrawal/settings'))).toEqual({
      kycDailyLimit: '2000',
    });
    refused(await operatorCall(t, support).get('/withdrawal/settings'), 403, 'FORBIDDEN');
  });
});
