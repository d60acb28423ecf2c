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

type Deps = { bus: Bus; clock: Clock; log: FastifyBaseLogger; ledger: Ledger; books: SpotBooks };

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

  /** Each balance as the commit left it, straight from the ledger's answer: no read per notice. */
  async function announceBalancesOf(effects: Effects): Promise<void> {
    for (const [userId, currencies] of effects.balances) {
      const unknown: string[] = [];
      for (const currency of currencies) {
        const after = effects.balancesAfter.get(keyText({ userId, currency }));
        if (!after) {
          unknown.push(currency);
          continue;
        }
        await publishUserEvent(bus, userId, {
          kind: 'balance',
          balance: { currency, available: after.available, frozen: after.frozen, time: clock.now() },
        });
      }
      if (unknown.length > 0) await announceBalances({ bus, clock, ledger }, userId, unknown);
    }
  }

  return {
    /** After the commit only: a rolled-back change is never announced. A failure here never undoes money. */
    async announce(effects: Effects | null): Promise<void> {
      if (!effects) return;
      try {
        for (const order of effects.orders) {
          await publishUserEvent(bus, order.userId, { kind: 'order', order: toSpotOrder(order) });
        }
        await announceBalancesOf(effects);
        if (effects.trades.length > 0) {
          await bus.publish(SPOT_TRADES_TOPIC, {
            symbol: effects.symbol,
            trades: effects.trades,
          } satisfies SpotTradesMessage);
        }
        if (effects.bookChanged) throttle.changed(effects.symbol);
      } catch (error) {
        log.warn({ err: error, symbol: effects.symbol }, 'spot events publish failed');
      }
    },
    stop: () => throttle.stop(),
  };
}

export type SpotEvents = ReturnType<typeof createSpotEvents>;
