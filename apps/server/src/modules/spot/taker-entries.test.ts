import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { Money } from '../ledger/index.ts';
import {
  balance,
  expectCleanLedger,
  fundedTrader,
  limit,
  market,
  openMarkets,
  orderOf,
  post,
  SPOT,
  type Trader,
} from './spot-test-kit.ts';

/**
 * A user's journal lines from its spot orders and trades, in posting order, as `cause account currency
 * amount` (cause ids left out: they are new for every order and trade).
 */
async function spotLines(t: TestApp, trader: Trader): Promise<string[]> {
  const rows = await t.db
    .selectFrom('ledger_lines as l')
    .innerJoin('ledger_entries as e', 'e.id', 'l.entry_id')
    .where('l.user_id', '=', trader.id)
    .where('e.cause_type', 'like', 'spot-%')
    .select(['e.cause_type as cause', 'l.account', 'l.currency', 'l.amount'])
    .orderBy('l.id')
    .execute();
  return rows.map((row) => `${row.cause} ${row.account} ${row.currency} ${new Money(row.amount).toFixed()}`);
}

describe.each(backends)('what a new order posts to the ledger ($name)', (backend) => {
  const t = useTestApp(backend);

  it('a limit order filled at once posts only its trade, paid from available; a resting one is frozen first', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });

    orderOf(await limit(t, bob, { side: 'sell', price: '95000', quantity: '0.05' }));
    expect(await spotLines(t, bob)).toEqual([
      'spot-order-freeze available BTC -0.05',
      'spot-order-freeze frozen BTC 0.05',
    ]);

    // Reserved 9600 + 9.6 in the batch, never frozen: the trade takes 4750 and the 4.75 fee from available.
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.05' }));
    expect(bid).toMatchObject({ status: 'filled', filledQuote: '4750', fee: '4.75' });
    expect(await spotLines(t, alice)).toEqual([
      'spot-trade available USDT -4754.75',
      'spot-trade available BTC 0.05',
    ]);
    // Bob's ask rested: the base comes from what was frozen; he receives 4750 less his 4.75 fee.
    expect((await spotLines(t, bob)).slice(2)).toEqual([
      'spot-trade available USDT 4745.25',
      'spot-trade frozen BTC -0.05',
    ]);
    // One line per side and currency: both fees reach `fees` in one line of the trade's entry.
    const fees = await t.db
      .selectFrom('ledger_lines as l')
      .innerJoin('ledger_entries as e', 'e.id', 'l.entry_id')
      .where('e.cause_type', '=', 'spot-trade')
      .where('l.account', '=', 'fees')
      .select('l.amount')
      .execute();
    expect(fees.map((line) => new Money(line.amount).toFixed())).toEqual(['9.5']);
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '5245.25', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.05', frozen: '0' });
    expect(await balance(t, bob, 'BTC')).toEqual({ available: '0.95', frozen: '0' });
    await expectCleanLedger(t);
  });

  it('a market order whose rest is cancelled posts only its trades; a partly filled limit order that rests is frozen, then released', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '10000' });
    const bob = await fundedTrader(t, 'bob', { BTC: '1' });
    orderOf(await limit(t, bob, { side: 'sell', price: '96000', quantity: '0.005' }));

    const bought = orderOf(await market(t, alice, { side: 'buy', quantity: '0.01' }));
    expect(bought).toMatchObject({ status: 'cancelled', filledQuantity: '0.005', filledQuote: '480' });
    expect(await spotLines(t, alice)).toEqual([
      'spot-trade available USDT -480.48',
      'spot-trade available BTC 0.005',
    ]);
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '9519.52', frozen: '0' });

    // Takes 0.005 at 95000 and rests the other 0.005 at 96000: frozen 960 + 0.96 first, the trade from it.
    orderOf(await limit(t, bob, { side: 'sell', price: '95000', quantity: '0.005' }));
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.01' }));
    expect(bid).toMatchObject({ status: 'partially_filled', filledQuote: '475', fee: '0.475' });
    expect((await spotLines(t, alice)).slice(2)).toEqual([
      'spot-order-freeze available USDT -960.96',
      'spot-order-freeze frozen USDT 960.96',
      'spot-trade frozen USDT -475.475',
      'spot-trade available BTC 0.005',
    ]);
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '8558.56', frozen: '485.485' });

    orderOf(await post(t, `${SPOT}/orders/cancel`, { orderId: bid.orderId }, alice));
    expect((await spotLines(t, alice)).slice(6)).toEqual([
      'spot-order-release frozen USDT -485.485',
      'spot-order-release available USDT 485.485',
    ]);
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '9044.045', frozen: '0' });
    await expectCleanLedger(t);
  });

  it('50 parallel buys filled at once against a balance that affords exactly 20: 20 fill, 30 are refused', async () => {
    await openMarkets(t);
    await t.app.spotService.quoteSink.replaceQuotes('BTC/USDT', [
      { side: 'sell', price: '50000', quantity: '1' },
    ]);
    // Each takes 0.001 from the house at 50000: 50, + 0.05 fee, reserved and spent from available.
    const alice = await fundedTrader(t, 'alice', { USDT: '1001' });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => limit(t, alice, { side: 'buy', price: '50000', quantity: '0.001' })),
    );
    const outcomes = replies.map((reply) => (reply.status === 200 ? orderOf(reply).status : reply.body.code));
    expect(outcomes.filter((outcome) => outcome === 'filled')).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome === 'INSUFFICIENT_BALANCE')).toHaveLength(30);
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '0', frozen: '0' });
    expect(await balance(t, alice, 'BTC')).toEqual({ available: '0.02', frozen: '0' });
    const lines = await spotLines(t, alice);
    expect(lines).toHaveLength(40);
    expect(lines.filter((line) => !line.startsWith('spot-trade available '))).toEqual([]);
    await expectCleanLedger(t);
  });
});
