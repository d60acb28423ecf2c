import { describe, expect, it } from 'vitest';
import { useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import { systemClock } from '../../platform/clock.ts';
import { Money } from '../ledger/index.ts';
import { createNewOrders } from './new-order.ts';
import type { OrderRecord } from './order-record.ts';
import type { OrderReplays } from './order-replays.ts';
import { findOrdersByClientIds, insertOrdersSql } from './order-repo.ts';

describe.each(backends)('spot orders by clientOrderId ($name)', (backend) => {
  const f = useLedgerDatabase(backend);
  // The records the writer makes for new orders (replays are only for submitting, not used here).
  const { newOrder } = createNewOrders({ clock: systemClock, replays: {} as OrderReplays });

  async function place(userId: string, clientOrderId: string | null): Promise<OrderRecord> {
    const order = newOrder({
      userId,
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'limit',
      clientOrderId: clientOrderId ?? undefined,
      price: new Money('100'),
      quantity: new Money('1'),
      quoteAmount: null,
      freeze: { currency: 'USDT', amount: new Money('100') },
      feeRates: { maker: new Money('0.0002'), taker: new Money('0.0004') },
    });
    await insertOrdersSql([order]).execute(f.db);
    return order;
  }

  it("finds each user's own order under each id, never another user's under the same or a crossed id", async () => {
    const alice = await f.newUser();
    const bob = await f.newUser();
    const alicesX = await place(alice, 'x');
    const bobsY = await place(bob, 'y');
    const bobsX = await place(bob, 'x');
    await place(alice, null);

    const found = await findOrdersByClientIds(f.db, [
      { userId: alice, clientOrderId: 'x' },
      { userId: bob, clientOrderId: 'y' },
      // Crossed: Alice has no 'y'.
      { userId: alice, clientOrderId: 'y' },
      // Asked twice in one batch: found all the same.
      { userId: alice, clientOrderId: 'x' },
    ]);
    const ids = new Set(found.map((order) => order.id));
    expect(ids).toEqual(new Set([alicesX.id, bobsY.id]));
    expect(ids.has(bobsX.id)).toBe(false);
    expect(found.find((order) => order.id === alicesX.id)).toMatchObject({
      userId: alice,
      clientOrderId: 'x',
      engineSequence: alicesX.engineSequence,
      open: alicesX.open,
    });
    expect(found.find((order) => order.id === alicesX.id)?.frozenRemaining.toFixed()).toBe('100');
    // Its own fee rates come back with it (the books rebuilt after a restart charge at these).
    const rates = found.find((order) => order.id === alicesX.id)?.feeRates;
    expect([rates?.maker.toFixed(), rates?.taker.toFixed()]).toEqual(['0.0002', '0.0004']);
    expect(await findOrdersByClientIds(f.db, [])).toEqual([]);
  });

  it('takes ids that need quoting in an array literal', async () => {
    const alice = await f.newUser();
    const odd = await place(alice, 'a "b",{c}\\d');
    const found = await findOrdersByClientIds(f.db, [{ userId: alice, clientOrderId: 'a "b",{c}\\d' }]);
    expect(found.map((order) => order.id)).toEqual([odd.id]);
  });
});
