import { adminDashboard } from '@halcyon/api';
import { requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { Dashboard } from './service.ts';

export function dashboardAdminRoutes(app: App, dashboard: Dashboard): void {
  app.get(
    '/dashboard',
    {
      config: requires('dashboard.read'),
      schema: { tags: ['admin'], response: envelopeResponses(adminDashboard) },
    },
    async () => ok(await dashboard.read()),
  );
}
