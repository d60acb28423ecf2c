import { type WithdrawalConfig, withdrawalConfigList, withdrawalOrder } from '@halcyon/api';
import { afterEach, describe, expect, it } from 'vitest';
import { OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { API, type Session } from '../../../test/auth-helpers.ts';
import {
  accepted,
  memberPost,
  operatorCall,
  refused,
  withdrawingMember,
} from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { auditLedger, createLedger } from '../ledger/index.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const PIN = '20481357';

// The order did not carry the fee the person confirmed: an operator's change between the form and the
// Confirm was charged behind a confirmation that showed the old fee.
describe.each(backends)('a withdrawal at the fee the person confirmed ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });
  const balance = (userId: string) => createLedger({ db: t.db, clock: t.clock }).balance(userId, 'USDT');
  const orders = async () => (await t.db.selectFrom('withdrawal_orders').select('id').execute()).length;
  const keys = async () => (await t.db.selectFrom('idempotency_keys').select('key').execute()).length;

  /** A person with a withdrawal password and 100 USDT available. */
  const member = (account: string) => withdrawingMember(t, account, '100');
  const withdraw = (
    who: Session,
    body: Record<string, unknown>,
    options: { key?: string; lang?: string } = {},
  ) =>
    memberPost(
      t,
      '/withdrawal/orders',
      { configId: 'usdt_trc20', amount: '20', address: TRON, withdrawalPassword: PIN, ...body },
      { token: who.token, ...options },
    );
  /** The networks as the person's form reads them. */
  const offered = async (who: Session) =>
    withdrawalConfigList.parse(accepted(await t.get(`${API}/withdrawal/configs`, { token: who.token })));

  afterEach(async () => {
    const report = await auditLedger(t.db);
    expect(report.clean, JSON.stringify(report)).toBe(true);
  });

  it('a fee an operator changed since the confirmation is refused (409, translated): nothing frozen, no order, the key free', async () => {
    const alice = await member('alice');
    const shown = (await offered(alice)).find((config) => config.id === 'usdt_trc20');
    expect(shown).toMatchObject({ fixedFee: '1', feeRate: '0' });
    // The seeded networks outlive a test (only people's data is emptied): the fee is restored after it.
    try {
      // The operator raises the fixed fee while the person's confirmation still shows 1 USDT.
      const owner = await signInOwner(t);
      const { currency: _currency, ...input } = shown as WithdrawalConfig;
      accepted(
        await operatorCall(t, owner).put('/withdrawal/configs/usdt_trc20', { ...input, fixedFee: '2' }),
      );

      const changed = await withdraw(alice, { fee: '1' }, { key: 'w-fee' });
      refused(changed, 409, 'WITHDRAWAL_FEE_CHANGED');
      expect(changed.body.message).toBe(
        'The fee for this withdrawal is now 2 USDT: check it and confirm again',
      );
      const inChinese = await withdraw(alice, { fee: '1' }, { key: 'w-fee', lang: 'zh-CN' });
      refused(inChinese, 409, 'WITHDRAWAL_FEE_CHANGED');
      expect(inChinese.body.message).toBe('本次提现的手续费已变为 2 USDT，请核对后重新确认');
      expect(await balance(alice.user.id)).toMatchObject({ available: '100', frozen: '0' });
      expect(await orders()).toBe(0);
      // As after any refusal the key was not kept: the same key with the fee confirmed anew places the order.
      expect(await keys()).toBe(0);
      const confirmed = await withdraw(alice, { fee: '2' }, { key: 'w-fee' });
      expect(withdrawalOrder.parse(accepted(confirmed))).toMatchObject({ fee: '2', totalAmount: '22' });
      expect(confirmed.headers['idempotent-replayed']).toBeUndefined();
      expect(await balance(alice.user.id)).toMatchObject({ available: '78', frozen: '22' });
    } finally {
      await t.db
        .updateTable('withdrawal_configs')
        .set({ fixed_fee: '1' })
        .where('id', '=', 'usdt_trc20')
        .execute();
    }
  });

  it('a retry after a lost answer, confirmed again at a fee changed meanwhile, replays the first order', async () => {
    const alice = await member('alice');
    const first = withdrawalOrder.parse(accepted(await withdraw(alice, { fee: '1' }, { key: 'w-lost' })));
    // The answer was lost; the operator raised the fee; the form shows 2 USDT and the person confirms it.
    await t.db
      .updateTable('withdrawal_configs')
      .set({ fixed_fee: '2' })
      .where('id', '=', 'usdt_trc20')
      .execute();
    try {
      const retry = await withdraw(alice, { fee: '2' }, { key: 'w-lost' });
      expect(withdrawalOrder.parse(accepted(retry))).toMatchObject({ orderNo: first.orderNo, fee: '1' });
      expect(retry.headers['idempotent-replayed']).toBe('true');
    } finally {
      await t.db
        .updateTable('withdrawal_configs')
        .set({ fixed_fee: '1' })
        .where('id', '=', 'usdt_trc20')
        .execute();
    }
    expect(await balance(alice.user.id)).toMatchObject({ available: '79', frozen: '21' });
    expect(await orders()).toBe(1);
  });

  it('the fee as the form showed it is accepted, in any notation of the same number; without one as before', async () => {
    const alice = await member('alice');
    const trc = withdrawalOrder.parse(accepted(await withdraw(alice, { fee: '1' })));
    expect(trc).toMatchObject({ fee: '1', totalAmount: '21' });
    accepted(await withdraw(alice, { fee: '1.00000000' }));
    // 5 + 30.5 x 0.001: the rate's part is in the fee the person confirmed.
    const erc = await withdraw(alice, {
      configId: 'usdt_erc20',
      address: ETH,
      amount: '30.5',
      fee: '5.0305',
    });
    expect(withdrawalOrder.parse(accepted(erc))).toMatchObject({ fee: '5.0305', totalAmount: '35.5305' });
    // An older client sends no fee: the network's fee is charged, as before.
    expect(withdrawalOrder.parse(accepted(await withdraw(alice, {})))).toMatchObject({ fee: '1' });
    expect(await balance(alice.user.id)).toMatchObject({ available: '1.4695', frozen: '98.5305' });
  });

  it('a malformed or over-precise fee is a 422 on its field; nothing placed', async () => {
    const alice = await member('alice');
    for (const fee of ['1.000000001', '', 'one', '-1', '1e0', ' 1', '0x1', '1,5', 1, null]) {
      const reply = await withdraw(alice, { fee });
      refused(reply, 422, 'VALIDATION_FAILED');
      expect(reply.body.errors, JSON.stringify(fee)).toHaveProperty('fee');
    }
    expect(await balance(alice.user.id)).toMatchObject({ available: '100', frozen: '0' });
    expect(await orders()).toBe(0);
  });
});
