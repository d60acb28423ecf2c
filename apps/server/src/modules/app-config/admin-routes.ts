import { adminAppConfig } from '@halcyon/api';
import { auditActorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { AppConfigAdmin } from './app-config-admin.ts';

const tags = ['admin'];

/** App name and logo, home banners, notice and about-us texts per language. */
export function appConfigAdminRoutes(app: App, admin: AppConfigAdmin): void {
  app.get(
    '/config/app',
    { config: requires('config.read'), schema: { tags, response: envelopeResponses(adminAppConfig) } },
    async () => ok(await admin.current()),
  );
  app.put(
    '/config/app',
    {
      config: requires('config.write'),
      schema: { tags, body: adminAppConfig, response: envelopeResponses(adminAppConfig) },
    },
    async (request) => ok(await admin.update(auditActorOf(request), request.body)),
  );
}
