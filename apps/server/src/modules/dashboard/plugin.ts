import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Translator } from '../../platform/i18n.ts';
import { modulePlugin } from '../../platform/route-mounts.ts';
import type { RealtimeOptions } from '../realtime/index.ts';
import { dashboardAdminRoutes } from './admin-routes.ts';
import { type AdminSocketDeps, adminSocket } from './admin-socket.ts';
import type { Dashboard } from './service.ts';

export type DashboardPluginDeps = {
  dashboard: Dashboard;
  clock: Clock;
  translator: Translator;
  realtime: RealtimeOptions;
  bus?: Bus;
  sessionStillLive: AdminSocketDeps['sessionStillLive'];
};

/** The console's dashboard (/api/admin/dashboard) and the operator socket (/api/admin/ws). */
export const dashboardPlugin = modulePlugin<DashboardPluginDeps>(async (mounts, deps) => {
  await mounts.admin((scope) => {
    dashboardAdminRoutes(scope, deps.dashboard);
    adminSocket(scope, { ...deps, options: deps.realtime });
  });
});
