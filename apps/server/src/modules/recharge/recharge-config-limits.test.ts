import { rechargeConfigInputOf, rechargeConfigList } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { auditActions, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import {
  accepted,
  addOperator,
  memberPost,
  operatorCall,
  placeDeposit,
  refused,
} from '../../../test/finance-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { uploadProof } from '../../../test/upload-fixtures.ts';

/**
 * A deposit method's limits as the console sets them (PUT /api/admin/recharge/configs/:id) and the member
 * meets them: the app's list shows the new limits, and an amount outside them is refused in the member's
 * language with the limit in force, never the one before.
 */
describe.each(backends)('deposit limits set in the console ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('a finance operator narrows crypto_001 to 50..500: the member sees it and is refused outside it', async () => {
    const owner = await signInOwner(t);
    const finance = operatorCall(t, await addOperator(t, owner, 'finance@example.com', 'finance'));
    const member = await registerUser(t, 'alice');
    const listed = async () =>
      rechargeConfigList
        .parse(accepted(await t.get(`${API}/recharge/configs`, { token: member.token })))
        .find((config) => config.id === 'crypto_001');
    const before = await listed();
    if (!before) throw new Error('crypto_001 is not seeded');

    accepted(
      await finance.put('/recharge/configs/crypto_001', {
        ...rechargeConfigInputOf(before),
        minAmount: '50',
        maxAmount: '500',
      }),
    );
    try {
      expect(await auditActions(t)).toContain('recharge.config_update');
      expect(await listed()).toMatchObject({ minAmount: '50', maxAmount: '500' });

      const proofFileId = await uploadProof(t, member.token);
      const deposit = (amount: string, lang: string) =>
        memberPost(
          t,
          '/recharge/orders',
          { configId: 'crypto_001', amount, proofFileId },
          { token: member.token, lang },
        );
      // 20 passed the seeded minimum of 10; 1000 its maximum of 100000.
      const small = await deposit('20', 'de');
      refused(small, 400, 'RECHARGE_AMOUNT_TOO_SMALL');
      expect(small.body.message).toBe('Der Einzahlungsbetrag darf nicht unter 50 USDT liegen');
      const large = await deposit('1000', 'ja');
      refused(large, 400, 'RECHARGE_AMOUNT_TOO_LARGE');
      expect(large.body.message).toBe('入金額は 500 USDT 以下にしてください');
      expect(await t.db.selectFrom('recharge_orders').select('id').execute()).toEqual([]);

      // The limits themselves are inside: both ends are accepted.
      await placeDeposit(t, member.token, '50');
      await placeDeposit(t, member.token, '500');
    } finally {
      // The seeded config is not emptied between tests.
      accepted(await finance.put('/recharge/configs/crypto_001', rechargeConfigInputOf(before)));
    }
  });
});
