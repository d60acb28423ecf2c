import type { AssetHistoryItem } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { API, registerUser } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import {
  available,
  createLedger,
  creditLines,
  frozen,
  house,
  JOURNAL_CAUSES,
  moveLines,
  settleFromFrozenLines,
} from '../ledger/index.ts';

/**
 * Each journal line says what it was (kind, subject, reference), read from its entry's cause and the
 * user's lines of that entry, so the app can describe it in every language instead of showing the memo.
 */
describe.each(backends)('journal line kinds ($name)', (backend) => {
  const t = useTestApp(backend);
  const ledger = () => createLedger({ db: t.db, clock: t.clock });

  it('describes grants, spot holds, fills and releases, swaps, contracts and deposits', async () => {
    const { user, token } = await registerUser(t, 'reader');
    const me = user.id;
    const l = ledger();
    await l.credit({ userId: me, currency: 'USDT', amount: '1000', cause: { type: 'demo-grant', id: me } });
    await l.freeze({
      userId: me,
      currency: 'USDT',
      amount: '100',
      cause: { type: 'spot-order-freeze', id: 'o1' },
    });
    await l.post({
      type: 'trade',
      cause: { type: 'spot-trade', id: 't1' },
      lines: [
        ...settleFromFrozenLines({ userId: me, currency: 'USDT', amount: '60', to: house }),
        ...creditLines({ userId: me, currency: 'BTC', amount: '0.001', from: 'house' }),
      ],
    });
    await l.unfreeze({
      userId: me,
      currency: 'USDT',
      amount: '40',
      cause: { type: 'spot-order-release', id: 'o1' },
    });
    await l.post({
      type: 'trade',
      cause: { type: 'spot-trade', id: 't2' },
      lines: [
        ...moveLines(available(me), frozen(me), 'BTC', '0.0005'),
        ...settleFromFrozenLines({ userId: me, currency: 'BTC', amount: '0.0005', to: house }),
        ...creditLines({ userId: me, currency: 'USDT', amount: '30', from: 'house' }),
      ],
    });
    await l.post({
      type: 'swap',
      cause: { type: 'swap', id: 'q1' },
      memo: 'USDT -> ETH',
      lines: [
        ...moveLines(available(me), house, 'USDT', '10'),
        ...creditLines({ userId: me, currency: 'ETH', amount: '0.003', from: 'house' }),
      ],
    });
    const contract = async (orderNo: string, payout: string | null) => {
      await l.freeze({
        userId: me,
        currency: 'USDT',
        amount: '10',
        cause: { type: 'contract-open', id: orderNo },
      });
      const settle = settleFromFrozenLines({ userId: me, currency: 'USDT', amount: '10', to: house });
      const win =
        payout === null ? [] : creditLines({ userId: me, currency: 'USDT', amount: payout, from: 'house' });
      await l.post({
        type: 'settle',
        cause: { type: 'contract-settlement', id: orderNo },
        lines: [...settle, ...win],
      });
    };
    await contract('SC1', '18.5');
    await contract('SC2', null);
    await contract('SC3', '10');
    await l.credit({
      userId: me,
      currency: 'USDT',
      amount: '5',
      cause: { type: JOURNAL_CAUSES.depositCredit, id: 'R1' },
    });
    await l.credit({ userId: me, currency: 'USDT', amount: '1', cause: { type: 'test', id: 'x' } });

    const reply = await t.get(`${API}/user/assets/history?limit=100`, { token });
    const items = (reply.body.data as { items: AssetHistoryItem[] }).items.reverse();
    const seen = items.map((item) => [item.reference, item.account, item.currency, item.kind, item.subject]);
    expect(seen).toEqual([
      [me, 'available', 'USDT', 'demo-grant', {}],
      ['o1', 'available', 'USDT', 'spot-order-hold', {}],
      ['o1', 'frozen', 'USDT', 'spot-order-hold', {}],
      ['t1', 'frozen', 'USDT', 'spot-buy', { symbol: 'BTC/USDT' }],
      ['t1', 'available', 'BTC', 'spot-buy', { symbol: 'BTC/USDT' }],
      ['o1', 'frozen', 'USDT', 'spot-order-release', {}],
      ['o1', 'available', 'USDT', 'spot-order-release', {}],
      ['t2', 'available', 'BTC', 'spot-sell', { symbol: 'BTC/USDT' }],
      ['t2', 'frozen', 'BTC', 'spot-sell', { symbol: 'BTC/USDT' }],
      ['t2', 'frozen', 'BTC', 'spot-sell', { symbol: 'BTC/USDT' }],
      ['t2', 'available', 'USDT', 'spot-sell', { symbol: 'BTC/USDT' }],
      ['q1', 'available', 'USDT', 'swap', { from: 'USDT', to: 'ETH' }],
      ['q1', 'available', 'ETH', 'swap', { from: 'USDT', to: 'ETH' }],
      ...['SC1', 'SC2', 'SC3'].flatMap((orderNo, index) => {
        const result = ['contract-won', 'contract-lost', 'contract-draw'][index];
        const open: unknown[][] = [
          [orderNo, 'available', 'USDT', 'contract-open', {}],
          [orderNo, 'frozen', 'USDT', 'contract-open', {}],
          [orderNo, 'frozen', 'USDT', result, {}],
        ];
        return orderNo === 'SC2' ? open : [...open, [orderNo, 'available', 'USDT', result, {}]];
      }),
      ['R1', 'available', 'USDT', 'deposit-credited', {}],
      ['x', 'available', 'USDT', 'adjustment', {}],
    ]);
  });
});
