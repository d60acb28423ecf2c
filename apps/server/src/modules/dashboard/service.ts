import type { AdminDashboard } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import type { MarketData } from '../market-data/index.ts';

/** Deposits and withdrawals pending and today's sums per currency: zero until the finance module says more. */
export type FinanceFigures = Pick<AdminDashboard, 'deposits' | 'withdrawals'>;
const NO_FINANCE: FinanceFigures = {
  deposits: { pending: 0, todaySums: {} },
  withdrawals: { pending: 0, todaySums: {} },
};

/** What the dashboard reads from the other modules, through their faces (wired by console-services.ts). */
export type DashboardSources = {
  users(since: Date): Promise<{ total: number; since: number; frozen: number }>;
  identityPending(): Promise<number>;
  systemTotals(account: 'house' | 'fees'): Promise<Record<string, string>>;
  openSpotOrders(): Promise<number>;
  runningContracts(): Promise<number>;
  lastLedgerAudit(): Promise<AdminDashboard['lastLedgerAudit']>;
  process(): AdminDashboard['process'];
  marketData: Pick<MarketData, 'instruments' | 'ticker' | 'session'>;
};

export type Dashboard = ReturnType<typeof createDashboard>;

function startOfUtcDay(now: number): Date {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

export function createDashboard(clock: Clock, sources: DashboardSources) {
  let finance: (since: Date) => Promise<FinanceFigures> = async () => NO_FINANCE;

  function pairsByCategory(): AdminDashboard['pairs'] {
    const byCategory = new Map<string, AdminDashboard['pairs'][number]>();
    for (const instrument of sources.marketData.instruments()) {
      const row = byCategory.get(instrument.categoryId) ?? {
        category: instrument.categoryId,
        total: 0,
        suspended: 0,
        closed: 0,
        stale: 0,
      };
      row.total += 1;
      if (instrument.status === 'suspended') row.suspended += 1;
      else if (!sources.marketData.session(instrument.symbol).open) row.closed += 1;
      else if (sources.marketData.ticker(instrument.symbol)?.stale !== false) row.stale += 1;
      byCategory.set(instrument.categoryId, row);
    }
    return [...byCategory.values()];
  }

  return {
    /** The finance module fills in its figures here (deposits, withdrawals); until then they are zero. */
    useFinanceFigures(source: (since: Date) => Promise<FinanceFigures>): void {
      finance = source;
    },

    async read(): Promise<AdminDashboard> {
      const today = startOfUtcDay(clock.now());
      const [users, identityPending, money, house, fees, openSpotOrders, runningContracts, lastLedgerAudit] =
        await Promise.all([
          sources.users(today),
          sources.identityPending(),
          finance(today),
          sources.systemTotals('house'),
          sources.systemTotals('fees'),
          sources.openSpotOrders(),
          sources.runningContracts(),
          sources.lastLedgerAudit(),
        ]);
      return {
        users: { total: users.total, newToday: users.since, frozen: users.frozen },
        identity: { pending: identityPending },
        ...money,
        house,
        fees,
        openSpotOrders,
        runningContracts,
        pairs: pairsByCategory(),
        process: sources.process(),
        lastLedgerAudit,
        generatedAt: clock.now(),
      };
    },
  };
}
