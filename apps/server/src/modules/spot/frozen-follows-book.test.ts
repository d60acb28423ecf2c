import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { DEFAULT_RATE_LIMITS } from '../../platform/rate-limit.ts';
import { Money } from '../ledger/index.ts';
import {
  expectCleanLedger,
  fundedTrader,
  limit,
  market,
  openMarkets,
  post,
  SPOT,
  type Trader,
} from './spot-test-kit.ts';

const TRADERS = 3;

const side = fc.constantFrom('buy' as const, 'sell' as const);
const quantity = fc
  .integer({ min: 1, max: 30 })
  .map((thousandths) => new Money(thousandths).div(1000).toFixed());

/** What one trader does next: a limit order near the market, a market order, or cancelling an open one. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('limit' as const),
    trader: fc.nat(TRADERS - 1),
    side,
    price: fc.integer({ min: 960, max: 970 }).map((hundreds) => String(hundreds * 100)),
    quantity,
  }),
  fc.record({
    kind: fc.constant('market' as const),
    trader: fc.nat(TRADERS - 1),
    side,
    quantity,
  }),
  fc.record({ kind: fc.constant('cancel' as const), trader: fc.nat(TRADERS - 1), which: fc.nat(5) }),
);

type OrderRow = {
  id: string;
  user_id: string;
  type: string;
  status: string;
  open: boolean;
  frozen_currency: string;
  frozen_remaining: string;
};

/**
 * Random order flows between three traders: whatever happens, each trader's frozen balance is what their
 * open orders still hold, a finished order holds nothing, and exactly the orders that ever rested in the
 * book were frozen (the others' trades took from available: command-settlement.ts).
 */
describe.each(backends)('frozen balances follow the book ($name)', (backend) => {
  // Every run registers three people and places up to 14 orders: more than a minute's budgets of one address.
  const t = useTestApp(backend, {
    overrides: { rateLimits: { ...DEFAULT_RATE_LIMITS, global: 10_000, register: 1_000, emailCode: 1_000 } },
  });

  it('after any sequence of limit, market and cancel orders', async () => {
    await openMarkets(t);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        run += 1;
        const traders: Trader[] = [];
        for (let index = 0; index < TRADERS; index += 1) {
          traders.push(await fundedTrader(t, `flow${run}t${index}`, { USDT: '3000', BTC: '0.05' }));
        }
        for (const next of steps) {
          const trader = traders[next.trader] as Trader;
          if (next.kind === 'cancel') {
            const open = await openOrderIds(trader);
            const orderId = open[next.which % Math.max(open.length, 1)];
            if (orderId === undefined) continue;
            const reply = await post(t, `${SPOT}/orders/cancel`, { orderId }, trader);
            expect(reply.status, JSON.stringify(reply.body)).toBe(200);
            continue;
          }
          const reply =
            next.kind === 'limit'
              ? await limit(t, trader, { side: next.side, price: next.price, quantity: next.quantity })
              : await market(t, trader, { side: next.side, quantity: next.quantity });
          if (reply.status !== 200)
            expect(['INSUFFICIENT_BALANCE', 'NO_LIQUIDITY']).toContain(reply.body.code);
        }
        await expectFrozenFollowsOrders(traders.map((trader) => trader.id));
      }),
      { numRuns: 6, seed: 37 },
    );
    await expectCleanLedger(t);
  });

  async function openOrderIds(trader: Trader): Promise<string[]> {
    const rows = await t.db
      .selectFrom('spot_orders')
      .select('id')
      .where('user_id', '=', trader.id)
      .where('open', '=', true)
      .orderBy('engine_sequence')
      .execute();
    return rows.map((row) => row.id);
  }

  async function expectFrozenFollowsOrders(userIds: string[]): Promise<void> {
    const orders = (await t.db
      .selectFrom('spot_orders')
      .select(['id', 'user_id', 'type', 'status', 'open', 'frozen_currency', 'frozen_remaining'])
      .where('user_id', 'in', userIds)
      .execute()) as OrderRow[];
    const held = new Map<string, Money>();
    for (const order of orders) {
      if (!order.open) expect(new Money(order.frozen_remaining).isZero(), order.id).toBe(true);
      const key = `${order.user_id} ${order.frozen_currency}`;
      held.set(key, (held.get(key) ?? new Money(0)).plus(order.open ? order.frozen_remaining : 0));
    }
    const balances = await t.db
      .selectFrom('balances')
      .select(['user_id', 'currency', 'frozen'])
      .where('user_id', 'in', userIds)
      .execute();
    for (const balance of balances) {
      const expected = held.get(`${balance.user_id} ${balance.currency}`) ?? new Money(0);
      expect(new Money(balance.frozen).toFixed(), `${balance.user_id} ${balance.currency}`).toBe(
        expected.toFixed(),
      );
    }
    // Rested at some point: open now, traded as a maker, or a limit order cancelled (by its owner, or by
    // meeting its owner's newer order): a limit order that does not rest is never cancelled on arrival.
    const { rows: makers } = await sql<{ id: string }>`
      SELECT DISTINCT maker_order_id AS id FROM spot_trades WHERE maker_user_id = ANY (${userIds}::text[])`.execute(
      t.db,
    );
    const rested = new Set([
      ...orders
        .filter((order) => order.open || (order.type === 'limit' && order.status === 'cancelled'))
        .map((order) => order.id),
      ...makers.map((row) => row.id),
    ]);
    const { rows: frozenOnce } = await sql<{ cause_id: string }>`
      SELECT cause_id FROM ledger_entries
      WHERE cause_type = 'spot-order-freeze' AND cause_id = ANY (${orders.map((order) => order.id)}::text[])`.execute(
      t.db,
    );
    expect(new Set(frozenOnce.map((row) => row.cause_id))).toEqual(rested);
  }
});
