/** The public face of the dashboard module: other modules and the app wiring import only this file. */
export { dashboardPlugin } from './plugin.ts';
export type { Dashboard, DashboardSources, FinanceFigures } from './service.ts';
export { createDashboard } from './service.ts';
