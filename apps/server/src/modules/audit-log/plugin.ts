import { modulePlugin } from '../../platform/route-mounts.ts';
import { auditAdminRoutes } from './admin-routes.ts';
import type { AuditLogService } from './service.ts';

/** The audit log's console pages: search and chain verification (appending is for every module, via index.ts). */
export const auditLogPlugin = modulePlugin<{ audit: AuditLogService }>(async (mounts, { audit }) => {
  await mounts.admin((scope) => auditAdminRoutes(scope, audit));
});
