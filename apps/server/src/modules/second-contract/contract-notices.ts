import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import type { BalanceSnapshot, Ledger } from '../ledger/index.ts';
import { announceBalances } from '../ledger/index.ts';
import { toContractOrder } from './order-mapper.ts';
import type { ContractOrderRow } from './repo.ts';

export type ContractNotices = ReturnType<typeof createContractNotices>;

/** Later snapshots of the same balance supersede earlier ones (entries applied in order). */
function latestBalances(balances: readonly BalanceSnapshot[]): BalanceSnapshot[] {
  return [...new Map(balances.map((b) => [`${b.userId}\n${b.currency}`, b])).values()];
}

/** The balances the rows' changes moved, by user: a start moves no money, every other change does. */
function movedBalances(rows: readonly ContractOrderRow[]): Map<string, Set<string>> {
  const moved = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.status === 'running') continue;
    const currencies = moved.get(row.user_id) ?? new Set<string>();
    currencies.add(row.currency);
    moved.set(row.user_id, currencies);
  }
  return moved;
}

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
  const publishBalance = (b: BalanceSnapshot, now: number) =>
    publishUserEvent(deps.bus, b.userId, {
      kind: 'balance',
      balance: { currency: b.currency, available: b.available, frozen: b.frozen, time: now },
    });
  return {
    /**
     * `balances`: the balances the transaction left (from the ledger's results), published as they are
     * instead of read back, for bursts; without them the moved balances are read after the commit. Every
     * publish is issued before any is awaited: with Redis each is a round trip, and a batch of 2,000
     * settlements sent one after another took thousands of them. Issued in one pass they leave in order.
     */
    async announce(rows: readonly ContractOrderRow[], balances?: readonly BalanceSnapshot[]): Promise<void> {
      if (rows.length === 0) return;
      const now = deps.clock.now();
      try {
        const sent = rows.map((row) =>
          publishUserEvent(deps.bus, row.user_id, { kind: 'contract', order: toContractOrder(row, now) }),
        );
        if (balances) sent.push(...latestBalances(balances).map((b) => publishBalance(b, now)));
        await Promise.all(sent);
        if (balances) return;
        for (const [userId, currencies] of movedBalances(rows)) {
          await announceBalances(deps, userId, currencies);
        }
      } catch (error) {
        deps.log.error({ err: error }, 'second contract notice failed');
      }
    },
  };
}
