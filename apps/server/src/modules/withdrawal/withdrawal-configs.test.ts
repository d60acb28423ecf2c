import { type WithdrawalConfig, withdrawalConfigList } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { auditActions, lastAuditSeq, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { accepted, operatorCall, refused } from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';

const network = {
  id: 'usdt_trc20_vip',
  name: 'USDT (TRC20) VIP',
  network: 'TRC20',
  minAmount: '100',
  maxAmount: '10000',
  fixedFee: '1',
  feeRate: '0',
  dailyLimit: '20000',
  active: true,
  sortOrder: 5,
};

// Operators edit withdrawal networks; limits that would refuse every withdrawal are refused themselves.
describe.each(backends)('withdrawal configs in the console ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('a daily limit under the minimum (or a maximum under it) is a 422 on its field, translated; nothing stored', async () => {
    const owner = await signInOwner(t);
    const admin = operatorCall(t, owner);
    const start = await lastAuditSeq(t);
    const low = await admin.post('/withdrawal/configs', { ...network, dailyLimit: '99.99999999' });
    refused(low, 422, 'VALIDATION_FAILED');
    expect(low.body.errors).toEqual({ dailyLimit: ['The daily limit must be at least the minimum amount'] });
    const both = await operatorCall(t, owner, { headers: { 'accept-language': 'zh-CN' } }).post(
      '/withdrawal/configs',
      { ...network, maxAmount: '50', dailyLimit: '50' },
    );
    refused(both, 422, 'VALIDATION_FAILED');
    expect(both.body.errors).toEqual({
      maxAmount: ['最高金额不能低于最低金额'],
      dailyLimit: ['每日限额不能低于最低金额'],
    });

    // The seeded TRC20 network: its daily limit lowered under its minimum of 10 is refused, and it stays.
    const seeded = accepted<WithdrawalConfig[]>(await admin.get('/withdrawal/configs')).find(
      (config) => config.id === 'usdt_trc20',
    );
    if (!seeded) throw new Error('no seeded TRC20 network');
    const { currency: _currency, ...input } = seeded;
    const lowered = await admin.put('/withdrawal/configs/usdt_trc20', { ...input, dailyLimit: '5' });
    refused(lowered, 422, 'VALIDATION_FAILED');
    expect(lowered.body.errors).toEqual({
      dailyLimit: ['The daily limit must be at least the minimum amount'],
    });
    const alice = await registerUser(t, 'alice');
    const offered = withdrawalConfigList.parse(
      accepted(await t.get(`${API}/withdrawal/configs`, { token: alice.token })),
    );
    expect(offered.find((config) => config.id === 'usdt_trc20')?.dailyLimit).toBe(seeded.dailyLimit);
    expect(offered.map((config) => config.id)).not.toContain(network.id);
    expect(await auditActions(t, start)).toEqual([]);

    // A daily limit equal to the minimum allows one withdrawal of the minimum a day: accepted.
    accepted(await admin.post('/withdrawal/configs', { ...network, dailyLimit: '100' }));
    accepted(await admin.put(`/withdrawal/configs/${network.id}`, { ...network, maxAmount: '100' }));
    expect(await auditActions(t, start)).toEqual(['withdrawal.config_create', 'withdrawal.config_update']);
    await t.db.deleteFrom('withdrawal_configs').where('id', '=', network.id).execute();
  });
});
