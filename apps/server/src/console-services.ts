import { auditLogPlugin, createAuditLogService } from './modules/audit-log/index.ts';
import { createOperators, operatorsPlugin } from './modules/operators/index.ts';
import type { App, AppContext } from './platform/app-types.ts';
import type { RouteAuth } from './platform/route-mounts.ts';

/**
 * The operator console's modules (operators, audit log, and the admin routes of the modules it drives),
 * built once by api-routes.ts after the other services, in a file of their own so the composition root
 * grows by a line each.
 */
export async function buildConsoleServices(_app: App, ctx: AppContext) {
  const operators = await createOperators(ctx);
  const audit = createAuditLogService(ctx);
  return { operators, audit };
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
}
