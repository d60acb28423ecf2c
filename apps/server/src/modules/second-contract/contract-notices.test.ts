import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/fake-clock.ts';
import { heldBus, settleMicrotasks } from '../../../test/held-bus.ts';
import type { Bus } from '../../platform/bus.ts';
import type { BalanceSnapshot } from '../ledger/index.ts';
import { createContractNotices } from './contract-notices.ts';
import type { ContractOrderRow } from './repo.ts';

const AT = new Date('2026-06-01T12:00:00Z');

/** A 30 s up contract of `userId`, settled as a win. */
function settled(id: string, userId: string): ContractOrderRow {
  return {
    id,
    order_no: `SC${id}`,
    user_id: userId,
    symbol: 'BTC/USDT',
    period: 30,
    direction: 'up',
    amount: '10',
    currency: 'USDT',
    payout_rate: '0.8',
    status: 'completed',
    result: 'profit',
    created_at: AT,
    expire_at: AT,
    start_at: AT,
    end_at: AT,
    settled_at: AT,
    entry_tick_id: 't1',
    entry_price: '96000',
    entry_time: AT,
    entry_source: 'test',
    exit_tick_id: 't2',
    exit_price: '96001',
    exit_time: AT,
    exit_source: 'test',
    payout: '18',
    net_amount: '8',
  };
}

const rows = [settled('c1', 'u1'), settled('c2', 'u2'), settled('c3', 'u1')];
/** What the settlement's ledger batch answered: u1's USDT twice (the later one is the balance now). */
const balances: BalanceSnapshot[] = [
  { userId: 'u1', currency: 'USDT', available: '108', frozen: '0' },
  { userId: 'u2', currency: 'USDT', available: '18', frozen: '0' },
  { userId: 'u1', currency: 'USDT', available: '126', frozen: '0' },
];

function notices(bus: Bus) {
  const noBalanceReads = {
    balance: async () => {
      throw new Error('the balances came with the batch: nothing is read');
    },
  };
  const log = { error: () => undefined };
  return createContractNotices({ bus, clock: new FakeClock(AT.getTime()), ledger: noBalanceReads, log });
}

type Notice = { userId: string; event: { kind: string; order?: { orderNo: string }; balance?: object } };

describe('contract notices', () => {
  it("sends a settled batch's orders, then each balance as the batch left it, before any is answered", async () => {
    const { bus, sent, answerAll } = heldBus();
    let announced = false;
    const announcing = notices(bus)
      .announce(rows, balances)
      .then(() => {
        announced = true;
      });
    await settleMicrotasks();
    const published = sent.map(({ payload }) => payload as Notice);
    const seen = published.map(({ userId, event }) =>
      event.kind === 'contract' ? `${userId} ${event.order?.orderNo}` : `${userId} balance`,
    );
    expect(seen).toEqual(['u1 SCc1', 'u2 SCc2', 'u1 SCc3', 'u1 balance', 'u2 balance']);
    expect(published[3]?.event.balance).toMatchObject({ currency: 'USDT', available: '126' });
    // A pass ends when its notices are sent: not before the bus answered them.
    expect(announced).toBe(false);
    answerAll();
    await announcing;
    expect(announced).toBe(true);
  });

  it('sends every notice even when the bus refuses them, and never throws', async () => {
    const { bus, sent, answerAll } = heldBus('reject');
    const announcing = notices(bus).announce(rows, balances);
    await settleMicrotasks();
    answerAll();
    await expect(announcing).resolves.toBeUndefined();
    expect(sent).toHaveLength(5);
  });
});
