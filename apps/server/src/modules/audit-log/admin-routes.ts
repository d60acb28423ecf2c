import { auditListResponse, auditQuery, auditVerifyResponse } from '@halcyon/api';
import { requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { AuditLogService } from './service.ts';

const tags = ['admin'];

export function auditAdminRoutes(app: App, audit: AuditLogService): void {
  app.get(
    '/audit',
    {
      config: requires('audit.read'),
      schema: { tags, querystring: auditQuery, response: envelopeResponses(auditListResponse) },
    },
    async (request) => ok(await audit.search(request.query)),
  );
  app.get(
    '/audit/verify',
    { config: requires('audit.read'), schema: { tags, response: envelopeResponses(auditVerifyResponse) } },
    async () => ok(await audit.verify()),
  );
}
