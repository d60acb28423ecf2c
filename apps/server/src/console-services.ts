import { financeDashboardFigures } from './finance-services.ts';
import { appConfigAdminPlugin, createAppConfigAdmin } from './modules/app-config/index.ts';
import { auditLogPlugin, createAuditLogService } from './modules/audit-log/index.ts';
import { listUserSessions } from './modules/auth/index.ts';
import { createDashboard, type DashboardSources, dashboardPlugin } from './modules/dashboard/index.ts';
import { lastLedgerAuditRun, ledgerAdminPlugin, systemAccountTotals } from './modules/ledger/index.ts';
import type { MarketData } from './modules/market-data/index.ts';
import { createPairsAdmin, type PairsAdminPorts, pairsAdminPlugin } from './modules/markets/index.ts';
import { createOperators, operatorsPlugin } from './modules/operators/index.ts';
import type { RealtimeOptions } from './modules/realtime/index.ts';
import {
  type ContractsAdmin,
  contractsAdminPlugin,
  countRunningContracts,
  createContractsAdmin,
} from './modules/second-contract/index.ts';
import { countOpenSpotOrders, listOpenOrders } from './modules/spot/index.ts';
import {
  countPendingIdentityReviews,
  countUsers,
  createUsersAdmin,
  type UserDetailSources,
  usersAdminPlugin,
} from './modules/users/index.ts';
import type { App, AppContext } from './platform/app-types.ts';
import type { RouteAuth } from './platform/route-mounts.ts';
import type { Services } from './services.ts';

/** How many of the latest journal lines, contracts and sign-ins a user's page shows. */
const DETAIL_LIMIT = 50;

/** What the users pages read from the modules that know more about a user than the users module does. */
function userDetailSources(services: Services & { db: AppContext['db'] }): UserDetailSources {
  return {
    balances: async (userId) =>
      (await services.ledger.balances(userId)).map(({ currency, available, frozen }) => ({
        currency,
        available,
        frozen,
      })),
    journal: async (userId) =>
      (await services.assets.history(userId, { page: 1, limit: DETAIL_LIMIT })).items,
    openSpotOrders: async (userId) =>
      (await services.spot.pendingOrders(userId, { page: 1, limit: 100 })).items,
    contracts: async (userId) => {
      const contracts = services.secondContracts.service;
      const [open, finished] = await Promise.all([
        contracts.openOrders(userId),
        contracts.history(userId, { page: 1, limit: DETAIL_LIMIT }),
      ]);
      return [...open.items, ...finished.items];
    },
    sessions: (userId) => listUserSessions(services.db, userId, DETAIL_LIMIT),
    twoFactorEnabled: (userId) => services.auth.login.twoFactor.isEnabled(userId),
    endSessions: (executor, userId) => services.auth.sessions.endAllOf(executor, userId, 'frozen'),
  };
}

/** Pairs administration reaches spot and second contracts through their faces, wired here. */
function pairsAdminPorts(ctx: AppContext, services: Services, contracts: ContractsAdmin): PairsAdminPorts {
  return {
    async cancelRestingOrders(symbol) {
      // The house maker's quotes are withdrawn by the maker itself; people's orders are cancelled through the
      // engine, which releases exactly what each order still holds. The engine lives on the process hosting the
      // books: spotCommands runs the cancellation there (forwarded over the bus when this process is not it).
      const owners = new Set(
        (await listOpenOrders(ctx.db, symbol))
          .map((order) => order.userId)
          .filter((userId) => userId !== services.spot.houseOwner),
      );
      let cancelled = 0;
      for (const userId of owners)
        cancelled += (await services.spotCommands.cancelAll(userId, { symbol })).cancelled;
      return cancelled;
    },
    contractDisabledSymbols: () => contracts.disabledSymbols(),
  };
}

/** What the console needs of the app wiring beyond the services (ApiDeps provides it). */
export type ConsoleDeps = {
  marketData: MarketData;
  realtime: RealtimeOptions;
  isFeedLeader?: () => boolean;
  spotEngineHost?: () => number | null;
};

function dashboardSources(ctx: AppContext, services: Services, deps: ConsoleDeps): DashboardSources {
  return {
    users: (since) => countUsers(ctx.db, since),
    identityPending: () => countPendingIdentityReviews(ctx.db),
    systemTotals: (account) => systemAccountTotals(ctx.db, account),
    openSpotOrders: () => countOpenSpotOrders(ctx.db, services.spot.houseOwner),
    runningContracts: () => countRunningContracts(ctx.db),
    lastLedgerAudit: async () => {
      const run = await lastLedgerAuditRun(ctx.db);
      return run && { at: run.at, ok: run.ok, operatorEmail: run.operatorEmail };
    },
    process: () => ({
      feedLeader: deps.isFeedLeader?.() ?? true,
      hostsSpotBooks: (deps.spotEngineHost?.() ?? 1) !== null,
    }),
    marketData: deps.marketData,
  };
}

/**
 * The operator console's modules (operators, audit log, and the admin routes of the modules it drives),
 * built once by api-routes.ts after the other services, in a file of their own so the composition root
 * grows by a line each.
 */
export async function buildConsoleServices(app: App, ctx: AppContext, services: Services, deps: ConsoleDeps) {
  const { marketData } = deps;
  const operators = await createOperators(ctx);
  const audit = createAuditLogService(ctx);
  const usersAdmin = createUsersAdmin(ctx, userDetailSources({ ...services, db: ctx.db }));
  const appConfigAdmin = createAppConfigAdmin(ctx, services.finance.uploads.configImages.claim);
  const contracts = createContractsAdmin({ ...ctx, marketData });
  const pairs = createPairsAdmin({ ...ctx, marketData, ports: pairsAdminPorts(ctx, services, contracts) });
  app.addHook('onClose', async () => pairs.close());
  const dashboard = createDashboard(ctx.clock, dashboardSources(ctx, services, deps));
  dashboard.useFinanceFigures(financeDashboardFigures(ctx.db));
  return {
    operators,
    audit,
    usersAdmin,
    appConfigAdmin,
    contracts,
    pairs,
    dashboard,
    realtime: deps.realtime,
  };
}

export type ConsoleServices = Awaited<ReturnType<typeof buildConsoleServices>>;

export async function registerConsolePlugins(
  api: App,
  routeAuth: RouteAuth,
  ctx: AppContext,
  consoleServices: ConsoleServices,
): Promise<void> {
  await api.register(operatorsPlugin, { routeAuth, operators: consoleServices.operators, ctx });
  await api.register(auditLogPlugin, { routeAuth, audit: consoleServices.audit });
  await api.register(usersAdminPlugin, { routeAuth, usersAdmin: consoleServices.usersAdmin });
  await api.register(appConfigAdminPlugin, { routeAuth, appConfigAdmin: consoleServices.appConfigAdmin });
  await api.register(pairsAdminPlugin, { routeAuth, pairs: consoleServices.pairs });
  await api.register(contractsAdminPlugin, { routeAuth, contracts: consoleServices.contracts });
  await api.register(dashboardPlugin, {
    routeAuth,
    dashboard: consoleServices.dashboard,
    clock: ctx.clock,
    translator: ctx.translator,
    realtime: consoleServices.realtime,
    bus: ctx.bus,
    sessionStillLive: consoleServices.operators.sessions.stillLive,
  });
  await api.register(ledgerAdminPlugin, { routeAuth, db: ctx.db, clock: ctx.clock });
}
