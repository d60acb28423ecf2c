import { SPOT_LIMITS } from '@halcyon/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import { announceBalances, keyText, type Ledger } from '../ledger/index.ts';
import { DepthThrottle } from './depth-throttle.ts';
import { toSpotOrder } from './order-record.ts';
import type { SpotBooks } from './spot-books.ts';
import { SPOT_DEPTH_TOPIC, SPOT_TRADES_TOPIC, type SpotTradesMessage } from './spot-topics.ts';
import type { Effects } from './symbol-desk.ts';

type Deps = {
  bus: Bus;
  clock: Clock;
  log: FastifyBaseLogger;
  ledger: Pick<Ledger, 'balance'>;
  books: Pick<SpotBooks, 'desks' | 'depthSnapshot'>;
};

/**
 * What a committed command tells the world: its orders and balances to their users, its trades and the
 * changed book (throttled) to the market channels.
 */
export function createSpotEvents({ bus, clock, log, ledger, books }: Deps) {
  const throttle = new DepthThrottle(1000 / SPOT_LIMITS.depthUpdatesPerSecond, (symbol) => {
    const desk = books.desks.get(symbol);
    if (!desk) return;
    bus
      .publish(SPOT_DEPTH_TOPIC, books.depthSnapshot(desk, SPOT_LIMITS.depthChannelLevels))
      .catch((error: unknown) => {
        log.warn({ err: error, symbol }, 'spot depth publish failed');
      });
  });

  /**
   * Each balance as the commit left it, straight from the ledger's answer: no read per notice. Its
   * publishes are issued at once, in order; those the answer lacks are read and announced after them.
   */
  function announceBalancesOf(effects: Effects): Promise<void>[] {
    const sent: Promise<void>[] = [];
    for (const [userId, currencies] of effects.balances) {
      const unknown: string[] = [];
      for (const currency of currencies) {
        const after = effects.balancesAfter.get(keyText({ userId, currency }));
        if (!after) {
          unknown.push(currency);
          continue;
        }
        sent.push(
          publishUserEvent(bus, userId, {
            kind: 'balance',
            balance: { currency, available: after.available, frozen: after.frozen, time: clock.now() },
          }),
        );
      }
      if (unknown.length > 0) sent.push(announceBalances({ bus, clock, ledger }, userId, unknown));
    }
    return sent;
  }

  /**
   * A command's notices, every publish issued before any is awaited: with Redis each publish is a round
   * trip, and the command's answer waits for them (its orders and balances are on the bus before the
   * person reads the answer), so one after another they added up to several round trips per order.
   * Issued in one pass they still leave in this order: the memory bus delivers as it is called, and a
   * Redis connection sends its commands in the order given.
   */
  function publishAll(effects: Effects): Promise<void>[] {
    const sent = effects.orders.map((order) =>
      publishUserEvent(bus, order.userId, { kind: 'order', order: toSpotOrder(order) }),
    );
    sent.push(...announceBalancesOf(effects));
    if (effects.trades.length > 0) {
      sent.push(
        bus.publish(SPOT_TRADES_TOPIC, {
          symbol: effects.symbol,
          trades: effects.trades,
        } satisfies SpotTradesMessage),
      );
    }
    return sent;
  }

  return {
    /** After the commit only: a rolled-back change is never announced. A failure here never undoes money. */
    async announce(effects: Effects | null): Promise<void> {
      if (!effects) return;
      try {
        await Promise.all(publishAll(effects));
        if (effects.bookChanged) throttle.changed(effects.symbol);
      } catch (error) {
        log.warn({ err: error, symbol: effects.symbol }, 'spot events publish failed');
      }
    },
    stop: () => throttle.stop(),
  };
}

export type SpotEvents = ReturnType<typeof createSpotEvents>;
