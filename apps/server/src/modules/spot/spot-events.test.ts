import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/fake-clock.ts';
import { heldBus, settleMicrotasks } from '../../../test/held-bus.ts';
import type { Bus } from '../../platform/bus.ts';
import { USER_EVENTS_TOPIC } from '../../platform/user-events.ts';
import type { SpotBooks } from './spot-books.ts';
import { createSpotEvents } from './spot-events.ts';
import { SPOT_TRADES_TOPIC } from './spot-topics.ts';
import type { Effects } from './symbol-desk.ts';

/** Two people's balances moved by one trade, both in the ledger's answer, and the trade itself. */
const effects: Effects = {
  symbol: 'BTC/USDT',
  orders: [],
  balances: new Map([
    ['u1', new Set(['USDT', 'BTC'])],
    ['u2', new Set(['USDT'])],
  ]),
  trades: [
    { tradeId: 't1', symbol: 'BTC/USDT', price: '96000', quantity: '0.01', takerSide: 'buy', time: 1 },
  ],
  bookChanged: false,
  balancesAfter: new Map([
    ['u1\nUSDT', { available: '40', frozen: '0' }],
    ['u1\nBTC', { available: '0.01', frozen: '0' }],
    ['u2\nUSDT', { available: '1000', frozen: '5' }],
  ]),
};

function spotEvents(bus: Bus) {
  const noBalanceReads = {
    balance: async () => {
      throw new Error('every balance is in the answer: nothing is read');
    },
  };
  const noBooks = {} as Pick<SpotBooks, 'desks' | 'depthSnapshot'>;
  const log = pino({ level: 'silent' });
  return createSpotEvents({ bus, clock: new FakeClock(0), log, ledger: noBalanceReads, books: noBooks });
}

describe('spot events', () => {
  it('issues every notice of a command before any publish is answered, in order', async () => {
    const { bus, sent, answerAll } = heldBus();
    let announced = false;
    const announcing = spotEvents(bus)
      .announce(effects)
      .then(() => {
        announced = true;
      });
    await settleMicrotasks();
    expect(sent.map(({ topic }) => topic)).toEqual([
      USER_EVENTS_TOPIC,
      USER_EVENTS_TOPIC,
      USER_EVENTS_TOPIC,
      SPOT_TRADES_TOPIC,
    ]);
    expect(sent.slice(0, 3).map(({ payload }) => payload)).toEqual([
      {
        userId: 'u1',
        event: { kind: 'balance', balance: { currency: 'USDT', available: '40', frozen: '0', time: 0 } },
      },
      {
        userId: 'u1',
        event: { kind: 'balance', balance: { currency: 'BTC', available: '0.01', frozen: '0', time: 0 } },
      },
      {
        userId: 'u2',
        event: { kind: 'balance', balance: { currency: 'USDT', available: '1000', frozen: '5', time: 0 } },
      },
    ]);
    // The command's answer waits for the publishes: not before they are answered.
    expect(announced).toBe(false);
    answerAll();
    await announcing;
    expect(announced).toBe(true);
  });

  it('still issues every notice when the bus refuses them, and the command goes on', async () => {
    const { bus, sent, answerAll } = heldBus('reject');
    const announcing = spotEvents(bus).announce(effects);
    await settleMicrotasks();
    answerAll();
    await expect(announcing).resolves.toBeUndefined();
    expect(sent).toHaveLength(4);
  });
});
