import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import type { BalanceSnapshot, Ledger } from '../ledger/index.ts';
import { announceBalances } from '../ledger/index.ts';
import { toContractOrder } from './order-mapper.ts';
import type { ContractOrderRow } from './repo.ts';

export type ContractNotices = ReturnType<typeof createContractNotices>;

/**
 * The private `user` channel's view of contracts: the order after each committed change (opened, started,
 * settled, cancelled, expired) and the balances it moved. Called after the commit only; a failure to
 * publish is logged and never undoes a settlement.
 */
export function createContractNotices(deps: {
  bus: Bus;
  clock: Clock;
  ledger: Pick<Ledger, 'balance'>;
  log: { error(object: unknown, message: string): void };
}) {
  return {
    /**
     * `balances`: the balances the transaction left (from the ledger's results), published as they are
     * instead of read back, for bursts; without them the moved balances are read after the commit.
     */
    async announce(rows: readonly ContractOrderRow[], balances?: readonly BalanceSnapshot[]): Promise<void> {
      if (rows.length === 0) return;
      const now = deps.clock.now();
      try {
        const moved = new Map<string, Set<string>>();
        for (const row of rows) {
          await publishUserEvent(deps.bus, row.user_id, {
            kind: 'contract',
            order: toContractOrder(row, now),
          });
          // A start moves no money; every other change does.
          if (row.status === 'running') continue;
          const currencies = moved.get(row.user_id) ?? new Set<string>();
          currencies.add(row.currency);
          moved.set(row.user_id, currencies);
        }
        if (balances) {
          // Later snapshots of the same balance supersede earlier ones (entries applied in order).
          const latest = new Map(balances.map((b) => [`${b.userId}\n${b.currency}`, b]));
          for (const b of latest.values()) {
            await publishUserEvent(deps.bus, b.userId, {
              kind: 'balance',
              balance: { currency: b.currency, available: b.available, frozen: b.frozen, time: now },
            });
          }
          return;
        }
        for (const [userId, currencies] of moved) await announceBalances(deps, userId, currencies);
      } catch (error) {
        deps.log.error({ err: error }, 'second contract notice failed');
      }
    },
  };
}
